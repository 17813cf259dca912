// One sample URL of every page kind people meet, and who is signed in to see it: what
// scripts/check-html.ts feeds the Nu HTML Checker and scripts/axe-report.ts feeds axe-core.
// Records (a scammer, a review, a problem girl, a session girl) are taken from the sitemap, so
// the list follows whatever data the site was seeded with.
import { DEMO_GIRL, DEMO_GIRL_STAGE_NAME, DEMO_GUY, DEMO_MODERATOR } from './seed/demo-accounts';
import { signIn } from './sign-in';

export type Viewer = 'visitor' | 'guy' | 'girl' | 'moderator';

export interface PageKind {
  kind: string;
  path: string;
  as: Viewer;
}

const stage = encodeURIComponent(DEMO_GIRL_STAGE_NAME);

const FIXED: readonly PageKind[] = [
  { kind: 'public home', path: '/', as: 'visitor' },
  { kind: 'wrestlers list', path: '/wrestlers', as: 'visitor' },
  { kind: 'wrestlers list (international)', path: '/wrestlers/type/international', as: 'visitor' },
  { kind: 'profile', path: `/profile/${stage}`, as: 'visitor' },
  { kind: 'advanced search', path: '/advanced_search?q=a', as: 'visitor' },
  { kind: 'reviews list', path: '/reviews', as: 'visitor' },
  { kind: 'scammers list', path: '/scammers', as: 'visitor' },
  { kind: 'scammer report form', path: '/scammers/report', as: 'guy' },
  { kind: 'login', path: '/login', as: 'visitor' },
  { kind: 'guy sign-up', path: '/male_registration', as: 'visitor' },
  { kind: 'girl sign-up', path: '/female_registration', as: 'visitor' },
  { kind: 'contact', path: '/contact', as: 'visitor' },
  { kind: 'legal page', path: '/privacy-policy', as: 'visitor' },
  { kind: 'legacy migration', path: '/migrate-profile', as: 'visitor' },
  { kind: 'not found', path: '/404', as: 'visitor' },
  { kind: 'API docs', path: '/api/docs', as: 'visitor' },
  { kind: 'AI chat (get info)', path: `/ai/chat/get-info/${stage}`, as: 'visitor' },
  { kind: 'client profile', path: `/client/${DEMO_GUY.username}`, as: 'girl' },
  { kind: 'booking form', path: `/book/${stage}`, as: 'guy' },
  { kind: 'dashboard (guy)', path: '/dashboard', as: 'guy' },
  { kind: 'guy bookings', path: '/guy/bookings', as: 'guy' },
  { kind: 'guy settings', path: '/guy/settings', as: 'guy' },
  { kind: 'guy references', path: '/guy/my-references', as: 'guy' },
  { kind: 'guy profile edit', path: '/edit-profile-male', as: 'guy' },
  { kind: 'dashboard (girl)', path: '/dashboard', as: 'girl' },
  { kind: 'girl bookings', path: '/girl/bookings', as: 'girl' },
  { kind: 'girl profile edit', path: '/edit-profile-female', as: 'girl' },
  { kind: 'travels list', path: '/girl/manage-travels', as: 'girl' },
  { kind: 'travel form', path: '/girl/manage-travels/add', as: 'girl' },
  { kind: 'timewasters', path: '/girl/timewasters', as: 'girl' },
  { kind: 'timewaster report form', path: '/girl/report-timewaster', as: 'girl' },
  { kind: 'dashboard (moderator)', path: '/dashboard', as: 'moderator' },
  { kind: 'admin home', path: '/admin', as: 'moderator' },
  { kind: 'moderation queue', path: '/admin/moderate', as: 'moderator' },
  { kind: 'admin table (guys)', path: '/admin/manage-guys', as: 'moderator' },
  { kind: 'admin table (bookings)', path: '/admin/manage-bookings', as: 'moderator' },
  { kind: 'admin timewasters', path: '/admin/timewasters', as: 'moderator' },
  { kind: 'admin scammers', path: '/admin/scammers', as: 'moderator' },
  { kind: 'audit log', path: '/admin/audit-log', as: 'moderator' },
];

/** Sitemap prefixes of the record pages: the first URL under each is the sample. */
const FROM_SITEMAP: readonly { kind: string; prefix: string }[] = [
  { kind: 'scammer page', prefix: '/scammer/' },
  { kind: 'review page', prefix: '/review/' },
  { kind: 'problem girl', prefix: '/problem-girl/' },
  { kind: 'session girl', prefix: '/sessiongirls/' },
];

/** Every page kind with its sample path, the record pages read from the site's sitemap. */
export async function pageKinds(baseUrl: string): Promise<PageKind[]> {
  const response = await fetch(`${baseUrl}/sitemap.xml`);
  if (!response.ok) throw new Error(`GET /sitemap.xml answered ${response.status}`);
  const paths = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const records = FROM_SITEMAP.map(({ kind, prefix }) => {
    const path = paths.find((p) => p.startsWith(prefix));
    if (!path) throw new Error(`the sitemap lists no ${kind} (${prefix}…)`);
    return { kind, path, as: 'visitor' as const };
  });
  return [...FIXED, ...records];
}

const ACCOUNTS: Record<Exclude<Viewer, 'visitor'>, string> = {
  guy: DEMO_GUY.username,
  girl: DEMO_GIRL.username,
  moderator: DEMO_MODERATOR.username,
};

/** A session cookie per viewer ('' for the visitor), signed in through Better Auth. */
export async function viewerCookies(baseUrl: string): Promise<Record<Viewer, string>> {
  const cookies: Record<Viewer, string> = { visitor: '', guy: '', girl: '', moderator: '' };
  for (const [viewer, username] of Object.entries(ACCOUNTS) as [Exclude<Viewer, 'visitor'>, string][]) {
    const cookie = await signIn(baseUrl, username);
    if (!cookie) throw new Error(`could not sign ${username} in at ${baseUrl}`);
    cookies[viewer] = cookie;
  }
  return cookies;
}
