import 'server-only';
import { dataDir, env } from '../env';
import { logger } from '../logger';
import { openPgliteFolder, openPostgres } from './connections';
import { runMigrations } from './migrate';
import type { Db, DbHandle } from './types';

export type { Db, Tx } from './types';

/** Not shared and not migrated. DATABASE_URL → node-postgres; unset → PGlite in DATA_DIR. */
export function openDatabase(): Promise<DbHandle> {
  return env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL, { poolSize: env.DB_POOL_SIZE, statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS })
    : openPgliteFolder(dataDir);
}

// On globalThis: Next's dev server re-evaluates modules and a second PGlite on one folder is refused.
// Never opened at import: `next build` imports modules in several workers.
interface DbState {
  opening?: Promise<DbHandle>;
}
const state: DbState = ((globalThis as { [key: symbol]: DbState })[Symbol.for('matside.db')] ??= {});

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

/** The next getDb() opens it again. */
export async function closeDb(): Promise<void> {
  const opening = state.opening;
  state.opening = undefined;
  stopListeningForShutdown();
  if (!opening) return;
  const handle = await opening.catch(() => undefined);
  await handle?.close();
}

// PGlite: close on SIGTERM/SIGINT so the folder is consistent and unlocked.
const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

function onSignal(signal: NodeJS.Signals) {
  void closeDb()
    .catch((error: unknown) => logger.error({ err: error }, 'closing the database failed'))
    .finally(() => {
      // Listening replaced Node's default exit: raise the signal again if nobody else listens.
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    });
}

/** Under our server the signal first drains requests; closing on the signal would fail them. */
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
