// Every link of the app shell: header, mobile menu and footer.
import { GIRL_SETTINGS_PATH, MY_PROFILE_PATH } from '@/lib/girl-own-pages';
import type { FlagName } from '@/lib/flags';
import type { Viewer } from '@/server/auth/actor-types';

export interface NavLink {
  href: string;
  label: string;
}

export type { Viewer };

export type IsEnabled = (flag: FlagName) => boolean;

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
export const LOGOUT_ACTION = '/logout';

/** Each behind its flag. */
export function signupLinks(isEnabled: IsEnabled): NavLink[] {
  return [
    ...(isEnabled('registration-guys') ? [GUY_SIGNUP_LINK] : []),
    ...(isEnabled('registration-girls') ? [GIRL_SIGNUP_LINK] : []),
  ];
}

/** Spec §6. */
export function visitorLinks(isEnabled: IsEnabled): NavLink[] {
  return [LOGIN_LINK, ...signupLinks(isEnabled)];
}

/** Spec §2 dashboard menus, §6 role links. */
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
    // Spec §6.
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

export function isActivePath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** Display only, never a gate. */
export function viewerFromSession(session: {
  username: string;
  avatar: string | null;
  avatar_icon: string | null;
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
    avatarUrl: session.avatar_icon ?? session.avatar,
  };
}

/** Invisible until SessionProvider sets <html data-viewer="visitor"> (decision 038). */
export const VISITOR_ONLY = 'invisible in-data-[viewer=visitor]:visible';
