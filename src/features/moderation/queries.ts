import 'server-only';
import { and, asc, count, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import { listFlaggedChats } from '@/features/ai-chat/queries';
import { photoUrls } from '@/features/girls/photo-files';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import {
  girlPhotos,
  girls,
  guys,
  problemGirls,
  sessionGirlImages,
  sessionGirlReports,
  sessionGirls,
  timewasters,
} from '@/server/db/schema';

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

/** Spec "Sessiongirls profile picture approvals": her pending picture and the gallery to pick a new one from. */
export interface PendingSessionGirlPicture {
  id: number;
  username: string;
  name: string | null;
  pictureUrl: string;
  gallery: { id: number; url: string }[];
}

/** Spec "Explicit images": a session girl's image waiting for jen_approved, with its marks. */
export interface PendingSessionGirlImage {
  id: number;
  url: string;
  explicit: boolean;
  explicitNudity: boolean;
  sessionGirl: { id: number; username: string };
}

/** A girl's timewaster report waiting for approval (only its author sees it until then). */
export interface PendingTimewasterReport {
  id: number;
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
}

export interface ModerationCounts {
  sessionGirlPictures: number;
  sessionGirls: number;
  sessionGirlReports: number;
  scrapedWithoutEmail: number;
  crawledProblemGirls: number;
  girls: number;
  photos: number;
  scammerReports: number;
  sessionGirlImages: number;
  timewasterReports: number;
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
const pendingSessionGirlPictureCondition = and(
  isNull(sessionGirls.profilePicApproved),
  isNotNull(sessionGirls.cloudinarySecureUrl),
);
const pendingSessionGirlImageCondition = isNull(sessionGirlImages.jenApproved);
const pendingTimewasterCondition = eq(timewasters.approved, false);
const withoutEmailCondition = isNull(sessionGirls.email);
const pendingReportCondition = isNull(sessionGirlReports.handledAt);
const crawledCondition = and(isNull(problemGirls.username), eq(problemGirls.reviewed, false));

/** Photos of girls already approved: a pending girl's photos are decided with her profile. */
const pendingPhotoCondition = and(eq(girlPhotos.approved, false), eq(girls.profileApproved, true));

export async function moderationCounts(actor: Actor): Promise<ModerationCounts> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const total = async (rows: Promise<{ n: number }[]>) => (await rows)[0]?.n ?? 0;
  const [
    sessionGirlPictures,
    pendingSessionGirls,
    pendingGirls,
    scrapedWithoutEmail,
    crawledProblemGirls,
    photos,
    scammerReports,
    images,
    timewasterReports,
    sessionGirlReportCount,
    chats,
  ] = await Promise.all([
    total(db.select({ n: count() }).from(sessionGirls).where(pendingSessionGirlPictureCondition)),
    total(db.select({ n: count() }).from(sessionGirls).where(pendingSessionGirlCondition)),
    total(db.select({ n: count() }).from(girls).where(pendingGirlCondition)),
    total(db.select({ n: count() }).from(sessionGirls).where(withoutEmailCondition)),
    total(db.select({ n: count() }).from(problemGirls).where(crawledCondition)),
    total(
      db
        .select({ n: count() })
        .from(girlPhotos)
        .innerJoin(girls, eq(girls.id, girlPhotos.girlId))
        .where(pendingPhotoCondition),
    ),
    total(db.select({ n: count() }).from(girls).where(pendingScammerCondition)),
    total(db.select({ n: count() }).from(sessionGirlImages).where(pendingSessionGirlImageCondition)),
    total(db.select({ n: count() }).from(timewasters).where(pendingTimewasterCondition)),
    total(db.select({ n: count() }).from(sessionGirlReports).where(pendingReportCondition)),
    listFlaggedChats(actor),
  ]);
  return {
    sessionGirlPictures,
    sessionGirls: pendingSessionGirls,
    girls: pendingGirls,
    scrapedWithoutEmail,
    crawledProblemGirls,
    photos,
    scammerReports,
    sessionGirlImages: images,
    timewasterReports,
    sessionGirlReports: sessionGirlReportCount,
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
        .select({
          id: girlPhotos.id,
          girlId: girlPhotos.girlId,
          storageKey: girlPhotos.storageKey,
          secureUrl: girlPhotos.secureUrl,
          variants: girlPhotos.variants,
        })
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
      storageKey: girlPhotos.storageKey,
      secureUrl: girlPhotos.secureUrl,
      variants: girlPhotos.variants,
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
  const [pictures, images, timewasterReports] = await Promise.all([
    pendingSessionGirlPictures(),
    pendingSessionGirlImages(),
    pendingTimewasterReports(),
  ]);
  return {
    timewasterReports,
    sessionGirlPictures: pictures,
    sessionGirlImages: images,
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
      photos: galleries.filter((p) => p.girlId === g.id).map((p) => ({ id: p.id, url: photoUrls(p).thumbUrl })),
    })),
    photos: photoRows.map((p) => ({
      id: p.id,
      url: photoUrls(p).secureUrl,
      type: p.type,
      girl: { id: p.girlId, stageName: p.stageName },
      createdAt: p.createdAt.toISOString(),
    })),
    scammerReports: reportRows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}

