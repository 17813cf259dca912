'use client';

import { Link } from '@/components/ui/link';
import { useFlags } from '@/components/flags-provider';
import { useSignedInSession } from '@/components/session/session-context';
import { buttonVariants } from '@/components/ui/button';
import { cx } from '@/lib/class-names';
import { MainNav } from './main-nav';
import { MobileNav } from './mobile-nav';
import {
  ADMIN_LINK,
  MAIN_NAV,
  VISITOR_ONLY,
  accountLinks,
  viewerFromSession,
  visitorLinks,
  type NavLink,
} from './navigation';
import { UserMenu } from './user-menu';

// Fed by GET /session: the header is the same HTML for everyone (cacheable). The visitor's links
// stay invisible until the session says 'visitor'; a signed-in user never sees Login.

function useHeaderLinks(): {
  main: readonly NavLink[];
  account: readonly NavLink[];
  viewer: ReturnType<typeof viewerFromSession> | null;
} {
  const session = useSignedInSession();
  const { isEnabled } = useFlags();
  if (!session) return { main: MAIN_NAV, account: visitorLinks(isEnabled), viewer: null };
  const viewer = viewerFromSession(session);
  // Spec §6 "Admin link".
  const main = viewer.isModerator ? [...MAIN_NAV, ADMIN_LINK] : MAIN_NAV;
  return { main, account: accountLinks(viewer, isEnabled), viewer };
}

export function HeaderMainNav() {
  return <MainNav links={useHeaderLinks().main} />;
}

export function HeaderMobileNav({ className }: { className?: string }) {
  const { main, account, viewer } = useHeaderLinks();
  return <MobileNav links={main} accountLinks={account} username={viewer?.username} className={className} />;
}

/** Until the session answers, the visitor's buttons hold their place invisibly. */
export function HeaderAccount() {
  const { account, viewer } = useHeaderLinks();
  if (viewer) return <UserMenu username={viewer.username} avatarUrl={viewer.avatarUrl} links={account} />;
  return (
    <>
      {account.map((link, index) => (
        <Link
          key={link.href}
          href={link.href}
          className={cx(
            buttonVariants({ variant: index === 0 ? 'primary' : 'secondary', size: 'sm' }),
            index > 0 && 'hidden sm:inline-flex',
            VISITOR_ONLY,
          )}
        >
          {link.label}
        </Link>
      ))}
    </>
  );
}
