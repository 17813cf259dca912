import 'server-only';
import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/server/db';
import {
  girls,
  problemGirls,
  sessionGirlImages,
  sessionGirlReports,
  sessionGirls,
  timewasterChanges,
  timewasters,
} from '@/server/db/schema';
import { accountNotDeleted } from './leave-queues';
import type { ModerationQueue, Waiting } from './queue-items';
import { listTimewasterChanges } from './timewaster-change-list';
import {
  listCrawledProblemGirls,
  listPendingGirls,
  listPhotos,
  listScammerReports,
  listTimewasterReports,
  waitingPhotosCount,
} from './girl-section-lists';
import {
  listSessionGirlImages,
  listSessionGirlPictures,
  listSessionGirlReports,
  listSessionGirls,
} from './session-girl-section-lists';

// The moderation queue's sections as one table: for each, what counts as waiting, how many wait
// and how its items are listed (girl-section-lists.ts, session-girl-section-lists.ts). queries.ts
// runs the table after the permission check; sections.ts gives each section its title. A new
// section is a row here, a list beside the others, a type in queue-items.ts and a title in
// sections.ts (docs/adding-a-feature.md).

/** One section: how many items wait, and a page of them. */
interface SectionQuery<Items> {
  /** How many wait, as a scalar subquery: queries.ts counts every section in one statement. */
  count: SQL;
  /** QUEUE_PAGE items from `offset` on, oldest first. */
  list(db: Db, offset: number): Promise<Items>;
}

export type SectionQueries = { [Key in keyof ModerationQueue]: SectionQuery<ModerationQueue[Key]> };

/** A section over one table: its rows that match `waiting`, counted and listed. */
function section<Items>(
  table: PgTable,
  waiting: Waiting,
  list: (db: Db, waiting: Waiting, offset: number) => Promise<Items>,
): SectionQuery<Items> {
  return {
    count: sql`(select count(*)::int from ${table} where ${waiting ?? sql`true`})`,
    list: (db, offset) => list(db, waiting, offset),
  };
}

export const SECTION_QUERIES: SectionQueries = {
  sessionGirlPictures: section(
    sessionGirls,
    and(isNull(sessionGirls.profilePicApproved), isNotNull(sessionGirls.cloudinarySecureUrl)),
    listSessionGirlPictures,
  ),
  sessionGirls: section(sessionGirls, isNull(sessionGirls.profileApproved), listSessionGirls),
  girls: section(
    girls,
    and(
      eq(girls.matsideGirl, true),
      eq(girls.isScammer, false),
      isNull(girls.profileApproved),
      accountNotDeleted(girls.userId),
    ),
    listPendingGirls,
  ),
  scrapedWithoutEmail: section(sessionGirls, isNull(sessionGirls.email), listSessionGirls),
  crawledProblemGirls: section(
    problemGirls,
    and(isNull(problemGirls.username), eq(problemGirls.reviewed, false)),
    listCrawledProblemGirls,
  ),
  photos: { count: waitingPhotosCount, list: listPhotos },
  sessionGirlImages: section(sessionGirlImages, isNull(sessionGirlImages.jenApproved), listSessionGirlImages),
  sessionGirlReports: section(sessionGirlReports, isNull(sessionGirlReports.handledAt), listSessionGirlReports),
  timewasterReports: section(timewasters, eq(timewasters.approved, false), listTimewasterReports),
  timewasterChanges: section(timewasterChanges, undefined, listTimewasterChanges),
  scammerReports: section(
    girls,
    and(eq(girls.isScammer, true), isNull(girls.profileApproved), isNotNull(girls.reportedUsername)),
    listScammerReports,
  ),
};
