import 'server-only';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { unstable_cache } from 'next/cache';
import { girlCacheTag } from '@/features/girls/cache';
import { girlCardColumns, publicPictureUrl, toGirlCard } from '@/features/girls/card';
import { GIRLS_CACHE_TAG, listableGirlCondition } from '@/features/girls/queries';
import { getDb } from '@/server/db';
import { guyIcon } from '@/server/auth/account-state';
import { forumReviews, girlReviews, girls, guys, user } from '@/server/db/schema';
import { wasEdited, type ForumReviewLink, type GirlReview, type ReviewGirl, type ReviewGirlDetail } from './types';
import { parseRecordId } from '@/lib/route-params';

/** Tag that forum-review and girl-review writes revalidate; admin cache type 'reviews'. */
export const REVIEWS_CACHE_TAG = 'reviews';

/** Spec §4 classification "review": she has forum reviews, is active and not trans; and she is listable. */
export const publicReviewGirlCondition = and(
  eq(girls.active, true),
  eq(girls.trans, false),
  listableGirlCondition,
  sql`exists (select 1 from ${forumReviews} where ${forumReviews.girlId} = ${girls.id})`,
);

/** A girl of the /reviews list, or one guys have reviewed on the site. */
const reviewPageCondition = or(
  publicReviewGirlCondition,
  and(listableGirlCondition, sql`exists (select 1 from ${girlReviews} where ${girlReviews.girlId} = ${girls.id})`),
);

async function forumReviewsOf(girlIds: number[]): Promise<Map<number, ForumReviewLink[]>> {
  const byGirl = new Map<number, ForumReviewLink[]>();
  if (girlIds.length === 0) return byGirl;
  const db = await getDb();
  const rows = await db
    .select({
      id: forumReviews.id,
      girlId: forumReviews.girlId,
      url: forumReviews.reviewUrl,
      title: forumReviews.deprecatedPageTitle,
      createdAt: forumReviews.createdAt,
    })
    .from(forumReviews)
    .where(inArray(forumReviews.girlId, girlIds))
    .orderBy(desc(forumReviews.createdAt), desc(forumReviews.id));
  for (const row of rows) {
    // Only web links become anchors: a stored javascript: URL must never reach an href.
    if (!/^https?:\/\//i.test(row.url)) continue;
    const list = byGirl.get(row.girlId) ?? [];
    list.push({
      id: row.id,
      url: row.url,
      title: row.title?.trim() || row.url,
      createdAt: row.createdAt.toISOString(),
    });
    byGirl.set(row.girlId, list);
  }
  return byGirl;
}

/** /reviews: every girl with forum reviews, the most recently reviewed first. */
export async function listReviewGirls(): Promise<ReviewGirl[]> {
  const db = await getDb();
  const latest = sql<Date>`(select max(${forumReviews.createdAt}) from ${forumReviews} where ${forumReviews.girlId} = ${girls.id})`;
  const rows = await db
    .select(girlCardColumns)
    .from(girls)
    .leftJoin(user, eq(user.id, girls.userId))
    .where(publicReviewGirlCondition)
    .orderBy(desc(latest), desc(girls.id));
  const reviews = await forumReviewsOf(rows.map((r) => r.id));
  return rows.flatMap((row) => {
    const card = toGirlCard(row);
    return card ? [{ ...card, forumReviews: reviews.get(row.id) ?? [] }] : [];
  });
}

/** /review/{stage_name}: synopsis, review text and forum links (case-insensitive name). */
export async function getReviewGirlByStageName(stageName: string): Promise<ReviewGirlDetail | null> {
  const db = await getDb();
  const [row] = await db
    .select({ ...girlCardColumns, synopsis: girls.synopsis, review: girls.review })
    .from(girls)
    .leftJoin(user, eq(user.id, girls.userId))
    .where(and(reviewPageCondition, eq(sql`lower(${girls.stageName})`, stageName.toLowerCase())))
    .limit(1);
  const card = row ? toGirlCard(row) : null;
  if (!row || !card) return null;
  const reviews = await forumReviewsOf([row.id]);
  return { ...card, synopsis: row.synopsis, review: row.review, forumReviews: reviews.get(row.id) ?? [] };
}

/** Stage names of the review pages, for the sitemap. */
export async function listReviewStageNames(): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ stageName: girls.stageName })
    .from(girls)
    .leftJoin(user, eq(user.id, girls.userId))
    .where(publicReviewGirlCondition);
  return rows.flatMap((r) => (r.stageName ? [r.stageName] : []));
}

const authorUser = alias(user, 'author_user');
export const UNKNOWN_AUTHOR = 'Unknown/Banned User';

/** Null when she is not public; a gone or hidden author is 'Unknown/Banned User' (spec §8). */
export async function listGirlReviews(girlId: number): Promise<GirlReview[] | null> {
  if (parseRecordId(girlId) === null) return null;
  const db = await getDb();
  const [girl] = await db
    .select({ id: girls.id })
    .from(girls)
    .leftJoin(user, eq(user.id, girls.userId))
    .where(and(eq(girls.id, girlId), listableGirlCondition))
    .limit(1);
  if (!girl) return null;
  const authorVisible = and(
    eq(guys.adminShowProfile, true),
    eq(guys.softDeleted, false),
    or(isNull(authorUser.banned), eq(authorUser.banned, false)),
  );
  const rows = await db
    .select({
      id: girlReviews.id,
      content: girlReviews.content,
      publishedAt: girlReviews.publishedAt,
      updatedAt: girlReviews.updatedAt,
      username: guys.username,
      avatar: guyIcon,
      visible: sql<boolean>`coalesce(${authorVisible}, false)`,
    })
    .from(girlReviews)
    .leftJoin(guys, eq(guys.id, girlReviews.guyUserId))
    .leftJoin(authorUser, eq(authorUser.id, guys.userId))
    .where(eq(girlReviews.girlId, girlId))
    .orderBy(desc(girlReviews.publishedAt), desc(girlReviews.id));
  return rows.map((row) => ({
    id: row.id,
    content: row.content,
    publishedAt: row.publishedAt.toISOString(),
    editedAt: wasEdited(row.publishedAt, row.updatedAt) ? row.updatedAt.toISOString() : null,
    author:
      row.visible && row.username
        ? { name: row.username, avatar: publicPictureUrl(row.avatar) }
        : { name: UNKNOWN_AUTHOR, avatar: null },
  }));
}

// 'girls' too: the reviews pages list girls by their public rows (a hidden or renamed girl: every
// girl write drops 'girls').
const CACHE = { tags: [REVIEWS_CACHE_TAG, GIRLS_CACHE_TAG], revalidate: 300 };

/** Her guys' reviews for her profile and review page: the same for every viewer, cached per girl. */
export function getGirlReviewsCached(girlId: number): Promise<GirlReview[] | null> {
  return unstable_cache(() => listGirlReviews(girlId), ['girl-reviews', String(girlId)], {
    tags: [REVIEWS_CACHE_TAG, girlCacheTag(girlId)],
    revalidate: 300,
  })();
}
export const listReviewGirlsCached = unstable_cache(listReviewGirls, ['reviews:girls'], CACHE);
export const getReviewGirlByStageNameCached = unstable_cache(
  getReviewGirlByStageName,
  ['reviews:by-stage-name'],
  CACHE,
);
