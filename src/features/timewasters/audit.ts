import 'server-only';
import { recordAudit } from '@/features/audit-log/service';
import type { SignedInActor } from '@/server/auth/actor-types';
import type { Db, Tx } from '@/server/db';

/**
 * Every write on the timewaster list is logged, whoever makes it – a girl's report, edit, contact,
 * photo, comment, vote or confirmation as much as a moderator's change (who, what, when,
 * before/after): a girl who bends an entry leaves a trace a moderator can read.
 */
export async function auditTimewasterWrite(
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
  await recordAudit(tx, actor, {
    action: entry.action,
    subjectTable: entry.targetTable,
    subjectId: entry.targetId,
    before: entry.before,
    after: entry.after,
    reason: entry.reason,
  });
}
