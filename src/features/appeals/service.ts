import 'server-only';
import { and, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { recordAudit } from '@/features/audit-log/service';
import { tell } from '@/features/due-process/decision-mail';
import type { Actor, SignedInActor } from '@/server/auth/actor-types';
import { can, requireActor, requirePermission } from '@/server/auth/permissions';
import { getDb, type Tx } from '@/server/db';
import {
  appealMessages,
  appeals,
  auditLog,
  decisionNotices,
  girls,
  guys,
  refusedPhotos,
  user,
} from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { appealPageUrl } from './appeal-page-url';
import { moderatorMessageMail } from './mail';
import { appealableNotice, getAppeal, withinWindow } from './queries';
import { APPEAL_TEXTS, type AppealKind, type AppealMessageInput, type OpenAppeal } from './schema';
import type { AppealDto, AppealMessageDto } from './dto';

// Opening an appeal (once, within the window) and its messages (decision 039).

/** The audit actions of the decisions about a person's record, by the notice's kind. */
const DECISION_ACTIONS = {
  // A live profile un-approved from the girls' table is a rejection too.
  girl: ['girl.reject', 'girl.unapprove'],
  ban: ['girl.ban', 'guy.ban'],
} as const satisfies Partial<Record<AppealKind, string[]>>;

interface DecisionSubject {
  subjectTable: 'girls' | 'guys' | 'refused_photos';
  subjectId: number;
  decidedByUserId: string | null;
}

/** The decision's audit row is the newest at or before the notice (same transaction). */
async function decisionSubject(
  tx: Tx,
  userId: string,
  kind: AppealKind,
  notice: { id: number; createdAt: Date },
): Promise<DecisionSubject | null> {
  if (kind === 'photo' || kind === 'profile-picture') return refusedPhotoSubject(tx, notice.id);
  const decidedAt = notice.createdAt;
  const [girl] = await tx.select({ id: girls.id }).from(girls).where(eq(girls.userId, userId)).limit(1);
  const [guy] =
    kind === 'ban' ? await tx.select({ id: guys.id }).from(guys).where(eq(guys.userId, userId)).limit(1) : [];
  const targets = [
    girl ? and(eq(auditLog.targetTable, 'girls'), eq(auditLog.targetId, String(girl.id))) : undefined,
    guy ? and(eq(auditLog.targetTable, 'guys'), eq(auditLog.targetId, String(guy.id))) : undefined,
  ].filter((target) => target !== undefined);
  if (targets.length === 0) return null;
  const [decision] = await tx
    .select({ table: auditLog.targetTable, id: auditLog.targetId, moderator: auditLog.actorUserId })
    .from(auditLog)
    .where(and(inArray(auditLog.action, [...DECISION_ACTIONS[kind]]), or(...targets), lte(auditLog.at, decidedAt)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  if (decision) {
    const table = decision.table === 'guys' ? 'guys' : 'girls';
    return { subjectTable: table, subjectId: Number(decision.id), decidedByUserId: decision.moderator };
  }
  // No audit row (a decision older than the log): the record is hers or his, any moderator decides.
  return girl
    ? { subjectTable: 'girls', subjectId: girl.id, decidedByUserId: null }
    : { subjectTable: 'guys', subjectId: guy!.id, decidedByUserId: null };
}

/** Locked, so the daily purge cannot take it meanwhile. */
async function refusedPhotoSubject(tx: Tx, noticeId: number): Promise<DecisionSubject | null> {
  const [refused] = await tx
    .select({ id: refusedPhotos.id, moderator: refusedPhotos.refusedByUserId })
    .from(refusedPhotos)
    .where(eq(refusedPhotos.noticeId, noticeId))
    .for('update')
    .limit(1);
  return refused ? { subjectTable: 'refused_photos', subjectId: refused.id, decidedByUserId: refused.moderator } : null;
}

/** Own notice only (else 404), once and within the window (409); the locked notice makes two at once one. */
export async function openAppeal(actor: Actor, input: OpenAppeal): Promise<AppealDto> {
  requirePermission(actor, 'dashboard:view');
  return getAppeal(actor, await openAppealAs(actor, input));
}

/** The person's side of an appeal: her or his account (signed in, or named by an appeal link). */
export type Appellant = Pick<SignedInActor, 'userId'>;

/** Opens the appeal for `person` (the checks of openAppeal); answers its id. */
export async function openAppealAs(actor: Appellant, input: OpenAppeal): Promise<number> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [notice] = await tx
      .select({
        id: decisionNotices.id,
        kind: decisionNotices.kind,
        createdAt: decisionNotices.createdAt,
        open: sql<boolean>`${withinWindow}`,
      })
      .from(decisionNotices)
      .where(and(eq(decisionNotices.id, input.noticeId), appealableNotice(actor.userId)))
      .for('update')
      .limit(1);
    if (!notice) throw new AppError('not_found');
    const [existing] = await tx
      .select({ id: appeals.id })
      .from(appeals)
      .where(eq(appeals.noticeId, notice.id))
      .limit(1);
    if (existing) throw new AppError('conflict', APPEAL_TEXTS.alreadyAppealed);
    if (!notice.open) throw new AppError('conflict', APPEAL_TEXTS.windowClosed);
    const kind = notice.kind as AppealKind;
    const subject = await decisionSubject(tx, actor.userId, kind, notice);
    if (!subject) throw new AppError('not_found');
    const [appeal] = await tx
      .insert(appeals)
      .values({ noticeId: notice.id, appellantUserId: actor.userId, kind, ...subject })
      .returning({ id: appeals.id });
    await tx
      .insert(appealMessages)
      .values({ appealId: appeal!.id, authorUserId: actor.userId, fromModerator: false, body: input.message });
    await recordAudit(tx, actor, {
      action: 'appeal.open',
      subjectTable: 'appeals',
      subjectId: appeal!.id,
      before: null,
      after: { status: 'open', kind, noticeId: notice.id, [subject.subjectTable]: subject.subjectId },
    });
    return appeal!.id;
  });
}

