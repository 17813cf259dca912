import 'server-only';
import { eq } from 'drizzle-orm';
import { recordAudit } from '@/features/audit-log/service';
import { GUYS_CACHE_TAG } from '@/features/client-profiles/queries';
import { COMMENTS_CACHE_TAG } from '@/features/comments/queries';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { guys } from '@/server/db/schema';
import { dropCacheTag } from '@/server/cache';
import { AppError } from '@/server/http/app-error';
import { ACCOUNT_DELETED_BY_MODERATOR } from '@/server/auth/constants';
import { tell } from '@/features/due-process/decision-mail';
import { recordNoticeToTell, refusalNotice, type Notice } from '@/features/due-process/decision-notices';
import { DELETED_WORDS } from '@/features/moderation/girl-decisions';
import { leaveEveryQueue } from '@/features/moderation/leave-queues';
import { auditReason, decidedCode } from '@/features/due-process/reason-codes';
import { subjectNoticeMail } from '@/features/due-process/receipts';
import type { DeletionReason } from '@/features/due-process/reason-codes';
import {
  accountBanState,
  banAccount,
  banSubject,
  tellBanned,
  tellUnbanned,
  unbanSubject,
  type BanSubject,
  type UnbanReason,
} from './account-bans';
import type { Ban, GuyPatch } from './schema';

// /admin/manage-guys' writes on the guys row and his account, each audited in its transaction.

/** His client profile and the pages that show his name (his comments). */
function dropGuyCaches(): void {
  dropCacheTag(GUYS_CACHE_TAG);
  dropCacheTag(COMMENTS_CACHE_TAG);
}

type Tx = Parameters<Parameters<Awaited<ReturnType<typeof getDb>>['transaction']>[0]>[0];

async function guyOf(tx: Tx, guyId: number) {
  const [row] = await tx
    .select({
      userId: guys.userId,
      adminShowProfile: guys.adminShowProfile,
      softDeleted: guys.softDeleted,
      userShowProfile: guys.userShowProfile,
    })
    .from(guys)
    .where(eq(guys.id, guyId))
    .limit(1);
  if (!row) throw new AppError('not_found');
  return row;
}

/** Off hides his profile whatever his own switch says; a standing decision with notice and e-mail. */
export async function setGuyAdminShowProfile(actor: Actor, guyId: number, patch: GuyPatch): Promise<void> {
  requirePermission(actor, 'admin:access');
  const reasonCode = decidedCode(patch.reasonCode, patch.adminShowProfile);
  const db = await getDb();
  const told = await db.transaction(async (tx) => {
    const before = await guyOf(tx, guyId);
    if (before.adminShowProfile === patch.adminShowProfile) return null;
    await tx
      .update(guys)
      .set({ adminShowProfile: patch.adminShowProfile, updatedAt: new Date() })
      .where(eq(guys.id, guyId));
    await recordAudit(tx, actor, {
      action: 'guy.admin-show-profile',
      subjectTable: 'guys',
      subjectId: guyId,
      before: { adminShowProfile: before.adminShowProfile },
      after: { adminShowProfile: patch.adminShowProfile, reasonCode },
      reason: auditReason(reasonCode, patch.reason),
    });
    const notice: Notice = {
      kind: 'account',
      role: 'subject',
      subject: 'Your client profile',
      accepted: patch.adminShowProfile,
      reasonCode,
      reasonText: patch.reason,
    };
    return { to: await recordNoticeToTell(tx, before.userId, notice), notice };
  });
  dropGuyCaches();
  if (told?.to)
    await tell(
      told.to,
      subjectNoticeMail(told.notice, { accepted: 'shown again', refused: 'hidden by the moderators' }),
    );
}

/** Soft delete, like his own: the record stays (girls' reviews are history); a standing decision. */
export async function softDeleteGuy(actor: Actor, guyId: number, reason: DeletionReason): Promise<void> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const told = await db.transaction(async (tx) => {
    const before = await guyOf(tx, guyId);
    if (before.softDeleted) throw new AppError('not_found');
    const account = await accountBanState(tx, before.userId);
    await tx
      .update(guys)
      .set({ softDeleted: true, userShowProfile: false, updatedAt: new Date() })
      .where(eq(guys.id, guyId));
    await banAccount(tx, before.userId, null, ACCOUNT_DELETED_BY_MODERATOR);
    await leaveEveryQueue(tx, before.userId, []);
    await recordAudit(tx, actor, {
      action: 'guy.soft-delete',
      subjectTable: 'guys',
      subjectId: guyId,
      before: { softDeleted: false, userShowProfile: before.userShowProfile, banned: account?.banned ?? false },
      after: { softDeleted: true, userShowProfile: false, banned: true, reasonCode: reason.reasonCode },
      reason: auditReason(reason.reasonCode, reason.reason),
    });
    const notice = refusalNotice('account', 'subject', 'Your account', reason);
    return { to: await recordNoticeToTell(tx, before.userId, notice), notice };
  });
  dropGuyCaches();
  if (told.to) await tell(told.to, subjectNoticeMail(told.notice, DELETED_WORDS));
}

/** A ban or an unban of his account, in one transaction with the read of his row (404 when he is not there). */
async function onGuyAccount<T>(guyId: number, write: (tx: Tx, subject: BanSubject) => Promise<T>): Promise<T> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { userId } = await guyOf(tx, guyId);
    return write(tx, { subjectTable: 'guys', subjectId: guyId, userId });
  });
}

/** Bans his account until `unbanAt` (null: for good); his sessions end at once. */
export async function banGuy(actor: Actor, guyId: number, ban: Ban): Promise<void> {
  requirePermission(actor, 'admin:access');
  const banned = await onGuyAccount(guyId, (tx, subject) => banSubject(tx, actor, subject, ban));
  dropGuyCaches();
  await tellBanned(banned);
}

/** Lifts his ban; from the table (`told`), a decision he is told of; an upheld appeal tells him itself. */
export async function unbanGuy(actor: Actor, guyId: number, told?: UnbanReason): Promise<void> {
  requirePermission(actor, 'admin:access');
  const unbanned = await onGuyAccount(guyId, (tx, subject) => unbanSubject(tx, actor, subject, told));
  dropGuyCaches();
  await tellUnbanned(unbanned);
}
