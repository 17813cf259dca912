import 'server-only';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { is, sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres, NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { logger } from '../logger';
import { describePostgresUrl } from './connections';
import { addGirlPictureIcons } from './data-migrations/girl-picture-icons';
import { addGuyAvatarIcons } from './data-migrations/guy-avatar-icons';
import { moveGuyAvatarsOutOfUserIdFolders } from './data-migrations/guy-avatar-keys';
import { storeTimewasterPhonesInE164 } from './data-migrations/phone-numbers';
import { sealTimewasterContacts, sealTimewasterEntries } from './data-migrations/sealed-contacts';
import { sealGuyContacts } from './data-migrations/guy-contacts';
import { sealTimewasterChanges } from './data-migrations/sealed-changes';
import { storeCanonicalStates } from './data-migrations/state-names';
import { makePendingPhotosPrivate } from './data-migrations/private-pending-photos';
import { makeTimewasterPhotosPrivate } from './data-migrations/private-timewaster-photos';
import { addResponsiveVariants } from './data-migrations/responsive-variants';
import { reencryptTwoFactorSecrets } from './data-migrations/two-factor-secrets';
import type { Db } from './types';

/** Resolved from the working directory, as Next runs. */
export const migrationsFolder = path.resolve(process.cwd(), 'src/server/db/migrations');

// Any fixed number, the same everywhere: one instance migrates while the others wait.
const MIGRATION_LOCK_KEY = 4_242_017_301;

export interface RunMigrationsOptions {
  log?: (message: string) => void;
}

export async function runMigrations(db: Db, { log = (m) => logger.info(m) }: RunMigrationsOptions = {}) {
  const started = Date.now();
  if (is(db, PgliteDatabase)) {
    const client = (db as unknown as { $client: PGlite }).$client;
    log(`database: PGlite ${client.dataDir ?? '(in memory)'}`);
    log('applying migrations…');
    const before = await countApplied(db);
    await migratePglite(db, { migrationsFolder });
    log(summary(before, await countApplied(db), started));
    await runDataMigrations(db, log);
    return;
  }
  if (is(db, NodePgDatabase)) {
    const pool = (db as unknown as { $client: pg.Pool }).$client;
    log(`database: PostgreSQL ${describePostgresUrl(pool.options.connectionString ?? '')}`);
    log('applying migrations… (waiting for other instances if one is migrating)');
    // The lock is per session.
    const connection = await pool.connect();
    try {
      // Index builds and lock waits may outlast the app's statement timeout.
      await connection.query('SET statement_timeout = 0');
      await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        const migrator = drizzlePostgres({ client: connection });
        const before = await countApplied(migrator);
        await migratePostgres(migrator, { migrationsFolder });
        log(summary(before, await countApplied(migrator), started));
      } finally {
        await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
    } finally {
      // It carries statement_timeout = 0.
      connection.release(true);
    }
    await runDataMigrations(db, log);
    return;
  }
  throw new Error('runMigrations: unknown database driver');
}

/** Changes to stored data beyond SQL; each is idempotent. */
async function runDataMigrations(db: Db, log: (message: string) => void): Promise<void> {
  await makeTimewasterPhotosPrivate(db, { log });
  await makePendingPhotosPrivate(db, { log });
  await addResponsiveVariants(db, { log });
  await moveGuyAvatarsOutOfUserIdFolders(db, { log });
  // After the move: the icon is stored beside the picture's new key.
  await addGuyAvatarIcons(db, { log });
  await addGirlPictureIcons(db, { log });
  await reencryptTwoFactorSecrets(db, { log });
  await storeTimewasterPhonesInE164(db, { log });
  // After the phones are in E.164: the sealed value is of the stored form.
  await sealTimewasterContacts(db, { log });
  await sealTimewasterEntries(db, { log });
  await sealGuyContacts(db, { log });
  await sealTimewasterChanges(db, { log });
  await storeCanonicalStates(db, { log });
}

async function countApplied(db: Pick<Db, 'execute'>): Promise<number> {
  // Two statements: a query naming a missing table fails even inside a CASE branch.
  const table = await db.execute<{ present: boolean }>(
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  );
  if (!table.rows[0]?.present) return 0;
  const count = await db.execute<{ applied: number }>(
    sql`SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations`,
  );
  return count.rows[0]?.applied ?? 0;
}

function summary(before: number, after: number, started: number): string {
  const applied = after - before;
  const what = applied === 0 ? 'already up to date' : `applied ${applied} migration${applied === 1 ? '' : 's'}`;
  return `${what} (${after} in total); done in ${Date.now() - started} ms`;
}
