import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { photoUrls } from '@/features/girls/photo-files';
import type { Db } from '@/server/db';
import { girlPhotos, girls, problemGirls, timewasters } from '@/server/db/schema';
import { photoFileColumns } from '@/server/storage/photo-files';
import { accountNotDeleted } from './leave-queues';
import { girlHistories } from './person-history';
import { QUEUE_PAGE, type ModerationQueue, type Waiting } from './queue-items';

// How the moderation queue lists what girls sent and what was found about girls: pending Matside
// girls, their new photos, scammer and timewaster reports, crawled problem girls. Each list is
// the first QUEUE_PAGE items that match its section's `waiting` (section-queries.ts), oldest first.

/** Pending girls with their sign-up photos (decided with her profile) and verification picture. */
export async function listPendingGirls(db: Db, waiting: Waiting, offset = 0): Promise<ModerationQueue['girls']> {
  const rows = await db
    .select({
      id: girls.id,
      version: girls.version,
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
    .where(waiting)
    .orderBy(asc(girls.createdAt), asc(girls.id))
    .limit(QUEUE_PAGE)
    .offset(offset);
  const ids = rows.map((g) => g.id);
  const histories = await girlHistories(db, ids);
  const galleries = ids.length
    ? await db
        .select(photoFileColumns)
        .from(girlPhotos)
        .where(inArray(girlPhotos.girlId, ids))
        .orderBy(asc(girlPhotos.id))
    : [];
  return rows.map(({ verificationPictureKey, ...g }) => ({
    ...g,
    verificationPictureUrl: verificationPictureKey ? `/api/v1/girls/${g.id}/verification-picture` : null,
    createdAt: g.createdAt.toISOString(),
    photos: galleries.filter((p) => p.girlId === g.id).map((p) => ({ id: p.id, url: photoUrls(p).thumbUrl })),
    history: histories.get(g.id)!,
  }));
}

/** Photos of girls already approved: a pending girl's photos are decided with her profile. */
const waitingPhoto = and(
  eq(girlPhotos.approved, false),
  eq(girls.profileApproved, true),
  accountNotDeleted(girls.userId),
);

/** The photos section's count: its condition reads the girl's row, so it counts over the join. */
export const waitingPhotosCount = sql`(select count(*)::int from ${girlPhotos} inner join ${girls} on ${girls.id} = ${girlPhotos.girlId} where ${waitingPhoto})`;

export async function listPhotos(db: Db, offset = 0): Promise<ModerationQueue['photos']> {
  const rows = await db
    .select({
      id: girlPhotos.id,
      version: girlPhotos.version,
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
    .where(waitingPhoto)
    .orderBy(asc(girlPhotos.id))
    .limit(QUEUE_PAGE)
    .offset(offset);
  const histories = await girlHistories(db, [...new Set(rows.map((p) => p.girlId))]);
  return rows.map((p) => ({
    id: p.id,
    version: p.version,
    url: photoUrls(p).secureUrl,
    type: p.type,
    girl: { id: p.girlId, stageName: p.stageName },
    createdAt: p.createdAt.toISOString(),
    history: histories.get(p.girlId)!,
  }));
}

export async function listScammerReports(
  db: Db,
  waiting: Waiting,
  offset = 0,
): Promise<ModerationQueue['scammerReports']> {
  const rows = await db
    .select({
      id: girls.id,
      version: girls.version,
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
    .where(waiting)
    .orderBy(asc(girls.createdAt), asc(girls.id))
    .limit(QUEUE_PAGE)
    .offset(offset);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function listTimewasterReports(
  db: Db,
  waiting: Waiting,
  offset = 0,
): Promise<ModerationQueue['timewasterReports']> {
  const rows = await db
    .select({
      id: timewasters.id,
      version: timewasters.version,
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
    .where(waiting)
    .orderBy(asc(timewasters.id))
    .limit(QUEUE_PAGE)
    .offset(offset);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function listCrawledProblemGirls(
  db: Db,
  waiting: Waiting,
  offset = 0,
): Promise<ModerationQueue['crawledProblemGirls']> {
  const rows = await db
    .select({
      id: problemGirls.id,
      name: problemGirls.name,
      pageTitle: problemGirls.pageTitle,
      crawledAt: problemGirls.crawledAt,
    })
    .from(problemGirls)
    .where(waiting)
    .orderBy(asc(problemGirls.id))
    .limit(QUEUE_PAGE)
    .offset(offset);
  return rows.map((r) => ({ ...r, crawledAt: r.crawledAt?.toISOString() ?? null }));
}
