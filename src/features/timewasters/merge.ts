import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '@/features/audit-log/service';
import { notDecidable } from '@/features/moderation/decision-guard';
import { tell } from '@/features/due-process/decision-mail';
import { recordNotice, type Notice } from '@/features/due-process/decision-notices';
import { auditReason } from '@/features/due-process/reason-codes';
import { receiptMail } from '@/features/due-process/receipts';
import type { Actor } from '@/server/auth/actor-types';
import type { Tx } from '@/server/db';
import { girls, moderationClaims, timewasterComments, timewasters, user } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { isTimewasterModerator, missingRecord, requireTimewasterReader } from './access';
import { DUPLICATE_MESSAGES, type TimewasterMergeValues } from './duplicate-schema';
import { openTimewasterWrite } from './write-gate';

// A moderator merges entry B (`fromId`) into entry A (`intoId`) (docs/decisions/044). In one
// transaction every child row of B moves to A, where A already holds the same phone, e-mail, or
// a vote or confirmation of the same girl, A's row is kept and B's dropped; B's description
// becomes a comment on A; B is deleted; one audit row lists every row id by kind, before and
// after; B's reporter gets a receipt. Like every decision it holds B at the version the moderator
// saw (decision 040): two merges at once give one success and one 409.

/** The child tables of an entry, and the column that may not repeat on one entry. */
const CHILDREN = {
  // By the keyed hash: a contact both entries hold under the same key version is kept once.
  phones: { table: 'timewaster_phones', unique: 'phone_hash', moves: true },
  emails: { table: 'timewaster_emails', unique: 'email_hash', moves: true },
  photos: { table: 'timewaster_photos', unique: null, moves: true },
  comments: { table: 'timewaster_comments', unique: null, moves: true },
  votes: { table: 'thumbs', unique: 'girl_id', moves: true },
  confirmations: { table: 'timewaster_confirmations', unique: 'girl_id', moves: true },
  // A reminder is about B's own expiry: none moves, all go with B.
  expiryReminders: { table: 'timewaster_expiry_reminders', unique: null, moves: false },
} as const;
export type ChildKind = keyof typeof CHILDREN;
export type RowIds = Record<ChildKind, number[]>;

export interface MergeResult {
  fromId: number;
  intoId: number;
  moved: RowIds;
  dropped: RowIds;
  /** The comment on A that holds B's description. */
  descriptionCommentId: number;
}

const ids = (rows: { id: number }[]) => rows.map((r) => Number(r.id)).sort((a, b) => a - b);

/** Moves B's rows of one kind to A, except those whose unique value A already has (deleted with B). */
async function moveChildren(tx: Tx, kind: ChildKind, fromId: number, intoId: number) {
  const { table, unique, moves } = CHILDREN[kind];
  const name = sql.identifier(table);
  const before = await tx.execute<{ id: number }>(sql`SELECT id FROM ${name} WHERE timewaster_id = ${fromId}`);
  const clash = unique
    ? sql` AND NOT EXISTS (SELECT 1 FROM ${name} AS kept WHERE kept.timewaster_id = ${intoId}
        AND kept.${sql.identifier(unique)} = ${name}.${sql.identifier(unique)})`
    : sql``;
  const moved = moves
    ? await tx.execute<{ id: number }>(
        sql`UPDATE ${name} SET timewaster_id = ${intoId} WHERE timewaster_id = ${fromId}${clash} RETURNING id`,
      )
    : { rows: [] };
  const dropped = await tx.execute<{ id: number }>(
    sql`DELETE FROM ${name} WHERE timewaster_id = ${fromId} RETURNING id`,
  );
  return { before: ids(before.rows), moved: ids(moved.rows), dropped: ids(dropped.rows) };
}

/**
 * Locks both entries (in id order, so two opposite merges cannot deadlock), then holds B at the
 * version seen: the first statement of the decision, as holdItem does for the queue's items. A
 * second merge of B finds no row and gets the 409 naming who merged it and when.
 */
