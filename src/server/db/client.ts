import 'server-only';
import { dataDir, env } from '../env';
import { logger } from '../logger';
import { openPgliteFolder, openPostgres } from './connections';
import { runMigrations } from './migrate';
import type { Db, DbHandle } from './types';

export type { Db, Tx } from './types';

/**
 * Opens the configured database, not shared and not migrated (scripts/db-migrate.ts).
 * DATABASE_URL → node-postgres pool; unset → embedded PGlite in DATA_DIR/pglite.
 */
export function openDatabase(): Promise<DbHandle> {
  return env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL, { poolSize: env.DB_POOL_SIZE, statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS })
    : openPgliteFolder(dataDir);
}

// One database per process, on globalThis: Next's dev server re-evaluates modules on every edit,
// and a second PGlite on the same folder would be refused by its lock. Never opened at import
// time – `next build` imports modules in several workers.
interface DbState {
  opening?: Promise<DbHandle>;
}
const state: DbState = ((globalThis as { [key: symbol]: DbState })[Symbol.for('matside.db')] ??= {});

/** The app's database, opened (and migrated) on first use. */
export async function getDb(): Promise<Db> {
  state.opening ??= openAndMigrate().catch((error: unknown) => {
    state.opening = undefined; // let the next call retry, e.g. once PostgreSQL is up
    throw error;
  });
  return (await state.opening).db;
}

async function openAndMigrate(): Promise<DbHandle> {
  const handle = await openDatabase();
  try {
    await runMigrations(handle.db);
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
  if (handle.kind === 'pglite' || serverShutdownHooks()) listenForShutdown();
  logger.info({ database: handle.description }, 'database ready');
  return handle;
}

/** Closes the app's database (PGlite: also frees its folder). The next getDb() opens it again. */
export async function closeDb(): Promise<void> {
  const opening = state.opening;
  state.opening = undefined;
  stopListeningForShutdown();
  if (!opening) return;
  const handle = await opening.catch(() => undefined);
  await handle?.close();
}

// PGlite writes to its folder from this process only: close it on SIGTERM/SIGINT so the folder is
// consistent and unlocked. (A hard exit still removes the lock, see connections.ts.)
const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

function onSignal(signal: NodeJS.Signals) {
  void closeDb()
    .catch((error: unknown) => logger.error({ err: error }, 'closing the database failed'))
    .finally(() => {
      // Listening replaced Node's default (exit). If nobody else (Next's own shutdown) listens,
      // raise the signal again so the process ends as it would have.
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    });
}

/**
 * Under our own server (server/index.mjs) the signal first drains in-flight requests; the server
 * then runs these hooks. Closing the database on the signal itself would fail requests mid-query.
 */
const SHUTDOWN_HOOKS = Symbol.for('matside.server.shutdownHooks');

function serverShutdownHooks(): Set<() => Promise<void>> | undefined {
  return (globalThis as { [SHUTDOWN_HOOKS]?: Set<() => Promise<void>> })[SHUTDOWN_HOOKS];
}

function listenForShutdown() {
  const hooks = serverShutdownHooks();
  if (hooks) hooks.add(closeDb);
  else for (const signal of SIGNALS) process.on(signal, onSignal);
}

function stopListeningForShutdown() {
  serverShutdownHooks()?.delete(closeDb);
  for (const signal of SIGNALS) process.off(signal, onSignal);
}
