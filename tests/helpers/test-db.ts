import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openPgliteMemory, openPostgres } from '@/server/db/connections';
import { runMigrations } from '@/server/db/migrate';
import type { Db, DbHandle } from '@/server/db/types';
import { createDatabase, dropDatabases, testDatabaseUrl, uniqueDatabaseName, withDatabase } from './postgres-admin';
import '../setup/provided';

export interface TestDb {
  db: Db;
  /** Closes the connection; a PostgreSQL test database is dropped. */
  close(): Promise<void>;
}

/**
 * A private, migrated database, independent of getDb(): PGlite in memory, or (TEST_DATABASE_URL
 * set) a new database on that server. For tests that need several databases or a pristine one
 * mid-file; services under test use getDb(), which tests/setup/integration-db.ts already isolates.
 */
export async function createTestDb(): Promise<TestDb> {
  const adminUrl = testDatabaseUrl();
  return adminUrl ? createPostgresTestDb(adminUrl) : createPgliteTestDb();
}

async function createPgliteTestDb(): Promise<TestDb> {
  // The global setup's migrated tarball starts a copy in ~1 s instead of initdb + migrations.
  const dumpPath = inject('pgliteTemplateDump');
  const dump = dumpPath ? new Blob([await readFile(dumpPath)]) : undefined;
  const handle = await openPgliteMemory(dump);
  if (!dump) await migrateOrClose(handle);
  return { db: handle.db, close: () => handle.close() };
}

async function createPostgresTestDb(adminUrl: string): Promise<TestDb> {
  const template = inject('postgresTemplate');
  const name = uniqueDatabaseName(inject('postgresPrefix') ?? 'matside_test');
  await createDatabase(adminUrl, name, template);
  let handle: DbHandle;
  try {
    handle = await openPostgres(withDatabase(adminUrl, name), { poolSize: 4, statementTimeoutMs: 15_000 });
    if (!template) await migrateOrClose(handle);
  } catch (error) {
    await dropDatabases(adminUrl, [name]);
    throw error;
  }
  return {
    db: handle.db,
    async close() {
      await handle.close();
      await dropDatabases(adminUrl, [name]);
    },
  };
}

async function migrateOrClose(handle: DbHandle) {
  try {
    await runMigrations(handle.db, { log: () => undefined });
  } catch (error) {
    await handle.close();
    throw error;
  }
}
