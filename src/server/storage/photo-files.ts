import 'server-only';
import { and, eq } from 'drizzle-orm';
import { girlPhotos, girls, user, type ImageVariants } from '../db/schema';
import type { Db } from '../db/types';
import { logger } from '../logger';
import { getStorage } from '.';
import { contentAddressedKey, isPrivateKey } from './keys';
import type { Storage } from './types';

// Where a girl's photo files live and how one goes public, at the storage layer: the girls
// feature (uploads, the authorised file route) and the moderators' approval build on it, and so
// does the data migration that made pending photos private (a migration depends on storage, never
// on a feature). A waiting file lives under a private, random key (private/photos/girls/<id>/…);
// approval copies it to a public, content-addressed key (long caching) and deletes the private one.

/** Where a girl's files live; private ones under `private/` + this. */
export function photoPrefix(girlId: number): string {
  return `photos/girls/${girlId}`;
}

/** The authorised URL of a private photo's file (`variant`: thumb, avatar…; the primary one by default). */
export function photoFileUrl(photoId: number, variant?: string): string {
  return `/api/v1/photos/${photoId}/file${variant ? `?variant=${encodeURIComponent(variant)}` : ''}`;
}

/**
 * The authorised URL of a refused photo's file, kept for its appeal (decision 039): moderators and
 * the girl herself only.
 */
export function refusedPhotoFileUrl(refusedPhotoId: number, variant?: string): string {
  return `/api/v1/refused-photos/${refusedPhotoId}/file${variant ? `?variant=${encodeURIComponent(variant)}` : ''}`;
}

/** A photo row as far as its files go: where they are stored, for whom, and its variants. */
export const photoFileColumns = {
  id: girlPhotos.id,
  girlId: girlPhotos.girlId,
  storageKey: girlPhotos.storageKey,
  secureUrl: girlPhotos.secureUrl,
  variants: girlPhotos.variants,
};

/** A stored file's extension ('webp' when its key has none). */
export function extensionOf(key: string): string {
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
    // A copy inside the store: the bytes were read only for their hash, not sent back.
    if (!(await storage.copy(variant.key, key))) continue;
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
  { db, storage = getStorage() }: { db: Pick<Db, 'select' | 'transaction'>; storage?: Storage },
): Promise<boolean> {
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
