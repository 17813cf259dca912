import 'server-only';
import { eq } from 'drizzle-orm';
import { recordAudit } from '@/features/audit-log/service';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { unverifiedReferences } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';

/** AdminDeleteUnverifiedReference: the row goes; the audit log keeps what it said. */
export async function deleteUnverifiedReference(actor: Actor, referenceId: number): Promise<void> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(unverifiedReferences).where(eq(unverifiedReferences.id, referenceId)).returning({
      guyUserId: unverifiedReferences.guyUserId,
      girlUrl: unverifiedReferences.girlUrl,
      girlUsername: unverifiedReferences.girlUsername,
      email: unverifiedReferences.email,
    });
    if (!before) throw new AppError('not_found');
    await recordAudit(tx, actor, {
      action: 'unverified-reference.delete',
      subjectTable: 'unverified_references',
      subjectId: referenceId,
      before,
      after: null,
    });
  });
}
