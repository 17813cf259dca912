import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import type { Actor } from '@/server/auth/actor-types';
import { getDb } from '@/server/db';
import { timewasterPhotos, timewasters, type ImageVariants } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { deleteSavedImage, saveImage64 } from '@/server/images';
import { getStorage, type StoredObject } from '@/server/storage';
import { missingRecord, requireTimewasterReader, visibleTimewasters } from './access';
import { auditTimewasterWrite } from './audit';
import { TIMEWASTER_LIMITS, TIMEWASTER_MESSAGES, type TimewasterPhotoValues } from './schema';
import { loadOwned } from './service';
import { openTimewasterWrite } from './write-gate';

// Photos of a report: only its author (or a moderator) adds or removes them. Every upload is
// decoded and re-encoded (no EXIF/GPS) and stored privately under a random key:
// /media never serves it, and a re-encoded copy of a known picture finds nothing. The files are
// served by GET /api/v1/timewaster-photos/{id}/file to those who may read the report.

export type TimewasterPhotoVariant = 'large' | 'thumb';

/** The authorised URL of a photo's file; the id says nothing a reader of the report does not know. */
export function timewasterPhotoUrl(photoId: number, variant: TimewasterPhotoVariant = 'large'): string {
  return `/api/v1/timewaster-photos/${photoId}/file${variant === 'thumb' ? '?variant=thumb' : ''}`;
}

export async function addTimewasterPhoto(anyActor: Actor, values: TimewasterPhotoValues) {
  const { actor, db } = await openTimewasterWrite(anyActor);
  const row = await loadOwned(db, actor, values.timewasterId);
  const [{ n }] = await db
    .select({ n: count() })
    .from(timewasterPhotos)
    .where(eq(timewasterPhotos.timewasterId, row.id));
  if (Number(n) >= TIMEWASTER_LIMITS.photos) throw new AppError('unprocessable', TIMEWASTER_MESSAGES.tooManyPhotos);
  const saved = await saveImage64(values.image64, {
    kind: 'photo',
    prefix: `timewasters/${row.id}`,
    access: 'private',
  });
  const [photo] = await db
    .insert(timewasterPhotos)
    .values({
      timewasterId: row.id,
      girlId: actor.girlId ?? null,
      storageKey: saved.key,
      secureUrl: saved.url,
      variants: saved.variants,
    })
    .returning({ id: timewasterPhotos.id, timewasterId: timewasterPhotos.timewasterId });
  await auditTimewasterWrite(db, actor, {
    action: 'timewaster_photo.create',
    targetTable: 'timewaster_photos',
    targetId: photo!.id,
    after: photo,
  });
  return { ...photo!, url: timewasterPhotoUrl(photo!.id), thumbUrl: timewasterPhotoUrl(photo!.id, 'thumb') };
}

/**
 * A photo's file for GET /api/v1/timewaster-photos/{id}/file: only for those who may read its
 * report, checked in the WHERE of the read. Anyone else, and a missing id, get the same 404.
 */
export async function readTimewasterPhotoFile(
  actor: Actor,
  photoId: number,
  variant: TimewasterPhotoVariant,
): Promise<StoredObject> {
  requireTimewasterReader(actor);
  const db = await getDb();
  const [photo] = await db
    .select({ storageKey: timewasterPhotos.storageKey, variants: timewasterPhotos.variants })
    .from(timewasterPhotos)
    .innerJoin(timewasters, eq(timewasters.id, timewasterPhotos.timewasterId))
    .where(and(eq(timewasterPhotos.id, photoId), visibleTimewasters(actor)))
    .limit(1);
  if (!photo) throw missingRecord();
  const key = (photo.variants as ImageVariants | null)?.[variant]?.key ?? photo.storageKey;
  const object = await getStorage().get(key);
  if (!object) throw missingRecord();
  return object;
}

export async function deleteTimewasterPhoto(anyActor: Actor, photoId: number): Promise<void> {
  const { actor, db } = await openTimewasterWrite(anyActor);
  const [photo] = await db.select().from(timewasterPhotos).where(eq(timewasterPhotos.id, photoId));
  if (!photo) throw missingRecord();
  const row = await loadOwned(db, actor, photo.timewasterId);
  await db
    .delete(timewasterPhotos)
    .where(and(eq(timewasterPhotos.id, photoId), eq(timewasterPhotos.timewasterId, row.id)));
  await auditTimewasterWrite(db, actor, {
    action: 'timewaster_photo.delete',
    targetTable: 'timewaster_photos',
    targetId: photoId,
    before: photo,
  });
  // Every upload has files of its own (random keys): they go with the row.
  if (photo.variants) await deleteSavedImage(photo.variants).catch(() => undefined);
}
