import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { accountInGoodStanding } from '@/server/auth/account-state';
import { audienceOf, scopeOf } from '@/server/auth/scope';
import { getDb } from '@/server/db';
import { oncePerDatabase } from '@/server/db/once-per-database';
import { guys, user } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { moderatorGuyColumns, ownerGuyColumns, publicGuyColumns, toPrivateAttributes, toPublicAttributes } from './dto';

/**
 * A guy anyone may see (spec section 4 "Client profile visibility"): verified, shown by himself and
 * by the moderators, not deleted, and his account not banned. Needs `innerJoin(user, …)`.
 */
export const publicGuyCondition = and(
  eq(guys.softDeleted, false),
  eq(guys.adminShowProfile, true),
  eq(guys.userShowProfile, true),
  eq(user.emailVerified, true),
  // A banned (or deleted, which bans for good) guy answers like a missing one.
  accountInGoodStanding,
);

/**
 * GET /api/v1/guy-users/{userId}: the guy himself gets his full record, moderators everything,
 * anyone else (visitors included: the public client profile is public) only the public fields,
 * and only of a verified, visible, not deleted, not banned profile (spec section 4 "Client profile
 * visibility").
 */
export async function getGuyUser(actor: Actor, userId: string) {
  const db = await getDb();
  const audience = audienceOf(actor, 'guy-profile:read', { userId });
  if (audience === 'moderator') {
    const [row] = await db.select(moderatorGuyColumns).from(guys).where(eq(guys.userId, userId)).limit(1);
    if (!row) throw new AppError('not_found');
    return { audience, attributes: toPrivateAttributes(row) };
  }
  if (audience === 'owner') {
    const [row] = await db
      .select(ownerGuyColumns)
      .from(guys)
      .where(
        and(
          eq(guys.userId, userId),
          scopeOf(actor, 'guy-profile:read', { userId: guys.userId }),
          eq(guys.softDeleted, false),
        ),
      )
      .limit(1);
    if (!row) throw new AppError('not_found');
    return { audience, attributes: toPrivateAttributes(row) };
  }
  const [row] = await db
    .select(publicGuyColumns)
    .from(guys)
    .innerJoin(user, eq(user.id, guys.userId))
    .where(and(eq(guys.userId, userId), publicGuyCondition))
    .limit(1);
  if (!row) throw new AppError('not_found');
  return { audience, attributes: toPublicAttributes(row) };
}

/** The signed-in guy's own profile for /edit-profile-male and /guy/settings; null when he has none yet. */
export async function getOwnGuyProfile(actor: Actor) {
  requirePermission(actor, 'guy-profile:read:own');
  const db = await getDb();
  const [row] = await db
    .select(ownerGuyColumns)
    .from(guys)
    .where(and(eq(guys.userId, actor.userId), eq(guys.softDeleted, false)))
    .limit(1);
  return row ? toPrivateAttributes(row) : null;
}

export type OwnGuyProfile = NonNullable<Awaited<ReturnType<typeof getOwnGuyProfile>>>;

const ownGuySettings = oncePerDatabase((db) =>
  db
    .select({
      emailMeAboutNewGirlsInYourArea: ownerGuyColumns.emailMeAboutNewGirlsInYourArea,
      userShowProfile: ownerGuyColumns.userShowProfile,
    })
    .from(guys)
    .where(and(eq(guys.userId, sql.placeholder('userId')), eq(guys.softDeleted, false)))
    .limit(1)
    .prepare('own_guy_settings'),
);

/** His two preferences (the settings page): no contact read or opened (decision 049). */
export async function getOwnGuySettings(actor: Actor) {
  requirePermission(actor, 'guy-profile:read:own');
  const [row] = await ownGuySettings(await getDb()).execute({ userId: actor.userId });
  return row ?? null;
}
