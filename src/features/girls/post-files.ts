import 'server-only';
import { and, eq, like } from 'drizzle-orm';
import type { Actor } from '@/server/auth/actor-types';
import { scopeLevel, scopeOf } from '@/server/auth/scope';
import { getDb } from '@/server/db';
import { posts } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { deleteSavedImage } from '@/server/images';
import { logger } from '@/server/logger';
import { getStorage, isPrivateKey, type StoredObject } from '@/server/storage';
import { copyToPublic } from '@/server/storage/photo-files';

// An unapproved girl's post media waits under a private key like her pending photos.

export function postMediaUrl(row: { id: number; storageKey: string | null; secureUrl: string | null }): string | null {
  if (!row.storageKey || !row.secureUrl) return row.secureUrl;
  return isPrivateKey(row.storageKey) ? `/api/v1/posts/${row.id}/file` : row.secureUrl;
}

export async function readPrivatePostFile(actor: Actor, postId: number): Promise<StoredObject> {
  if (!scopeLevel(actor, 'post:write')) throw new AppError('not_found');
  const db = await getDb();
  const [post] = await db
    .select({ storageKey: posts.storageKey })
    .from(posts)
    .where(
      and(
        eq(posts.id, postId),
        like(posts.storageKey, 'private/%'),
        scopeOf(actor, 'post:write', { girlId: posts.girlId }),
      ),
    )
    .limit(1);
  if (!post?.storageKey) throw new AppError('not_found');
  const object = await getStorage().get(post.storageKey);
  if (!object) throw new AppError('not_found');
  return object;
}

/** A failure is logged and retried by her next approval. */
export async function publishPostFiles(girlId: number): Promise<void> {
  const db = await getDb();
  const storage = getStorage();
  const pending = await db
    .select({ id: posts.id, storageKey: posts.storageKey, variants: posts.variants })
    .from(posts)
    .where(and(eq(posts.girlId, girlId), like(posts.storageKey, 'private/%')));
  for (const post of pending) {
    try {
      const { old, published, primary } = await copyToPublic(
        { girlId, storageKey: post.storageKey!, variants: post.variants },
        storage,
      );
      if (!primary) continue;
      await db
        .update(posts)
        .set({ storageKey: primary.key, secureUrl: primary.url, variants: published })
        .where(and(eq(posts.id, post.id), eq(posts.storageKey, post.storageKey!)));
      await deleteSavedImage(old, storage);
    } catch (error) {
      logger.error({ err: error, postId: post.id }, 'A post’s file could not be made public yet');
    }
  }
}
