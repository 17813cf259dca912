import type { ModerationQueue } from './queue-items';

// The moderation queue's sections in the order the page shows them. The spec (section 9,
// "Moderation queue") numbers its five sections; they come first, in its order. The sections the
// spec does not list (photos, media, reports) follow. The page and the /admin summary both read
// this one list.

export type QueueSectionKey = keyof ModerationQueue;

export interface QueueSection {
  key: QueueSectionKey;
  /** The section's heading on /admin/moderate. */
  title: string;
  /** How the /admin summary names its items. */
  summary: string;
}

export const QUEUE_SECTIONS: readonly QueueSection[] = [
  { key: 'sessionGirlPictures', title: 'Sessiongirls profile picture approvals', summary: 'session-girl pictures' },
  { key: 'sessionGirls', title: 'Sessiongirls profile approvals', summary: 'session girls' },
  { key: 'girls', title: 'Matside girls profile approvals', summary: 'new girls' },
  { key: 'scrapedWithoutEmail', title: 'Add email to scraped SessionGirl', summary: 'scraped e-mails' },
  { key: 'crawledProblemGirls', title: 'New Problem Girls Crawled', summary: 'crawled problem girls' },
  { key: 'photos', title: 'New photos', summary: 'photos' },
  { key: 'sessionGirlImages', title: 'Explicit images', summary: 'explicit images' },
  { key: 'sessionGirlReports', title: 'Session girl reports', summary: 'session girl reports' },
  { key: 'timewasterReports', title: 'Timewaster reports', summary: 'timewaster reports' },
  { key: 'timewasterChanges', title: 'Timewaster changes', summary: 'timewaster changes' },
  { key: 'scammerReports', title: 'Scammer reports', summary: 'scammer reports' },
];

/** Spec: sections appear only when they have items; this one shows its empty message instead. */
export const ALWAYS_SHOWN_SECTION: QueueSectionKey = 'crawledProblemGirls';
export const NO_CRAWLED_PROBLEM_GIRLS = 'No new problem girls crawled.';
