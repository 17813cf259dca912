import 'server-only';
import { and, eq, like } from 'drizzle-orm';
import type { Actor } from '@/server/auth/actor-types';
import { scopeLevel, scopeOf } from '@/server/auth/scope';
import { getDb, type Db } from '@/server/db';
import { girlPhotos, girls, user, type ImageVariants } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { logger } from '@/server/logger';
import { contentAddressedKey, getStorage, isPrivateKey, type Storage, type StoredObject } from '@/server/storage';

// A girl's pictures and videos that wait for a moderator live under private, random keys
// (private/photos/girls/<id>/…): /media never serves them, and neither bytes nor a guess find
// them. GET /api/v1/photos/{id}/file serves them to the girl herself and to moderators, and
// answers everyone else exactly like a missing photo. Approval publishes the file: it is copied
// to a public, content-addressed key (long caching) and the private copy is deleted.

/** Where a girl's files live; private ones under `private/` + this. */
export function photoPrefix(girlId: number): string {
  return `photos/girls/${girlId}`;
}

/** The authorised URL of a private photo's file (`variant`: thumb, avatar…; the primary one by default). */
export function photoFileUrl(photoId: number, variant?: string): string {
  return `/api/v1/photos/${photoId}/file${variant ? `?variant=${encodeURIComponent(variant)}` : ''}`;
}

/** The URLs a photo row is shown with: its /media URLs once public, the authorised route while private. */
export function photoUrls(row: { id: number; storageKey: string; secureUrl: string; variants: ImageVariants | null }): {
  secureUrl: string;
  thumbUrl: string;
} {
  if (!isPrivateKey(row.storageKey)) {
    return {
      secureUrl: row.secureUrl,
      thumbUrl: row.variants?.thumb?.url ?? row.variants?.avatar?.url ?? row.secureUrl,
    };
  }
  const thumb = row.variants?.thumb ? 'thumb' : row.variants?.avatar ? 'avatar' : undefined;
  return { secureUrl: photoFileUrl(row.id), thumbUrl: photoFileUrl(row.id, thumb) };
}

/**
 * A private photo's file for the girl herself or a moderator (the same rule as writing her
 * photos); anyone else, and any public or missing photo, gets the 404 of a missing one.
 */
export async function readPrivatePhotoFile(actor: Actor, photoId: number, variant?: string): Promise<StoredObject> {
  if (!scopeLevel(actor, 'girl-photo:write')) throw new AppError('not_found');
  const db = await getDb();
  const [photo] = await db
    .select({ storageKey: girlPhotos.storageKey, variants: girlPhotos.variants })
    .from(girlPhotos)
    .where(
      and(
        eq(girlPhotos.id, photoId),
        like(girlPhotos.storageKey, 'private/%'),
        scopeOf(actor, 'girl-photo:write', { girlId: girlPhotos.girlId }),
      ),
    )
    .limit(1);
  if (!photo) throw new AppError('not_found');
  const key = (variant && photo.variants?.[variant]?.key) || photo.storageKey;
  const object = await getStorage().get(key);
  if (!object) throw new AppError('not_found');
  return object;
}

function extensionOf(key: string): string {
  return /\.([A-Za-z0-9]+)$/.exec(key)?.[1] ?? 'webp';
}

/**
 * The first half of publishing a private file (a photo, a post's media): each variant copied to
 * its content-addressed public key under the girl's prefix. The caller points its row there, then
 * deletes `old`, so a failure half-way loses nothing.
 */
export async function copyToPublic(
  row: { girlId: number; storageKey: string; variants: ImageVariants | null },
  storage: Storage,
): Promise<{ old: ImageVariants; published: ImageVariants; primary: { key: string; url: string } | null }> {
  const old: ImageVariants = row.variants ?? { large: { key: row.storageKey, url: '' } };
  const published: ImageVariants = {};
  let primary: { key: string; url: string } | null = null;
  for (const [name, variant] of Object.entries(old)) {
    const object = await storage.get(variant.key);
    if (!object) continue;
    const key = contentAddressedKey(photoPrefix(row.girlId), object.bytes, extensionOf(variant.key));
    await storage.put(key, object.bytes, object.contentType);
    published[name] = { ...variant, key, url: storage.url(key) };
    if (variant.key === row.storageKey) primary = { key, url: storage.url(key) };
  }
  primary ??= Object.values(published)[0] ?? null;
  return { old, published, primary };
}

/**
 * An approved photo goes public: each variant is copied to its content-addressed public key, the
 * row (and her profile picture, when it is this file) then points there, and only after that are
 * the private files deleted — a failure half-way loses nothing and a later run finishes the job.
 * A no-op for a photo that is already public or gone. Returns whether it moved.
 */
export async function publishPhotoFiles(
  photoId: number,
  options: { db?: Pick<Db, 'select' | 'transaction'>; storage?: Storage } = {},
): Promise<boolean> {
  const db = options.db ?? (await getDb());
  const storage = options.storage ?? getStorage();
  const [row] = await db
    .select({
      girlId: girlPhotos.girlId,
      storageKey: girlPhotos.storageKey,
      variants: girlPhotos.variants,
    })
    .from(girlPhotos)
    .where(and(eq(girlPhotos.id, photoId), eq(girlPhotos.approved, true)))
    .limit(1);
  if (!row || !isPrivateKey(row.storageKey)) return false;
  const { old, published, primary } = await copyToPublic(row, storage);
  if (!primary) {
    logger.error({ photoId }, 'An approved photo has no file to publish');
    return false;
  }
  await db.transaction(async (tx) => {
    await tx
      .update(girlPhotos)
      .set({ storageKey: primary.key, secureUrl: primary.url, variants: published })
      .where(and(eq(girlPhotos.id, photoId), eq(girlPhotos.storageKey, row.storageKey)));
    await tx
      .update(girls)
      .set({
        profilePicSecureUrl: primary.url,
        profilePicPublicId: primary.key,
        profilePicFileName: primary.key.split('/').at(-1)!,
      })
      .where(and(eq(girls.id, row.girlId), eq(girls.profilePicPublicId, row.storageKey)));
    // Her account's picture (the header's avatar) pointed at the private file too.
    await tx
      .update(user)
      .set({ image: primary.url })
      .where(eq(user.image, photoFileUrl(photoId)));
  });
  await Promise.allSettled(Object.values(old).map((variant) => storage.delete(variant.key)));
  return true;
}

/**
 * Deletes private files outright: a refused scammer report's picture, a rejected girl's post
 * media. Private keys are random and belong to one row, so no other row can share them (unlike
 * content-addressed public keys: deletePhotoFilesIfUnused). A failure is logged, not thrown.
 */
export async function deletePrivateFiles(
  files: readonly { storageKey: string | null; variants: ImageVariants | null }[],
  storage: Storage = getStorage(),
): Promise<void> {
  for (const file of files) {
    if (!file.storageKey || !isPrivateKey(file.storageKey)) continue;
    const keys = Object.values(file.variants ?? { large: { key: file.storageKey, url: '' } }).map((v) => v.key);
    await Promise.all(keys.filter(isPrivateKey).map((key) => storage.delete(key))).catch((error: unknown) =>
      logger.error({ err: error }, 'A private file could not be removed'),
    );
  }
}
