import 'server-only';
import { sql, type Column } from 'drizzle-orm';
import { getStorage, type Storage } from '@/server/storage';
import { girlPhotos, girls } from '../schema';
import { qualified } from '../qualified';
import type { Db } from '../types';
import { hasFinished, markFinished } from './batches';
import { addIcons } from './icons';

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
  const done = await addIcons(
    files.map((file) => file.key),
    {
      storage,
      log,
      batchSize,
      label: 'girl picture icons',
      // A row stored without variants keeps its file among them, so deleting it deletes both.
      update: (icons) =>
        db.execute(sql`
          UPDATE ${girlPhotos} SET variants = coalesce(${photo(girlPhotos.variants)},
              jsonb_build_object('large', jsonb_build_object('key', ${photo(girlPhotos.storageKey)}, 'url', ${photo(girlPhotos.secureUrl)})))
            || jsonb_build_object('icon', f.icon)
          FROM json_to_recordset(${JSON.stringify(icons)}::json) AS f(key text, icon jsonb)
          WHERE ${photo(girlPhotos.storageKey)} = f.key AND ${profilePictureWithoutIcon}`),
    },
  );
  await markFinished(db, GIRL_PICTURE_ICONS_MIGRATION);
  return done;
}
