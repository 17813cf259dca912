import 'server-only';
import { eq } from 'drizzle-orm';
import { tell } from '@/features/due-process/decision-mail';
import { guyUserId, recordDeletion } from '@/features/due-process/decision-notices';
import { receiptMail } from '@/features/due-process/receipts';
import type { DeletionReason } from '@/features/due-process/reason-codes';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { unverifiedReferences } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';

/** The audit log keeps what it said; the guy who filed it gets a receipt (decision 037). */
export async function deleteUnverifiedReference(
  actor: Actor,
  referenceId: number,
  reason: DeletionReason,
): Promise<void> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const receipt = await db.transaction(async (tx) => {
    const [before] = await tx.delete(unverifiedReferences).where(eq(unverifiedReferences.id, referenceId)).returning({
      guyUserId: unverifiedReferences.guyUserId,
      girlUrl: unverifiedReferences.girlUrl,
      girlUsername: unverifiedReferences.girlUsername,
      email: unverifiedReferences.email,
    });
    if (!before) throw new AppError('not_found');
    return recordDeletion(
      tx,
      actor,
      { action: 'unverified-reference.delete', subjectTable: 'unverified_references', subjectId: referenceId, before },
      reason,
      {
        userId: await guyUserId(tx, before.guyUserId),
        kind: 'reference',
        role: 'reporter',
        subject: `Your reference for ${before.girlUsername ?? before.girlUrl ?? 'a girl'}`,
      },
    );
  });
  if (receipt.to) await tell(receipt.to, receiptMail(receipt.notice));
}
