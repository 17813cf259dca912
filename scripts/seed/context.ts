import 'server-only';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/server/db';
import type { SeedImages } from './images';
import type { Reporter, SeedCounts } from './progress';

/** The demo seed runs inside one transaction; every part writes through it. */
export type SeedTx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface SeedContext {
  tx: SeedTx;
  images: SeedImages;
  counts: SeedCounts;
  report: Reporter;
  /** Better Auth scrypt hash of DEMO_PASSWORD, computed once per run. */
  passwordHash: string;
}

type TableWithId = PgTable & { id: PgTable['_']['columns'][string] };

/**
 * Inserts rows in chunks (PostgreSQL allows 65,535 parameters per statement; girls have ~150
 * columns) and returns the generated ids in insertion order.
 */
export async function insertRows<T extends TableWithId>(
  ctx: SeedContext,
  label: string,
  table: T,
  rows: T['$inferInsert'][],
  chunk = 250,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    // drizzle cannot relate a generic table's insert type to its values type; the rows are typed by the caller.
    const inserted = (await ctx.tx
      .insert(table)
      .values(part as never)
      .returning({ id: table.id })) as { id: number }[];
    ids.push(...inserted.map((r) => r.id));
  }
  ctx.counts.add(label, rows.length);
  return ids;
}

/**
 * The migrations' own bookkeeping in the public schema: which data migrations have run (a phone
 * number rewritten twice would be read as another country's). A seed keeps it, as it keeps
 * drizzle's journal (in the `drizzle` schema).
 */
const MIGRATION_TABLES = new Set(['finished_data_migrations']);

/** The app's tables: everything in the public schema but the migrations' bookkeeping. */
export async function listAppTables(db: Pick<SeedTx, 'execute'>): Promise<string[]> {
  const result = await db.execute(sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
  return rowsOf<{ tablename: string }>(result)
    .map((r) => r.tablename)
    .filter((table) => !MIGRATION_TABLES.has(table));
}

/** Empties every app table and restarts the identities, so ids are the same on every run. */
export async function truncateAppTables(db: Pick<SeedTx, 'execute'>): Promise<number> {
  const tables = await listAppTables(db);
  if (tables.length === 0) return 0;
  const list = tables.map((t) => `"public"."${t.replace(/"/g, '""')}"`).join(', ');
  await db.execute(sql.raw(`TRUNCATE TABLE ${list} RESTART IDENTITY CASCADE`));
  return tables.length;
}

/** node-postgres returns { rows }, PGlite returns { rows } too; drizzle's typing differs per driver. */
export function rowsOf<R>(result: unknown): R[] {
  if (Array.isArray(result)) return result as R[];
  return ((result as { rows?: R[] }).rows ?? []) as R[];
}
