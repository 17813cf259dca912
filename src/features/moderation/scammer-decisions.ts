import 'server-only';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { recordAudit } from '@/features/audit-log/service';
import { deletePrivateFiles } from '@/features/girls/photo-files';
import { publishScammerPictures, publishScammerReport } from '@/features/scammers/service';
import { SCAMMERS_CACHE_TAG } from '@/features/scammers/queries';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { dropCacheTag } from '@/server/cache';
import { getDb, type Tx } from '@/server/db';
import { auditLog, girlPhotos, girls, user } from '@/server/db/schema';
import { absoluteUrl } from '@/server/absolute-url';
import { decideHeldItem, notDecidable } from './decision-guard';
import { tell } from '@/features/due-process/decision-mail';
import { recordNotice } from '@/features/due-process/decision-notices';
import { receiptMail } from '@/features/due-process/receipts';
import { auditReason, decidedCode } from '@/features/due-process/reason-codes';
import type { ScammerReportDecision } from './schema';

// The moderators' decision on a scammer report: published, or refused and deleted with its
// private picture; audited, and the reporter is told either way.

/** Publish a scammer report (it appears on /scammers) or refuse it (it is deleted); the reporter is told. */
export async function decideScammerReport(
  actor: Actor,
  reportId: number,
  decision: ScammerReportDecision,
): Promise<void> {
  requirePermission(actor, 'admin:access');
  requirePermission(actor, 'scammer:moderate');
  const db = await getDb();
  const [report] = await db
    .select({ name: girls.name, reportedUsername: girls.reportedUsername, headline: girls.headline })
    .from(girls)
    .where(
      and(
        eq(girls.id, reportId),
        eq(girls.isScammer, true),
        isNull(girls.profileApproved),
        isNotNull(girls.reportedUsername),
      ),
    )
    .limit(1);
  if (!report) throw await notDecidable('scammerReports', reportId);
  const reporter = await reportedBy(reportId);
  const reasonCode = decidedCode(decision.reasonCode, decision.publish, 'scammer-report');
  const receipt = {
    kind: 'scammer-report',
    role: 'reporter',
    subject: `Your scammer report about ${report.reportedUsername ?? ''}`,
    accepted: decision.publish,
    reasonCode,
    reasonText: decision.reason,
  } as const;
  const tellReporter = (tx: Tx) => recordNotice(tx, reporter?.userId, receipt);
  const reason = auditReason(reasonCode, decision.reason);

  if (decision.publish) {
    await decideHeldItem('scammerReports', reportId, decision.version, async (tx) => {
      await publishScammerReport(tx, actor, reportId, { reasonCode, reason });
      await tellReporter(tx);
    });
    await publishScammerPictures(reportId);
  } else {
    const files = await decideHeldItem('scammerReports', reportId, decision.version, async (tx) => {
      const held = await tx
        .select({ storageKey: girlPhotos.storageKey, variants: girlPhotos.variants })
        .from(girlPhotos)
        .where(eq(girlPhotos.girlId, reportId));
      await tx.delete(girls).where(and(eq(girls.id, reportId), isNull(girls.profileApproved)));
      await recordAudit(tx, actor, {
        action: 'scammer.refuse',
        subjectTable: 'girls',
        subjectId: reportId,
        before: report,
        after: { deleted: true, reasonCode },
        reason,
      });
      await tellReporter(tx);
      return held;
    });
    await deletePrivateFiles(files);
  }
  dropCacheTag(SCAMMERS_CACHE_TAG);
  if (reporter?.email)
    await tell(
      reporter.email,
      receiptMail(receipt, {
        published: decision.publish
          ? absoluteUrl(`/scammer/${encodeURIComponent(report.reportedUsername ?? '')}`)
          : undefined,
      }),
    );
}

/** Who filed a scammer report: the account of its 'scammer.report' audit row. */
async function reportedBy(reportId: number): Promise<{ userId: string; email: string } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ userId: user.id, email: user.email })
    .from(auditLog)
    .innerJoin(user, eq(user.id, auditLog.actorUserId))
    .where(
      and(
        eq(auditLog.action, 'scammer.report'),
        eq(auditLog.targetTable, 'girls'),
        eq(auditLog.targetId, String(reportId)),
      ),
    )
    .orderBy(desc(auditLog.at))
    .limit(1);
  return row ?? null;
}
