import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { metrics, timeQuery } from '../../../server/metrics.mjs';

// server/metrics.mjs holds the registry.

export { metrics };

/** pool.query and checked-out clients' queries (transactions). */
export function timePostgresQueries(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => timeQuery('postgres', query(...args))) as typeof pool.query;
  pool.on('connect', (client) => {
    // pool.query calls it with a callback: not timed twice.
    const clientQuery = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => timeQuery('postgres', clientQuery(...args))) as typeof client.query;
  });
}

export function timePgliteQueries(client: PGlite): void {
  const query = client.query.bind(client);
  client.query = ((...args: Parameters<PGlite['query']>) => timeQuery('pglite', query(...args))) as PGlite['query'];
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: Parameters<PGlite['transaction']>[0]) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = ((...args: Parameters<typeof tx.query>) => timeQuery('pglite', txQuery(...args))) as typeof tx.query;
      return callback(tx);
    })) as PGlite['transaction'];
}
