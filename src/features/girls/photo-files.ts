import 'server-only';
import { and, eq, like } from 'drizzle-orm';
import type { Actor } from '@/server/auth/actor-types';
import { scopeLevel, scopeOf } from '@/server/auth/scope';
import { getDb } from '@/server/db';
import { girlPhotos, type ImageVariants } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { logger } from '@/server/logger';
import { getStorage, isPrivateKey, type Storage, type StoredObject } from '@/server/storage';
import { photoFileUrl, publishPhotoFiles as publishFiles } from '@/server/storage/photo-files';

// Photos waiting for a moderator live under private random keys; the file route serves them to her
// and moderators and answers everyone else like a missing photo.

export function photoUrls(row: { id: number; storageKey: string; secureUrl: string; variants: ImageVariants | null }): {
  secureUrl: string;
  thumbUrl: string;
} {
  if (!isPrivateKey(row.storageKey)) {
    return {
      secureUrl: row.secureUrl,
      thumbUrl: row.variants?.thumb?.url ?? row.variants?.avatar?.url ?? row.secureUrl,
    };
  }
  const thumb = row.variants?.thumb ? 'thumb' : row.variants?.avatar ? 'avatar' : undefined;
  return { secureUrl: photoFileUrl(row.id), thumbUrl: photoFileUrl(row.id, thumb) };
}

/** Anyone else, and any public or missing photo, gets the 404 of a missing one. */
export async function readPrivatePhotoFile(actor: Actor, photoId: number, variant?: string): Promise<StoredObject> {
  if (!scopeLevel(actor, 'girl-photo:write')) throw new AppError('not_found');
  const db = await getDb();
  const [photo] = await db
    .select({ storageKey: girlPhotos.storageKey, variants: girlPhotos.variants })
    .from(girlPhotos)
    .where(
      and(
        eq(girlPhotos.id, photoId),
        like(girlPhotos.storageKey, 'private/%'),
        scopeOf(actor, 'girl-photo:write', { girlId: girlPhotos.girlId }),
      ),
    )
    .limit(1);
  if (!photo) throw new AppError('not_found');
  const key = (variant && photo.variants?.[variant]?.key) || photo.storageKey;
  const object = await getStorage().get(key);
  if (!object) throw new AppError('not_found');
  return object;
}

export async function publishPhotoFiles(photoId: number): Promise<boolean> {
  return publishFiles(photoId, { db: await getDb() });
}

/** Private keys belong to one row, so nothing else can share them. A failure is logged, not thrown. */
export async function deletePrivateFiles(
  files: readonly { storageKey: string | null; variants: ImageVariants | null }[],
  storage: Storage = getStorage(),
): Promise<void> {
  for (const file of files) {
    if (!file.storageKey || !isPrivateKey(file.storageKey)) continue;
    const keys = Object.values(file.variants ?? { large: { key: file.storageKey, url: '' } }).map((v) => v.key);
    await Promise.all(keys.filter(isPrivateKey).map((key) => storage.delete(key))).catch((error: unknown) =>
      logger.error({ err: error }, 'A private file could not be removed'),
    );
  }
}
