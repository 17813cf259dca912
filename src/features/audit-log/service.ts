import 'server-only';
import { getTableName, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '@/server/db';
import { auditLog } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';

export interface AuditEntry {
  /** What was done, as `<subject>.<verb>`: 'girl.approve', 'girl-photo.reject', 'scammer.publish'. */
  action: string;
  /** The table of the record acted on, and its id. */
  subjectTable: string;
  subjectId: number | string;
  before?: object | null;
  after?: object | null;
  /** What the moderator typed (a reason, a comment). */
  reason?: string | null;
}

/**
 * The one writer of the audit log: every moderator action calls it in the same transaction as
 * the change it records, so a change and its log row are committed (or lost) together. A null
 * actor is an operator's command at the console (no account acted).
 */
export async function recordAudit(tx: Tx | Db, actor: { userId: string | null }, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: actor.userId,
    action: entry.action,
    targetTable: entry.subjectTable,
    targetId: String(entry.subjectId),
    before: (entry.before ?? null) as Record<string, unknown> | null,
    after: (entry.after ?? null) as Record<string, unknown> | null,
    reason: entry.reason?.trim() || null,
  });
}

type Columns = Record<string, AnyPgColumn>;
type RowOf<C extends Columns> = {
  [K in keyof C]: C[K]['_']['data'] | (C[K]['_']['notNull'] extends true ? never : null);
};

type Table = AnyPgTable<{ name: string }>;

interface AuditedWrite<T extends Table, C extends Columns> {
  table: T;
  /** The one row written, as SQL; the write answers 404 when it matches none. */
  where: SQL;
  subjectId: number | string;
  /** The columns the audit row shows before and after, named as the log and the form name them. */
  columns: C;
  action: string;
  reason?: string | null;
}

/**
 * The audited update, in the caller's transaction: the row as it was (locked; 404 when it is not
 * there), the change, and the audit row with before and after.
 */
export async function auditedUpdate<T extends Table, C extends Columns>(
  tx: Tx,
  actor: { userId: string | null },
  { set, ...write }: AuditedWrite<T, C> & { set: PgUpdateSetSource<T> },
): Promise<{ before: RowOf<C>; after: RowOf<C> }> {
  const [before] = (await tx
    .select(write.columns)
    .from(write.table as Table)
    .where(write.where)
    .for('update')) as RowOf<C>[];
  if (!before) throw new AppError('not_found');
  const [after] = (await tx.update(write.table).set(set).where(write.where).returning(write.columns)) as RowOf<C>[];
  await recordAudit(tx, actor, { ...entryOf(write), before, after: after! });
  return { before, after: after! };
}

/** The audited delete, in the caller's transaction: the row goes (404 when it is not there) and the audit row keeps it. */
export async function auditedDelete<T extends Table, C extends Columns>(
  tx: Tx,
  actor: { userId: string | null },
  write: AuditedWrite<T, C>,
): Promise<RowOf<C>> {
  const [before] = (await tx.delete(write.table).where(write.where).returning(write.columns)) as RowOf<C>[];
  if (!before) throw new AppError('not_found');
  await recordAudit(tx, actor, { ...entryOf(write), before, after: null });
  return before;
}

function entryOf({ table, subjectId, action, reason }: AuditedWrite<Table, Columns>): AuditEntry {
  return { action, subjectTable: getTableName(table), subjectId, reason };
}
