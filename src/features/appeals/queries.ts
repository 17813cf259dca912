import 'server-only';
import {
  and,
  asc,
  desc,
  eq,
  exists,
  gt,
  inArray,
  isNull,
  notInArray,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { reasonSentence } from '@/features/due-process/reason-codes';
import type { Actor, SignedInActor } from '@/server/auth/actor-types';
import { can, requireActor, requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { appealMessages, appeals, decisionNotices, girls, guys, refusedPhotos, user } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import {
  appealColumns,
  appealMessageColumns,
  refusedPicture,
  toAppealDto,
  toMessageDto,
  type AppealableDecision,
  type AppealDto,
  type AppealRecord,
  type AppealMessageDto,
  type ModeratorAppealDto,
} from './dto';
import { APPEAL_WINDOW_DAYS, APPEALABLE_KINDS, PHOTO_KINDS, type AppealKind } from './schema';

// Someone else's appeal answers like a missing one.

/** A refused photo's only while the photo is kept (nothing to put back otherwise). */
export function appealableNotice(userId: string): SQL {
  return and(
    eq(decisionNotices.recipientUserId, userId),
    eq(decisionNotices.role, 'subject'),
    eq(decisionNotices.accepted, false),
    inArray(decisionNotices.kind, [...APPEALABLE_KINDS]),
    or(
      notInArray(decisionNotices.kind, [...PHOTO_KINDS]),
      exists(sql`(SELECT 1 FROM ${refusedPhotos} WHERE ${refusedPhotos.noticeId} = ${decisionNotices.id})`),
    ),
  )!;
}

/** The window: the decision is at most APPEAL_WINDOW_DAYS old, by the database's clock. */
export const withinWindow = gt(decisionNotices.createdAt, sql.raw(`now() - interval '${APPEAL_WINDOW_DAYS} days'`));

/** A refused photo's decision: the photo kept for its appeal (the columns of appealColumns). */
export const refusedPhotoOfNotice = eq(refusedPhotos.noticeId, decisionNotices.id);

export const APPEALABLE_SHOWN = 20;

/** The decisions the signed-in person can still appeal, newest first. */
export async function listAppealableDecisions(actor: Actor): Promise<AppealableDecision[]> {
  requirePermission(actor, 'dashboard:view');
  const db = await getDb();
  const rows = await db
    .select({
      noticeId: decisionNotices.id,
      kind: decisionNotices.kind,
      subject: decisionNotices.subject,
      reasonCode: decisionNotices.reasonCode,
      reasonText: decisionNotices.reasonText,
      createdAt: decisionNotices.createdAt,
      refusedPhotoId: refusedPhotos.id,
      refusedPhotoType: refusedPhotos.type,
    })
    .from(decisionNotices)
    .leftJoin(appeals, eq(appeals.noticeId, decisionNotices.id))
    .leftJoin(refusedPhotos, refusedPhotoOfNotice)
    .where(appealableNow(actor.userId))
    .orderBy(desc(decisionNotices.createdAt), desc(decisionNotices.id))
    .limit(APPEALABLE_SHOWN);
  return rows.map(toAppealableDecision);
}

/** The condition of listAppealableDecisions, for a read that takes other notices too. */
export const appealableNow = (userId: string): SQL => and(appealableNotice(userId), withinWindow, isNull(appeals.id))!;

export function toAppealableDecision(row: {
  noticeId: number;
  kind: string;
  subject: string;
  reasonCode: string | null;
  reasonText: string | null;
  createdAt: Date;
  refusedPhotoId: number | null;
  refusedPhotoType: string | null;
}): AppealableDecision {
  return {
    noticeId: row.noticeId,
    kind: row.kind as AppealKind,
    subject: row.subject,
    reason: reasonSentence(row.reasonCode, row.reasonText),
    decidedAt: row.createdAt.toISOString(),
    appealUntil: new Date(row.createdAt.getTime() + APPEAL_WINDOW_DAYS * 86_400_000).toISOString(),
    picture: refusedPicture(row.refusedPhotoId, row.refusedPhotoType),
  };
}

async function messagesOf(appealIds: number[], readerUserId: string): Promise<Map<number, AppealMessageDto[]>> {
  const byAppeal = new Map<number, AppealMessageDto[]>();
  if (appealIds.length === 0) return byAppeal;
  const db = await getDb();
  const rows = await db
    .select(appealMessageColumns)
    .from(appealMessages)
    .where(inArray(appealMessages.appealId, appealIds))
    .orderBy(asc(appealMessages.createdAt), asc(appealMessages.id));
  for (const row of rows) {
    const list = byAppeal.get(row.appealId) ?? [];
    list.push(toMessageDto(row, readerUserId));
    byAppeal.set(row.appealId, list);
  }
  return byAppeal;
}

/**
 * Whether the account `userId` has appealed anything, as a condition for a statement that already
 * reads the account: the dashboard reads the appeals (two statements) only when it has.
 */
export function hasOwnAppeals(userId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${appeals} WHERE ${appeals.appellantUserId} = ${userId})`;
}

/** The signed-in person's own appeals with their threads, newest first. */
export async function listOwnAppeals(actor: Actor): Promise<AppealDto[]> {
  requirePermission(actor, 'dashboard:view');
  const db = await getDb();
  const rows = await db
    .select(appealColumns)
    .from(appeals)
    .innerJoin(decisionNotices, eq(decisionNotices.id, appeals.noticeId))
    .leftJoin(refusedPhotos, refusedPhotoOfNotice)
    .where(eq(appeals.appellantUserId, actor.userId))
    .orderBy(desc(appeals.createdAt), desc(appeals.id))
    .limit(20);
  const messages = await messagesOf(
    rows.map((row) => row.id),
    actor.userId,
  );
  return rows.map((row) => toAppealDto(row, messages.get(row.id) ?? []));
}

/** One appeal: its person or a moderator; anyone else gets the 404 of a missing one. */
export async function getAppeal(actor: Actor, appealId: number): Promise<AppealDto | ModeratorAppealDto> {
  requireActor(actor);
  const moderator = can(actor, 'admin:access');
  const db = await getDb();
  const [row] = await db
    .select({
      ...appealColumns,
      appellantUserId: appeals.appellantUserId,
      decidedByUserId: appeals.decidedByUserId,
      appellant: user.username,
    })
    .from(appeals)
    .innerJoin(decisionNotices, eq(decisionNotices.id, appeals.noticeId))
    .leftJoin(refusedPhotos, refusedPhotoOfNotice)
    .innerJoin(user, eq(user.id, appeals.appellantUserId))
    .where(and(eq(appeals.id, appealId), moderator ? undefined : eq(appeals.appellantUserId, actor.userId)))
    .limit(1);
  if (!row) throw new AppError('not_found');
  const messages = (await messagesOf([row.id], actor.userId)).get(row.id) ?? [];
  const dto = toAppealDto(row, messages);
  if (!moderator || row.appellantUserId === actor.userId) return dto;
  return { ...dto, appellant: row.appellant ?? '', decidedByYou: row.decidedByUserId === actor.userId, record: null };
}

export const OPEN_APPEALS_SHOWN = 50;

const isOpenAppeal = eq(appeals.status, 'open');

/**
 * How many appeals are open, as a scalar subquery: the moderation queue reads it with its counts
 * and reads the open appeals themselves only when there are some (decision 057).
 */
export const openAppealCount = sql<number>`(select count(*)::int from ${appeals} where ${isOpenAppeal})`;

/** The open appeals, oldest first: the Appeals section of /admin/moderate. */
export async function listOpenAppeals(actor: Actor): Promise<{ appeals: ModeratorAppealDto[]; total: number }> {
  requirePermission(actor, 'admin:access');
  return openAppealsFor(actor);
}

async function openAppealsFor(actor: SignedInActor): Promise<{ appeals: ModeratorAppealDto[]; total: number }> {
  const db = await getDb();
  const [rows, total] = await Promise.all([
    db
      .select({
        ...appealColumns,
        decidedByUserId: appeals.decidedByUserId,
        appellant: user.username,
        subjectTable: appeals.subjectTable,
        subjectId: appeals.subjectId,
        girlName: girls.stageName,
        girlPicture: girls.profilePicSecureUrl,
        girlText: sql<string | null>`coalesce(${girls.about}, ${girls.headline})`,
        guyName: guys.name,
      })
      .from(appeals)
      .innerJoin(decisionNotices, eq(decisionNotices.id, appeals.noticeId))
      .leftJoin(refusedPhotos, refusedPhotoOfNotice)
      .innerJoin(user, eq(user.id, appeals.appellantUserId))
      .leftJoin(girls, and(eq(appeals.subjectTable, 'girls'), eq(girls.id, appeals.subjectId)))
      .leftJoin(guys, and(eq(appeals.subjectTable, 'guys'), eq(guys.id, appeals.subjectId)))
      .where(isOpenAppeal)
      .orderBy(asc(appeals.createdAt), asc(appeals.id))
      .limit(OPEN_APPEALS_SHOWN),
    db.$count(appeals, isOpenAppeal),
  ]);
  const messages = await messagesOf(
    rows.map((row) => row.id),
    actor.userId,
  );
  return {
    total,
    appeals: rows.map((row) => ({
      ...toAppealDto(row, messages.get(row.id) ?? []),
      appellant: row.appellant ?? '',
      decidedByYou: row.decidedByUserId === actor.userId,
      record: recordOf(row, row.appellant ?? ''),
    })),
  };
}

/** The record a decision was about, as the Appeals section shows it beside the appeal. */
function recordOf(
  row: {
    subjectTable: string;
    subjectId: number;
    girlName: string | null;
    girlPicture: string | null;
    girlText: string | null;
    guyName: string | null;
  },
  appellant: string,
): AppealRecord | null {
  if (row.subjectTable === 'girls')
    return {
      name: row.girlName ?? appellant,
      href: `/admin/manage-girls/${row.subjectId}`,
      pictureUrl: row.girlPicture,
      text: row.girlText,
    };
  if (row.subjectTable === 'guys')
    return {
      name: row.guyName ?? appellant,
      href: `/admin/manage-guys/${row.subjectId}`,
      pictureUrl: null,
      text: null,
    };
  return null;
}
