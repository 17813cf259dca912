import 'server-only';
import { recordAudit } from '@/features/audit-log/service';
import type { SignedInActor } from '@/server/auth/actor-types';
import type { Db, Tx } from '@/server/db';
import { isTimewasterModerator } from './access';

/** Every moderator change or deletion in the timewaster database is logged (who, what, when, before/after). */
export async function auditModerator(
  tx: Tx | Db,
  actor: SignedInActor,
  entry: {
    action: string;
    targetTable: string;
    targetId: number | string;
    before?: object | null;
    after?: object | null;
    reason?: string | null;
  },
): Promise<void> {
  if (!isTimewasterModerator(actor)) return;
  await recordAudit(tx, actor, {
    action: entry.action,
    subjectTable: entry.targetTable,
    subjectId: entry.targetId,
    before: entry.before,
    after: entry.after,
    reason: entry.reason,
  });
}
