import 'server-only';
import { and, isNotNull, isNull, sql } from 'drizzle-orm';
import { renderIconFromBytes } from '@/server/images';
import { contentAddressedKey, getStorage, type Storage } from '@/server/storage';
import { guys, type ImageVariants } from '../schema';
import type { Db } from '../types';
import { hasFinished, markFinished } from './batches';

// Gives guys' pictures stored before icons their 64² icon (decision 038, session 35): one render
// per distinct file, stored beside it; a missing file is left to the queries' fallback. Idempotent.

export const GUY_AVATAR_ICONS_MIGRATION = 'guy-avatar-icons';

export interface GuyAvatarIconsOptions {
  storage?: Storage;
  log?: (message: string) => void;
  batchSize?: number;
}

type MigrationDb = Pick<Db, 'select' | 'selectDistinctOn' | 'execute' | 'insert'>;

/** Returns how many pictures got an icon; null when it had already run. */
export async function addGuyAvatarIcons(
  db: MigrationDb,
  { storage = getStorage(), log = () => {}, batchSize = 100 }: GuyAvatarIconsOptions = {},
): Promise<number | null> {
  if (await hasFinished(db, GUY_AVATAR_ICONS_MIGRATION)) return null;
  const pictures = await db
    .selectDistinctOn([guys.cloudinaryPublicId], {
      key: sql<string>`${guys.cloudinaryPublicId}`,
      url: sql<string>`${guys.cloudinarySecureUrl}`,
    })
    .from(guys)
    .where(and(isNull(guys.avatarVariants), isNotNull(guys.cloudinaryPublicId), isNotNull(guys.cloudinarySecureUrl)))
    .orderBy(guys.cloudinaryPublicId);
  if (pictures.length > 0) log(`guy avatar icons: ${pictures.length} pictures to do`);
  let done = 0;
  let skipped = 0;
  for (let from = 0; from < pictures.length; from += batchSize) {
    const finished: Array<{ key: string; variants: ImageVariants }> = [];
    for (const picture of pictures.slice(from, from + batchSize)) {
      const object = await storage.get(picture.key);
      const icon = object ? await renderIconFromBytes(object.bytes) : null;
      if (!icon) {
        skipped += 1;
        continue;
      }
      const folder = picture.key.split('/').slice(0, -1).join('/');
      const iconKey = contentAddressedKey(folder, icon.bytes, icon.extension);
      await storage.put(iconKey, icon.bytes, icon.contentType);
      finished.push({
        key: picture.key,
        variants: {
          avatar: { key: picture.key, url: picture.url },
          icon: { key: iconKey, url: storage.url(iconKey), width: icon.width, height: icon.height },
        },
      });
    }
    if (finished.length > 0) {
      await db.execute(sql`
        UPDATE ${guys} SET avatar_variants = f.variants, updated_at = ${guys.updatedAt}
        FROM json_to_recordset(${JSON.stringify(finished)}::json) AS f(key text, variants jsonb)
        WHERE ${guys.cloudinaryPublicId} = f.key AND ${guys.avatarVariants} IS NULL`);
      done += finished.length;
    }
    log(
      `guy avatar icons: ${Math.min(from + batchSize, pictures.length)}/${pictures.length}${skipped ? ` (${skipped} missing or unreadable, left as they are)` : ''}`,
    );
  }
  await markFinished(db, GUY_AVATAR_ICONS_MIGRATION);
  return done;
}
