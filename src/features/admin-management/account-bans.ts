import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { APPEAL_WINDOW_DAYS } from '@/lib/appeal-window';
import { isDeletedAccountBan } from '@/server/auth/constants';
import type { Db } from '@/server/db';
import { decisionNotices, session, user } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { MAIL_LINK_PLACEHOLDER } from '@/server/jobs/mail-links';
import { tell } from '@/features/due-process/decision-mail';
import {
  recordNoticeToTell,
  refusalNotice,
  type Notice,
  type RefusalReason,
} from '@/features/due-process/decision-notices';
import { subjectNoticeMail } from '@/features/due-process/receipts';
import { auditReason, decidedCode } from '@/features/due-process/reason-codes';
import { recordAudit } from '@/features/audit-log/service';
import type { Ban } from './schema';

// Bans live on the account (the spec's banned / unban_at); sessions are deleted so they end at once.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface AccountBanState {
  banned: boolean;
  banExpires: string | null;
  banReason: string | null;
}

export async function accountBanState(tx: Tx, userId: string): Promise<AccountBanState | null> {
  const [row] = await tx
    .select({ banned: user.banned, banExpires: user.banExpires, banReason: user.banReason })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  if (!row) return null;
  return {
    banned: row.banned ?? false,
    banExpires: row.banExpires?.toISOString() ?? null,
    banReason: row.banReason,
  };
}

/** Bans the account until `until` (null: for good) and ends every session it holds. */
export async function banAccount(tx: Tx, userId: string, until: Date | null, reason: string | null): Promise<void> {
  await tx
    .update(user)
    .set({ banned: true, banExpires: until, banReason: reason || 'Banned by a moderator' })
    .where(eq(user.id, userId));
  await tx.delete(session).where(eq(session.userId, userId));
}

/** Lifts a ban; a deleted account stays banned (its owner or a moderator deleted it). */
export async function unbanAccount(tx: Tx, userId: string, state: AccountBanState | null): Promise<void> {
  if (isDeletedAccountBan(state?.banReason)) throw new AppError('conflict', 'A deleted account cannot be unbanned.');
  await tx.update(user).set({ banned: false, banExpires: null, banReason: null }).where(eq(user.id, userId));
}

/** The girls or guys row a moderator bans or unbans, and its account. */
export interface BanSubject {
  subjectTable: 'girls' | 'guys';
  subjectId: number;
  userId: string;
}

function actionOf({ subjectTable }: BanSubject, verb: 'ban' | 'unban'): string {
  return `${subjectTable === 'girls' ? 'girl' : 'guy'}.${verb}`;
}

/** Decision 037: the ban, the person's notice and the audit row; `tellBanned` e-mails after the commit. */
export async function banSubject(tx: Tx, actor: { userId: string }, subject: BanSubject, ban: Ban): Promise<BanNotice> {
  const { userId } = subject;
  const before = await accountBanState(tx, userId);
  await banAccount(tx, userId, ban.unbanAt, ban.reason ?? null);
  const notice = refusalNotice(
    'ban',
    'subject',
    ban.unbanAt ? `Your account (banned until ${ban.unbanAt.toISOString().slice(0, 10)})` : 'Your account',
    ban,
  );
  const to = await recordNoticeToTell(tx, userId, notice);
  // A banned account cannot sign in: the e-mail links to its appeal page (decision 039).
  const [written] = await tx
    .select({ id: decisionNotices.id })
    .from(decisionNotices)
    .where(and(eq(decisionNotices.recipientUserId, userId), eq(decisionNotices.kind, 'ban')))
    .orderBy(desc(decisionNotices.id))
    .limit(1);
  await recordAudit(tx, actor, {
    action: actionOf(subject, 'ban'),
    subjectTable: subject.subjectTable,
    subjectId: subject.subjectId,
    before: { banned: before?.banned ?? false, banExpires: before?.banExpires ?? null },
    after: { banned: true, banExpires: ban.unbanAt?.toISOString() ?? null, reasonCode: ban.reasonCode },
    reason: auditReason(ban.reasonCode, ban.reason),
  });
  return { to, notice, appeal: written ? { noticeId: written.id, userId } : null };
}

export interface BanNotice {
  to: string | null;
  notice: Notice;
  /** The appeal link (decision 039) is made when the mail is sent, never stored in the job. */
  appeal: { noticeId: number; userId: string } | null;
}

export async function tellBanned({ to, notice, appeal }: BanNotice): Promise<void> {
  if (!to) return;
  const mail = subjectNoticeMail(notice, { accepted: 'kept', refused: 'banned' });
  if (appeal)
    mail.lines.push(
      '',
      `If you think this decision is wrong, you can appeal it within ${APPEAL_WINDOW_DAYS} days: ${MAIL_LINK_PLACEHOLDER}`,
    );
  await tell(to, mail, appeal ? { kind: 'appeal', ...appeal } : undefined);
}

/** A moderator's reason for lifting a ban from the tables (a yes: "meets the rules" without one). */
export type UnbanReason = RefusalReason;

/** Lifts the ban and records it; answers what to mail after the commit. */
export async function unbanSubject(
  tx: Tx,
  actor: { userId: string },
  subject: BanSubject,
  told: UnbanReason | undefined,
): Promise<{ to: string | null; notice: Notice } | null> {
  const before = await accountBanState(tx, subject.userId);
  await unbanAccount(tx, subject.userId, before);
  const reasonCode = told ? decidedCode(told.reasonCode ?? undefined, true) : null;
  await recordAudit(tx, actor, {
    action: actionOf(subject, 'unban'),
    subjectTable: subject.subjectTable,
    subjectId: subject.subjectId,
    before: { banned: before?.banned ?? false, banExpires: before?.banExpires ?? null },
    after: { banned: false, banExpires: null, ...(reasonCode ? { reasonCode } : {}) },
    reason: auditReason(reasonCode, told?.reason),
  });
  if (!told) return null;
  const notice: Notice = {
    kind: 'ban',
    role: 'subject',
    subject: 'Your account',
    accepted: true,
    reasonCode,
    reasonText: told.reason,
  };
  return { to: await recordNoticeToTell(tx, subject.userId, notice), notice };
}

export async function tellUnbanned(told: { to: string | null; notice: Notice } | null): Promise<void> {
  if (told?.to) await tell(told.to, subjectNoticeMail(told.notice, { accepted: 'unbanned', refused: 'banned' }));
}