/** A moderator's message is audited and mailed; the person reads "A moderator". */
export async function postAppealMessage(
  actor: Actor,
  appealId: number,
  input: AppealMessageInput,
): Promise<AppealMessageDto> {
  requireActor(actor);
  return writeMessage(actor, can(actor, 'admin:access'), appealId, input);
}

/** The person's message in her or his own open appeal (the appeal link's write). */
export function writeAsAppellant(person: Appellant, appealId: number, input: AppealMessageInput) {
  return writeMessage(person, false, appealId, input);
}

async function writeMessage(
  actor: Appellant,
  moderator: boolean,
  appealId: number,
  input: AppealMessageInput,
): Promise<AppealMessageDto> {
  const db = await getDb();
  const written = await db.transaction(async (tx) => {
    const [appeal] = await tx
      .select({
        id: appeals.id,
        status: appeals.status,
        kind: appeals.kind,
        noticeId: appeals.noticeId,
        appellantUserId: appeals.appellantUserId,
        email: user.email,
      })
      .from(appeals)
      .innerJoin(user, eq(user.id, appeals.appellantUserId))
      .where(and(eq(appeals.id, appealId), moderator ? undefined : eq(appeals.appellantUserId, actor.userId)))
      .for('update', { of: appeals })
      .limit(1);
    if (!appeal) throw new AppError('not_found');
    if (appeal.status !== 'open') throw new AppError('conflict', APPEAL_TEXTS.closed);
    const asModerator = moderator && appeal.appellantUserId !== actor.userId;
    const [message] = await tx
      .insert(appealMessages)
      .values({ appealId, authorUserId: actor.userId, fromModerator: asModerator, body: input.body })
      .returning({ id: appealMessages.id, createdAt: appealMessages.createdAt });
    if (asModerator)
      await recordAudit(tx, actor, {
        action: 'appeal.message',
        subjectTable: 'appeals',
        subjectId: appealId,
        before: { status: 'open' },
        after: { status: 'open', messageId: message!.id, message: input.body },
      });
    return { message: message!, to: asModerator ? appeal.email : null, page: appealPageUrl(appeal) };
  });
  if (written.to) await tell(written.to, moderatorMessageMail(input.body, written.page));
  return { id: written.message.id, from: 'you', body: input.body, at: written.message.createdAt.toISOString() };
}
