import 'server-only';
import { and, asc, count, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import { canonicalState, isKnownState } from '@/server/places/states';
import { girls, guys, travels } from '../schema';
import type { Db } from '../types';
import { eachInBatches, hasFinished, markFinished } from './batches';

// One stored form for a state (docs/decisions/052-canonical-places.md): the sign-up filled
// "Bayern" from the place data while older rows said "Bavaria", so the state filter split them.
// This reads every girl's, guy's and travel's state with canonicalState (a US code stays a code;
// elsewhere the subdivision's English name) and stores that form; a name the data does not know
// stays as it is and is counted. Each batch is a progress line. Writing the stored form again
// gives the same value, so a run that stops half-way is simply run again; its name goes into
// finished_data_migrations when it is done so later starts skip the scan (the name carries the
// data's version: new place data is a new migration).

export const STATE_NAMES_MIGRATION = 'state-names-iso3166-4.4-cldr-48';

export interface StateNamesOptions {
  log?: (message: string) => void;
  /** Rows read per batch (one progress line each). */
  batchSize?: number;
}

export interface StateNamesResult {
  changed: number;
  /** States the data does not know, left as they were. */
  unknown: number;
}

type MigrationDb = Pick<Db, 'select' | 'update' | 'insert'>;

const TABLES = [
  { label: 'girls', table: girls },
  { label: 'guys', table: guys },
  { label: 'travels', table: travels },
] as const;

async function storeStates(
  db: MigrationDb,
  { label, table }: (typeof TABLES)[number],
  result: StateNamesResult,
  log: (m: string) => void,
  batchSize: number,
) {
  const withState = and(isNotNull(table.state), ne(table.state, ''));
  await eachInBatches({
    batchSize,
    total: async () => (await db.select({ total: count() }).from(table).where(withState))[0]!.total,
    read: (lastId, limit) =>
      db
        .select({ id: table.id, state: table.state, country: table.country })
        .from(table)
        .where(and(withState, gt(table.id, lastId)))
        .orderBy(asc(table.id))
        .limit(limit),
    each: async (row) => {
      const stored = canonicalState(row.state!, row.country);
      if (!isKnownState(row.state!, row.country)) result.unknown += 1;
      if (stored === row.state) return;
      // The row's own edit time stays: no one edited it.
      await db
        .update(table)
        .set({ state: stored, updatedAt: sql`${table.updatedAt}` })
        .where(eq(table.id, row.id));
      result.changed += 1;
    },
    progress: (read, total) => log(`state names: ${read}/${total} ${label} read`),
  });
}

/** Stores every girl's, guy's and travel's state in its one form, once; null when it had already run. */
export async function storeCanonicalStates(
  db: MigrationDb,
  { log = () => {}, batchSize = 500 }: StateNamesOptions = {},
): Promise<StateNamesResult | null> {
  if (await hasFinished(db, STATE_NAMES_MIGRATION)) return null;
  const result: StateNamesResult = { changed: 0, unknown: 0 };
  for (const table of TABLES) await storeStates(db, table, result, log, batchSize);
  await markFinished(db, STATE_NAMES_MIGRATION);
  log(
    `state names: ${result.changed} stored in their one form, ${result.unknown} unknown to the place data left as they were`,
  );
  return result;
}
