// npm run db:migrate – apply pending migrations to the configured database: DATABASE_URL, or the
// embedded PGlite in DATA_DIR/pglite. The app also migrates on its first query; this script is for
// deployments that migrate before starting instances. Runs with --conditions=react-server so
// `server-only` resolves to an empty module.
import { openDatabase, runMigrations } from '@/server/db';

async function main() {
  const handle = await openDatabase();
  try {
    await runMigrations(handle.db, { log: (message) => console.log(`db:migrate: ${message}`) });
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`db:migrate failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
