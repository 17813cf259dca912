import type { Assume } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export interface DbQueryResult<Row> {
  rows: Row[];
}

// PGlite and node-postgres give different Drizzle classes: their common base keeps one Db type.
export interface DbQueryResultHKT extends PgQueryResultHKT {
  type: DbQueryResult<Assume<this['row'], Record<string, unknown>>>;
}

export type Db = PgDatabase<DbQueryResultHKT, typeof schema>;

/** A transaction's handle (the `tx` of `db.transaction(async (tx) => …)`). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DbKind = 'pglite' | 'postgres';

export interface DbHandle {
  db: Db;
  kind: DbKind;
  description: string;
  close(): Promise<void>;
}
