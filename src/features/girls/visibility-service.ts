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
 * The dashboard's Show Profile switch: sets girl_show_profile on the actor's own girl row.
 * Ownership is in the WHERE (scopeOf: her own girl id), so naming another girl's id changes nothing and is
 * answered 403; moderators hide profiles through admin_show_profile, not through this.
 * `publicChange`: whether a public page changes (she was or becomes public), so the caller drops
 * the public caches only then; a pending girl's switch, or setting what is already set, does not.
 * Counted with her other profile writes (PROFILE_WRITE_LIMIT).
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
  // Her pictures and share card leave /media while she is hidden, and come back (decision 045).
  await syncGirlMediaVisibility(girlId);
  return result;
}
