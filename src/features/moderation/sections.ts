import type { ModerationQueue } from './queue-items';
import { KIND_ENTRIES, type KindEntry } from './kinds/entries';

// The moderation queue's sections in the order the page shows them: the kinds' entries
// (kinds/entries.ts). The page, the filters, the page links and the /admin summary read this list.

export type QueueSectionKey = keyof ModerationQueue;

export type QueueSection = { key: QueueSectionKey } & Pick<KindEntry, 'title' | 'summary'>;

export const QUEUE_SECTIONS: readonly QueueSection[] = (Object.keys(KIND_ENTRIES) as QueueSectionKey[]).map((key) => ({
  key,
  title: KIND_ENTRIES[key].title,
  summary: KIND_ENTRIES[key].summary,
}));

/** Spec: sections appear only when they have items; this one shows its empty message instead. */
export const ALWAYS_SHOWN_SECTION: QueueSectionKey = 'crawledProblemGirls';
export const NO_CRAWLED_PROBLEM_GIRLS = 'No new problem girls crawled.';