async function pendingSessionGirlPictures(): Promise<PendingSessionGirlPicture[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: sessionGirls.id,
      username: sessionGirls.username,
      name: sessionGirls.name,
      pictureUrl: sessionGirls.cloudinarySecureUrl,
    })
    .from(sessionGirls)
    .where(pendingSessionGirlPictureCondition)
    .orderBy(asc(sessionGirls.id))
    .limit(QUEUE_PAGE);
  if (!rows.length) return [];
  // Her gallery, to pick a replacement from: any image a moderator has not refused.
  const gallery = await db
    .select({
      id: sessionGirlImages.id,
      sessionGirlId: sessionGirlImages.sessionGirlId,
      url: sessionGirlImages.cloudinarySecureUrl,
    })
    .from(sessionGirlImages)
    .where(
      and(
        inArray(
          sessionGirlImages.sessionGirlId,
          rows.map((r) => r.id),
        ),
        eq(sessionGirlImages.imageType, 'gallery'),
        ne(sessionGirlImages.jenApproved, false),
      ),
    )
    .orderBy(asc(sessionGirlImages.id));
  return rows.map((r) => ({
    ...r,
    pictureUrl: r.pictureUrl ?? '',
    gallery: gallery.filter((g) => g.sessionGirlId === r.id).map(({ id, url }) => ({ id, url })),
  }));
}

async function pendingSessionGirlImages(): Promise<PendingSessionGirlImage[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: sessionGirlImages.id,
      url: sessionGirlImages.cloudinarySecureUrl,
      explicit: sessionGirlImages.explicit,
      explicitNudity: sessionGirlImages.explicitNudity,
      sessionGirlId: sessionGirls.id,
      username: sessionGirls.username,
    })
    .from(sessionGirlImages)
    .innerJoin(sessionGirls, eq(sessionGirls.id, sessionGirlImages.sessionGirlId))
    .where(pendingSessionGirlImageCondition)
    .orderBy(asc(sessionGirlImages.id))
    .limit(QUEUE_PAGE);
  return rows.map(({ sessionGirlId, username, ...image }) => ({
    ...image,
    sessionGirl: { id: sessionGirlId, username },
  }));
}

async function pendingTimewasterReports(): Promise<PendingTimewasterReport[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: timewasters.id,
      name: timewasters.name,
      clientType: timewasters.clientType,
      comment: timewasters.comment,
      city: timewasters.city,
      state: timewasters.state,
      country: timewasters.country,
      reporter: girls.stageName,
      createdAt: timewasters.createdAt,
    })
    .from(timewasters)
    .leftJoin(girls, eq(girls.id, timewasters.girlId))
    .where(pendingTimewasterCondition)
    .orderBy(asc(timewasters.id))
    .limit(QUEUE_PAGE);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
