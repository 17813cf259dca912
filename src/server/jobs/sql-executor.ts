import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db';

/** pg-boss's documented `db` option: it runs every statement through `executeSql(text, values)`. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss over the app's embedded PGlite. PGlite's `query` takes one statement with parameters;
 * pg-boss's schema creation and maintenance send several statements (BEGIN; …; COMMIT) without
 * any, which only `exec` runs. Both wait for PGlite's transaction lock, so a job inserted by a
 * request's transaction is seen by the worker only once that transaction commits.
 */
export function pgliteExecutor(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/**
 * pg-boss inside a request's own transaction (either driver), so a job is queued only if the
 * write that asked for it commits. Drizzle numbers parameters itself: each `$n` of pg-boss's
 * text becomes one bound parameter (sql.param: an array stays one value, not a list).
 */
export function transactionExecutor(tx: Tx | Db): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      return tx.execute(bindPlaceholders(text, values));
    },
  };
}

export function bindPlaceholders(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${sql.param(values[Number(match[1]) - 1])}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}
