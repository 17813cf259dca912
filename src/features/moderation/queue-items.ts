import type { SQL } from 'drizzle-orm';

// What waits for a moderator, section by section: the items of /admin/moderate as the page
// shows them. Pure: section-queries.ts and its lists read them, the components show them.

/**
 * Each section shows this many at a time, oldest first; the rest follow as decisions clear them,
 * or on the section's next page. Twenty keeps a full queue's page (eleven sections) about the size
 * of fifty items in all (decision 051); the filters read SQL, so a smaller page hides nothing.
 */
export const QUEUE_PAGE = 20;

/** A section's condition for an item that waits for a moderator. */
export type Waiting = SQL | undefined;

/** The person's history beside a decision: earlier decisions (the newest named), appeals, reports filed. */
export interface PersonHistory {
  decisions: number;
  last: { what: string; reason: string | null; at: string } | null;
  appeals: number;
  reportsFiled: number;
}

/** A girl who signed up and waits for her profile's approval (spec "{product} girls profile approvals"). */
export interface PendingGirl {
  id: number;
  /** The row's version: a decision sends it back (docs/decisions/040). */
  version: number;
  stageName: string | null;
  name: string | null;
  username: string | null;
  email: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  headline: string | null;
  about: string | null;
  descriptionVerification: string | null;
  pictureUrl: string | null;
  /** Her verification picture (moderators only, through an authorised route), or null. */
  verificationPictureUrl: string | null;
  photos: { id: number; url: string }[];
  createdAt: string;
  history: PersonHistory;
}

export interface PendingPhoto {
  id: number;
  /** The row's version: a decision sends it back (docs/decisions/040). */
  version: number;
  url: string;
  type: string;
  girl: { id: number; stageName: string | null };
  createdAt: string;
  history: PersonHistory;
}

export interface PendingScammerReport {
  id: number;
  /** The row's version: a decision sends it back (docs/decisions/040). */
  version: number;
  name: string | null;
  reportedUsername: string | null;
  headline: string | null;
  description: string | null;
  city: string | null;
  country: string | null;
  pictureUrl: string | null;
  createdAt: string;
}

/** A scraped session girl waiting for a moderator (spec "Sessiongirls profile approvals" and "Add email"). */
export interface PendingSessionGirl {
  id: number;
  /** The row's version: a decision sends it back (docs/decisions/040). */
  version: number;
  username: string;
  name: string | null;
  pictureUrl: string | null;
  legacyGirlId: number | null;
}

/** Spec "Sessiongirls profile picture approvals": her pending picture and the gallery to pick a new one from. */
export interface PendingSessionGirlPicture {
  id: number;
  /** The row's version: a decision sends it back (docs/decisions/040). */
  version: number;
  username: string;
  name: string | null;
  pictureUrl: string;
  gallery: { id: number; url: string }[];
}

/** Spec "Explicit images": a session girl's image waiting for jen_approved, with its marks. */
export interface PendingSessionGirlImage {
  id: number;
  /** The row's version: a decision sends it back (docs/decisions/040). */
  version: number;
  url: string;
  explicit: boolean;
  explicitNudity: boolean;
  sessionGirl: { id: number; username: string };
}

/** A girl's timewaster report waiting for approval (only its author sees it until then). */
export interface PendingTimewasterReport {
  id: number;
  /** The row's version: a decision sends it back (docs/decisions/040). */
  version: number;
  name: string;
  clientType: string;
  comment: string;
  city: string;
  state: string | null;
  country: string;
  /** The reporting girl's stage name, or null when her account is gone. */
  reporter: string | null;
  createdAt: string;
}

/**
 * A girl's change to an approved timewaster entry that waits for a moderator (docs/decisions/050):
 * an edit of who the entry is about, or a phone or an e-mail she added; shown as a diff.
 */
export interface PendingTimewasterChange {
  id: number;
  /** The row's version: a decision sends it back (docs/decisions/040). */
  version: number;
  timewasterId: number;
  /** The entry's approved name. */
  entryName: string;
  kind: 'edit' | 'phone' | 'email';
  /** Each field the change touches: what the entry shows now, and what it would show. */
  fields: { label: string; before: string | null; after: string | null }[];
  /** The proposing girl's stage name, or null when her account is gone. */
  proposer: string | null;
  /** Whether she reported the entry herself. */
  ownEntry: boolean;
  createdAt: string;
}

/** A problem girl crawled from a forum (no username yet) that no moderator has looked at. */
export interface CrawledProblemGirl {
  id: number;
  name: string | null;
  pageTitle: string | null;
  crawledAt: string | null;
}

/** A guy's report on a session girl, waiting until a moderator marks it handled or deletes it. */
export interface PendingSessionGirlReport {
  id: number;
  /** The row's version: a decision sends it back (docs/decisions/040). */
  version: number;
  category: string;
  comment: string | null;
  sessionGirl: { id: number; username: string };
  /** The reporting guy's username, null once his account is gone. */
  reporter: string | null;
  createdAt: string;
}

export interface ModerationQueue {
  sessionGirlPictures: PendingSessionGirlPicture[];
  sessionGirls: PendingSessionGirl[];
  sessionGirlReports: PendingSessionGirlReport[];
  girls: PendingGirl[];
  scrapedWithoutEmail: PendingSessionGirl[];
  crawledProblemGirls: CrawledProblemGirl[];
  photos: PendingPhoto[];
  scammerReports: PendingScammerReport[];
  sessionGirlImages: PendingSessionGirlImage[];
  timewasterReports: PendingTimewasterReport[];
  timewasterChanges: PendingTimewasterChange[];
}

/** How many wait in each section, and the chats flagged for a moderator. */
export type ModerationCounts = QueueCounts & { flaggedChats: number };

/** How many wait in each section. */
export type QueueCounts = { [Key in keyof ModerationQueue]: number };

/** The page each section shows (1-based; a section not named shows its first). */
export type QueuePages = Partial<Record<keyof ModerationQueue, number>>;
