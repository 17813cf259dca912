import 'server-only';
import { and, asc, count, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DataKeyring } from '@/server/data-keys';
import {
  isSealedChangeValue,
  mapAuditCopy,
  openedChange,
  sealedChangeColumns,
  sealedIfClear,
  type ChangeColumn,
} from '@/server/sealed-changes';
import { dataKeyring } from '@/server/sealed-contacts';
import { auditLog, timewasterChanges } from '../schema';
import type { Db } from '../types';
import { eachInBatches, hasFinished, markFinished } from './batches';

// docs/decisions/053: the contacts inside the pending timewaster changes and inside the audit
// log's copies of them, sealed. The changes with no key version (written before) are sealed a
// batch at a time; the audit rows of proposals and decisions get every clear contact sealed (a
// value that already opens is left). Each batch prints a progress line and a run that stops is
// run again: it goes on from what is still clear. Then, once, every row is verified (each contact
// opens, a held contact's hash is its value's) and `timewaster-changes-sealed` is recorded.

export const SEALED_CHANGES_MIGRATION = 'timewaster-changes-sealed';

/** The audit actions whose before/after copy a change's values. */
export const CHANGE_AUDIT_ACTIONS = [
  'timewaster-change.propose',
  'timewaster-change.approve',
  'timewaster-change.reject',
] as const;

export interface SealedChangesOptions {
  log?: (message: string) => void;
  batchSize?: number;
  keyring?: DataKeyring;
}

export interface SealedChangesResult {
  sealed: number;
  audits: number;
  mismatched: number;
  verified: boolean;
}

type MigrationDb = Pick<Db, 'select' | 'update' | 'insert' | 'execute'>;
type Values = Record<string, unknown>;

/** Whether every contact of an audit row's copy is sealed and opens. */
function auditCopySealed(values: Values | null, column: ChangeColumn, keyring: DataKeyring): boolean {
  let sealed = true;
  mapAuditCopy(values, column, (value, context) => {
    sealed &&= isSealedChangeValue(value, context, keyring);
    return value;
  });
  return sealed;
}

function changeMatches(
  row: { kind: string; before: Values; after: Values; contactHash: string | null; keyVersion: number | null },
  keyring: DataKeyring,
): boolean {
  if (row.keyVersion === null) return false;
  try {
    const opened = openedChange(row, keyring);
    return row.contactHash === sealedChangeColumns(opened, keyring, row.keyVersion).contactHash;
  } catch {
    return false;
  }
}

const changeAudits = inArray(auditLog.action, [...CHANGE_AUDIT_ACTIONS]);

/** The change audit rows, in id order, for eachInBatches. */
function changeAuditRows(db: MigrationDb) {
  return {
    total: async () => (await db.select({ n: count() }).from(auditLog).where(changeAudits))[0]!.n,
    read: (afterId: number, limit: number) =>
      db
        .select({ id: auditLog.id, before: auditLog.before, after: auditLog.after })
        .from(auditLog)
        .where(and(changeAudits, gt(auditLog.id, afterId)))
        .orderBy(asc(auditLog.id))
        .limit(limit),
  };
}

/**
 * Maps every contact in the change audit rows' copies (the data migration seals the clear ones,
 * the rotation re-seals the older ones) and writes the rows that changed, each with a
 * compare-and-set on the copy as read. Answers the ids written and the ids changed in between.
 */
export async function mapChangeAudits(
  db: MigrationDb,
  batchSize: number,
  map: (value: string, column: ChangeColumn) => string,
  progress: (read: number, total: number) => void,
): Promise<{ written: number[]; skipped: number[] }> {
  const result = { written: [] as number[], skipped: [] as number[] };
  await eachInBatches({
    batchSize,
    ...changeAuditRows(db),
    // One statement per batch (a row at a time wrote about 50 rows a second on the shared machine).
    eachBatch: async (rows) => {
      const json = (values: unknown) => (values === null ? null : JSON.stringify(values));
      const writes = rows.flatMap((row) => {
        const before = mapAuditCopy(row.before, 'before', map);
        const after = mapAuditCopy(row.after, 'after', map);
        return json([before, after]) === json([row.before, row.after]) ? [] : [{ row, before, after }];
      });
      if (!writes.length) return;
      const values = sql.join(
        writes.map(
          ({ row, before, after }) =>
            sql`(${row.id}::bigint, ${json(before)}::jsonb, ${json(after)}::jsonb, ${json(row.before)}::jsonb, ${json(row.after)}::jsonb)`,
        ),
        sql`, `,
      );
      // Compare-and-set on the copies as read.
      const { rows: written } = await db.execute<{ id: number }>(sql`
        UPDATE audit_log AS t SET before = v.before, after = v.after
        FROM (VALUES ${values}) AS v(id, before, after, read_before, read_after)
        WHERE t.id = v.id AND t.before IS NOT DISTINCT FROM v.read_before AND t.after IS NOT DISTINCT FROM v.read_after
        RETURNING t.id`);
      const ids = new Set(written.map((row) => Number(row.id)));
      for (const { row } of writes) (ids.has(row.id) ? result.written : result.skipped).push(row.id);
    },
    progress,
  });
  return result;
}

