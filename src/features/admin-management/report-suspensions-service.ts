import 'server-only';
import { eq } from 'drizzle-orm';
import { recordAudit } from '@/features/audit-log/service';
import { tell } from '@/features/due-process/decision-mail';
import { recordNoticeToTell, refusalNotice } from '@/features/due-process/decision-notices';
import { auditReason } from '@/features/due-process/reason-codes';
import { subjectNoticeMail } from '@/features/due-process/receipts';
import { reportSuspensionOf, type ReportSuspension } from '@/features/reporting/suspensions';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb, type Tx } from '@/server/db';
import { girls, guys, reportSuspensions } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import type { ReportSuspensionBody } from './schema';

// Suspending a right to report (decision 042) works like a ban: audited, noticed, mailed.

export type SuspensionTarget = 'girls' | 'guys';

/** The account of the girl or guy, or 404 (a record without an account cannot report either). */
async function accountOf(tx: Tx, target: SuspensionTarget, id: number): Promise<string> {
  const table = target === 'girls' ? girls : guys;
  const [row] = await tx.select({ userId: table.userId }).from(table).where(eq(table.id, id)).limit(1);
  if (!row?.userId) throw new AppError('not_found');
  return row.userId;
}

function auditState(suspension: ReportSuspension | null) {
  return suspension
    ? { reportSuspended: true, reasonCode: suspension.reasonCode, reason: suspension.reason }
    : { reportSuspended: false };
}

export async function suspendReporting(
  actor: Actor,
  target: SuspensionTarget,
  id: number,
  body: ReportSuspensionBody,
): Promise<void> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const told = await db.transaction(async (tx) => {
    const userId = await accountOf(tx, target, id);
    const before = await reportSuspensionOf(tx, userId);
    const values = { reasonCode: body.reasonCode!, reason: body.reason || null, suspendedByUserId: actor.userId };
    await tx
      .insert(reportSuspensions)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: reportSuspensions.userId, set: { ...values, createdAt: new Date() } });
    await recordAudit(tx, actor, {
      action: `${target === 'girls' ? 'girl' : 'guy'}.report-suspend`,
      subjectTable: target,
      subjectId: id,
      before: auditState(before),
      after: { reportSuspended: true, reasonCode: values.reasonCode, reason: values.reason },
      reason: auditReason(body.reasonCode, body.reason),
    });
    const notice = refusalNotice('report-suspension', 'subject', 'Your right to report', values);
    return { to: await recordNoticeToTell(tx, userId, notice), notice };
  });
  if (told.to) await tell(told.to, subjectNoticeMail(told.notice, { accepted: 'kept', refused: 'suspended' }));
}

/** Lifts the suspension; lifting one that is not there changes nothing (and is not audited). */
export async function liftReportSuspension(actor: Actor, target: SuspensionTarget, id: number): Promise<void> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const userId = await accountOf(tx, target, id);
    const before = await reportSuspensionOf(tx, userId);
    if (!before) return;
    await tx.delete(reportSuspensions).where(eq(reportSuspensions.userId, userId));
    await recordAudit(tx, actor, {
      action: `${target === 'girls' ? 'girl' : 'guy'}.report-unsuspend`,
      subjectTable: target,
      subjectId: id,
      before: auditState(before),
      after: { reportSuspended: false },
    });
  });
}
