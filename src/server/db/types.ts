import type { Assume } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** What `db.execute()` resolves to with either driver: both results carry `rows`. */
export interface DbQueryResult<Row> {
  rows: Row[];
}

// PGlite and node-postgres give different Drizzle classes. Their common base with the result
// type both share keeps one Db type for services, and `execute<Row>()` stays typed.
export interface DbQueryResultHKT extends PgQueryResultHKT {
  type: DbQueryResult<Assume<this['row'], Record<string, unknown>>>;
}

/** The database as the app sees it: select/insert/update/delete, transaction, query.*, execute. */
export type Db = PgDatabase<DbQueryResultHKT, typeof schema>;

/** A transaction's handle (the `tx` of `db.transaction(async (tx) => …)`). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DbKind = 'pglite' | 'postgres';

/** An open database plus what it takes to shut it down. */
export interface DbHandle {
  db: Db;
  kind: DbKind;
  /** Where it lives, without secrets: a folder, 'memory' or postgres://user@host:port/name. */
  description: string;
  close(): Promise<void>;
}
