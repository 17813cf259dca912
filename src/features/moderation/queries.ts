import 'server-only';
import { and, asc, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { listFlaggedChats } from '@/features/ai-chat/queries';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { girlPhotos, girls, guys, problemGirls, sessionGirlReports, sessionGirls } from '@/server/db/schema';

// What waits for a moderator. Every read asks for admin:access first: nobody else reaches a
// pending girl's e-mail, her unapproved photos or an unpublished scammer report.

/** A girl who signed up and waits for her profile's approval (spec "{product} girls profile approvals"). */
export interface PendingGirl {
  id: number;
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
}

export interface PendingPhoto {
  id: number;
  url: string;
  type: string;
  girl: { id: number; stageName: string | null };
  createdAt: string;
}

export interface PendingScammerReport {
  id: number;
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
  username: string;
  name: string | null;
  pictureUrl: string | null;
  legacyGirlId: number | null;
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
  category: string;
  comment: string | null;
  sessionGirl: { id: number; username: string };
  /** The reporting guy's username, null once his account is gone. */
  reporter: string | null;
  createdAt: string;
}

export interface ModerationQueue {
  sessionGirls: PendingSessionGirl[];
  sessionGirlReports: PendingSessionGirlReport[];
  girls: PendingGirl[];
  scrapedWithoutEmail: PendingSessionGirl[];
  crawledProblemGirls: CrawledProblemGirl[];
  photos: PendingPhoto[];
  scammerReports: PendingScammerReport[];
}

export interface ModerationCounts {
  sessionGirls: number;
  sessionGirlReports: number;
  scrapedWithoutEmail: number;
  crawledProblemGirls: number;
  girls: number;
  photos: number;
  scammerReports: number;
  flaggedChats: number;
}

/** Each section shows this many at a time, oldest first; the rest follow as decisions clear them. */
export const QUEUE_PAGE = 50;

const pendingGirlCondition = and(
  eq(girls.matsideGirl, true),
  eq(girls.isScammer, false),
  isNull(girls.profileApproved),
);
const pendingScammerCondition = and(
  eq(girls.isScammer, true),
  isNull(girls.profileApproved),
  isNotNull(girls.reportedUsername),
);
const pendingSessionGirlCondition = isNull(sessionGirls.profileApproved);
const withoutEmailCondition = isNull(sessionGirls.email);
const pendingReportCondition = isNull(sessionGirlReports.handledAt);
const crawledCondition = and(isNull(problemGirls.username), eq(problemGirls.reviewed, false));

/** Photos of girls already approved: a pending girl's photos are decided with her profile. */
const pendingPhotoCondition = and(eq(girlPhotos.approved, false), eq(girls.profileApproved, true));

export async function moderationCounts(actor: Actor): Promise<ModerationCounts> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const [[pendingGirls], [photos], [reports], chats, [sessions], [withoutEmail], [crawled], [sessionReports]] =
    await Promise.all([
      db.select({ n: count() }).from(girls).where(pendingGirlCondition),
      db
        .select({ n: count() })
        .from(girlPhotos)
        .innerJoin(girls, eq(girls.id, girlPhotos.girlId))
        .where(pendingPhotoCondition),
      db.select({ n: count() }).from(girls).where(pendingScammerCondition),
      listFlaggedChats(actor),
      db.select({ n: count() }).from(sessionGirls).where(pendingSessionGirlCondition),
      db.select({ n: count() }).from(sessionGirls).where(withoutEmailCondition),
      db.select({ n: count() }).from(problemGirls).where(crawledCondition),
      db.select({ n: count() }).from(sessionGirlReports).where(pendingReportCondition),
    ]);
  return {
    sessionGirls: sessions?.n ?? 0,
    sessionGirlReports: sessionReports?.n ?? 0,
    scrapedWithoutEmail: withoutEmail?.n ?? 0,
    crawledProblemGirls: crawled?.n ?? 0,
    girls: pendingGirls?.n ?? 0,
    photos: photos?.n ?? 0,
    scammerReports: reports?.n ?? 0,
    flaggedChats: chats.length,
  };
}

