import 'server-only';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '@/server/db';
import { guys, sessionGirlImages, sessionGirlReports, sessionGirls } from '@/server/db/schema';
import { QUEUE_PAGE, type ModerationQueue, type Waiting } from './queue-items';

// How the moderation queue lists scraped session girls and what hangs on them: the girls, their
// pending pictures with their galleries, their explicit images and the guys' reports on them. Each
// list is the first QUEUE_PAGE items that match its section's `waiting` (section-queries.ts).

export function listSessionGirls(db: Db, waiting: Waiting, offset = 0): Promise<ModerationQueue['sessionGirls']> {
  return db
    .select({
      id: sessionGirls.id,
      version: sessionGirls.version,
      username: sessionGirls.username,
      name: sessionGirls.name,
      pictureUrl: sessionGirls.cloudinarySecureUrl,
      legacyGirlId: sessionGirls.legacyGirlId,
    })
    .from(sessionGirls)
    .where(waiting)
    .orderBy(asc(sessionGirls.id))
    .limit(QUEUE_PAGE)
    .offset(offset);
}

/** Session girls' pending pictures, each with her gallery to pick a replacement from. */
export async function listSessionGirlPictures(
  db: Db,
  waiting: Waiting,
  offset = 0,
): Promise<ModerationQueue['sessionGirlPictures']> {
  const rows = await listSessionGirls(db, waiting, offset);
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
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
        inArray(sessionGirlImages.sessionGirlId, ids),
        eq(sessionGirlImages.imageType, 'gallery'),
        ne(sessionGirlImages.jenApproved, false),
      ),
    )
    .orderBy(asc(sessionGirlImages.id));
  return rows.map(({ legacyGirlId: _legacy, ...r }) => ({
    ...r,
    pictureUrl: r.pictureUrl ?? '',
    gallery: gallery.filter((g) => g.sessionGirlId === r.id).map(({ id, url }) => ({ id, url })),
  }));
}

export async function listSessionGirlImages(
  db: Db,
  waiting: Waiting,
  offset = 0,
): Promise<ModerationQueue['sessionGirlImages']> {
  const rows = await db
    .select({
      id: sessionGirlImages.id,
      version: sessionGirlImages.version,
      url: sessionGirlImages.cloudinarySecureUrl,
      explicit: sessionGirlImages.explicit,
      explicitNudity: sessionGirlImages.explicitNudity,
      sessionGirlId: sessionGirls.id,
      username: sessionGirls.username,
    })
    .from(sessionGirlImages)
    .innerJoin(sessionGirls, eq(sessionGirls.id, sessionGirlImages.sessionGirlId))
    .where(waiting)
    .orderBy(asc(sessionGirlImages.id))
    .limit(QUEUE_PAGE)
    .offset(offset);
  return rows.map(({ sessionGirlId, username, ...image }) => ({
    ...image,
    sessionGirl: { id: sessionGirlId, username },
  }));
}

export async function listSessionGirlReports(
  db: Db,
  waiting: Waiting,
  offset = 0,
): Promise<ModerationQueue['sessionGirlReports']> {
  const rows = await db
    .select({
      id: sessionGirlReports.id,
      version: sessionGirlReports.version,
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
    .where(waiting)
    .orderBy(asc(sessionGirlReports.id))
    .limit(QUEUE_PAGE)
    .offset(offset);
  return rows.map(({ sessionGirlId, sessionGirlUsername, createdAt, ...r }) => ({
    ...r,
    sessionGirl: { id: sessionGirlId, username: sessionGirlUsername },
    createdAt: createdAt.toISOString(),
  }));
}
