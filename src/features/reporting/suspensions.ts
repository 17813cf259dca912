import 'server-only';
import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Actor } from '@/server/auth/actor-types';
import { getDb, type Db, type Tx } from '@/server/db';
import { reportSuspensions } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { reasonSentence } from '@/features/due-process/reason-codes';

// Decision 042: report endpoints call `assertMayReport` in their transaction; forms show why.

export interface ReportSuspension {
  reasonCode: string;
  reason: string | null;
  createdAt: Date;
}

export function reportSuspendedSql(userId: AnyColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${reportSuspensions} where ${reportSuspensions.userId} = ${userId})`;
}

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

export function suspendedMessage(suspension: Pick<ReportSuspension, 'reasonCode' | 'reason'>): string {
  const why = reasonSentence(suspension.reasonCode, suspension.reason);
  return why ? `Your right to report is suspended: ${why}` : 'Your right to report is suspended.';
}

/** Call it in the report's transaction, before anything is stored. */
export async function assertMayReport(tx: Db | Tx, actor: Actor): Promise<void> {
  if (actor.kind === 'visitor') return;
  const suspension = await reportSuspensionOf(tx, actor.userId);
  if (suspension) throw new AppError('forbidden', suspendedMessage(suspension));
}

export async function reportSuspensionNotice(actor: Actor): Promise<string | null> {
  if (actor.kind === 'visitor') return null;
  const suspension = await reportSuspensionOf(await getDb(), actor.userId);
  return suspension ? suspendedMessage(suspension) : null;
}