export async function moderationQueue(actor: Actor): Promise<ModerationQueue> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const girlRows = await db
    .select({
      id: girls.id,
      stageName: girls.stageName,
      name: girls.name,
      username: girls.username,
      email: girls.email,
      city: girls.city,
      state: girls.state,
      country: girls.country,
      headline: girls.headline,
      about: girls.about,
      descriptionVerification: girls.descriptionVerification,
      pictureUrl: girls.profilePicSecureUrl,
      verificationPictureKey: girls.verificationPictureKey,
      createdAt: girls.createdAt,
    })
    .from(girls)
    .where(pendingGirlCondition)
    .orderBy(asc(girls.createdAt), asc(girls.id))
    .limit(QUEUE_PAGE);
  const galleries = girlRows.length
    ? await db
        .select({ id: girlPhotos.id, girlId: girlPhotos.girlId, url: girlPhotos.secureUrl })
        .from(girlPhotos)
        .where(
          inArray(
            girlPhotos.girlId,
            girlRows.map((g) => g.id),
          ),
        )
        .orderBy(asc(girlPhotos.id))
    : [];
  const photoRows = await db
    .select({
      id: girlPhotos.id,
      url: girlPhotos.secureUrl,
      type: girlPhotos.type,
      girlId: girls.id,
      stageName: girls.stageName,
      createdAt: girlPhotos.createdAt,
    })
    .from(girlPhotos)
    .innerJoin(girls, eq(girls.id, girlPhotos.girlId))
    .where(pendingPhotoCondition)
    .orderBy(asc(girlPhotos.id))
    .limit(QUEUE_PAGE);
  const reportRows = await db
    .select({
      id: girls.id,
      name: girls.name,
      reportedUsername: girls.reportedUsername,
      headline: girls.headline,
      description: girls.description,
      city: girls.city,
      country: girls.country,
      pictureUrl: girls.profilePicSecureUrl,
      createdAt: girls.createdAt,
    })
    .from(girls)
    .where(pendingScammerCondition)
    .orderBy(asc(girls.createdAt), asc(girls.id))
    .limit(QUEUE_PAGE);
  const sessionColumns = {
    id: sessionGirls.id,
    username: sessionGirls.username,
    name: sessionGirls.name,
    pictureUrl: sessionGirls.cloudinarySecureUrl,
    legacyGirlId: sessionGirls.legacyGirlId,
  };
  const [sessionRows, withoutEmailRows, crawledRows, sessionReportRows] = await Promise.all([
    db
      .select(sessionColumns)
      .from(sessionGirls)
      .where(pendingSessionGirlCondition)
      .orderBy(asc(sessionGirls.id))
      .limit(QUEUE_PAGE),
    db
      .select(sessionColumns)
      .from(sessionGirls)
      .where(withoutEmailCondition)
      .orderBy(asc(sessionGirls.id))
      .limit(QUEUE_PAGE),
    db
      .select({
        id: problemGirls.id,
        name: problemGirls.name,
        pageTitle: problemGirls.pageTitle,
        crawledAt: problemGirls.crawledAt,
      })
      .from(problemGirls)
      .where(crawledCondition)
      .orderBy(asc(problemGirls.id))
      .limit(QUEUE_PAGE),
    db
      .select({
        id: sessionGirlReports.id,
        category: sessionGirlReports.category,
        comment: sessionGirlReports.comment,
        sessionGirlId: sessionGirls.id,
        sessionGirlUsername: sessionGirls.username,
        reporter: guys.username,
        createdAt: sessionGirlReports.createdAt,
      })
      .from(sessionGirlReports)
      .innerJoin(sessionGirls, eq(sessionGirls.id, sessionGirlReports.sessionGirlId))
      .leftJoin(guys, eq(guys.id, sessionGirlReports.guyUserId))
      .where(pendingReportCondition)
      .orderBy(asc(sessionGirlReports.id))
      .limit(QUEUE_PAGE),
  ]);
  return {
    sessionGirls: sessionRows,
    sessionGirlReports: sessionReportRows.map(({ sessionGirlId, sessionGirlUsername, createdAt, ...r }) => ({
      ...r,
      sessionGirl: { id: sessionGirlId, username: sessionGirlUsername },
      createdAt: createdAt.toISOString(),
    })),
    scrapedWithoutEmail: withoutEmailRows,
    crawledProblemGirls: crawledRows.map((r) => ({ ...r, crawledAt: r.crawledAt?.toISOString() ?? null })),
    girls: girlRows.map(({ verificationPictureKey, ...g }) => ({
      ...g,
      verificationPictureUrl: verificationPictureKey ? `/api/v1/girls/${g.id}/verification-picture` : null,
      createdAt: g.createdAt.toISOString(),
      photos: galleries.filter((p) => p.girlId === g.id).map(({ id, url }) => ({ id, url })),
    })),
    photos: photoRows.map((p) => ({
      id: p.id,
      url: p.url,
      type: p.type,
      girl: { id: p.girlId, stageName: p.stageName },
      createdAt: p.createdAt.toISOString(),
    })),
    scammerReports: reportRows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}
