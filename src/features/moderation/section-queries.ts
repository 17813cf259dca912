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
  crawledProblemGirlsPage,
  pendingGirlsPage,
  photosPage,
  readPendingGirls,
  readPhotos,
  scammerReportsPage,
  timewasterReportsPage,
  waitingPhotosCount,
} from './girl-section-lists';
import { pageAsJson, type SectionPage } from './section-page';
import {
  readSessionGirlImages,
  readSessionGirlPictures,
  readSessionGirlReports,
  sessionGirlImagesPage,
  sessionGirlPicturesPage,
  sessionGirlReportsPage,
  sessionGirlsPage,
} from './session-girl-section-lists';

// The moderation queue's sections as one table: for each, what counts as waiting, how many wait
// and how its page is read (girl-section-lists.ts, session-girl-section-lists.ts). queries.ts
// runs the table after the permission check: every section's count in one statement, every
// section's page in one more (decision 049). sections.ts gives each section its title. A new
// section is a row here, a page beside the others, a type in queue-items.ts and a title in
// sections.ts (docs/adding-a-feature.md).

/** One section: how many items wait, and a page of them. */
type SectionQuery<Items> = {
  /** How many wait, as a scalar subquery: queries.ts counts every section in one statement. */
  count: SQL;
} & (
  | {
      /** QUEUE_PAGE items from `offset` on, oldest first, as a JSON array: part of the grouped read. */
      page(offset: number): SQL;
      /** The page's rows (JSON) as the section's items. */
      read(rows: never[]): Items;
    }
  | {
      /** A section read on its own (its rows need more than SQL): QUEUE_PAGE items from `offset` on. */
      list(db: Db, offset: number): Promise<Items>;
    }
);

export type SectionQueries = { [Key in keyof ModerationQueue]: SectionQuery<ModerationQueue[Key]> };

/** A section over one table: its rows that match `waiting`, counted, and its page read as JSON. */
function section<Items, Row = never>(
  table: PgTable,
  waiting: Waiting,
  page: (waiting: Waiting) => SectionPage,
  /** The rows as items (the rows' JSON is the items as they are, when none). */
  read: (rows: Row[]) => Items = (rows) => rows as Items,
): SectionQuery<Items> {
  const rows = page(waiting);
  return {
    count: sql`(select count(*)::int from ${table} where ${waiting ?? sql`true`})`,
    page: (offset) => pageAsJson(rows, offset),
    read: read as (rows: never[]) => Items,
  };
}

export const SECTION_QUERIES: SectionQueries = {
  sessionGirlPictures: section(
    sessionGirls,
    and(isNull(sessionGirls.profilePicApproved), isNotNull(sessionGirls.cloudinarySecureUrl)),
    sessionGirlPicturesPage,
    readSessionGirlPictures,
  ),
  sessionGirls: section(sessionGirls, isNull(sessionGirls.profileApproved), sessionGirlsPage),
  girls: section(
    girls,
    and(
      eq(girls.matsideGirl, true),
      eq(girls.isScammer, false),
      isNull(girls.profileApproved),
      accountNotDeleted(girls.userId),
    ),
    pendingGirlsPage,
    readPendingGirls,
  ),
  scrapedWithoutEmail: section(sessionGirls, isNull(sessionGirls.email), sessionGirlsPage),
  crawledProblemGirls: section(
    problemGirls,
    and(isNull(problemGirls.username), eq(problemGirls.reviewed, false)),
    crawledProblemGirlsPage,
  ),
  photos: {
    count: waitingPhotosCount,
    page: (offset) => pageAsJson(photosPage, offset),
    read: readPhotos as (rows: never[]) => ModerationQueue['photos'],
  },
  sessionGirlImages: section(
    sessionGirlImages,
    isNull(sessionGirlImages.jenApproved),
    sessionGirlImagesPage,
    readSessionGirlImages,
  ),
  sessionGirlReports: section(
    sessionGirlReports,
    isNull(sessionGirlReports.handledAt),
    sessionGirlReportsPage,
    readSessionGirlReports,
  ),
  timewasterReports: section(timewasters, eq(timewasters.approved, false), timewasterReportsPage),
  timewasterChanges: {
    count: sql`(select count(*)::int from ${timewasterChanges})`,
    list: (db, offset) => listTimewasterChanges(db, undefined, offset),
  },
  scammerReports: section(
    girls,
    and(eq(girls.isScammer, true), isNull(girls.profileApproved), isNotNull(girls.reportedUsername)),
    scammerReportsPage,
  ),
};
