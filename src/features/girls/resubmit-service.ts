import 'server-only';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '@/features/audit-log/service';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { girls } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { enforceRateLimit } from '@/server/http/rate-limit';
import { profileWriteLimiter, profileWriteRateLimitKey } from './service';

/**
 * Decision 028: her own rejected profile goes back to the queue; anything else is the 404 of a
 * missing record. Audited.
 */
export async function resubmitGirlProfile(actor: Actor, girlId: number): Promise<void> {
  requirePermission(actor, 'girl-profile:write:own');
  const limitKey = profileWriteRateLimitKey(actor);
  if (limitKey) await enforceRateLimit(profileWriteLimiter, limitKey);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(girls)
      .set({ profileApproved: null })
      .where(and(eq(girls.id, girlId), eq(girls.userId, actor.userId), eq(girls.profileApproved, false)))
      .returning({ id: girls.id });
    if (!row) throw new AppError('not_found');
    await recordAudit(tx, actor, {
      action: 'girl.resubmit',
      subjectTable: 'girls',
      subjectId: girlId,
      before: { profileApproved: false },
      after: { profileApproved: null },
    });
  });
}
