import 'server-only';
import type { DecidedItemKind } from '../item-kinds';
import type { Decided, Kind } from './define';
import { crawledProblemGirlsKind } from './crawled-problem-girls';
import { girlsKind } from './girls';
import { photosKind } from './photos';
import { scammerReportsKind } from './scammer-reports';
import { scrapedWithoutEmailKind } from './scraped-without-email';
import { sessionGirlImagesKind } from './session-girl-images';
import { sessionGirlPicturesKind } from './session-girl-pictures';
import { sessionGirlReportsKind } from './session-girl-reports';
import { sessionGirlsKind } from './session-girls';
import { timewasterChangesKind } from './timewaster-changes';
import { timewasterReportsKind } from './timewaster-reports';

// Every moderation kind by its key (the queue's section, the claim's kind, the page's parameter),
// in the page's order (entries.ts holds what the page says of each). The queue's reads, the
// decision guard and the claims read these; nothing else names a kind's table or condition.

export const KINDS = {
  sessionGirlPictures: sessionGirlPicturesKind,
  sessionGirls: sessionGirlsKind,
  girls: girlsKind,
  scrapedWithoutEmail: scrapedWithoutEmailKind,
  crawledProblemGirls: crawledProblemGirlsKind,
  photos: photosKind,
  sessionGirlImages: sessionGirlImagesKind,
  sessionGirlReports: sessionGirlReportsKind,
  timewasterReports: timewasterReportsKind,
  timewasterChanges: timewasterChangesKind,
  scammerReports: scammerReportsKind,
};

export type KindKey = keyof typeof KINDS;
export const KIND_KEYS = Object.keys(KINDS) as KindKey[];

/** What waits in each kind, as the queue shows it. */
export type KindItems = { [Key in KindKey]: (typeof KINDS)[Key] extends Kind<infer Items> ? Items : never };

/** A decided kind's row: its table, id and waiting condition, with its version and audited decisions. */
export type DecidedItem = Kind<unknown> & { decided: Decided };

/** The kinds whose items are held for a decision and claimed (docs/decisions/040). */
export const DECIDED_ITEMS = Object.fromEntries(
  KIND_KEYS.flatMap((key) => {
    const kind: Kind<unknown> = KINDS[key];
    return kind.decided ? [[key, kind]] : [];
  }),
) as Readonly<Record<DecidedItemKind, DecidedItem>>;
