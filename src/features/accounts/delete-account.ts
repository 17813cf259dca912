import 'server-only';
import { eq } from 'drizzle-orm';
import { GUYS_CACHE_TAG } from '@/features/client-profiles/queries';
import { COMMENTS_CACHE_TAG } from '@/features/comments/queries';
import { revalidateGirlProfile } from '@/features/girls/cache';
import { syncGirlMediaVisibility } from '@/features/girls/media-visibility';
import { deleteGuyAvatarFiles, NO_GUY_AVATAR } from '@/features/guys/service';
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
 * records about and by the person outlive it (decision 028). A guy's picture is not one: its files
 * go. The account is banned for good (ACCOUNT_DELETED_BAN_REASON) and every session ends.
 */
export async function deleteMyAccount(actor: Actor, id: string): Promise<void> {
  requirePermission(actor, 'profile:delete:own');
  if (id !== actor.userId) throw new AppError('forbidden');
  const db = await getDb();
  const { hiddenGirls, picture } = await db.transaction(async (tx) => {
    const [picture] = await tx
      .select({ key: guys.cloudinaryPublicId, variants: guys.avatarVariants })
      .from(guys)
      .where(eq(guys.userId, actor.userId));
    await tx
      .update(guys)
      .set({ softDeleted: true, userShowProfile: false, ...NO_GUY_AVATAR })
      .where(eq(guys.userId, actor.userId));
    const hidden = await tx
      .update(girls)
      .set({ girlShowProfile: false })
      .where(eq(girls.userId, actor.userId))
      .returning({ id: girls.id });
    await tx
      .update(user)
      .set({ banned: true, banReason: ACCOUNT_DELETED_BAN_REASON, banExpires: null, image: null })
      .where(eq(user.id, actor.userId));
    await tx.delete(session).where(eq(session.userId, actor.userId));
    await leaveEveryQueue(
      tx,
      actor.userId,
      hidden.map((girl) => girl.id),
    );
    return { hiddenGirls: hidden, picture };
  });
  if (picture) await deleteGuyAvatarFiles(picture.key, picture.variants);
  for (const girl of hiddenGirls) {
    revalidateGirlProfile(girl.id);
    await syncGirlMediaVisibility(girl.id);
  }
  for (const tag of [GUYS_CACHE_TAG, COMMENTS_CACHE_TAG]) dropCacheTag(tag);
}
