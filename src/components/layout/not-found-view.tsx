import { Link } from '@/components/ui/link';
import { SearchX } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Container } from './container';

/** Spec §2 'Not found - 404'. A list's page past its end links the last real page. */
export function NotFoundView({ lastPage }: { lastPage?: { href: string; page: number } } = {}) {
  return (
    <Container className="flex flex-1 flex-col items-center justify-center gap-4 py-16 text-center sm:py-24">
      <SearchX aria-hidden="true" className="size-12 text-muted-foreground/70" />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Not found - 404</h1>
      <p className="max-w-md text-muted-foreground">Sorry, the page you are looking for does not exist.</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {lastPage ? (
          <Link href={lastPage.href} className={buttonVariants()}>
            Go to the last page ({lastPage.page})
          </Link>
        ) : null}
        <Link href="/" className={buttonVariants({ variant: lastPage ? 'secondary' : undefined })}>
          Go to the home page
        </Link>
      </div>
    </Container>
  );
}
