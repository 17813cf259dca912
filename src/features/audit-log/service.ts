import 'server-only';
import type { Db, Tx } from '@/server/db';
import { auditLog } from '@/server/db/schema';

export interface AuditEntry {
  /** What was done, as `<subject>.<verb>`: 'girl.approve', 'girl-photo.reject', 'scammer.publish'. */
  action: string;
  /** The table of the record acted on, and its id. */
  subjectTable: string;
  subjectId: number | string;
  before?: object | null;
  after?: object | null;
  /** What the moderator typed (a reason, a comment). */
  reason?: string | null;
}

/**
 * The one writer of the audit log: every moderator action calls it in the same transaction as
 * the change it records, so a change and its log row are committed (or lost) together. A null
 * actor is an operator's command at the console (no account acted).
 */
export async function recordAudit(tx: Tx | Db, actor: { userId: string | null }, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: actor.userId,
    action: entry.action,
    targetTable: entry.subjectTable,
    targetId: String(entry.subjectId),
    before: (entry.before ?? null) as Record<string, unknown> | null,
    after: (entry.after ?? null) as Record<string, unknown> | null,
    reason: entry.reason?.trim() || null,
  });
}
