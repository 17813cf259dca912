'use client';

import { Link } from '@/components/ui/link';
import { useFlags } from '@/components/flags-provider';
import { useSignedInSession } from '@/components/session/session-context';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
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

// The header's per-user parts, fed by GET /session (SessionProvider): the root layout and the
// header itself stay the same HTML for everyone, so public pages can be cached. They read only the
// signed-in session: the page is rendered with the visitor's links, kept invisible (not shown, not
// focusable, not announced) until GET /session says 'visitor' (VISITOR_ONLY), and replaced only for
// a signed-in user. A visitor's header is never rendered twice; a signed-in user never sees Login.

function useHeaderLinks(): {
  main: readonly NavLink[];
  account: readonly NavLink[];
  viewer: ReturnType<typeof viewerFromSession> | null;
} {
  const session = useSignedInSession();
  const { isEnabled } = useFlags();
  if (!session) return { main: MAIN_NAV, account: visitorLinks(isEnabled), viewer: null };
  const viewer = viewerFromSession(session);
  // Moderators also get Admin in the main bar (spec section 6: "Admin link").
  const main = viewer.isModerator ? [...MAIN_NAV, ADMIN_LINK] : MAIN_NAV;
  return { main, account: accountLinks(viewer, isEnabled), viewer };
}

/** The main navigation from 900 px (Admin added for moderators once the session is known). */
export function HeaderMainNav() {
  return <MainNav links={useHeaderLinks().main} />;
}

/** The menu button and sheet under 900 px. */
export function HeaderMobileNav({ className }: { className?: string }) {
  const { main, account, viewer } = useHeaderLinks();
  return <MobileNav links={main} accountLinks={account} username={viewer?.username} className={className} />;
}

/**
 * Login and the sign-ups for a visitor, the account menu for a signed-in user. Until the session
 * answers, the visitor's buttons hold their place invisibly, so nothing wrong flashes and little moves.
 */
export function HeaderAccount() {
  const { account, viewer } = useHeaderLinks();
  if (viewer) return <UserMenu username={viewer.username} avatarUrl={viewer.avatarUrl} links={account} />;
  return (
    <>
      {account.map((link, index) => (
        <Link
          key={link.href}
          href={link.href}
          className={cn(
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
