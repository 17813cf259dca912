import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '@/features/audit-log/service';
import { isTimewasterModerator } from '@/features/timewasters/access';
import { deleteTimewaster, deleteTimewasterIn, removeTimewasterPhotos } from '@/features/timewasters/service';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb, type Tx } from '@/server/db';
import { girls, timewasters, user } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { decideHeldItem, notDecidable } from './decision-guard';
import { tell } from '@/features/due-process/decision-mail';
import { recordNotice, type Notice } from '@/features/due-process/decision-notices';
import { receiptMail } from '@/features/due-process/receipts';
import { auditReason, decidedCode, REASON_MESSAGES, type ReasonCodeId } from '@/features/due-process/reason-codes';
import type { DeletionReason } from '@/features/due-process/reason-codes';
import type { TimewasterReportDecision } from './schema';

// The moderators' decision on a girl's waiting timewaster report: approved, it is shared with
// every vetted girl; rejected, it is deleted with its children. Either way it is audited with the
// reason code and the reporting girl gets a receipt (e-mail and dashboard entry).

/** The entry's name and its reporting girl's account, if it is still in the state asked for. */
async function loadReport(id: number, state: 'waiting' | 'any') {
  const db = await getDb();
  const [report] = await db
    .select({ name: timewasters.name, userId: girls.userId, email: user.email })
    .from(timewasters)
    .leftJoin(girls, eq(girls.id, timewasters.girlId))
    .leftJoin(user, eq(user.id, girls.userId))
    .where(and(eq(timewasters.id, id), state === 'waiting' ? eq(timewasters.approved, false) : undefined))
    .limit(1);
  return report;
}

const reportNotice = (name: string, accepted: boolean, reasonCode: ReasonCodeId | null, reasonText?: string) =>
  ({
    kind: 'timewaster-report',
    role: 'reporter',
    subject: `Your timewaster report about ${name}`,
    accepted,
    reasonCode,
    reasonText,
  }) satisfies Notice;

export async function decideTimewasterReport(
  actor: Actor,
  id: number,
  decision: TimewasterReportDecision,
): Promise<void> {
  requirePermission(actor, 'admin:access');
  requirePermission(actor, 'timewaster:write:any');
  const report = await loadReport(id, 'waiting');
  if (!report) throw await notDecidable('timewasterReports', id);
  const reasonCode = decidedCode(decision.reasonCode, decision.approved, 'timewaster-report');
  const reason = auditReason(reasonCode, decision.reason);
  const notice = reportNotice(report.name, decision.approved, reasonCode, decision.reason);
  const tellReporter = (tx: Tx) => recordNotice(tx, report.userId, notice);

  if (decision.approved) {
    await decideHeldItem('timewasterReports', id, decision.version, async (tx) => {
      const [approved] = await tx
        .update(timewasters)
        // The approval starts the entry's expiry clock (docs/decisions/041).
        .set({ approved: true, lastConfirmedAt: sql`now()` })
        .where(and(eq(timewasters.id, id), eq(timewasters.approved, false)))
        .returning({ id: timewasters.id });
      if (!approved) throw new AppError('not_found');
      await recordAudit(tx, actor, {
        action: 'timewaster.approve',
        subjectTable: 'timewasters',
        subjectId: id,
        before: { approved: false },
        after: { approved: true, reasonCode },
        reason,
      });
      await tellReporter(tx);
    });
  } else {
    const photos = await decideHeldItem('timewasterReports', id, decision.version, async (tx) => {
      const removed = await deleteTimewasterIn(tx, actor, id, { after: { deleted: true, reasonCode }, reason });
      if (!removed) throw await notDecidable('timewasterReports', id, tx);
      await tellReporter(tx);
      return removed;
    });
    await removeTimewasterPhotos(photos);
  }
  if (report.email) await tell(report.email, receiptMail(notice));
}

/**
 * PATCH /api/v1/timewasters/{id} with `approved: true` from a moderator (the spec's editing screen):
 * on a waiting report it is the queue's approval, with its code ("verified"), audit row and the
 * reporting girl's receipt. On an entry already approved (or gone) it does nothing.
 */
export async function approveWaitingReport(actor: Actor, id: number): Promise<void> {
  if (!(await loadReport(id, 'waiting'))) return;
  await decideTimewasterReport(actor, id, { approved: true });
}

/**
 * DELETE /api/v1/timewasters/{id}: a girl deletes her own report; a moderator deleting anyone
 * else's entry, waiting or live, is a decision about it (decision 037): it needs a reason code
 * (?reasonCode=…, a 400 naming the parameter without one), is audited with it, and the reporting
 * girl is told on her dashboard and by e-mail, never by whom. Answers false when nothing was deleted.
 */
export async function deleteTimewasterEntry(actor: Actor, id: number, query: Partial<DeletionReason>) {
  if (!isTimewasterModerator(actor)) return deleteTimewaster(actor, id);
  const report = await loadReport(id, 'any');
  if (!report) return false;
  if (actor.kind !== 'visitor' && report.userId === actor.userId) return deleteTimewaster(actor, id);
  if (!query.reasonCode)
    throw new AppError('bad_request', REASON_MESSAGES.required, { source: { parameter: 'reasonCode' } });
  const notice = reportNotice(report.name, false, query.reasonCode, query.reason);
  const db = await getDb();
  const photos = await db.transaction(async (tx) => {
    const removed = await deleteTimewasterIn(tx, actor, id, {
      after: { deleted: true, reasonCode: query.reasonCode },
      reason: auditReason(query.reasonCode, query.reason),
    });
    if (removed) await recordNotice(tx, report.userId, notice);
    return removed;
  });
  const deleted = photos !== null;
  if (photos) await removeTimewasterPhotos(photos);
  if (deleted && report.email) await tell(report.email, receiptMail(notice));
  return deleted;
}
