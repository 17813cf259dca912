import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { girlCacheTag } from '@/features/girls/cache';
import { profileHref } from '@/features/girls/profile-href';
import { listableGirlCondition } from '@/features/girls/queries';
import type { Actor } from '@/server/auth/actor-types';
import { can, requirePermission } from '@/server/auth/permissions';
import { dropCachePath, dropCacheTag } from '@/server/cache';
import { getDb, type Db, type Tx } from '@/server/db';
import { bookings, girlReviews, girls, unverifiedReferences, user } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { REVIEWS_CACHE_TAG } from './queries';
import { GIRL_REVIEW_MESSAGES, type GirlReviewValues, type ReviewEligibility } from './schema';

// A guy may review a girl he had a session with, as she confirmed it (decision 020); a girl who is
// not public is a 404. One review per guy per girl: a second one edits his.

/** Whether this guy had a session with her, as she confirmed it (one SQL condition). */
function hadSession(girlId: number, guyId: number) {
  return sql<boolean>`(exists (select 1 from ${bookings} where ${bookings.girlId} = ${girlId} and ${bookings.guyId} = ${guyId} and ${bookings.girlStatus} = 'complete')
    or exists (select 1 from ${unverifiedReferences} where ${unverifiedReferences.girlId} = ${girlId} and ${unverifiedReferences.guyUserId} = ${guyId} and ${unverifiedReferences.status} = 'confirmed'))`;
}

/** The public girl's stage name and whether this guy may review her, or null when she is not public. */
async function reviewTarget(db: Db | Tx, girlId: number, guyId: number | null, lock = false) {
  const query = db
    .select({
      stageName: girls.stageName,
      eligible: guyId === null ? sql<boolean>`false` : hadSession(girlId, guyId),
    })
    .from(girls)
    .leftJoin(user, eq(user.id, girls.userId))
    .where(and(eq(girls.id, girlId), listableGirlCondition))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: girls }) : await query;
  return row ?? null;
}

/** GET /api/v1/girl/{girlId}/reviews/eligibility: for the form island on her profile. */
export async function reviewEligibility(actor: Actor, girlId: number): Promise<ReviewEligibility> {
  const db = await getDb();
  const guyId = actor.kind !== 'visitor' && can(actor, 'girl-review:write') ? (actor.guyId ?? null) : null;
  const target = await reviewTarget(db, girlId, guyId);
  if (!target) throw new AppError('not_found');
  const signedIn = actor.kind !== 'visitor';
  if (guyId === null) return { canReview: false, signedIn, reason: null, ownReview: null };
  if (!target.eligible)
    return { canReview: false, signedIn, reason: GIRL_REVIEW_MESSAGES.notEligible, ownReview: null };
  const [own] = await db
    .select({ content: girlReviews.content, publishedAt: girlReviews.publishedAt })
    .from(girlReviews)
    .where(and(eq(girlReviews.girlId, girlId), eq(girlReviews.guyUserId, guyId)))
    .limit(1);
  const ownReview = own ? { content: own.content, publishedAt: own.publishedAt.toISOString() } : null;
  return { canReview: true, signedIn, reason: null, ownReview };
}

export interface PostedGirlReview {
  id: number;
  content: string;
  publishedAt: string;
  created: boolean;
}

/** POST /api/v1/girl/{girlId}/reviews: his review of her; a second one edits his. */
export async function postGirlReview(
  actor: Actor,
  girlId: number,
  values: GirlReviewValues,
): Promise<PostedGirlReview> {
  requirePermission(actor, 'girl-review:write');
  // A guy account without its guys row (sign-up not finished) has no one to write as.
  if (!actor.guyId) throw new AppError('forbidden');
  const guyId = actor.guyId;
  const db = await getDb();
  const { review, stageName } = await db.transaction(async (tx) => {
    // Her row locked: one review per guy per girl stays one under races.
    const target = await reviewTarget(tx, girlId, guyId, true);
    if (!target) throw new AppError('not_found');
    if (!target.eligible) throw new AppError('forbidden', GIRL_REVIEW_MESSAGES.notEligible);
    const columns = { id: girlReviews.id, content: girlReviews.content, publishedAt: girlReviews.publishedAt };
    const [edited] = await tx
      .update(girlReviews)
      .set({ content: values.content })
      .where(and(eq(girlReviews.girlId, girlId), eq(girlReviews.guyUserId, guyId)))
      .returning(columns);
    if (edited) return { review: { ...edited, created: false }, stageName: target.stageName };
    const [inserted] = await tx
      .insert(girlReviews)
      .values({ girlId, guyUserId: guyId, content: values.content })
      .returning(columns);
    return { review: { ...inserted!, created: true }, stageName: target.stageName };
  });
  // Her profile and her review page show the reviews: both are cached for everyone.
  dropCacheTag(girlCacheTag(girlId));
  dropCacheTag(REVIEWS_CACHE_TAG);
  if (stageName) {
    dropCachePath(profileHref(stageName));
    dropCachePath(`/review/${encodeURIComponent(stageName)}`);
  }
  return { ...review, publishedAt: review.publishedAt.toISOString() };
}
