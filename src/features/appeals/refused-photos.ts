import 'server-only';
import { and, eq, exists, isNull, lte, or, sql } from 'drizzle-orm';
import { deletePrivateFiles } from '@/features/girls/photo-files';
import { deletePhotoFilesIfUnused } from '@/features/girls/photos-service';
import type { Actor } from '@/server/auth/actor-types';
import { scopeLevel, scopeOf } from '@/server/auth/scope';
import { getDb, type Tx } from '@/server/db';
import { appeals, girlPhotos, girls, refusedPhotos } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { logger } from '@/server/logger';
import { getStorage, type StoredObject } from '@/server/storage';
import { photoFileUrl } from '@/server/storage/photo-files';
import { APPEAL_TEXTS, APPEAL_WINDOW_DAYS } from './schema';

// Refused photos kept for their appeal (decision 039) until the daily purge.

/** Moderators and the girl; anyone else, and a purged one, gets the 404 of a missing file. */
export async function readRefusedPhotoFile(actor: Actor, id: number): Promise<StoredObject> {
  if (!scopeLevel(actor, 'girl-photo:write')) throw new AppError('not_found');
  const db = await getDb();
  const [photo] = await db
    .select({ storageKey: refusedPhotos.storageKey })
    .from(refusedPhotos)
    .where(and(eq(refusedPhotos.id, id), scopeOf(actor, 'girl-photo:write', { girlId: refusedPhotos.girlId })))
    .limit(1);
  if (!photo) throw new AppError('not_found');
  const object = await getStorage().get(photo.storageKey);
  if (!object) throw new AppError('not_found');
  return object;
}

/** Back to her pending photos so the queue's approval can take it; 409 when that no longer fits. */
export async function restoreRefusedPhoto(
  tx: Tx,
  refusedPhotoId: number,
): Promise<{ photoId: number; before: Record<string, unknown> }> {
  const [refused] = await tx.delete(refusedPhotos).where(eq(refusedPhotos.id, refusedPhotoId)).returning();
  if (!refused?.girlId) throw new AppError('conflict', APPEAL_TEXTS.noLongerStands);
  if (refused.profilePicture) {
    const [girl] = await tx
      .select({ key: girls.profilePicPublicId, approved: girls.profilePicApproved })
      .from(girls)
      .where(eq(girls.id, refused.girlId))
      .for('update')
      .limit(1);
    if (!girl || (girl.key !== null && girl.approved !== true))
      throw new AppError('conflict', APPEAL_TEXTS.noLongerStands);
  }
  const [photo] = await tx
    .insert(girlPhotos)
    .values({
      girlId: refused.girlId,
      type: refused.type,
      storageKey: refused.storageKey,
      secureUrl: refused.secureUrl,
      variants: refused.variants,
      width: refused.width,
      height: refused.height,
      approved: false,
      createdAt: refused.uploadedAt,
    })
    .returning({ id: girlPhotos.id });
  if (refused.profilePicture) {
    await tx
      .update(girls)
      .set({
        profilePicSecureUrl: photoFileUrl(photo!.id),
        profilePicPublicId: refused.storageKey,
        profilePicFileName: refused.storageKey.split('/').at(-1)!,
        profilePicApproved: null,
      })
      .where(eq(girls.id, refused.girlId));
  }
  return {
    photoId: photo!.id,
    before: { refusedPhotoId: refused.id, girlId: refused.girlId, profilePicture: refused.profilePicture },
  };
}

/** An appeal of this status on the refused photo's decision. */
function appealOf(status: 'open' | 'denied') {
  return exists(
    sql`(SELECT 1 FROM ${appeals} WHERE ${appeals.noticeId} = ${refusedPhotos.noticeId} AND ${appeals.status} = ${status})`,
  );
}

/** The daily job; idempotent. */
export async function purgeRefusedPhotos(): Promise<number> {
  const db = await getDb();
  const windowEnd = sql.raw(`now() - interval '${APPEAL_WINDOW_DAYS} days'`);
  const gone = await db
    .delete(refusedPhotos)
    .where(
      or(
        isNull(refusedPhotos.girlId),
        and(sql`NOT ${appealOf('open')}`, or(lte(refusedPhotos.refusedAt, windowEnd), appealOf('denied'))),
      ),
    )
    .returning({
      girlId: refusedPhotos.girlId,
      storageKey: refusedPhotos.storageKey,
      variants: refusedPhotos.variants,
    });
  for (const photo of gone) {
    // Private keys belong to one row; a public one (older data) is deleted only if nothing uses it.
    const removal =
      photo.girlId === null
        ? deletePrivateFiles([photo])
        : deletePhotoFilesIfUnused({ ...photo, girlId: photo.girlId });
    await removal.catch((error: unknown) =>
      logger.error({ err: error }, 'A refused photo’s files could not be removed'),
    );
  }
  return gone.length;
}
