import 'server-only';
import { and, isNotNull, isNull, sql } from 'drizzle-orm';
import { getStorage, type Storage } from '@/server/storage';
import { guys } from '../schema';
import type { Db } from '../types';
import { hasFinished, markFinished } from './batches';
import { addIcons } from './icons';

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
    .selectDistinctOn([guys.cloudinaryPublicId], { key: sql<string>`${guys.cloudinaryPublicId}` })
    .from(guys)
    .where(and(isNull(guys.avatarVariants), isNotNull(guys.cloudinaryPublicId), isNotNull(guys.cloudinarySecureUrl)))
    .orderBy(guys.cloudinaryPublicId);
  const done = await addIcons(
    pictures.map((picture) => picture.key),
    {
      storage,
      log,
      batchSize,
      label: 'guy avatar icons',
      update: (icons) =>
        db.execute(sql`
          UPDATE ${guys} SET updated_at = ${guys.updatedAt}, avatar_variants = jsonb_build_object(
            'avatar', jsonb_build_object('key', ${guys.cloudinaryPublicId}, 'url', ${guys.cloudinarySecureUrl}),
            'icon', f.icon)
          FROM json_to_recordset(${JSON.stringify(icons)}::json) AS f(key text, icon jsonb)
          WHERE ${guys.cloudinaryPublicId} = f.key AND ${guys.avatarVariants} IS NULL`),
    },
  );
  await markFinished(db, GUY_AVATAR_ICONS_MIGRATION);
  return done;
}
