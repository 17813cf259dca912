import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { GUY_AVATAR_FOLDER } from '@/lib/guy-avatar-folder';
import { contentAddressedKey, getStorage, type Storage } from '@/server/storage';
import { guys, user } from '../schema';
import type { Db } from '../types';

// A guy's avatar used to be stored under avatars/guys/<his user id>/<sha256>.webp, and
// that public URL handed his account id to anyone (half of the forged e-mail-change takeover). This
// copies each such file into a random folder (what newGuyAvatarPrefix gives new uploads), points
// his guys row and his account's picture at it, and only then deletes the old file: the old URL
// stops working, since it is the leak. Nothing is lost if it stops half-way. Idempotent; runs after
// the SQL migrations (runMigrations).

export interface GuyAvatarKeysOptions {
  storage?: Storage;
  log?: (message: string) => void;
}

/** Returns how many avatars were moved. */
export async function moveGuyAvatarsOutOfUserIdFolders(
  db: Pick<Db, 'select' | 'update' | 'transaction'>,
  { storage = getStorage(), log = () => {} }: GuyAvatarKeysOptions = {},
): Promise<number> {
  const rows = await db
    .select({ id: guys.id, userId: guys.userId, key: guys.cloudinaryPublicId, url: guys.cloudinarySecureUrl })
    .from(guys)
    .where(sql`${guys.cloudinaryPublicId} like ${GUY_AVATAR_FOLDER} || '/' || ${guys.userId} || '/%'`);
  if (rows.length > 0) log(`moving ${rows.length} guy avatar(s) out of folders named by user id…`);
  let moved = 0;
  for (const row of rows) {
    const oldKey = row.key!;
    const object = await storage.get(oldKey);
    if (!object) continue; // a dangling key: nothing public to move
    const extension = /\.([A-Za-z0-9]+)$/.exec(oldKey)?.[1] ?? 'webp';
    const key = contentAddressedKey(`${GUY_AVATAR_FOLDER}/${randomBytes(16).toString('hex')}`, object.bytes, extension);
    await storage.put(key, object.bytes, object.contentType);
    const url = storage.url(key);
    await db.transaction(async (tx) => {
      await tx
        .update(guys)
        .set({
          cloudinaryPublicId: key,
          cloudinarySecureUrl: url,
          cloudinaryUrl: url,
          updatedAt: sql`${guys.updatedAt}`,
        })
        .where(and(eq(guys.id, row.id), eq(guys.cloudinaryPublicId, oldKey)));
      if (row.url)
        await tx
          .update(user)
          .set({ image: url })
          .where(and(eq(user.id, row.userId), eq(user.image, row.url)));
    });
    await storage.delete(oldKey);
    moved += 1;
  }
  return moved;
}
