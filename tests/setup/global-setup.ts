import './test-secret';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPgliteFolder, openPostgres } from '@/server/db/connections';
import { runMigrations } from '@/server/db/migrate';
import { createDatabase, dropDatabases, listDatabases, withDatabase } from '../helpers/postgres-admin';
import './provided';

// Runs once per integration project (PGlite, PostgreSQL) of a vitest run, before its files start.
// Migrating once and copying the result per test file is much faster than initdb + migrations for
// every file. The project's own env (vitest.config.ts) says which database it is for.

const quiet = { log: () => undefined };

export default async function setup(project: TestProject) {
  const runDir = await mkdtemp(path.join(os.tmpdir(), 'matside-it-'));
  project.provide('testRunDir', runDir);
  const adminUrl = project.config.env?.TEST_DATABASE_URL?.trim() || undefined;

  if (adminUrl) {
    const prefix = `matside_test_${randomBytes(3).toString('hex')}`;
    const template = `${prefix}_template`;
    console.log(`[${project.name}] database: PostgreSQL ${new URL(adminUrl).host} (databases ${prefix}_*)`);
    await createDatabase(adminUrl, template);
    const handle = await openPostgres(withDatabase(adminUrl, template), { poolSize: 2, statementTimeoutMs: 60_000 });
    try {
      await runMigrations(handle.db, quiet);
    } finally {
      await handle.close(); // a template may have no open connections
    }
    project.provide('postgresTemplate', template);
    project.provide('postgresPrefix', prefix);
    return async () => {
      await dropDatabases(adminUrl, await listDatabases(adminUrl, prefix));
      await rm(runDir, { recursive: true, force: true });
    };
  }

  console.log(`[${project.name}] database: PGlite (a migrated copy per test file, in a temp folder)`);
  const templateDir = path.join(runDir, 'template');
  const handle = await openPgliteFolder(templateDir);
  try {
    await runMigrations(handle.db, quiet);
    // Drizzle keeps the PGlite client on $client; the tarball seeds in-memory copies (createTestDb).
    const dump = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    await writeFile(path.join(runDir, 'template.tar'), Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide('pgliteTemplateDir', templateDir);
  project.provide('pgliteTemplateDump', path.join(runDir, 'template.tar'));
  return () => rm(runDir, { recursive: true, force: true });
}
