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
 * DELETE /api/v1/my-profiles/{id} (spec section 4 "Account deletion"), for guys and girls alike:
 * only one's own account, moderators included (they have the admin pages for others).
 *
 * The profile is hidden rather than removed (a guy's guys.soft_deleted, a girl's Show Profile off),
 * because the safety records about and by the person must outlive the account: girls' reviews,
 * girls-only comments and bookings about a guy; the timewaster reports, comments and photos a girl
 * filed (their girl_id would only be set null by a removal; decision 028). The account is closed
 * for good: banned without end with ACCOUNT_DELETED_BAN_REASON (Better Auth refuses every sign-in,
 * a password reset cannot revive it, and the sign-in says the account was deleted) and every
 * session is ended.
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
    // Gone from the moderators' queues too: her pending profile and photos, her open appeals, claims.
    await leaveEveryQueue(
      tx,
      actor.userId,
      hidden.map((girl) => girl.id),
    );
    return hidden;
  });
  // Gone from every cached page: his client profile, her profile and the lists, the name on comments.
  for (const girl of hiddenGirls) {
    revalidateGirlProfile(girl.id);
    // Her pictures and share card leave /media (decision 045).
    await syncGirlMediaVisibility(girl.id);
  }
  for (const tag of [GUYS_CACHE_TAG, COMMENTS_CACHE_TAG]) dropCacheTag(tag);
}
