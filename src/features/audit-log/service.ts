import 'server-only';
import { getTableName, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '@/server/db';
import { auditLog } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';

export interface AuditEntry {
  /** 'girl.approve', 'girl-photo.reject'. */
  action: string;
  subjectTable: string;
  subjectId: number | string;
  before?: object | null;
  after?: object | null;
  reason?: string | null;
}

/** In the change's own transaction, so both commit or neither. A null actor is the operator's console. */
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

interface AuditedWrite<T extends Table, C extends Columns, U extends Columns> {
  table: T;
  where: SQL;
  subjectId: number | string;
  columns: C;
  /** Columns the caller needs back (a file to delete) that the audit row leaves out. */
  unrecorded?: U;
  /** Facts recorded beside the row's last state (after an update, before a deletion): a reason code, what went with it. */
  noted?: object;
  action: string;
  reason?: string | null;
}

/** Locks the row (404 when missing), changes it, and records before and after. */
export async function auditedUpdate<T extends Table, C extends Columns, U extends Columns = Record<never, AnyPgColumn>>(
  tx: Tx,
  actor: { userId: string | null },
  { set, ...write }: AuditedWrite<T, C, U> & { set: PgUpdateSetSource<T> },
): Promise<{ before: RowOf<C> & RowOf<U>; after: RowOf<C> }> {
  const [before] = (await tx
    .select({ ...write.unrecorded, ...write.columns })
    .from(write.table as Table)
    .where(write.where)
    .for('update')) as (RowOf<C> & RowOf<U>)[];
  if (!before) throw new AppError('not_found');
  const [after] = (await tx.update(write.table).set(set).where(write.where).returning(write.columns)) as RowOf<C>[];
  await recordAudit(tx, actor, {
    ...entryOf(write),
    before: recorded(before, write.columns),
    after: { ...after!, ...write.noted },
  });
  return { before, after: after! };
}

/** 404 when the row is not there; the audit row keeps it. */
export async function auditedDelete<T extends Table, C extends Columns, U extends Columns = Record<never, AnyPgColumn>>(
  tx: Tx,
  actor: { userId: string | null },
  write: AuditedWrite<T, C, U>,
): Promise<RowOf<C> & RowOf<U>> {
  const [before] = (await tx
    .delete(write.table)
    .where(write.where)
    .returning({ ...write.unrecorded, ...write.columns })) as (RowOf<C> & RowOf<U>)[];
  if (!before) throw new AppError('not_found');
  await recordAudit(tx, actor, {
    ...entryOf(write),
    before: { ...recorded(before, write.columns), ...write.noted },
    after: null,
  });
  return before;
}

function recorded(row: Record<string, unknown>, columns: Columns): Record<string, unknown> {
  return Object.fromEntries(Object.keys(columns).map((key) => [key, row[key]]));
}

function entryOf({ table, subjectId, action, reason }: AuditedWrite<Table, Columns, Columns>): AuditEntry {
  return { action, subjectTable: getTableName(table), subjectId, reason };
}
