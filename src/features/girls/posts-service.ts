import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Actor } from '@/server/auth/actor-types';
import { getDb } from '@/server/db';
import { girls, posts } from '@/server/db/schema';
import { isEnabled } from '@/server/flags';
import { AppError } from '@/server/http/app-error';
import { scopeLevel, scopeOf } from '@/server/auth/scope';
import { revalidateGirlProfile } from './cache';
import { postColumns, toPostDto, type PostDto } from './dto';
import { saveMedia } from './photos-service';
import { PostSchema } from './schema';
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
