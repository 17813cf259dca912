import { KIND_ENTRIES } from './kinds/entries';

// The queue items a moderator decides on with the version she saw, and claims (docs/decisions/040):
// the kinds whose entry is claimable (kinds/entries.ts). Pure: the queue's components and the server read it.

type Entries = typeof KIND_ENTRIES;

/** The sections whose items carry a version and can be claimed. */
export type DecidedItemKind = {
  [Key in keyof Entries]: Entries[Key]['claimable'] extends true ? Key : never;
}[keyof Entries];
export const DECIDED_ITEM_KINDS = (Object.keys(KIND_ENTRIES) as (keyof Entries)[]).filter(
  (key): key is DecidedItemKind => KIND_ENTRIES[key].claimable,
);

export function isDecidedItemKind(value: string): value is DecidedItemKind {
  return (DECIDED_ITEM_KINDS as readonly string[]).includes(value);
}

/** A claim lapses after this long, so that a forgotten one does not hold an item. */
export const CLAIM_MINUTES = 30;

/** A live claim on a queue item, as the queue shows it. */
export interface ItemClaim {
  kind: DecidedItemKind;
  itemId: number;
  /** The claiming moderator's username (moderators see each other's). */
  moderator: string;
  /** Claimed by the moderator looking at the queue. */
  mine: boolean;
  claimedAt: string;
}

export const CLAIM_TOASTS = {
  claimed: 'Claimed',
  takenOver: 'Taken over',
  released: 'Released',
} as const;

/** The 409 of a claim held by someone else (take it over to re-claim it). */
export function claimedBy(moderator: string): string {
  return `Claimed by ${moderator}. Take it over to work on it.`;
}
