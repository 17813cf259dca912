import 'server-only';
import { getTableName, sql, type Column, type Table } from 'drizzle-orm';
import { privateKey, renderIconFromBytes } from '@/server/images';
import { contentAddressedKey, getStorage, isPrivateKey, PRIVATE_PREFIX, type Storage } from '@/server/storage';
import { girlPhotos, girls, type ImageVariants } from '../schema';
import type { Db } from '../types';
import { hasFinished, markFinished } from './batches';

// Media: a girl's picture is drawn in a 32–36 px circle beside her reviews of a guy, her comments on
// his profile and on timewasters, and in the comments widget, and each drew the whole picture. A
// profile picture uploaded now keeps a 64² `icon` among its girl_photos variants (src/server/images);
// this gives the profile pictures stored before that theirs: the rows marked is_profile_pic and the
// rows her girls row points at (a picture waiting for a moderator is not marked yet). Each distinct
// file is rendered once (rows sharing a file, the seed's pool, share its icon); the icon is stored
// beside it, under its content-addressed name for a public file and under a new random private key
// for a private one (a pending picture's, or a hidden girl's: approval or showing her publishes every
// variant), and each batch extends the rows' variants with it in one statement. A picture whose
// file is gone or does not decode is left as it is: the queries then draw the whole picture, as
// before. A row with an icon is never selected again, so a run that stops half-way is simply run
// again; its name goes into finished_data_migrations when it is done. Runs after the SQL migrations
// (runMigrations), after the responsive renditions and the private moves.

export const GIRL_PICTURE_ICONS_MIGRATION = 'girl-picture-icons';

export interface GirlPictureIconsOptions {
  storage?: Storage;
  log?: (message: string) => void;
  /** Files per progress line and update statement. */
  batchSize?: number;
}

type MigrationDb = Pick<Db, 'select' | 'selectDistinctOn' | 'execute' | 'insert'>;

// Qualified by hand: a select from girl_photos alone prints its columns bare, and the subquery's
// bare "id" would be girls'.
function qualified(table: Table, column: Column) {
  return sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;
}

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
