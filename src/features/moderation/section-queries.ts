import 'server-only';
import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/server/db';
import {
  girlPhotos,
  girls,
  guys,
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
import type { Filterable } from './section-filters';
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
// sections.ts (docs/adding-a-feature.md). The filters (section-filters.ts) are a condition on a
// section's rows, `filter` below: its count and its page both read it.

/** The filters' condition on a section's rows (section-filters.ts), or undefined for none. */
type Filter = SQL | undefined;

/** One section: how many items wait, and a page of them. */
type SectionQuery<Items> = {
  /** What the filters read of its rows. */
  filterable: Filterable;
  /** How many wait (and match), as a scalar subquery: queries.ts counts every section in one statement. */
  count(filter: Filter): SQL;
} & (
  | {
      /** QUEUE_PAGE items from `offset` on, oldest first, as a JSON array: part of the grouped read. */
      page(offset: number, filter: Filter): SQL;
      /** The page's rows (JSON) as the section's items. */
      read(rows: never[]): Items;
    }
  | {
      /** A section read on its own (its rows need more than SQL): QUEUE_PAGE items from `offset` on. */
      list(db: Db, offset: number, filter: Filter): Promise<Items>;
    }
);

export type SectionQueries = { [Key in keyof ModerationQueue]: SectionQuery<ModerationQueue[Key]> };

/**
 * A section over one table: its rows that match `waiting`, counted, and its page read as JSON.
 * Unfiltered, the count reads the table alone; filtered, it reads the page's joins too (a search
 * may look in a joined row: the girl of a photo, the reporter of a report).
 */
function section<Items, Row = never>(
  table: PgTable,
  waiting: Waiting,
  page: (waiting: Waiting) => SectionPage,
  filterable: Filterable,
  /** The rows as items (the rows' JSON is the items as they are, when none). */
  read: (rows: Row[]) => Items = (rows) => rows as Items,
): SectionQuery<Items> {
  const rows = page(waiting);
  return {
    filterable,
    count: (filter) =>
      filter
        ? sql`(select count(*)::int from ${rows.from} where ${and(waiting, filter)})`
        : sql`(select count(*)::int from ${table} where ${waiting ?? sql`true`})`,
    page: (offset, filter) => pageAsJson({ ...rows, where: and(rows.where, filter) }, offset),
    read: read as (rows: never[]) => Items,
  };
}

/** A session girl's words: her username, her name, her e-mail. */
const sessionGirlWords = [sessionGirls.username, sessionGirls.name, sessionGirls.email];
/** A girl's words as a person: her names, her e-mail, her place. */
const girlWords = [girls.stageName, girls.name, girls.username, girls.email, girls.city, girls.state, girls.country];
const sessionGirlFilter: Filterable = { created: sessionGirls.createdAt, words: sessionGirlWords };

export const SECTION_QUERIES: SectionQueries = {
  sessionGirlPictures: section(
    sessionGirls,
    and(isNull(sessionGirls.profilePicApproved), isNotNull(sessionGirls.cloudinarySecureUrl)),
    sessionGirlPicturesPage,
    sessionGirlFilter,
    readSessionGirlPictures,
  ),
  sessionGirls: section(sessionGirls, isNull(sessionGirls.profileApproved), sessionGirlsPage, sessionGirlFilter),
  girls: section(
    girls,
    and(
      eq(girls.matsideGirl, true),
      eq(girls.isScammer, false),
      isNull(girls.profileApproved),
      accountNotDeleted(girls.userId),
    ),
    pendingGirlsPage,
    {
      created: girls.createdAt,
      words: [...girlWords, girls.headline, girls.about, girls.descriptionVerification],
    },
    readPendingGirls,
  ),
  scrapedWithoutEmail: section(sessionGirls, isNull(sessionGirls.email), sessionGirlsPage, sessionGirlFilter),
  crawledProblemGirls: section(
    problemGirls,
    and(isNull(problemGirls.username), eq(problemGirls.reviewed, false)),
    crawledProblemGirlsPage,
    { created: problemGirls.createdAt, words: [problemGirls.name, problemGirls.pageTitle] },
  ),
  photos: {
    filterable: { created: girlPhotos.createdAt, words: girlWords },
    count: (filter) =>
      filter
        ? sql`(select count(*)::int from ${photosPage.from} where ${and(photosPage.where, filter)})`
        : waitingPhotosCount,
    page: (offset, filter) => pageAsJson({ ...photosPage, where: and(photosPage.where, filter) }, offset),
    read: readPhotos as (rows: never[]) => ModerationQueue['photos'],
  },
  sessionGirlImages: section(
    sessionGirlImages,
    isNull(sessionGirlImages.jenApproved),
    sessionGirlImagesPage,
    { created: sessionGirlImages.createdAt, words: sessionGirlWords },
    readSessionGirlImages,
  ),
  sessionGirlReports: section(
    sessionGirlReports,
    isNull(sessionGirlReports.handledAt),
    sessionGirlReportsPage,
    {
      created: sessionGirlReports.createdAt,
      words: [sessionGirlReports.category, sessionGirlReports.comment, ...sessionGirlWords, guys.username],
    },
    readSessionGirlReports,
  ),
  timewasterReports: section(timewasters, eq(timewasters.approved, false), timewasterReportsPage, {
    created: timewasters.createdAt,
    words: [
      timewasters.name,
      timewasters.clientType,
      timewasters.comment,
      timewasters.city,
      timewasters.state,
      timewasters.country,
      girls.stageName,
    ],
  }),
  timewasterChanges: {
    filterable: { created: timewasterChanges.createdAt, words: [timewasters.name, girls.stageName] },
    count: (filter) =>
      filter
        ? sql`(select count(*)::int from ${timewasterChanges}
            inner join ${timewasters} on ${timewasters.id} = ${timewasterChanges.timewasterId}
            left join ${girls} on ${girls.id} = ${timewasterChanges.girlId} where ${filter})`
        : sql`(select count(*)::int from ${timewasterChanges})`,
    list: (db, offset, filter) => listTimewasterChanges(db, filter, offset),
  },
  scammerReports: section(
    girls,
    and(eq(girls.isScammer, true), isNull(girls.profileApproved), isNotNull(girls.reportedUsername)),
    scammerReportsPage,
    {
      created: girls.createdAt,
      words: [girls.name, girls.reportedUsername, girls.headline, girls.description, girls.city, girls.country],
    },
  ),
};
