import 'server-only';
import { eq } from 'drizzle-orm';
import { GUYS_CACHE_TAG } from '@/features/client-profiles/queries';
import { COMMENTS_CACHE_TAG } from '@/features/comments/queries';
import { revalidateGirlProfile } from '@/features/girls/cache';
import { syncGirlMediaVisibility } from '@/features/girls/media-visibility';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { dropCacheTag } from '@/server/cache';
import { getDb } from '@/server/db';
import { girls, guys, session, user } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { leaveEveryQueue } from '@/features/moderation/leave-queues';
import { ACCOUNT_DELETED_BAN_REASON } from '@/server/auth/constants';

/**
 * Spec §4 "Account deletion": one's own account only. The profile is hidden, not removed: safety
 * records about and by the person outlive it (decision 028). The account is banned for good
 * (ACCOUNT_DELETED_BAN_REASON) and every session ends.
 */
export async function deleteMyAccount(actor: Actor, id: string): Promise<void> {
  requirePermission(actor, 'profile:delete:own');
  if (id !== actor.userId) throw new AppError('forbidden');
  const db = await getDb();
  const hiddenGirls = await db.transaction(async (tx) => {
    await tx.update(guys).set({ softDeleted: true, userShowProfile: false }).where(eq(guys.userId, actor.userId));
    const hidden = await tx
      .update(girls)
      .set({ girlShowProfile: false })
      .where(eq(girls.userId, actor.userId))
      .returning({ id: girls.id });
    await tx
      .update(user)
      .set({ banned: true, banReason: ACCOUNT_DELETED_BAN_REASON, banExpires: null })
      .where(eq(user.id, actor.userId));
    await tx.delete(session).where(eq(session.userId, actor.userId));
    await leaveEveryQueue(
      tx,
      actor.userId,
      hidden.map((girl) => girl.id),
    );
    return hidden;
  });
  for (const girl of hiddenGirls) {
    revalidateGirlProfile(girl.id);
    await syncGirlMediaVisibility(girl.id);
  }
  for (const tag of [GUYS_CACHE_TAG, COMMENTS_CACHE_TAG]) dropCacheTag(tag);
}
