// Every signed-in page kind people open every day, as which demo account:
// measured beside the floor by `npm run bench -- signed-in` and at scale on PostgreSQL by
// `npm run bench:scale`.
import { DEMO_GIRL, DEMO_GIRL_STAGE_NAME, DEMO_GUY, DEMO_MODERATOR } from './seed/demo-accounts';

export type SignedInKind = 'signed-in minimal' | 'signed-in dashboard' | 'signed-in list' | 'admin table';

export interface SignedInPage {
  name: string;
  path: string;
  as: string;
  kind: SignedInKind;
}

export const MINIMAL_SIGNED_IN_PAGE: SignedInPage = {
  name: 'minimal signed-in page',
  path: '/guy/settings',
  as: DEMO_GUY.username,
  kind: 'signed-in minimal',
};

export const SIGNED_IN_PAGES: SignedInPage[] = [
  MINIMAL_SIGNED_IN_PAGE,
  { name: 'girl dashboard', path: '/dashboard', as: DEMO_GIRL.username, kind: 'signed-in dashboard' },
  { name: 'guy dashboard', path: '/dashboard', as: DEMO_GUY.username, kind: 'signed-in dashboard' },
  { name: 'girl bookings', path: '/girl/bookings', as: DEMO_GIRL.username, kind: 'signed-in list' },
  { name: 'guy bookings', path: '/guy/bookings', as: DEMO_GUY.username, kind: 'signed-in list' },
  { name: 'her timewaster tool', path: '/girl/timewasters', as: DEMO_GIRL.username, kind: 'signed-in list' },
  { name: 'moderation queue', path: '/admin/moderate', as: DEMO_MODERATOR.username, kind: 'admin table' },
  ...[
    '/admin/manage-girls',
    '/admin/manage-guys',
    '/admin/manage-bookings',
    '/admin/timewasters',
    '/admin/scammers',
    '/admin/problem-girls',
    '/admin/manage-sessiongirls',
    '/admin/manage-votes',
    '/admin/manage-reputation-list',
    '/admin/manage-unverified-references',
    '/admin/manage-follow-my-travels',
  ].map((path): SignedInPage => ({ name: path, path, as: DEMO_MODERATOR.username, kind: 'admin table' })),
  { name: 'audit log', path: '/admin/audit-log', as: DEMO_MODERATOR.username, kind: 'admin table' },
  { name: 'signed-in search', path: '/advanced_search?q=an', as: DEMO_GUY.username, kind: 'signed-in list' },
  {
    name: 'signed-in profile',
    path: `/profile/${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}`,
    as: DEMO_GUY.username,
    kind: 'signed-in list',
  },
];
