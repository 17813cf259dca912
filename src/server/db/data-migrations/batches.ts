import 'server-only';
import { eq } from 'drizzle-orm';
import { finishedDataMigrations } from '../schema';
import type { Db } from '../types';

// The loop every data migration shares: read a table in id order, a batch at a time (keyset, so a
// batch costs the same at the end of a large table as at its start), hand each row to the
// migration, print one progress line per batch; and the mark in finished_data_migrations that
// lets later starts skip a migration that has run to its end.

export interface EachBatchOptions<Row extends { id: number }> {
  /** How many rows there are to read, for the progress line. */
  total: () => Promise<number>;
  /** Up to `limit` rows with an id above `afterId`, in id order. */
  read: (afterId: number, limit: number) => Promise<Row[]>;
  /** Handles one row (or give `eachBatch`). */
  each?: (row: Row) => Promise<void>;
  /** Handles a batch's rows at once (one statement for the batch), instead of `each`. */
  eachBatch?: (rows: Row[]) => Promise<void>;
  batchSize: number;
  /** Told after each batch: rows read so far and the total. */
  progress: (read: number, total: number) => void;
}

/** Reads every row once, in id order, one batch at a time; returns how many were read. */
export async function eachInBatches<Row extends { id: number }>({
  total,
  read,
  each,
  eachBatch,
  batchSize,
  progress,
}: EachBatchOptions<Row>): Promise<number> {
  const all = await total();
  let lastId = 0;
  let done = 0;
  for (;;) {
    const rows = await read(lastId, batchSize);
    if (rows.length === 0) break;
    if (eachBatch) await eachBatch(rows);
    else for (const row of rows) await each!(row);
    done += rows.length;
    lastId = rows.at(-1)!.id;
    progress(done, all);
  }
  return done;
}

type MarkDb = Pick<Db, 'select' | 'insert'>;

/** Whether the migration of that name has run to its end. */
export async function hasFinished(db: MarkDb, name: string): Promise<boolean> {
  const [finished] = await db
    .select({ name: finishedDataMigrations.name })
    .from(finishedDataMigrations)
    .where(eq(finishedDataMigrations.name, name));
  return finished !== undefined;
}

/** Records that the migration of that name has run to its end. */
export async function markFinished(db: MarkDb, name: string): Promise<void> {
  await db.insert(finishedDataMigrations).values({ name }).onConflictDoNothing();
}
