import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { integrationFilesByDatabase } from './tests/integration-databases.ts';
import { UNIT_TEST_GLOBS, isolatedUnitFiles } from './tests/unit-isolation.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

// The integration suite runs on PGlite (every file) and, when TEST_DATABASE_URL is set, on
// PostgreSQL (the files that test what the drivers may do differently: tests/integration-databases.ts,
// which throws here when a file is in neither list). Both are projects of one vitest run, so their
// files share the workers (`--maxWorkers`); each file still gets a database of its own.
const files = integrationFilesByDatabase(root);
const postgresUrl = process.env.TEST_DATABASE_URL?.trim();
// Unit files share their workers' module graphs, but for those that mock or stub (tests/unit-isolation.ts).
const isolatedUnit = isolatedUnitFiles(root);
// `npm run mutate` (Stryker) runs the unit project alone: its mutants are rules and parsers.
const unitOnly = process.env.MUTATE === '1';

function integrationProject(
  name: string,
  include: string[],
  env: Record<string, string>,
): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name,
      include,
      environment: 'node',
      // The project's database: global-setup.ts and integration-db.ts read TEST_DATABASE_URL.
      env,
      // Child processes, not threads: PGlite's wasm heap and process-wide state (signal
      // handlers, the database on globalThis) stay per test file.
      pool: 'forks',
      globalSetup: ['tests/setup/global-setup.ts'],
      // password-hashing.ts: scrypt at a test cost (the file says why and what still runs).
      setupFiles: ['tests/setup/integration-db.ts', 'tests/setup/console.ts', 'tests/setup/password-hashing.ts'],
      // npm test runs the suite beside other work on 2 cores: generous limits, so a test is never
      // failed by a neighbour's load (a hung test still fails).
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  };
}

/** `npm run test:unit` runs both unit projects (`--project 'unit*'`). */
function unitProject(
  name: string,
  files: { include: string[]; exclude?: string[]; isolate: boolean },
): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name,
      ...files,
      environment: 'node',
      // Local-day bugs hide in UTC: a half-hour zone with DST, south of the equator.
      env: { TZ: 'Australia/Adelaide' },
      // npm test runs the unit files beside lint, typecheck and the build on 2 cores, and Stryker's
      // instrumented code runs slower: a first chat test (its parsers loading) passes 5 s either way.
      testTimeout: 30_000,
      setupFiles: ['tests/setup/next-runtime.ts', 'tests/setup/test-secret.ts', 'tests/setup/console.ts'],
    },
  };
}

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${path.join(root, 'src')}/` },
      // The real `server-only` throws outside a Server Components bundle; tests import server code.
      { find: /^server-only$/, replacement: path.join(root, 'tests/helpers/empty.ts') },
    ],
  },
  test: {
    projects: [
      // Stryker (MUTATE=1) keeps vitest's isolation: its runner swaps mutants between test runs.
      unitProject('unit', { include: UNIT_TEST_GLOBS, exclude: isolatedUnit, isolate: unitOnly }),
      unitProject('unit-isolated', { include: isolatedUnit, isolate: true }),
      ...(unitOnly ? [] : [integrationProject('integration', files.pglite, { TEST_DATABASE_URL: '' })]),
      ...(postgresUrl && !unitOnly
        ? [integrationProject('integration-postgres', files.postgres, { TEST_DATABASE_URL: postgresUrl })]
        : []),
    ],
  },
});
