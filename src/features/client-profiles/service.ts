import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Actor, SignedInActor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { accountInGoodStanding } from '@/server/auth/account-state';
import { getDb, type Tx } from '@/server/db';
import { girlsOnlyComments, guyReviews, guys, user } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { isEnabled } from '@/server/flags';
import { THUMB_UP, type GirlsOnlyCommentValues, type GuyReviewValues } from './schema';

// A vetted girl's review of a client and her girls-only comment; a guy not in good standing is a 404.

function writingGirl(actor: Actor): SignedInActor & { girlId: number } {
  requirePermission(actor, 'client-safety:write');
  if (actor.girlId === undefined) throw new AppError('forbidden');
  return actor as SignedInActor & { girlId: number };
}

/** Locks the guy's row for the write (one review per girl per guy stays one under races). */
async function lockGuy(tx: Tx, guyId: number): Promise<void> {
  const [row] = await tx
    .select({ id: guys.id })
    .from(guys)
    .innerJoin(user, eq(user.id, guys.userId))
    .where(and(eq(guys.id, guyId), eq(guys.softDeleted, false), accountInGoodStanding))
    .for('update', { of: guys })
    .limit(1);
  if (!row) throw new AppError('not_found');
}

/** POST /api/v1/guy-reviews (flag girl-reviews-guy): her review of him; a second one edits hers. */
export async function reviewClient(actor: Actor, values: GuyReviewValues): Promise<{ id: number; created: boolean }> {
  if (!isEnabled('girl-reviews-guy')) throw new AppError('not_found');
  const girl = writingGirl(actor);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockGuy(tx, values.guyId);
    const review = { comment: values.comment, vote: values.thumb === THUMB_UP };
    const [existing] = await tx
      .update(guyReviews)
      .set(review)
      .where(and(eq(guyReviews.girlId, girl.girlId), eq(guyReviews.guyUserId, values.guyId)))
      .returning({ id: guyReviews.id });
    if (existing) return { id: existing.id, created: false };
    const [inserted] = await tx
      .insert(guyReviews)
      .values({ ...review, girlId: girl.girlId, guyUserId: values.guyId })
      .returning({ id: guyReviews.id });
    return { id: inserted!.id, created: true };
  });
}

/** POST /api/v1/girls-only-comments: a comment on him that only vetted girls and moderators read. */
export async function commentOnClient(actor: Actor, values: GirlsOnlyCommentValues): Promise<{ id: number }> {
  const girl = writingGirl(actor);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockGuy(tx, values.guyId);
    const [row] = await tx
      .insert(girlsOnlyComments)
      .values({ girlId: girl.girlId, guyUserId: values.guyId, comment: values.comment })
      .returning({ id: girlsOnlyComments.id });
    return { id: row!.id };
  });
}
