'use client';

import { Link } from '@/components/ui/link';
import { useSession } from '@/components/session/session-context';
import { Container } from '@/components/layout/container';
import { buttonVariants } from '@/components/ui/button';

/** The tools page checks again. */
export function ModeratorToolsLink({ href, label }: { href: string; label: string }) {
  const session = useSession();
  if (session.status !== 'signed-in' || !session.session.is_moderator) return null;
  return (
    <Container className="max-w-4xl pb-10">
      <Link href={href} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
        {label}
      </Link>
    </Container>
  );
}
