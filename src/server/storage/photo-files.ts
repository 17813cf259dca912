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

// Where a girl's photo files live and how one goes public, at the storage layer: the girls
// feature (uploads, the authorised file route) and the moderators' approval build on it, and so
// does the data migration that made pending photos private (a migration depends on storage, never
// on a feature). A waiting file lives under a private, random key (private/photos/girls/<id>/…);
// approval copies it to a public, content-addressed key (long caching) and deletes the private one.

/**
 * A girl whose approved files must not be on /media (decision 045): anything that keeps her
 * profile from the public — her Show Profile switch off, hidden or banned by a moderator, her
 * account banned (for good, deleted, or until a date not yet passed). Needs `girls`.
 */
export const girlMediaHidden = sql<boolean>`coalesce(${or(
  eq(girls.girlShowProfile, false),
  eq(girls.adminShowProfile, false),
  eq(girls.banned, true),
  sql`not ${girlAccountInGoodStanding}`,
)}, false)`;

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
 * The reverse of copyToPublic, for a girl who is hidden (decision 045): each variant copied to a
 * new private, random key under her prefix. The caller points its row there, then deletes `old`.
 */
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
 * A hidden girl's photo leaves /media (decision 045): its files are copied to private keys and the
 * row, her profile picture and her account's picture point there (the authorised route serves
 * them to her and to moderators). The caller deletes the public files it returns once no other
 * row uses them. Null for a photo that is already private or gone.
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
