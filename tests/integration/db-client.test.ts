import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDb, getDb, runMigrations } from '@/server/db';
import { openPostgres } from '@/server/db/connections';
import { dataDir, env } from '@/server/env';
import {
  createDatabase,
  dropDatabases,
  testDatabaseUrl,
  uniqueDatabaseName,
  withDatabase,
} from '../helpers/postgres-admin';
import { createTestDb } from '../helpers/test-db';

const usingPostgres = Boolean(env.DATABASE_URL);

async function tableNames(db: Awaited<ReturnType<typeof getDb>>): Promise<string[]> {
  const result = await db.execute<{ table_name: string }>(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`,
  );
  return result.rows.map((row) => row.table_name);
}

describe(`getDb() on ${usingPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('applies the migrations on first open', async () => {
    const names = await tableNames(await getDb());
    expect(names).toEqual(expect.arrayContaining(['user', 'session', 'girls', 'guys', 'timewasters', 'thumbs']));
  });

  it('has pg_trgm installed and working', async () => {
    const db = await getDb();
    const result = await db.execute<{ similarity: number }>(
      sql`SELECT similarity('wrestling', 'wrestler') AS similarity`,
    );
    expect(result.rows[0]!.similarity).toBeGreaterThan(0.4);
    const extensions = await db.execute<{ extname: string }>(sql`SELECT extname FROM pg_extension`);
    expect(extensions.rows.map((row) => row.extname)).toContain('pg_trgm');
  });

  it('returns the same database to every caller, also to concurrent first calls', async () => {
    await closeDb();
    const [a, b] = await Promise.all([getDb(), getDb()]);
    expect(a).toBe(b);
    expect(await getDb()).toBe(a);
  });

  it('reopens after closeDb()', async () => {
    const before = await getDb();
    await closeDb();
    const after = await getDb();
    expect(after).not.toBe(before);
    expect((await after.execute<{ one: number }>(sql`SELECT 1 AS one`)).rows).toEqual([{ one: 1 }]);
  });
});

describe('createTestDb()', () => {
  it('gives a migrated database of its own', async () => {
    const first = await createTestDb();
    const second = await createTestDb();
    try {
      await first.db.execute(sql`CREATE TABLE only_in_first (id int)`);
      expect(await tableNames(first.db)).toEqual(expect.arrayContaining(['girls', 'only_in_first']));
      expect(await tableNames(second.db)).toEqual(expect.arrayContaining(['girls', 'timewasters']));
      expect(await tableNames(second.db)).not.toContain('only_in_first');
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

/** Runs tests/fixtures/open-database.ts in a new process on this file's DATA_DIR. */
function openInAnotherProcess(): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const tsx = path.resolve('node_modules/.bin/tsx');
  const child = spawn(tsx, ['--conditions=react-server', 'tests/fixtures/open-database.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The pid of a process that has just ended: certainly not alive. */
function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', () => resolve(child.pid!));
  });
}

// The lock is PGlite's; on the PostgreSQL pass getDb() is a pool and there is no folder to lock.
describe.skipIf(usingPostgres)('the embedded database folder', () => {
  const lockPath = path.join(dataDir, 'pglite.lock');
  afterAll(() => closeDb());

  it('is locked by the process that has it open', async () => {
    await getDb();
    expect((await readFile(lockPath, 'utf8')).trim()).toBe(String(process.pid));
  });

  it('refuses a second process with a clear message', async () => {
    await getDb();
    const result = await openInAnotherProcess();
    expect(result.code).not.toBe(0);
    expect(result.stdout).not.toContain('opened');
    expect(result.stderr).toContain(
      `The embedded database in ${path.join(dataDir, 'pglite')} is already in use by process ${process.pid}. ` +
        'Stop that process or set DATABASE_URL.',
    );
    // The refused process must not have taken or removed our lock.
    expect((await readFile(lockPath, 'utf8')).trim()).toBe(String(process.pid));
  });

  it('is unlocked by closeDb()', async () => {
    await getDb();
    await closeDb();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('takes over the stale lock of a process that died', async () => {
    await closeDb();
    await writeFile(lockPath, `${await deadPid()}\n`);
    const result = await openInAnotherProcess();
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('opened');
    expect(result.code).toBe(0);
    expect(existsSync(lockPath)).toBe(false); // the other process closed cleanly
  });
});

describe.runIf(usingPostgres)('runMigrations() on PostgreSQL', () => {
  it('lets several app instances start at once: one migrates, the others wait', async () => {
    const adminUrl = testDatabaseUrl()!;
    const name = uniqueDatabaseName('matside_test_concurrent');
    await createDatabase(adminUrl, name); // empty: nothing migrated yet
    const instances = await Promise.all(
      [1, 2, 3].map(() => openPostgres(withDatabase(adminUrl, name), { poolSize: 2, statementTimeoutMs: 15_000 })),
    );
    try {
      await Promise.all(instances.map((instance) => runMigrations(instance.db, { log: () => undefined })));
      const journal = await instances[0]!.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
      );
      const migrationFiles = (await readFile('src/server/db/migrations/meta/_journal.json', 'utf8')).match(/"tag"/g)!;
      expect(journal.rows[0]!.n).toBe(migrationFiles.length);
      expect(await tableNames(instances[1]!.db)).toEqual(expect.arrayContaining(['girls', 'thumbs']));
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await dropDatabases(adminUrl, [name]);
    }
  });
});