type ChangeRow = { id: number; kind: string; before: Record<string, unknown>; after: Record<string, unknown> };

/**
 * The changes `where` selects, a batch at a time: each sealed again under the newest version from
 * what `open` reads of it, written with a compare-and-set on the values read (a concurrent write
 * wins). Shared by this migration (clear rows) and the key rotation (rows under an older version).
 */
export async function resealChanges(
  db: Pick<Db, 'select' | 'update'>,
  where: SQL | undefined,
  batchSize: number,
  open: (row: ChangeRow) => ChangeRow,
  keyring: DataKeyring,
  progress: (read: number, total: number) => void,
): Promise<{ written: number; skipped: number }> {
  const counts = { written: 0, skipped: 0 };
  await eachInBatches({
    batchSize,
    total: async () => (await db.select({ n: count() }).from(timewasterChanges).where(where))[0]!.n,
    read: (afterId, limit) =>
      db
        .select({
          id: timewasterChanges.id,
          kind: timewasterChanges.kind,
          before: timewasterChanges.before,
          after: timewasterChanges.after,
        })
        .from(timewasterChanges)
        .where(and(where, gt(timewasterChanges.id, afterId)))
        .orderBy(asc(timewasterChanges.id))
        .limit(limit),
    each: async (row) => {
      const written = await db
        .update(timewasterChanges)
        .set(sealedChangeColumns(open(row), keyring))
        .where(
          and(
            eq(timewasterChanges.id, row.id),
            sql`${timewasterChanges.after} = ${JSON.stringify(row.after)}::jsonb`,
            sql`${timewasterChanges.before} = ${JSON.stringify(row.before)}::jsonb`,
          ),
        )
        .returning({ id: timewasterChanges.id });
      if (written.length) counts.written += 1;
      else counts.skipped += 1;
    },
    progress,
  });
  return counts;
}

/** Seals the clear changes and audit copies; verifies every row once. */
export async function sealTimewasterChanges(
  db: MigrationDb,
  { log = () => {}, batchSize = 500, keyring = dataKeyring() }: SealedChangesOptions = {},
): Promise<SealedChangesResult> {
  const result: SealedChangesResult = { sealed: 0, audits: 0, mismatched: 0, verified: false };
  const finished = await hasFinished(db, SEALED_CHANGES_MIGRATION);
  result.sealed = (
    await resealChanges(
      db,
      isNull(timewasterChanges.keyVersion),
      batchSize,
      (row) => row,
      keyring,
      (read, total) => log(`sealed changes: ${read}/${total} changes sealed`),
    )
  ).written;
  // Audit rows are written after this has run sealed already: once finished, nothing is left.
  if (finished) return result;
  const mismatched: string[] = [];
  const audits = await mapChangeAudits(
    db,
    batchSize,
    (value, column) => sealedIfClear(value, column, keyring),
    (read, total) => log(`sealed changes: ${read}/${total} audit rows sealed`),
  );
  result.audits = audits.written.length;
  mismatched.push(...audits.skipped.map((id) => `audit ${id}`));
  await eachInBatches({
    batchSize,
    total: async () => (await db.select({ n: count() }).from(timewasterChanges))[0]!.n,
    read: (afterId, limit) =>
      db
        .select({
          id: timewasterChanges.id,
          kind: timewasterChanges.kind,
          before: timewasterChanges.before,
          after: timewasterChanges.after,
          contactHash: timewasterChanges.contactHash,
          keyVersion: timewasterChanges.keyVersion,
        })
        .from(timewasterChanges)
        .where(gt(timewasterChanges.id, afterId))
        .orderBy(asc(timewasterChanges.id))
        .limit(limit),
    each: async (row) => {
      if (!changeMatches(row, keyring)) mismatched.push(`change ${row.id}`);
    },
    progress: (read, total) => log(`sealed changes: ${read}/${total} changes verified`),
  });
  await eachInBatches({
    batchSize,
    ...changeAuditRows(db),
    each: async (row) => {
      if (!auditCopySealed(row.before, 'before', keyring) || !auditCopySealed(row.after, 'after', keyring))
        mismatched.push(`audit ${row.id}`);
    },
    progress: (read, total) => log(`sealed changes: ${read}/${total} audit rows verified`),
  });
  result.mismatched = new Set(mismatched).size;
  if (mismatched.length > 0) {
    log(`sealed changes: ${result.mismatched} row(s) not sealed: ${[...new Set(mismatched)].slice(0, 20).join(', ')}`);
    return result;
  }
  await markFinished(db, SEALED_CHANGES_MIGRATION);
  result.verified = true;
  log(`sealed changes: ${result.sealed} change(s) and ${result.audits} audit row(s) sealed, every row verified`);
  return result;
}
