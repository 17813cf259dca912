import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import type { Actor } from '@/server/auth/actor-types';
import { getDb } from '@/server/db';
import { timewasterPhotos } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { deleteSavedImage, saveImage64 } from '@/server/images';
import { missingRecord, requireTimewasterReader } from './access';
import { auditModerator } from './audit';
import { TIMEWASTER_LIMITS, TIMEWASTER_MESSAGES, type TimewasterPhotoValues } from './schema';
import { loadOwned } from './service';

// Photos of a report: only its author (or a moderator) adds or removes them. Every upload is
// decoded and re-encoded (no EXIF/GPS) under the timewaster's own storage prefix.

export async function addTimewasterPhoto(actor: Actor, values: TimewasterPhotoValues) {
  requireTimewasterReader(actor);
  const db = await getDb();
  const row = await loadOwned(db, actor, values.timewasterId);
  const [{ n }] = await db.select({ n: count() }).from(timewasterPhotos).where(eq(timewasterPhotos.timewasterId, row.id));
  if (Number(n) >= TIMEWASTER_LIMITS.photos) throw new AppError('unprocessable', TIMEWASTER_MESSAGES.tooManyPhotos);
  const saved = await saveImage64(values.image64, { kind: 'photo', prefix: `photos/timewasters/${row.id}` });
  const [photo] = await db
    .insert(timewasterPhotos)
    .values({ timewasterId: row.id, girlId: actor.girlId ?? null, storageKey: saved.key, secureUrl: saved.url, variants: saved.variants })
    .returning({ id: timewasterPhotos.id, timewasterId: timewasterPhotos.timewasterId, url: timewasterPhotos.secureUrl });
  await auditModerator(db, actor, { action: 'timewaster_photo.create', targetTable: 'timewaster_photos', targetId: photo!.id, after: photo });
  return { ...photo!, thumbUrl: saved.variants.thumb?.url ?? saved.url };
}

export async function deleteTimewasterPhoto(actor: Actor, photoId: number): Promise<void> {
  requireTimewasterReader(actor);
  const db = await getDb();
  const [photo] = await db.select().from(timewasterPhotos).where(eq(timewasterPhotos.id, photoId));
  if (!photo) throw missingRecord();
  const row = await loadOwned(db, actor, photo.timewasterId);
  await db.delete(timewasterPhotos).where(and(eq(timewasterPhotos.id, photoId), eq(timewasterPhotos.timewasterId, row.id)));
  await auditModerator(db, actor, { action: 'timewaster_photo.delete', targetTable: 'timewaster_photos', targetId: photoId, before: photo });
  // Same bytes uploaded twice to this report share a file: keep it while another row uses it.
  const [{ n }] = await db.select({ n: count() }).from(timewasterPhotos).where(eq(timewasterPhotos.storageKey, photo.storageKey));
  if (Number(n) === 0 && photo.variants) await deleteSavedImage(photo.variants).catch(() => undefined);
}