async function holdEntries(tx: Tx, fromId: number, intoId: number, version: number | undefined) {
  await tx
    .select({ id: timewasters.id })
    .from(timewasters)
    .where(inArray(timewasters.id, [fromId, intoId]))
    .orderBy(timewasters.id)
    .for('update');
  const seen = version === undefined ? undefined : eq(timewasters.version, version);
  const [from] = await tx
    .update(timewasters)
    .set({ version: sql`${timewasters.version}` })
    .where(and(eq(timewasters.id, fromId), seen))
    .returning();
  if (!from) throw await notDecidable('timewasterReports', fromId, tx);
  await tx
    .delete(moderationClaims)
    .where(and(eq(moderationClaims.itemKind, 'timewasterReports'), eq(moderationClaims.itemId, fromId)));
  const [into] = await tx.select().from(timewasters).where(eq(timewasters.id, intoId)).limit(1);
  if (!into) throw new AppError('bad_request', DUPLICATE_MESSAGES.intoMissing, { source: { pointer: '/intoId' } });
  return { from, into };
}

async function reporterOf(tx: Tx, girlId: number | null) {
  if (girlId === null) return undefined;
  const [row] = await tx
    .select({ userId: girls.userId, email: user.email })
    .from(girls)
    .leftJoin(user, eq(user.id, girls.userId))
    .where(eq(girls.id, girlId))
    .limit(1);
  return row;
}

export async function mergeTimewasters(
  anyActor: Actor,
  fromId: number,
  values: TimewasterMergeValues,
): Promise<MergeResult> {
  requireTimewasterReader(anyActor);
  if (!isTimewasterModerator(anyActor)) throw missingRecord();
  const { actor, db } = await openTimewasterWrite(anyActor);
  if (fromId === values.intoId)
    throw new AppError('bad_request', DUPLICATE_MESSAGES.intoItself, { source: { pointer: '/intoId' } });
  const { intoId } = values;
  const { result, receipt } = await db.transaction(async (tx) => {
    const { from, into } = await holdEntries(tx, fromId, intoId, values.version);
    const before = {} as RowIds;
    const moved = {} as RowIds;
    const dropped = {} as RowIds;
    for (const kind of Object.keys(CHILDREN) as ChildKind[]) {
      const rows = await moveChildren(tx, kind, fromId, intoId);
      before[kind] = rows.before;
      moved[kind] = rows.moved;
      dropped[kind] = rows.dropped;
    }
    // B's report text stays readable on A, as its reporter's comment (anonymous as B was).
    const [description] = await tx
      .insert(timewasterComments)
      .values({
        timewasterId: intoId,
        girlId: from.girlId,
        comment: from.comment,
        anonymous: from.anonymous || from.girlId === null,
        createdAt: from.createdAt,
      })
      .returning({ id: timewasterComments.id });
    // B's confirmations now count for A: A's expiry runs from the later of the two.
    if (from.approved)
      await tx
        .update(timewasters)
        .set({ lastConfirmedAt: sql`greatest(${timewasters.lastConfirmedAt}, ${from.lastConfirmedAt})` })
        .where(eq(timewasters.id, intoId));
    await tx.delete(timewasters).where(eq(timewasters.id, fromId));
    const result: MergeResult = { fromId, intoId, moved, dropped, descriptionCommentId: description!.id };
    await recordAudit(tx, actor, {
      action: 'timewaster.merge',
      subjectTable: 'timewasters',
      subjectId: fromId,
      before: { entry: from, into: { id: into.id, name: into.name }, rows: { timewasterId: fromId, ...before } },
      after: {
        deleted: true,
        mergedInto: intoId,
        reasonCode: values.reasonCode,
        rows: { timewasterId: intoId, moved, dropped, descriptionCommentId: result.descriptionCommentId },
      },
      reason: auditReason(values.reasonCode, values.reason),
    });
    const reporter = await reporterOf(tx, from.girlId);
    const notice: Notice = {
      kind: 'timewaster-report',
      role: 'reporter',
      subject: `Your timewaster report about ${from.name}`,
      accepted: true,
      reasonCode: values.reasonCode ?? 'duplicate',
      reasonText: values.reason || DUPLICATE_MESSAGES.receiptText,
    };
    await recordNotice(tx, reporter?.userId, notice);
    return { result, receipt: reporter?.email ? { to: reporter.email, notice } : null };
  });
  if (receipt) await tell(receipt.to, receiptMail(receipt.notice));
  return result;
}
