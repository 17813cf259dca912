// The dashboard menus (spec §2 Navigation /dashboard, §6 roles). Pure: the page and the unit test
// use it. Display only; every linked page checks its own permissions.
import type { DashboardData, DashboardLink } from './types';

export function dashboardMenu(data: Pick<DashboardData, 'isModerator' | 'guy' | 'girl'>): DashboardLink[] {
  const links: DashboardLink[] = [];
  if (data.girl) {
    if (data.girl.stageName)
      links.push({ href: `/profile/${encodeURIComponent(data.girl.stageName)}`, label: 'View My Profile' });
    links.push(
      { href: '/edit-profile-female', label: 'Edit Profile' },
      { href: '/girl/manage-travels', label: 'My Travels' },
    );
    // Provider profiles: girls manage their booking requests from the dashboard.
    links.push({ href: '/girl/bookings', label: 'My Bookings' });
  }
  if (data.guy) {
    // The spec's Report Girl and My References join this menu with their pages.
    links.push(
      { href: '/edit-profile-male', label: 'Edit Profile' },
      { href: '/advanced_search', label: 'Girls Search' },
      { href: '/guy/settings', label: 'Settings' },
      { href: '/guy/bookings', label: 'My Bookings' },
    );
  }
  if (data.isModerator) links.push({ href: '/admin', label: 'Admin' });
  return links;
}
