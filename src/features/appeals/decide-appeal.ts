import 'server-only';
import { and, eq } from 'drizzle-orm';
import { accountBanState } from '@/features/admin-management/account-bans';
import { unbanGirl } from '@/features/admin-management/girls-service';
import { unbanGuy } from '@/features/admin-management/guys-service';
import { recordAudit } from '@/features/audit-log/service';
import { DASHBOARD_PATH } from '@/lib/girl-own-pages';
import { tell } from '@/features/due-process/decision-mail';
import { decideGirl } from '@/features/moderation/girl-decisions';
import { decidePhoto } from '@/features/moderation/photo-decisions';
import {
  auditReason,
  decidedCode,
  REASON_MESSAGES,
  reasonCodesFor,
  reasonSentence,
} from '@/features/due-process/reason-codes';
import { absoluteUrl } from '@/server/absolute-url';
import type { Actor, SignedInActor } from '@/server/auth/actor-types';
import { isDeletedAccountBan } from '@/server/auth/constants';
import { requirePermission } from '@/server/auth/permissions';
import { getDb, type Tx } from '@/server/db';
import { appeals, decisionNotices, girls, user } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { appealPageUrl } from './appeal-page-url';
import { appealDeniedMail, appealUpheldMail } from './mail';
import { restoreRefusedPhoto } from './refused-photos';
import { APPEAL_TEXTS, type AppealDecision, type AppealKind } from './schema';

// Decision 039: never decided by the decision's own moderator. Upholding reverses through the
// decision's own reversal; denying needs a fitting reason code.

interface OpenAppealRow {
  id: number;
  kind: AppealKind;
  subjectTable: string;
  subjectId: number;
  appellantUserId: string;
  noticeId: number;
  subject: string;
  email: string;
}

/** The appeal row is locked, so two moderators make one decision; the reversal runs after the commit. */
export async function decideAppeal(actor: Actor, appealId: number, decision: AppealDecision): Promise<void> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const reasonCode = decidedCode(decision.reasonCode, decision.upheld);
  const appeal = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: appeals.id,
        kind: appeals.kind,
        status: appeals.status,
        subjectTable: appeals.subjectTable,
        subjectId: appeals.subjectId,
        appellantUserId: appeals.appellantUserId,
        noticeId: appeals.noticeId,
        decidedByUserId: appeals.decidedByUserId,
        subject: decisionNotices.subject,
        email: user.email,
      })
      .from(appeals)
      .innerJoin(decisionNotices, eq(decisionNotices.id, appeals.noticeId))
      .innerJoin(user, eq(user.id, appeals.appellantUserId))
      .where(eq(appeals.id, appealId))
      .for('update', { of: appeals })
      .limit(1);
    if (!row) throw new AppError('not_found');
    if (row.status !== 'open') throw new AppError('conflict', APPEAL_TEXTS.closed);
    if (row.decidedByUserId === actor.userId) throw new AppError('forbidden', APPEAL_TEXTS.ownDecision);
    const kind = row.kind as AppealKind;
    if (reasonCode && !reasonCodesFor(kind, decision.upheld).includes(reasonCode))
      throw new AppError('bad_request', REASON_MESSAGES.notForDecision, { source: { pointer: '/reasonCode' } });
    const reversal = decision.upheld ? await prepareReversal(tx, { ...row, kind }) : { before: {} };
    const status = decision.upheld ? 'upheld' : 'denied';
    await tx
      .update(appeals)
      .set({ status, reasonCode, reasonText: decision.reason?.trim() || null, resolvedAt: new Date() })
      .where(and(eq(appeals.id, appealId), eq(appeals.status, 'open')));
    await recordAudit(tx, actor, {
      action: decision.upheld ? 'appeal.uphold' : 'appeal.deny',
      subjectTable: 'appeals',
      subjectId: appealId,
      before: { status: 'open', kind, [row.subjectTable]: row.subjectId, ...reversal.before },
      after: { status, reasonCode, decisionReversed: decision.upheld, ...restored(reversal.photoId) },
      reason: auditReason(reasonCode, decision.reason),
    });
    return { ...row, kind, photoId: reversal.photoId };
  });
  // A denied ban appeal's reader is still banned: the mail links to the appeal's own page.
  const dashboard = decision.upheld ? absoluteUrl(DASHBOARD_PATH) : appealPageUrl(appeal);
  if (decision.upheld) {
    await reverseDecision(actor, appeal, decision);
    await tell(appeal.email, appealUpheldMail(appeal.subject, dashboard));
  } else {
    await tell(appeal.email, appealDeniedMail(appeal.subject, reasonSentence(reasonCode, decision.reason), dashboard));
  }
}

/** The state before, for the audit row; a refused photo's new pending photo, for the approval. */
interface Reversal {
  before: Record<string, unknown>;
  photoId?: number;
}

const restored = (photoId: number | undefined) => (photoId === undefined ? {} : { photoId });

/** In the appeal's transaction: what must hold for the decision to be reversed. */
async function prepareReversal(tx: Tx, appeal: OpenAppealRow): Promise<Reversal> {
  if (appeal.kind === 'photo' || appeal.kind === 'profile-picture') return restoreRefusedPhoto(tx, appeal.subjectId);
  if (appeal.kind === 'girl') {
    const [reopened] = await tx
      .update(girls)
      .set({ profileApproved: null })
      .where(and(eq(girls.id, appeal.subjectId), eq(girls.profileApproved, false)))
      .returning({ id: girls.id });
    if (!reopened) throw new AppError('conflict', APPEAL_TEXTS.noLongerStands);
    return { before: { profileApproved: false } };
  }
  const ban = await accountBanState(tx, appeal.appellantUserId);
  if (!ban?.banned || isDeletedAccountBan(ban.banReason)) throw new AppError('conflict', APPEAL_TEXTS.noLongerStands);
  return { before: { banned: true, banExpires: ban.banExpires } };
}

async function reverseDecision(
  actor: SignedInActor,
  appeal: OpenAppealRow & { photoId?: number },
  decision: AppealDecision,
): Promise<void> {
  const approval = { approved: true, reasonCode: decision.reasonCode, reason: decision.reason };
  if (appeal.photoId !== undefined) {
    await decidePhoto(actor, appeal.photoId, approval);
    return;
  }
  if (appeal.kind === 'girl') {
    await decideGirl(actor, appeal.subjectId, approval);
    return;
  }
  if (appeal.subjectTable === 'guys') await unbanGuy(actor, appeal.subjectId);
  else await unbanGirl(actor, appeal.subjectId);
}
