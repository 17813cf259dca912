import type { SQL } from 'drizzle-orm';
import type { KindItems } from './kinds';

// What waits for a moderator, section by section: the items of /admin/moderate as the page
// shows them. Pure: each kind's file (kinds/) defines its items, the components show them.

/**
 * Each section shows this many at a time, oldest first; the rest follow as decisions clear them,
 * or on the section's next page. Twenty keeps a full queue's page (eleven sections) about the size
 * of fifty items in all (decision 051); the filters read SQL, so a smaller page hides nothing.
 */
export const QUEUE_PAGE = 20;

/** A section's condition for an item that waits for a moderator. */
export type Waiting = SQL | undefined;

/**
 * What a history line counts besides the decisions, in the line's order, with its words for one and
 * for more (decision 051, session 20: which person each kind's line is about).
 */
export const HISTORY_COUNTS = {
  appeals: ['appeal', 'appeals'],
  reportsFiled: ['report filed', 'reports filed'],
  imagesRefused: ['image refused', 'images refused'],
  reportsAbout: ['report about her', 'reports about her'],
  otherReportsAbout: ['other report about her', 'other reports about her'],
  otherRecords: ['other record of this listing', 'other records of this listing'],
  reporterReports: ['scammer report filed by the reporter', 'scammer reports filed by the reporter'],
} as const;
export type HistoryCount = keyof typeof HISTORY_COUNTS;

/** The person's history beside a decision: earlier decisions (the newest named), what else is counted, her record. */
export interface PersonHistory {
  decisions: number;
  last: { what: string; reason: string | null; at: string } | null;
  counts: Partial<Record<HistoryCount, number>>;
  /** The page of her record (null when there is none: a deleted account). */
  record: { href: string; label: string } | null;
}

/** What waits in each section, as the page shows it: each kind's items (kinds/). */
export type ModerationQueue = KindItems;

/** How many wait in each section, and the chats flagged for a moderator. */
export type ModerationCounts = QueueCounts & { flaggedChats: number };

/** How many wait in each section. */
export type QueueCounts = { [Key in keyof ModerationQueue]: number };

/** The page each section shows (1-based; a section not named shows its first). */
export type QueuePages = Partial<Record<keyof ModerationQueue, number>>;
