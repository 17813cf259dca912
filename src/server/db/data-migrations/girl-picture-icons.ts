import 'server-only';
import { sql, type Column } from 'drizzle-orm';
import { privateKey, renderIconFromBytes } from '@/server/images';
import { contentAddressedKey, getStorage, isPrivateKey, PRIVATE_PREFIX, type Storage } from '@/server/storage';
import { girlPhotos, girls, type ImageVariants } from '../schema';
import { qualified } from '../qualified';
import type { Db } from '../types';
import { hasFinished, markFinished } from './batches';

// Gives girls' profile pictures stored before icons their 64² icon (decision 038, session 35):
// one render per distinct file, stored beside it (private files under a new private key); a missing
// file is left to the queries' fallback. Idempotent.

export const GIRL_PICTURE_ICONS_MIGRATION = 'girl-picture-icons';

export interface GirlPictureIconsOptions {
  storage?: Storage;
  log?: (message: string) => void;
  batchSize?: number;
}

type MigrationDb = Pick<Db, 'select' | 'selectDistinctOn' | 'execute' | 'insert'>;

const photo = (column: Column) => qualified(girlPhotos, column);
const girl = (column: Column) => qualified(girls, column);

/** A profile picture's row (marked, or the one her girls row points at) without an icon. */
const profilePictureWithoutIcon = sql`${photo(girlPhotos.type)} = 'image'
  AND (${photo(girlPhotos.variants)} -> 'icon') IS NULL
  AND (${photo(girlPhotos.isProfilePic)} OR EXISTS (
    SELECT 1 FROM ${girls} WHERE ${girl(girls.id)} = ${photo(girlPhotos.girlId)}
      AND (${girl(girls.profilePicSecureUrl)} = ${photo(girlPhotos.secureUrl)}
        OR ${girl(girls.profilePicPublicId)} = ${photo(girlPhotos.storageKey)})))`;

/** Returns how many files got an icon; null when it had already run. */
export async function addGirlPictureIcons(
  db: MigrationDb,
  { storage = getStorage(), log = () => {}, batchSize = 100 }: GirlPictureIconsOptions = {},
): Promise<number | null> {
  if (await hasFinished(db, GIRL_PICTURE_ICONS_MIGRATION)) return null;
  const files = await db
    .selectDistinctOn([girlPhotos.storageKey], { key: girlPhotos.storageKey })
    .from(girlPhotos)
    .where(profilePictureWithoutIcon)
    .orderBy(girlPhotos.storageKey);
  if (files.length > 0) log(`girl picture icons: ${files.length} files to do`);
  let done = 0;
  let skipped = 0;
  for (let from = 0; from < files.length; from += batchSize) {
    const finished: Array<{ key: string; icon: ImageVariants[string] }> = [];
    for (const { key } of files.slice(from, from + batchSize)) {
      const object = await storage.get(key);
      const icon = object ? await renderIconFromBytes(object.bytes) : null;
      if (!icon) {
        skipped += 1;
        continue;
      }
      const folder = key.split('/').slice(0, -1).join('/');
      const iconKey = isPrivateKey(key)
        ? privateKey(folder.slice(PRIVATE_PREFIX.length), icon.extension)
        : contentAddressedKey(folder, icon.bytes, icon.extension);
      await storage.put(iconKey, icon.bytes, icon.contentType);
      finished.push({
        key,
        icon: { key: iconKey, url: storage.url(iconKey), width: icon.width, height: icon.height },
      });
    }
    if (finished.length > 0) {
      // A row stored without variants keeps its file among them, so deleting it deletes both.
      await db.execute(sql`
        UPDATE ${girlPhotos} SET variants = coalesce(${photo(girlPhotos.variants)},
            jsonb_build_object('large', jsonb_build_object('key', ${photo(girlPhotos.storageKey)}, 'url', ${photo(girlPhotos.secureUrl)})))
          || jsonb_build_object('icon', f.icon)
        FROM json_to_recordset(${JSON.stringify(finished)}::json) AS f(key text, icon jsonb)
        WHERE ${photo(girlPhotos.storageKey)} = f.key AND ${profilePictureWithoutIcon}`);
      done += finished.length;
    }
    log(
      `girl picture icons: ${Math.min(from + batchSize, files.length)}/${files.length}${skipped ? ` (${skipped} missing or unreadable, left as they are)` : ''}`,
    );
  }
  await markFinished(db, GIRL_PICTURE_ICONS_MIGRATION);
  return done;
}
