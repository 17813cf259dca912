import 'server-only';
import { and, asc, eq, gt, isNotNull, like, not, notExists, sql } from 'drizzle-orm';
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

/** Photos moved per batch: one read, one statement of updates and one of files still in use. */
const BATCH = 200;

/** Returns how many files were made private. */
export async function makePendingPhotosPrivate(
  db: Pick<Db, 'select' | 'update' | 'insert' | 'transaction' | 'execute'>,
  { storage = getStorage(), newKey = privateKey, log = () => {}, keepOldFiles = false }: PendingPhotosOptions = {},
): Promise<number> {
  await addRowsForPendingPictures(db);
  await restoreApprovedPictures(db);
  // Set-based, a batch at a time (decision 049: at 100,000 girls the per-photo updates read the
  // whole `user` and `girl_photos` tables for every photo and held start-up for minutes): the
  // files are copied one by one (each is a file of its own), the rows that point at them are
  // updated for the whole batch in one statement, and the old files still in use are read for the
  // whole batch in one more. Keyset over the pending photos' partial index.
  let moved = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .select(photoFileColumns)
      .from(girlPhotos)
      .where(
        and(eq(girlPhotos.approved, false), not(like(girlPhotos.storageKey, 'private/%')), gt(girlPhotos.id, after)),
      )
      .orderBy(asc(girlPhotos.id))
      .limit(BATCH);
    if (rows.length === 0) break;
    if (moved === 0) log('moving photos waiting for approval to private storage…');
    after = rows.at(-1)!.id;
    const updates: PhotoMove[] = [];
    const oldKeys = new Set<string>();
    for (const row of rows) {
      const old: ImageVariants = row.variants ?? { large: { key: row.storageKey, url: row.secureUrl } };
      const variants: ImageVariants = {};
      let primaryKey: string | null = null;
      for (const [name, variant] of Object.entries(old)) {
        oldKeys.add(variant.key);
        const object = await storage.get(variant.key);
        if (!object) continue;
        const key = newKey(photoPrefix(row.girlId), extensionOf(variant.key));
        await storage.put(key, object.bytes, object.contentType);
        variants[name] = { ...variant, key, url: storage.url(key) };
        if (variant.key === row.storageKey) primaryKey = key;
      }
      primaryKey ??= Object.values(variants)[0]?.key ?? newKey(photoPrefix(row.girlId), 'webp');
      updates.push({
        id: row.id,
        girlId: row.girlId,
        oldKey: row.storageKey,
        oldUrl: row.secureUrl,
        key: primaryKey,
        url: storage.url(primaryKey),
        fileUrl: photoFileUrl(row.id),
        variants,
      });
    }
    await pointRowsAtMovedFiles(db, updates);
    if (!keepOldFiles) {
      const used = await keysStillUsed(db, [...oldKeys]);
      for (const key of oldKeys) if (!used.has(key)) await storage.delete(key);
    }
    moved += rows.length;
    if (moved % 1000 < BATCH) log(`  ${moved} moved`);
  }
  if (moved > 0) log(`moved ${moved} photo(s) waiting for approval`);

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
  return moved;
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

/** An approved picture an earlier run pointed at a pending copy of its file: back on her approved profile photo. */
async function restoreApprovedPictures(db: Pick<Db, 'execute'>): Promise<void> {
  await db.execute(sql`
    update ${girls} set profile_pic_public_id = approved.storage_key, profile_pic_secure_url = approved.secure_url
    from ${girlPhotos} pending, ${girlPhotos} approved
    where ${girls.profilePicApproved} and pending.girl_id = ${girls.id} and not pending.approved
      and pending.storage_key = ${girls.profilePicPublicId}
      and approved.girl_id = ${girls.id} and approved.approved and approved.is_profile_pic`);
}

/** One photo's move: its row, its old file and its new one. */
interface PhotoMove {
  id: number;
  girlId: number;
  oldKey: string;
  oldUrl: string;
  key: string;
  url: string;
  /** The authorised route that serves the private file (her picture and her account's image). */
  fileUrl: string;
  variants: ImageVariants;
}

/**
 * Points a batch's rows at their new files in one statement: each photo row, her pending picture and
 * the accounts' images on that file unless approved ones still show it (the first photo of a file
 * wins, as one by one). A storage move, not an edit of her profile: updated_at stays.
 */
async function pointRowsAtMovedFiles(db: Pick<Db, 'execute'>, moves: PhotoMove[]): Promise<void> {
  await db.execute(sql`
    with moves as (
      select * from json_to_recordset(${JSON.stringify(moves)}::json)
        as m(id int, "girlId" int, "oldKey" text, "oldUrl" text, key text, url text, "fileUrl" text, variants jsonb)
    ), photos as (
      update ${girlPhotos} set storage_key = moves.key, secure_url = moves.url, variants = moves.variants
      from moves where ${girlPhotos.id} = moves.id
      returning 1
    ), pictures as (
      update ${girls} set profile_pic_public_id = first.key, profile_pic_secure_url = first."fileUrl"
      from (select distinct on ("girlId", "oldKey") * from moves order by "girlId", "oldKey", id) first
      where ${girls.id} = first."girlId" and ${girls.profilePicPublicId} = first."oldKey"
        and ${girls.profilePicApproved} is not true
      returning 1
    ), accounts as (
      update ${user} set image = first."fileUrl"
      from (select distinct on ("oldUrl") * from moves order by "oldUrl", id) first
      where ${user.image} = first."oldUrl"
        and not exists (select 1 from ${girlPhotos} where ${girlPhotos.storageKey} = first."oldKey" and ${girlPhotos.approved})
        and not exists (select 1 from ${girls} where ${girls.profilePicPublicId} = first."oldKey" and ${girls.profilePicApproved})
      returning 1
    )
    select (select count(*) from photos) as photos, (select count(*) from pictures) as pictures,
      (select count(*) from accounts) as accounts`);
}

/** Which of these files another photo row (its file or a variant) or a girl's picture still points at. */
async function keysStillUsed(db: Pick<Db, 'execute'>, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  // One hash join for the batch (its keys against every file in use), not a scan per file.
  const objects = sql`case when jsonb_typeof(${girlPhotos.variants}) = 'object' then ${girlPhotos.variants} end`;
  const result = await db.execute<{ key: string }>(sql`
    select distinct keys.key
    from json_array_elements_text(${JSON.stringify(keys)}::json) as keys(key)
    join (
      select ${girlPhotos.storageKey} as key from ${girlPhotos}
      union all select ${girls.profilePicPublicId} from ${girls}
      union all select variant.value ->> 'key' from ${girlPhotos}, jsonb_each(${objects}) as variant
    ) used on used.key = keys.key`);
  return new Set(result.rows.map((row) => row.key));
}
