import 'server-only';
import { eq } from 'drizzle-orm';
import { auditedDelete } from '@/features/audit-log/service';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { legacyFollowTravels } from '@/server/db/schema';

/** Delete legacy follow (spec §7): the subscriber gets no more travel e-mails from it. */
export async function deleteLegacyFollow(actor: Actor, followId: number): Promise<void> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  await db.transaction(async (tx) => {
    await auditedDelete(tx, actor, {
      table: legacyFollowTravels,
      where: eq(legacyFollowTravels.id, followId),
      subjectId: followId,
      columns: {
        identifier: legacyFollowTravels.identifier,
        legacyGirlId: legacyFollowTravels.legacyGirlId,
        sessionGirlId: legacyFollowTravels.sessionGirlId,
        username: legacyFollowTravels.username,
        followAllCities: legacyFollowTravels.followAllCities,
        email: legacyFollowTravels.email,
        cities: legacyFollowTravels.cities,
      },
      action: 'legacy-follow.delete',
    });
  });
}
