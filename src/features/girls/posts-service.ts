import 'server-only';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { recordAudit } from '@/features/audit-log/service';
import type { Actor, SignedInActor } from '@/server/auth/actor-types';
import { getDb } from '@/server/db';
import { girls, posts } from '@/server/db/schema';
import { isEnabled } from '@/server/flags';
import { logger } from '@/server/logger';
import { AppError } from '@/server/http/app-error';
import { scopeLevel, scopeOf } from '@/server/auth/scope';
import { revalidateGirlProfile } from './cache';
import { postColumns, toPostDto, type PostDto } from './media-dto';
import { deletePhotoFilesIfUnused, saveMedia } from './photos-service';
import { POST_REQUIRED_MESSAGE, PostEditSchema, PostSchema, type PostEditInput } from './schema';
import { assertCanWriteGirl } from './service';

// Timeline posts (spec §3 Post).

export async function createPost(
  actor: Actor,
  girlId: number,
  input: { comment?: string | null; image64?: string | null },
): Promise<PostDto> {
  if (!isEnabled('girl-post-on-timeline-or-profile')) throw new AppError('not_found');
  const girl = await assertCanWriteGirl(actor, girlId, 'post:write');
  const post = PostSchema.parse(input);
  const db = await getDb();
  // Only an approved girl or a moderator posts public media; anyone else's waits for her approval.
  const [approved] = await db
    .select({ id: girls.id })
    .from(girls)
    .where(and(eq(girls.id, girl.id), eq(girls.profileApproved, true)))
    .limit(1);
  const trusted = scopeLevel(actor, 'post:write') === 'any' || approved !== undefined;
  const media = post.image64
    ? await saveMedia(post.image64, girl.id, { access: trusted ? 'public' : 'private' })
    : null;
  const [row] = await db
    .insert(posts)
    .values({
      girlId: girl.id,
      comment: post.comment,
      storageKey: media?.key ?? null,
      secureUrl: media?.url ?? null,
      variants: media?.variants ?? null,
      fileType: media?.type ?? null,
    })
    .returning(postColumns);
  if (trusted) revalidateGirlProfile(girl.id);
  return toPostDto(row!);
}

export async function listOwnPosts(actor: Actor, girlId: number): Promise<PostDto[]> {
  await assertCanWriteGirl(actor, girlId, 'post:write');
  const db = await getDb();
  const rows = await db
    .select(postColumns)
    .from(posts)
    .where(and(eq(posts.girlId, girlId), scopeOf(actor, 'post:write', { girlId: posts.girlId })))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(100);
  return rows.map(toPostDto);
}

/** Someone else's answers like a missing one. */
function ownPost(actor: Actor, postId: number): SQL | undefined {
  return and(eq(posts.id, postId), scopeOf(actor, 'post:write', { girlId: posts.girlId }));
}

const auditedPostColumns = { ...postColumns, variants: posts.variants };

/** Her own writes are not moderator actions. */
function isModeratorWrite(actor: Actor): actor is SignedInActor {
  return scopeLevel(actor, 'post:write') === 'any';
}

export async function updatePost(actor: Actor, postId: number, input: PostEditInput): Promise<PostDto> {
  if (!isEnabled('girl-post-on-timeline-or-profile')) throw new AppError('not_found');
  const where = ownPost(actor, postId);
  const { comment } = PostEditSchema.parse(input);
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    const [before] = await tx.select(auditedPostColumns).from(posts).where(where).limit(1).for('update');
    if (!before) throw new AppError('not_found');
    if (!comment && !before.storageKey)
      throw new AppError('validation', POST_REQUIRED_MESSAGE, { source: { pointer: '/data/attributes/comment' } });
    const [after] = await tx.update(posts).set({ comment }).where(where).returning(postColumns);
    if (!after) throw new AppError('not_found');
    if (isModeratorWrite(actor)) {
      await recordAudit(tx, actor, {
        action: 'post.update',
        subjectTable: 'posts',
        subjectId: postId,
        before: { comment: before.comment },
        after: { comment: after.comment },
      });
    }
    return after;
  });
  revalidateGirlProfile(updated.girlId);
  return toPostDto(updated);
}

export async function deletePost(actor: Actor, postId: number): Promise<void> {
  if (!isEnabled('girl-post-on-timeline-or-profile')) throw new AppError('not_found');
  const where = ownPost(actor, postId);
  const db = await getDb();
  const deleted = await db.transaction(async (tx) => {
    const [before] = await tx.delete(posts).where(where).returning(auditedPostColumns);
    if (!before) throw new AppError('not_found');
    if (isModeratorWrite(actor)) {
      await recordAudit(tx, actor, {
        action: 'post.delete',
        subjectTable: 'posts',
        subjectId: postId,
        before: {
          girlId: before.girlId,
          comment: before.comment,
          storageKey: before.storageKey,
          fileType: before.fileType,
          createdAt: before.createdAt,
        },
        after: null,
      });
    }
    return before;
  });
  revalidateGirlProfile(deleted.girlId);
  // After the commit; a failure is logged. Content-addressed keys may be shared and are kept then.
  if (deleted.storageKey) {
    await deletePhotoFilesIfUnused({
      girlId: deleted.girlId,
      storageKey: deleted.storageKey,
      variants: deleted.variants ?? { large: { key: deleted.storageKey, url: deleted.secureUrl ?? '' } },
    }).catch((error: unknown) => logger.error({ err: error, postId }, 'A deleted post’s files could not be removed'));
  }
}
