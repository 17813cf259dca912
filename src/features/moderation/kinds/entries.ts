import type { KindKey } from '.';

// What the page and the /admin summary say of each moderation kind, in the page's order: the
// spec's five sections (section 9, "Moderation queue") first, in its order, then the ones it does
// not list. Pure and without components: the filter bar in the browser reads the titles, and the
// items' components (items.tsx) stay on the server.

export interface KindEntry {
  /** The section's heading on /admin/moderate. */
  title: string;
  /** How the /admin summary names its items. */
  summary: string;
  /** Decided with the version the moderator saw, and claimed: the server's kind has `decided`. */
  claimable: boolean;
}

export const KIND_ENTRIES = {
  sessionGirlPictures: {
    title: 'Sessiongirls profile picture approvals',
    summary: 'session-girl pictures',
    claimable: true,
  },
  sessionGirls: { title: 'Sessiongirls profile approvals', summary: 'session girls', claimable: false },
  girls: { title: 'Matside girls profile approvals', summary: 'new girls', claimable: true },
  scrapedWithoutEmail: { title: 'Add email to scraped SessionGirl', summary: 'scraped e-mails', claimable: false },
  crawledProblemGirls: { title: 'New Problem Girls Crawled', summary: 'crawled problem girls', claimable: false },
  photos: { title: 'New photos', summary: 'photos', claimable: true },
  sessionGirlImages: { title: 'Explicit images', summary: 'explicit images', claimable: true },
  sessionGirlReports: { title: 'Session girl reports', summary: 'session girl reports', claimable: true },
  timewasterReports: { title: 'Timewaster reports', summary: 'timewaster reports', claimable: true },
  timewasterChanges: { title: 'Timewaster changes', summary: 'timewaster changes', claimable: true },
  scammerReports: { title: 'Scammer reports', summary: 'scammer reports', claimable: true },
} as const satisfies { [Key in KindKey]: KindEntry };
