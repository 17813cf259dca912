import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { logger } from '../logger';
import { timePgliteQueries, timePostgresQueries } from '../observability/metrics';
import { acquireLock, releaseLock } from './pglite-lock';
import { prepareStatementsOnce } from './pglite-statements';
import * as schema from './schema';
import type { DbHandle } from './types';

/** postgres://user@host:port/name – the URL without password or query, safe to print and log. */
export function describePostgresUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.username ? `${decodeURIComponent(u.username)}@` : ''}${u.host}${u.pathname}`;
  } catch {
    return 'postgres (unparsable DATABASE_URL)';
  }
}

export interface PostgresOptions {
  poolSize: number;
  statementTimeoutMs: number;
}

export async function openPostgres(url: string, options: PostgresOptions): Promise<DbHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize,
    // So a runaway query cannot hold a connection forever.
    statement_timeout: options.statementTimeoutMs,
    connectionTimeoutMillis: 10_000,
    application_name: 'matside',
  });
  // Without a listener an idle client's lost connection would crash the app.
  pool.on('error', (error) => logger.error({ err: error }, 'postgres: idle client error'));
  timePostgresQueries(pool); // GET /metrics: matside_db_query_duration_seconds
  const description = describePostgresUrl(url);
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new Error(`Cannot connect to ${description}: ${(error as Error).message}`, { cause: error });
  }
  return {
    db: drizzlePostgres({ client: pool, schema }),
    kind: 'postgres',
    description,
    close: () => pool.end(),
  };
}

async function createPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<PGlite> {
  const client = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm } });
  prepareStatementsOnce(client); // decision 049: each statement text parsed once per connection
  timePgliteQueries(client); // GET /metrics: matside_db_query_duration_seconds
  return client;
}

/** Locked by `${dataDir}/pglite.lock` while open; a new folder's first open takes seconds (initdb). */
export async function openPgliteFolder(dataDir: string): Promise<DbHandle> {
  const folder = path.join(dataDir, 'pglite');
  const lockPath = path.join(dataDir, 'pglite.lock');
  mkdirSync(dataDir, { recursive: true }); // PGlite does not create parent folders
  acquireLock(lockPath, folder);
  // A crash or process.exit() skips close().
  const onExit = () => releaseLock(lockPath);
  process.on('exit', onExit);
  let client: PGlite;
  try {
    client = await createPglite(folder);
  } catch (error) {
    process.off('exit', onExit);
    releaseLock(lockPath);
    throw error;
  }
  return {
    db: drizzlePglite({ client, schema }),
    kind: 'pglite',
    description: folder,
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        process.off('exit', onExit);
        releaseLock(lockPath);
      }
    },
  };
}

/** In memory (tests); starts from a dumpDataDir() tarball when given. */
export async function openPgliteMemory(loadDataDir?: Blob): Promise<DbHandle> {
  const client = await createPglite(undefined, loadDataDir);
  return {
    db: drizzlePglite({ client, schema }),
    kind: 'pglite',
    description: 'memory',
    async close() {
      if (!client.closed) await client.close();
    },
  };
}
