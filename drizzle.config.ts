import { defineConfig } from 'drizzle-kit';

// `drizzle-kit generate` needs no database connection; migrations are applied by
// scripts/db-migrate.ts (PGlite or DATABASE_URL), never by drizzle-kit push.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
  strict: true,
  verbose: true,
});
