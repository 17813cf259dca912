// The dashboard menus (spec §2 Navigation /dashboard, §6 roles). Pure: the page and the unit test
// use it. Display only; every linked page checks its own permissions.
import { GIRL_SETTINGS_PATH, MY_PROFILE_PATH } from '@/lib/girl-own-pages';
import type { DashboardData, DashboardLink } from './types';

/** Flags the menus read besides guy-report-girl (spec §6). */
export interface DashboardMenuFlags {
  /** girl-post-on-timeline-or-profile: the girl's Post link (/profile-2/{her girl id}). */
  post?: boolean;
  /** guy-unverified-references: the guy's My References (/guy/my-references). */
  references?: boolean;
}

export function dashboardMenu(
  data: Pick<DashboardData, 'isModerator' | 'guy' | 'girl'>,
  reportGirlEnabled: boolean,
  { post = false, references = false }: DashboardMenuFlags = {},
): DashboardLink[] {
  const links: DashboardLink[] = [];
  if (data.girl) {
    // Her own view: the public page once listed, else her profile with who else sees it.
    links.push({ href: MY_PROFILE_PATH, label: 'View My Profile' });
    links.push(
      { href: '/edit-profile-female', label: 'Edit Profile' },
      { href: '/girl/manage-travels', label: 'My Travels' },
    );
    if (post) links.push({ href: `/profile-2/${data.girl.girlId}`, label: 'Post' });
    // Provider profiles: girls manage their booking requests from the dashboard.
    links.push({ href: '/girl/bookings', label: 'My Bookings' }, { href: GIRL_SETTINGS_PATH, label: 'Settings' });
  }
  if (data.guy) {
    // Spec §2: Edit Profile, Report Girl, My References, Girls Search, Settings.
    links.push({ href: '/edit-profile-male', label: 'Edit Profile' });
    if (reportGirlEnabled) links.push({ href: '/report_a_sessiongirl', label: 'Report Girl' });
    if (references) links.push({ href: '/guy/my-references', label: 'My References' });
    links.push(
      { href: '/advanced_search', label: 'Girls Search' },
      { href: '/guy/settings', label: 'Settings' },
      { href: '/guy/bookings', label: 'My Bookings' },
    );
  }
  if (data.isModerator) links.push({ href: '/admin', label: 'Admin' });
  return links;
}
