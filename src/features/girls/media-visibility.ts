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

// A hidden girl's pictures leave /media (decision 045): moved to private keys while she is hidden,
// published again at the same URLs once shown. A ban's end is a queued job. This sync is also the
// one way an approved file goes public, so a hidden or pending girl's approved photo stays private.

/** Idempotent; a file that cannot be moved is logged and moved by the next call. */
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
