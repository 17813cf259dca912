import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

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
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.mjs', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Local-day bugs hide in UTC: a half-hour zone with DST, south of the equator.
          env: { TZ: 'Australia/Adelaide' },
          setupFiles: ['tests/setup/test-secret.ts', 'tests/setup/console.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // Child processes, not threads: PGlite's wasm heap and process-wide state (signal
          // handlers, the database on globalThis) stay per test file.
          pool: 'forks',
          globalSetup: ['tests/setup/global-setup.ts'],
          setupFiles: ['tests/setup/integration-db.ts', 'tests/setup/console.ts'],
          // npm test runs the PGlite and PostgreSQL passes side by side on 2 cores: generous limits,
          // so a test is never failed by the other pass's load (a hung test still fails).
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
