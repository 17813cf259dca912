import 'server-only';
import { assertMayReport } from '@/features/reporting/suspensions';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '@/features/audit-log/service';
import { lockReporter, reportAlreadyWaiting } from '@/features/reporting/open-reports';
import { publicSessionGirlCondition } from '@/features/session-girls/queries';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { sessionGirlReports, sessionGirls } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { tell } from '@/features/due-process/decision-mail';
import { guyUserId, recordNoticeToTell, type Notice } from '@/features/due-process/decision-notices';
import { receiptMail } from '@/features/due-process/receipts';
import { auditReason, decidedCode } from '@/features/due-process/reason-codes';
import { decideHeldItem } from '@/features/moderation/decision-guard';
import { SESSION_GIRL_REPORT_MESSAGES, type SessionGirlReportDecision, type SessionGirlReportValues } from './schema';

// Waits in the queue until handled or deleted, audited with a reason code; the guy gets a receipt.

/** Only public session girls may be named. */
export async function reportSessionGirl(actor: Actor, values: SessionGirlReportValues): Promise<{ id: number }> {
  requirePermission(actor, 'session-girl:report');
  if (!actor.guyId) throw new AppError('forbidden');
  const db = await getDb();
  await assertMayReport(db, actor);
  const [girl] = await db
    .select({ id: sessionGirls.id })
    .from(sessionGirls)
    .where(and(publicSessionGirlCondition, eq(sql`lower(${sessionGirls.username})`, values.username.toLowerCase())))
    .limit(1);
  if (!girl)
    throw new AppError('unprocessable', SESSION_GIRL_REPORT_MESSAGES.notFound, {
      source: { pointer: '/data/attributes/username' },
    });
  const guyId = actor.guyId;
  return db.transaction(async (tx) => {
    // A partial unique index holds the same rule in the database.
    await lockReporter(tx, actor);
    const [waiting] = await tx
      .select({ id: sessionGirlReports.id })
      .from(sessionGirlReports)
      .where(
        and(
          eq(sessionGirlReports.guyUserId, guyId),
          eq(sessionGirlReports.sessionGirlId, girl.id),
          isNull(sessionGirlReports.handledAt),
        ),
      )
      .limit(1);
    if (waiting) throw reportAlreadyWaiting('girl', 'username');
    const [row] = await tx
      .insert(sessionGirlReports)
      .values({
        sessionGirlId: girl.id,
        guyUserId: guyId,
        category: values.category,
        comment: values.comment,
        reportingTermsVersion: values.reportingTermsVersion,
      })
      .returning({ id: sessionGirlReports.id });
    return row!;
  });
}

/** A report no longer waiting is a 404. */
export async function decideSessionGirlReport(
  actor: Actor,
  id: number,
  decision: SessionGirlReportDecision,
): Promise<void> {
  requirePermission(actor, 'admin:access');
  const accepted = decision.action === 'handled';
  const reasonCode = decidedCode(decision.reasonCode, accepted, 'session-girl-report');
  const reason = auditReason(reasonCode, decision.reason);
  const receipt = await decideHeldItem(
    'sessionGirlReports',
    id,
    decision.version,
    async (tx): Promise<{ to: string | null; notice: Notice }> => {
      const waiting = and(eq(sessionGirlReports.id, id), isNull(sessionGirlReports.handledAt));
      const [before] = await tx
        .select({
          sessionGirlId: sessionGirlReports.sessionGirlId,
          guyUserId: sessionGirlReports.guyUserId,
          category: sessionGirlReports.category,
          comment: sessionGirlReports.comment,
          handledAt: sessionGirlReports.handledAt,
          username: sessionGirls.username,
        })
        .from(sessionGirlReports)
        .innerJoin(sessionGirls, eq(sessionGirls.id, sessionGirlReports.sessionGirlId))
        .where(waiting)
        .limit(1);
      if (!before) throw new AppError('not_found');
      const notice: Notice = {
        kind: 'session-girl-report',
        role: 'reporter',
        subject: `Your report about ${before.username}`,
        accepted,
        reasonCode,
        reasonText: decision.reason,
      };
      const to = await recordNoticeToTell(tx, await guyUserId(tx, before.guyUserId), notice);
      if (decision.action === 'delete') {
        await tx.delete(sessionGirlReports).where(waiting);
        await recordAudit(tx, actor, {
          action: 'session-girl-report.delete',
          subjectTable: 'session_girl_reports',
          subjectId: id,
          before,
          after: { deleted: true, reasonCode },
          reason,
        });
        return { to, notice };
      }
      const [after] = await tx
        .update(sessionGirlReports)
        .set({ handledAt: new Date() })
        .where(waiting)
        .returning({ handledAt: sessionGirlReports.handledAt });
      await recordAudit(tx, actor, {
        action: 'session-girl-report.handled',
        subjectTable: 'session_girl_reports',
        subjectId: id,
        before: { handledAt: null },
        after: { handledAt: after!.handledAt!.toISOString(), reasonCode },
        reason,
      });
      return { to, notice };
    },
  );
  if (receipt.to) await tell(receipt.to, receiptMail(receipt.notice));
}
