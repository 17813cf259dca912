import { execFile } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, inject } from 'vitest';
import {
  createDatabase,
  dropDatabases,
  testDatabaseUrl,
  uniqueDatabaseName,
  withDatabase,
} from '../helpers/postgres-admin';
import './provided';

const copyFolder = (from: string, to: string) => promisify(execFile)('cp', ['-R', from, to]);

// Runs before each integration test file is imported: it points the app's configuration at a
// fresh, migrated database of this file's own, so services that call getDb() just work and no
// file sees another file's rows. DATA_DIR is per file too (mail outbox, uploads).
// No static import of app modules here: env.ts must read the variables set below.

// The file's CPU time from here to its end (setup, imports, tests; PostgreSQL's own work is the
// server's), for the slow-files reporter: on the shared 2 cores wall time says little.
const cpuAtStart = process.cpuUsage();

const fileDataDir = path.join(inject('testRunDir'), `file-${process.pid}-${randomBytes(4).toString('hex')}`);
await mkdir(fileDataDir, { recursive: true });
process.env.DATA_DIR = fileDataDir;
// A signing secret of this file's own, never one from the repository (decision 025).
process.env.AUTH_SECRET = randomBytes(32).toString('base64url');
// And a key of its own for the sealed contacts (decision 053).
process.env.DATA_ENCRYPTION_KEY = `v1:${randomBytes(32).toString('base64url')}`;

const adminUrl = testDatabaseUrl();
const postgresTemplate = inject('postgresTemplate');
let databaseName: string | undefined;

if (adminUrl && postgresTemplate) {
  databaseName = uniqueDatabaseName(inject('postgresPrefix')!);
  await createDatabase(adminUrl, databaseName, postgresTemplate);
  process.env.DATABASE_URL = withDatabase(adminUrl, databaseName);
  process.env.DB_POOL_SIZE = '4'; // several workers share the server's max_connections
} else {
  delete process.env.DATABASE_URL; // never a developer's real database
  // cp(1), not fs.cp: Node's copy stats and copies the template's ~1,400 files one by one in
  // JavaScript, about 0.5 s of CPU per file against 0.1 s (decision 033).
  await copyFolder(`${inject('pgliteTemplateDir')!}/.`, fileDataDir);
}

afterAll(async ({}, file) => {
  const cpu = process.cpuUsage(cpuAtStart);
  file.meta.cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const { closeDb } = await import('@/server/db');
  await closeDb();
  if (adminUrl && databaseName) await dropDatabases(adminUrl, [databaseName]);
  await rm(fileDataDir, { recursive: true, force: true });
});
