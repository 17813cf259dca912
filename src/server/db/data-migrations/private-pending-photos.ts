import 'server-only';
import { and, eq, isNotNull, like, not, notExists, or, sql } from 'drizzle-orm';
import { privateKey } from '@/server/images';
import { getStorage, type Storage } from '@/server/storage';
import {
  extensionOf,
  photoFileColumns,
  photoFileUrl,
  girlMediaHidden,
  photoPrefix,
  publishPhotoFiles,
} from '@/server/storage/photo-files';
import { girlPhotos, girls, user, type ImageVariants } from '../schema';
import type { Db } from '../types';

// Girls' photos and pictures that wait for a moderator used to be stored under
// public, content-addressed keys that /media served to anyone holding the URL (or the bytes). This
// moves each such file to a private, random key (features/girls/photo-files.ts serves it to her and moderators),
// points the row, her profile picture and her account's picture at it, and only then deletes the
// old public file if nothing else uses it: nothing is lost if it stops half-way. It also gives a
// pending sign-up picture that has no photo row one, and publishes approved photos whose move to
// public did not finish. Idempotent; runs after the SQL migrations (runMigrations) and in the seed.

export interface PendingPhotosOptions {
  storage?: Storage;
  /** The new key for a file; the seed passes a deterministic one so two seeds give equal rows. */
  newKey?: (prefix: string, extension: string) => string;
  log?: (message: string) => void;
  /** The seed keeps its picture pool (other rows and later seeds copy from it). */
  keepOldFiles?: boolean;
}

/** Returns how many files were made private. */
export async function makePendingPhotosPrivate(
  db: Pick<Db, 'select' | 'update' | 'insert' | 'transaction'>,
  { storage = getStorage(), newKey = privateKey, log = () => {}, keepOldFiles = false }: PendingPhotosOptions = {},
): Promise<number> {
  await addRowsForPendingPictures(db);
  const rows = await db
    .select(photoFileColumns)
    .from(girlPhotos)
    .where(and(eq(girlPhotos.approved, false), not(like(girlPhotos.storageKey, 'private/%'))));
  if (rows.length > 0) log(`moving ${rows.length} photo(s) waiting for approval to private storage…`);
  for (const [index, row] of rows.entries()) {
    const old: ImageVariants = row.variants ?? { large: { key: row.storageKey, url: row.secureUrl } };
    const moved: ImageVariants = {};
    let primaryKey: string | null = null;
    for (const [name, variant] of Object.entries(old)) {
      const object = await storage.get(variant.key);
      if (!object) continue;
      const key = newKey(photoPrefix(row.girlId), extensionOf(variant.key));
      await storage.put(key, object.bytes, object.contentType);
      moved[name] = { ...variant, key, url: storage.url(key) };
      if (variant.key === row.storageKey) primaryKey = key;
    }
    primaryKey ??= Object.values(moved)[0]?.key ?? newKey(photoPrefix(row.girlId), 'webp');
    const url = photoFileUrl(row.id);
    await db
      .update(girlPhotos)
      .set({ storageKey: primaryKey, secureUrl: storage.url(primaryKey), variants: moved })
      .where(eq(girlPhotos.id, row.id));
    await db
      .update(girls)
      // A storage move, not an edit of her profile: updated_at stays.
      .set({ profilePicPublicId: primaryKey, profilePicSecureUrl: url, updatedAt: sql`${girls.updatedAt}` })
      .where(and(eq(girls.id, row.girlId), eq(girls.profilePicPublicId, row.storageKey)));
    await db.update(user).set({ image: url }).where(eq(user.image, row.secureUrl));
    for (const variant of Object.values(old)) {
      if (!keepOldFiles && !(await stillUsed(db, variant.key))) await storage.delete(variant.key);
    }
    if ((index + 1) % 100 === 0) log(`  ${index + 1}/${rows.length}`);
  }
  if (rows.length > 0) log(`moved ${rows.length} photo(s) waiting for approval`);

  // Only a shown, approved girl's: a hidden or banned girl's approved photos are private on
  // purpose (decision 045) and go public when she is shown again.
  const unpublished = await db
    .select({ id: girlPhotos.id })
    .from(girlPhotos)
    .innerJoin(girls, eq(girls.id, girlPhotos.girlId))
    .where(
      and(
        eq(girlPhotos.approved, true),
        like(girlPhotos.storageKey, 'private/%'),
        eq(girls.profileApproved, true),
        not(girlMediaHidden),
      ),
    );
  for (const { id } of unpublished) await publishPhotoFiles(id, { db, storage });
  if (unpublished.length > 0) log(`published ${unpublished.length} approved photo(s) left private`);
  return rows.length;
}

/** A pending girl's picture stored before photo rows held it: give it a (pending) row. */
async function addRowsForPendingPictures(db: Pick<Db, 'select' | 'insert'>): Promise<void> {
  const orphans = await db
    .select({ girlId: girls.id, key: girls.profilePicPublicId, url: girls.profilePicSecureUrl })
    .from(girls)
    .where(
      and(
        eq(girls.matsideGirl, true),
        sql`${girls.profilePicApproved} IS NOT TRUE`,
        isNotNull(girls.profilePicPublicId),
        isNotNull(girls.profilePicSecureUrl),
        not(like(girls.profilePicPublicId, 'private/%')),
        notExists(
          db
            .select({ one: sql`1` })
            .from(girlPhotos)
            .where(and(eq(girlPhotos.girlId, girls.id), eq(girlPhotos.storageKey, girls.profilePicPublicId))),
        ),
      ),
    );
  if (orphans.length === 0) return;
  await db
    .insert(girlPhotos)
    .values(orphans.map((o) => ({ girlId: o.girlId, storageKey: o.key!, secureUrl: o.url!, approved: false })));
}

/** Whether another photo row or girl still points at this file (seeded pictures are shared). */
async function stillUsed(db: Pick<Db, 'select'>, key: string): Promise<boolean> {
  const [photo] = await db
    .select({ id: girlPhotos.id })
    .from(girlPhotos)
    .where(or(eq(girlPhotos.storageKey, key), sql`${girlPhotos.variants}::text LIKE ${`%"${key}"%`}`))
    .limit(1);
  if (photo) return true;
  const [girl] = await db.select({ id: girls.id }).from(girls).where(eq(girls.profilePicPublicId, key)).limit(1);
  return !!girl;
}
