import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import { girlAccountInGoodStanding } from '../auth/account-state';
import { girlPhotos, girls, user, type ImageVariants } from '../db/schema';
import type { Db } from '../db/types';
import { logger } from '../logger';
import { getStorage } from '.';
import { assertSafeKey, contentAddressedKey, isPrivateKey, PRIVATE_PREFIX } from './keys';
import type { Storage } from './types';

// A waiting photo lives under a private random key; approval copies it to a public
// content-addressed key (long caching) and deletes the private one.

/** A girl whose approved files must not be on /media (decision 045): anything hiding her profile. */
export const girlMediaHidden = sql<boolean>`coalesce(${or(
  eq(girls.girlShowProfile, false),
  eq(girls.adminShowProfile, false),
  eq(girls.banned, true),
  sql`not ${girlAccountInGoodStanding}`,
)}, false)`;

export function photoPrefix(girlId: number): string {
  return `photos/girls/${girlId}`;
}

export function photoFileUrl(photoId: number, variant?: string): string {
  return `/api/v1/photos/${photoId}/file${variant ? `?variant=${encodeURIComponent(variant)}` : ''}`;
}

/** Kept for its appeal (decision 039): moderators and the girl only. */
export function refusedPhotoFileUrl(refusedPhotoId: number, variant?: string): string {
  return `/api/v1/refused-photos/${refusedPhotoId}/file${variant ? `?variant=${encodeURIComponent(variant)}` : ''}`;
}

export const photoFileColumns = {
  id: girlPhotos.id,
  girlId: girlPhotos.girlId,
  storageKey: girlPhotos.storageKey,
  secureUrl: girlPhotos.secureUrl,
  variants: girlPhotos.variants,
};

export function extensionOf(key: string): string {
  return /\.([A-Za-z0-9]+)$/.exec(key)?.[1] ?? 'webp';
}

/** The caller points its row at the copies, then deletes `old`, so a failure half-way loses nothing. */
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
    if (!(await storage.copy(variant.key, key))) continue;
    published[name] = { ...variant, key, url: storage.url(key) };
    if (variant.key === row.storageKey) primary = { key, url: storage.url(key) };
  }
  primary ??= Object.values(published)[0] ?? null;
  return { old, published, primary };
}

/** The reverse of copyToPublic, for a hidden girl (decision 045). */
export async function copyToPrivate(
  row: { girlId: number; storageKey: string; variants: ImageVariants | null },
  storage: Storage,
): Promise<{ old: ImageVariants; moved: ImageVariants; primary: { key: string; url: string } | null }> {
  const old: ImageVariants = row.variants ?? { large: { key: row.storageKey, url: '' } };
  const moved: ImageVariants = {};
  let primary: { key: string; url: string } | null = null;
  for (const [name, variant] of Object.entries(old)) {
    const key = assertSafeKey(
      `${PRIVATE_PREFIX}${photoPrefix(row.girlId)}/${randomBytes(16).toString('hex')}.${extensionOf(variant.key)}`,
    );
    if (!(await storage.copy(variant.key, key))) continue;
    moved[name] = { ...variant, key, url: storage.url(key) };
    if (variant.key === row.storageKey) primary = { key, url: storage.url(key) };
  }
  primary ??= Object.values(moved)[0] ?? null;
  return { old, moved, primary };
}

/**
 * A hidden girl's photo leaves /media (decision 045); the caller deletes the returned public files
 * once no other row uses them. Null for a photo already private or gone.
 */
export async function unpublishPhotoFiles(
  photoId: number,
  { db, storage = getStorage() }: { db: Pick<Db, 'select' | 'transaction'>; storage?: Storage },
): Promise<{ old: { storageKey: string; variants: ImageVariants } } | null> {
  const [row] = await db
    .select({
      girlId: girlPhotos.girlId,
      storageKey: girlPhotos.storageKey,
      secureUrl: girlPhotos.secureUrl,
      variants: girlPhotos.variants,
    })
    .from(girlPhotos)
    .where(eq(girlPhotos.id, photoId))
    .limit(1);
  if (!row || isPrivateKey(row.storageKey)) return null;
  const { old, moved, primary } = await copyToPrivate(row, storage);
  if (!primary) return null;
  await db.transaction(async (tx) => {
    await tx
      .update(girlPhotos)
      .set({ storageKey: primary.key, secureUrl: primary.url, variants: moved })
      .where(and(eq(girlPhotos.id, photoId), eq(girlPhotos.storageKey, row.storageKey)));
    // Her record keeps its updated_at: the home page orders by it.
    await tx
      .update(girls)
      .set({
        profilePicSecureUrl: photoFileUrl(photoId),
        profilePicPublicId: primary.key,
        profilePicFileName: primary.key.split('/').at(-1)!,
        updatedAt: sql`${girls.updatedAt}`,
      })
      .where(and(eq(girls.id, row.girlId), eq(girls.profilePicPublicId, row.storageKey)));
    await tx
      .update(user)
      .set({ image: photoFileUrl(photoId) })
      .where(eq(user.image, row.secureUrl));
  });
  return { old: { storageKey: row.storageKey, variants: old } };
}

/** Private files are deleted only after the row moved, so a later run finishes a failed one. */
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
    await tx
      .update(user)
      .set({ image: primary.url })
      .where(eq(user.image, photoFileUrl(photoId)));
  });
  await Promise.allSettled(Object.values(old).map((variant) => storage.delete(variant.key)));
  return true;
}
