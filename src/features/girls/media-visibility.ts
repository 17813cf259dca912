import 'server-only';
import { and, eq, like, not, sql } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { girlPhotos, girls, posts } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { getStorage } from '@/server/storage';
import { copyToPrivate, girlMediaHidden, unpublishPhotoFiles } from '@/server/storage/photo-files';
import { publishPhotoFiles } from './photo-files';
import { deletePhotoFilesIfUnused } from './photos-service';
import { publishPostFiles } from './post-files';

// A hidden girl's pictures leave /media (decision 045). Her approved photos and post files live
// at public, content-addressed, year-cached URLs; while she is hidden (her Show Profile switch
// off, deleted, hidden or banned by a moderator, her account banned for good or until a date)
// they move to private, random keys, served only to her and to moderators by the authorised
// routes, and her share card is deleted. Shown again, they are published again, at the same URLs
// (the same bytes, the same hash). Nothing runs by itself when a ban with an end date passes: the
// ban queues a job for that moment (queueMediaSyncAtBanEnd), which calls the same sync.
//
// This sync is also the one way an approved file goes public: a moderator's approval of a photo,
// or of the girl herself, calls it instead of publishing, so the approval of a hidden, banned or
// pending girl's photo leaves it private until her profile is public.

/**
 * Puts her pictures where her visibility says: off /media while she is hidden, back once she is
 * not. Called after every write that hides or shows her; idempotent, so a repeated or late call
 * changes nothing. A file that cannot be moved is logged and moved by the next call.
 */
export async function syncGirlMediaVisibility(girlId: number): Promise<void> {
  const db = await getDb();
  const [girl] = await db
    .select({
      hidden: girlMediaHidden,
      profileApproved: girls.profileApproved,
      shareCardKey: girls.shareCardKey,
    })
    .from(girls)
    .where(eq(girls.id, girlId))
    .limit(1);
  if (!girl) return;
  if (!girl.hidden) {
    // Pending girls' files wait private until her approval publishes them (girl-decisions.ts).
    if (!girl.profileApproved) return;
    const waiting = await db
      .select({ id: girlPhotos.id })
      .from(girlPhotos)
      .where(
        and(eq(girlPhotos.girlId, girlId), eq(girlPhotos.approved, true), like(girlPhotos.storageKey, 'private/%')),
      );
    for (const photo of waiting) await publishPhotoFiles(photo.id).catch((error: unknown) => failed(error, girlId));
    await publishPostFiles(girlId);
    return;
  }
  const storage = getStorage();
  const shown = await db
    .select({ id: girlPhotos.id })
    .from(girlPhotos)
    .where(and(eq(girlPhotos.girlId, girlId), not(like(girlPhotos.storageKey, 'private/%'))));
  for (const photo of shown) {
    try {
      const moved = await unpublishPhotoFiles(photo.id, { db, storage });
      if (moved) await deletePhotoFilesIfUnused({ girlId, ...moved.old });
    } catch (error) {
      failed(error, girlId);
    }
  }
  const shownPosts = await db
    .select({ id: posts.id, storageKey: posts.storageKey, variants: posts.variants })
    .from(posts)
    .where(and(eq(posts.girlId, girlId), not(like(posts.storageKey, 'private/%'))));
  for (const post of shownPosts) {
    if (!post.storageKey) continue;
    try {
      const { old, moved, primary } = await copyToPrivate(
        { girlId, storageKey: post.storageKey, variants: post.variants },
        storage,
      );
      if (!primary) continue;
      await db
        .update(posts)
        .set({ storageKey: primary.key, secureUrl: primary.url, variants: moved })
        .where(and(eq(posts.id, post.id), eq(posts.storageKey, post.storageKey)));
      await deletePhotoFilesIfUnused({ girlId, storageKey: post.storageKey, variants: old });
    } catch (error) {
      failed(error, girlId);
    }
  }
  if (girl.shareCardKey) {
    await storage.delete(girl.shareCardKey);
    await db
      .update(girls)
      .set({ shareCardKey: null, updatedAt: sql`${girls.updatedAt}` })
      .where(and(eq(girls.id, girlId), eq(girls.shareCardKey, girl.shareCardKey)));
  }
}

function failed(error: unknown, girlId: number): void {
  logger.error({ err: error, girlId }, 'A hidden or shown girl’s file could not be moved yet');
}
