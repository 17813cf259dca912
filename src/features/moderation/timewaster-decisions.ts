import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '@/features/audit-log/service';
import { deleteTimewaster } from '@/features/timewasters/service';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb, type Tx } from '@/server/db';
import { girls, timewasters, user } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { holdItem, notDecidable } from './decision-guard';
import { tell } from './decision-mail';
import { recordNotice, type Notice } from './decision-notices';
import { receiptMail } from './receipts';
import { auditReason, decidedCode } from './reason-codes';
import type { TimewasterReportDecision } from './schema';

// The moderators' decision on a girl's waiting timewaster report: approved, it is shared with
// every vetted girl; rejected, it is deleted with its children. Either way it is audited with the
// reason code and the reporting girl gets a receipt (e-mail and dashboard entry).

export async function decideTimewasterReport(
  actor: Actor,
  id: number,
  decision: TimewasterReportDecision,
): Promise<void> {
  requirePermission(actor, 'admin:access');
  requirePermission(actor, 'timewaster:write:any');
  const db = await getDb();
  const [report] = await db
    .select({ name: timewasters.name, userId: girls.userId, email: user.email })
    .from(timewasters)
    .leftJoin(girls, eq(girls.id, timewasters.girlId))
    .leftJoin(user, eq(user.id, girls.userId))
    .where(and(eq(timewasters.id, id), eq(timewasters.approved, false)))
    .limit(1);
  if (!report) throw await notDecidable('timewasterReports', id);
  const reasonCode = decidedCode(decision.reasonCode, decision.approved, 'timewaster-report');
  const reason = auditReason(reasonCode, decision.reason);
  const notice: Notice = {
    kind: 'timewaster-report',
    role: 'reporter',
    subject: `Your timewaster report about ${report.name}`,
    accepted: decision.approved,
    reasonCode,
    reasonText: decision.reason,
  };
  const tellReporter = (tx: Tx) => recordNotice(tx, report.userId, notice);

  if (decision.approved) {
    await db.transaction(async (tx) => {
      await holdItem(tx, 'timewasterReports', id, decision.version);
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
    const deleted = await deleteTimewaster(actor, id, {
      after: { deleted: true, reasonCode },
      reason,
      guard: (tx) => holdItem(tx, 'timewasterReports', id, decision.version),
      inTransaction: tellReporter,
    });
    if (!deleted) throw await notDecidable('timewasterReports', id);
  }
  if (report.email) await tell(report.email, receiptMail(notice));
}
