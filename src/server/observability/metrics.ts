import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { metrics, timeQuery } from '../../../server/metrics.mjs';

// The app's side of GET /metrics (server/metrics.mjs holds the registry; our server serves it).

export { metrics };

/** Times every query of a node-postgres pool: pool.query and the queries of checked-out clients (transactions). */
export function timePostgresQueries(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => timeQuery('postgres', query(...args))) as typeof pool.query;
  pool.on('connect', (client) => {
    // With a callback (how pool.query calls it) a client's query returns nothing and is not timed
    // twice; drizzle's transactions call it without one.
    const clientQuery = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => timeQuery('postgres', clientQuery(...args))) as typeof client.query;
  });
}

/** Times every query of a PGlite, inside transactions too. */
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
