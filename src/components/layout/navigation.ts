// Every link of the app shell in one place: header, mobile menu and footer read from here.
import { GIRL_SETTINGS_PATH, MY_PROFILE_PATH } from '@/lib/girl-own-pages';
import type { FlagName } from '@/lib/flags';
import type { Viewer } from '@/server/auth/actor-types';

export interface NavLink {
  href: string;
  label: string;
}

export type { Viewer };

export type IsEnabled = (flag: FlagName) => boolean;

/** Header navigation, same for everyone. */
export const MAIN_NAV: readonly NavLink[] = [
  { href: '/wrestlers', label: 'Wrestlers' },
  { href: '/advanced_search', label: 'Girls Search' },
  { href: '/reviews', label: 'Reviews' },
  { href: '/scammers', label: 'Scammers' },
  { href: '/contact', label: 'Contact' },
];

export const FOOTER_NAV: readonly NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/wrestlers', label: 'Wrestlers' },
  { href: '/wrestlers/type/us', label: 'USA Girls' },
  { href: '/wrestlers/type/international', label: "Int'l Girls" },
  { href: '/reviews', label: 'Reviews' },
  { href: '/scammers', label: 'Scammers' },
  { href: '/advanced_search', label: 'Girls Search' },
];

export const LEGAL_NAV: readonly NavLink[] = [
  { href: '/terms-and-conditions', label: 'Terms and Conditions' },
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/contact', label: 'Contact' },
];

export const LOGIN_LINK: NavLink = { href: '/login', label: 'Login' };
export const GUY_SIGNUP_LINK: NavLink = { href: '/male_registration', label: 'Guys Signup' };
export const GIRL_SIGNUP_LINK: NavLink = { href: '/female_registration', label: 'Girls Signup' };
export const ADMIN_LINK: NavLink = { href: '/admin', label: 'Admin' };
/** The Accounts issue serves POST /logout (clears the session, redirects to /). */
export const LOGOUT_ACTION = '/logout';

/** The sign-ups open today, each behind its flag: header, login page and footer offer the same. */
export function signupLinks(isEnabled: IsEnabled): NavLink[] {
  return [
    ...(isEnabled('registration-guys') ? [GUY_SIGNUP_LINK] : []),
    ...(isEnabled('registration-girls') ? [GIRL_SIGNUP_LINK] : []),
  ];
}

/** Links a visitor sees next to the navigation (spec section 6: Login and the sign-ups behind their flags). */
export function visitorLinks(isEnabled: IsEnabled): NavLink[] {
  return [LOGIN_LINK, ...signupLinks(isEnabled)];
}

/** The signed-in user's menu (spec section 2 dashboard menus, section 6 role links). */
export function accountLinks(viewer: Viewer, isEnabled: IsEnabled): NavLink[] {
  const links: NavLink[] = [{ href: '/dashboard', label: 'Dashboard' }];
  if (viewer.userType === 'girl') {
    links.push({ href: MY_PROFILE_PATH, label: 'View My Profile' });
    links.push(
      { href: '/edit-profile-female', label: 'Edit Profile' },
      { href: '/girl/manage-travels', label: 'My Travels' },
      { href: '/girl/timewasters', label: 'Timewasters' },
      { href: GIRL_SETTINGS_PATH, label: 'Settings' },
    );
    // Spec §6: the girl's Post link, behind girl-post-on-timeline-or-profile.
    if (viewer.girlId && isEnabled('girl-post-on-timeline-or-profile'))
      links.push({ href: `/profile-2/${viewer.girlId}`, label: 'Post' });
  } else if (viewer.userType === 'guy') {
    links.push({ href: '/edit-profile-male', label: 'Edit Profile' });
    if (isEnabled('guy-report-girl')) links.push({ href: '/report_a_sessiongirl', label: 'Report Girl' });
    if (isEnabled('guy-unverified-references')) links.push({ href: '/guy/my-references', label: 'My References' });
    links.push({ href: '/advanced_search', label: 'Girls Search' }, { href: '/guy/settings', label: 'Settings' });
  }
  if (viewer.isModerator) links.push(ADMIN_LINK);
  return links;
}

/** Whether `href` is the current section, for aria-current in the navigation. */
export function isActivePath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The header's Viewer from GET /session's fields (the account island; display only, never a gate). */
export function viewerFromSession(session: {
  username: string;
  avatar: string | null;
  is_moderator: boolean;
  usertype: 'girl' | 'guy' | null;
  stage_name: string | null;
  girl_id: number | null;
}): Viewer {
  return {
    kind: session.is_moderator ? 'moderator' : (session.usertype ?? 'guy'),
    username: session.username,
    userType: session.usertype,
    isModerator: session.is_moderator,
    stageName: session.stage_name,
    girlId: session.girl_id,
    avatarUrl: session.avatar,
  };
}

/**
 * Classes of markup only a known visitor sees (the header's Login and sign-ups): in the page from
 * the start, invisible (not shown, not focusable, not announced) until SessionProvider sets
 * <html data-viewer="visitor"> once GET /session answers (docs/decisions/038-main-thread-work.md).
 */
export const VISITOR_ONLY = 'invisible in-data-[viewer=visitor]:visible';
