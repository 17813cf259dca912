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

// A post's photo or video from a girl no moderator has approved yet waits under a private, random
// key like her pending photos (photo-files.ts): /media never serves it, GET
// /api/v1/posts/{id}/file serves it to her and to moderators, and the approval of her profile
// publishes it (content-addressed public key, then the private copy is deleted).

/** The URL a post's media is shown with: its /media URL once public, the authorised route while private. */
export function postMediaUrl(row: { id: number; storageKey: string | null; secureUrl: string | null }): string | null {
  if (!row.storageKey || !row.secureUrl) return row.secureUrl;
  return isPrivateKey(row.storageKey) ? `/api/v1/posts/${row.id}/file` : row.secureUrl;
}

/** A private post's file for its girl or a moderator; anyone else, and a public or missing one, gets the same 404. */
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

/** Her approval publishes every private post file she has; a failure is logged and retried by the next approval of hers. */
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
