import 'server-only';
import { eq, not, like } from 'drizzle-orm';
import { privateKey } from '@/server/images';
import { getStorage, type Storage } from '@/server/storage';
import { timewasterPhotos, type ImageVariants } from '../schema';
import type { Db } from '../types';

// Timewaster photos used to be stored under public, content-addressed keys
// (photos/timewasters/<id>/<sha256>.webp) that /media served to anyone. This moves every such file
// to a private, random key and rewrites its row; the old public file is deleted only after its
// copy is stored and the row points at it, so nothing is lost if it stops half-way. Idempotent:
// rows already under private/ are left alone. Runs after the SQL migrations (runMigrations).

const OLD_PREFIX = 'photos/timewasters/';

export interface MovePhotosOptions {
  storage?: Storage;
  /** The new key for a file; the seed passes a deterministic one so two seeds give equal rows. */
  newKey?: (prefix: string, extension: string) => string;
  log?: (message: string) => void;
}

function extensionOf(key: string): string {
  return /\.([A-Za-z0-9]+)$/.exec(key)?.[1] ?? 'webp';
}

/** Returns how many photos were moved. */
export async function makeTimewasterPhotosPrivate(
  db: Pick<Db, 'select' | 'update'>,
  { storage = getStorage(), newKey = privateKey, log = () => {} }: MovePhotosOptions = {},
): Promise<number> {
  const rows = await db
    .select({
      id: timewasterPhotos.id,
      timewasterId: timewasterPhotos.timewasterId,
      storageKey: timewasterPhotos.storageKey,
      variants: timewasterPhotos.variants,
    })
    .from(timewasterPhotos)
    .where(not(like(timewasterPhotos.storageKey, 'private/%')));
  if (rows.length === 0) return 0;
  log(`moving ${rows.length} timewaster photo(s) to private storage…`);
  let missing = 0;
  for (const [index, row] of rows.entries()) {
    const old: ImageVariants = row.variants ?? { large: { key: row.storageKey, url: '' } };
    const moved: ImageVariants = {};
    for (const [name, variant] of Object.entries(old)) {
      const object = await storage.get(variant.key);
      if (!object) {
        missing += 1;
        continue;
      }
      const key = newKey(`timewasters/${row.timewasterId}`, extensionOf(variant.key));
      await storage.put(key, object.bytes, object.contentType);
      moved[name] = { ...variant, key, url: storage.url(key) };
    }
    const primary = moved.large ?? Object.values(moved)[0];
    const primaryKey = primary?.key ?? newKey(`timewasters/${row.timewasterId}`, 'webp');
    await db
      .update(timewasterPhotos)
      .set({ storageKey: primaryKey, secureUrl: primary?.url ?? storage.url(primaryKey), variants: moved })
      .where(eq(timewasterPhotos.id, row.id));
    // Only files that belonged to this feature's old folder: shared seed pictures stay.
    for (const variant of Object.values(old)) if (variant.key.startsWith(OLD_PREFIX)) await storage.delete(variant.key);
    if ((index + 1) % 100 === 0) log(`  ${index + 1}/${rows.length}`);
  }
  log(`moved ${rows.length} timewaster photo(s)${missing ? `; ${missing} file(s) were already missing` : ''}`);
  return rows.length;
}
