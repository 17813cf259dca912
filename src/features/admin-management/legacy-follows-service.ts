import 'server-only';
import { eq } from 'drizzle-orm';
import { recordAudit } from '@/features/audit-log/service';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { legacyFollowTravels } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';

/** Delete legacy follow (spec §7): the subscriber gets no more travel e-mails from it. */
export async function deleteLegacyFollow(actor: Actor, followId: number): Promise<void> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(legacyFollowTravels).where(eq(legacyFollowTravels.id, followId)).returning({
      identifier: legacyFollowTravels.identifier,
      legacyGirlId: legacyFollowTravels.legacyGirlId,
      sessionGirlId: legacyFollowTravels.sessionGirlId,
      username: legacyFollowTravels.username,
      followAllCities: legacyFollowTravels.followAllCities,
      email: legacyFollowTravels.email,
      cities: legacyFollowTravels.cities,
    });
    if (!before) throw new AppError('not_found');
    await recordAudit(tx, actor, {
      action: 'legacy-follow.delete',
      subjectTable: 'legacy_follow_travels',
      subjectId: followId,
      before,
      after: null,
    });
  });
}
