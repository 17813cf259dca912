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

// Timeline posts (spec §3 Post; /profile-2/{userId} behind girl-post-on-timeline-or-profile).

/** A girl's post on her own profile (a moderator may post for any girl). */
export async function createPost(
  actor: Actor,
  girlId: number,
  input: { comment?: string | null; image64?: string | null },
): Promise<PostDto> {
  if (!isEnabled('girl-post-on-timeline-or-profile')) throw new AppError('not_found');
  const girl = await assertCanWriteGirl(actor, girlId, 'post:write');
  const post = PostSchema.parse(input);
  const db = await getDb();
  // Trusted with public posts: a girl a moderator has approved, or a moderator. Anyone else's media
  // stays private until her approval publishes it (post-files.ts), and her posts are on no public
  // page before (the profile is public only once approved).
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

/** Her posts, newest first, for the post page (owner or moderator, like writing). */
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

/** The post, pinned to her own posts unless the actor may act on any (someone else's answers like a missing one). */
function ownPost(actor: Actor, postId: number): SQL | undefined {
  return and(eq(posts.id, postId), scopeOf(actor, 'post:write', { girlId: posts.girlId }));
}

/** What the audit log keeps of a post: its text and where its file was. */
const auditedPostColumns = { ...postColumns, variants: posts.variants };

/** A moderator's change to a girl's post is audited; her own are not moderator actions. */
function isModeratorWrite(actor: Actor): actor is SignedInActor {
  return scopeLevel(actor, 'post:write') === 'any';
}

/** PATCH /api/v1/posts/{id}: her new comment (a moderator may correct any post, audited). */
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

/** DELETE /api/v1/posts/{id}: the post leaves her profile and its files leave the storage. */
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
  // After the commit: the post is gone whatever happens to its files (a failure is logged, not
  // shown). Content-addressed keys can be shared with a gallery photo or another post, which keep theirs.
  if (deleted.storageKey) {
    await deletePhotoFilesIfUnused({
      girlId: deleted.girlId,
      storageKey: deleted.storageKey,
      variants: deleted.variants ?? { large: { key: deleted.storageKey, url: deleted.secureUrl ?? '' } },
    }).catch((error: unknown) => logger.error({ err: error, postId }, 'A deleted post’s files could not be removed'));
  }
}
