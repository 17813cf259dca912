import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { scopeOf } from '@/server/auth/scope';
import type { Actor } from '@/server/auth/actor-types';
import { getDb } from '@/server/db';
import { girls } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { enforceRateLimit } from '@/server/http/rate-limit';
import { syncGirlMediaVisibility } from './media-visibility';
import { publicGirlCondition } from './queries';
import { profileWriteLimiter, profileWriteRateLimitKey } from './service';

const isPublic = sql<boolean>`coalesce(${publicGirlCondition}, false)`;

/**
 * Ownership is in the WHERE, so another girl's id is a 403; moderators use admin_show_profile.
 * `publicChange` tells the caller whether to drop the public caches.
 */
export async function setGirlVisibility(
  actor: Actor,
  girlId: number,
  visible: boolean,
): Promise<{ girlId: number; visible: boolean; publicChange: boolean }> {
  const own = scopeOf(actor, 'girl-visibility:write', { girlId: girls.id });
  const limitKey = profileWriteRateLimitKey(actor);
  if (limitKey) await enforceRateLimit(profileWriteLimiter, limitKey);
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ visible: girls.girlShowProfile, isPublic })
      .from(girls)
      .where(and(eq(girls.id, girlId), own))
      .for('update')
      .limit(1);
    if (!before) throw new AppError('forbidden');
    if (before.visible === visible) return { girlId, visible, publicChange: false };
    await tx
      .update(girls)
      .set({ girlShowProfile: visible })
      .where(and(eq(girls.id, girlId), own));
    const [after] = await tx.select({ isPublic }).from(girls).where(eq(girls.id, girlId));
    return { girlId, visible, publicChange: before.isPublic || after?.isPublic === true };
  });
  // Decision 045.
  await syncGirlMediaVisibility(girlId);
  return result;
}
