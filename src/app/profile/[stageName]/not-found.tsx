import { Link } from '@/components/ui/link';
import { UserRoundX } from 'lucide-react';
import { Container } from '@/components/layout/container';
import { buttonVariants } from '@/components/ui/button';

/** The fallback page for a stage name that is not a visible Matside girl (hidden, pending, banned, unknown). */
export default function GirlProfileFallback() {
  return (
    <Container className="flex flex-1 flex-col items-center justify-center gap-4 py-16 text-center">
      <UserRoundX aria-hidden="true" className="size-12 text-muted-foreground/70" />
      <h1 className="text-2xl font-semibold">User not found.</h1>
      <p className="max-w-md text-muted-foreground">This profile does not exist or is not public.</p>
      <Link href="/" className={buttonVariants({ className: 'mt-2' })}>
        Go to the home page
      </Link>
    </Container>
  );
}
