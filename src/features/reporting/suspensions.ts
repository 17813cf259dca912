import 'server-only';
import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Actor } from '@/server/auth/actor-types';
import { getDb, type Db, type Tx } from '@/server/db';
import { reportSuspensions } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { reasonSentence } from '@/features/moderation/reason-codes';

// A moderator can suspend a person's right to report (decision 042). Every report
// endpoint asks `assertMayReport` inside its write's transaction, and every report form asks
// `reportSuspensionNotice` to show why instead of the form: one question, one answer.

export interface ReportSuspension {
  reasonCode: string;
  reason: string | null;
  createdAt: Date;
}

/** Whether the account in `userId` (a column; null: no account) may not report: for the admin tables. */
export function reportSuspendedSql(userId: AnyColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${reportSuspensions} where ${reportSuspensions.userId} = ${userId})`;
}

/** The person's suspension, or null when she or he may report. */
export async function reportSuspensionOf(db: Db | Tx, userId: string): Promise<ReportSuspension | null> {
  const [row] = await db
    .select({
      reasonCode: reportSuspensions.reasonCode,
      reason: reportSuspensions.reason,
      createdAt: reportSuspensions.createdAt,
    })
    .from(reportSuspensions)
    .where(eq(reportSuspensions.userId, userId))
    .limit(1);
  return row ?? null;
}

/** "Your right to report is suspended: Spam or advertising" – the 403's detail and the forms' notice. */
export function suspendedMessage(suspension: Pick<ReportSuspension, 'reasonCode' | 'reason'>): string {
  const why = reasonSentence(suspension.reasonCode, suspension.reason);
  return why ? `Your right to report is suspended: ${why}` : 'Your right to report is suspended.';
}

/** The 403 for a suspended reporter; call it in the report's transaction, before anything is stored. */
export async function assertMayReport(tx: Db | Tx, actor: Actor): Promise<void> {
  if (actor.kind === 'visitor') return;
  const suspension = await reportSuspensionOf(tx, actor.userId);
  if (suspension) throw new AppError('forbidden', suspendedMessage(suspension));
}

/** The notice a report form shows instead of itself, or null. */
export async function reportSuspensionNotice(actor: Actor): Promise<string | null> {
  if (actor.kind === 'visitor') return null;
  const suspension = await reportSuspensionOf(await getDb(), actor.userId);
  return suspension ? suspendedMessage(suspension) : null;
}
