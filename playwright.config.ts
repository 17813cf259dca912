import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_HOST, E2E_PORT } from './tests/e2e/support/constants';

// E2E against the real, built app (our server, server/index.mjs) on a fresh embedded database.
// Run through `npm run test:e2e` (scripts/e2e.ts installs Chromium and builds first).
const baseURL = E2E_BASE_URL;
const isCI = !!process.env.CI;

// The server starts from an empty data folder every run: migrate, seed the demo data, start.
const prepareSteps = [
  `rm -rf ${E2E_DATA_DIR}`,
  // Next's data cache (unstable_cache entries) lives in the build folder and outlives the database:
  // a fresh database needs a fresh cache, or the public lists show the last run's rows.
  'rm -rf .next/cache/fetch-cache',
  `mkdir -p ${E2E_DATA_DIR}`,
  existsSync('scripts/db-migrate.ts')
    ? 'npm run --silent db:migrate'
    : 'echo "[e2e] no scripts/db-migrate.ts yet: skipping migrate"',
  existsSync('scripts/db-seed.ts')
    ? 'npm run --silent db:seed'
    : 'echo "[e2e] no scripts/db-seed.ts yet: skipping seed"',
  `NODE_ENV=production exec node server/index.mjs -p ${E2E_PORT} -H ${E2E_HOST}`,
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // PGlite serves one connection at a time, and CI has 2 cores.
  workers: 1,
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: prepareSteps.join(' && '),
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      APP_ENV: 'development',
      APP_URL: baseURL,
      DATA_DIR: E2E_DATA_DIR,
      // Embedded database, .eml outbox and local uploads, whatever the developer's shell has set.
      DATABASE_URL: '',
      SMTP_URL: '',
      S3_ENDPOINT: '',
      S3_BUCKET: '',
      REDIS_URL: '',
      // No secret from anywhere: the server generates its own into DATA_DIR on the first start, as
      // `npm run demo` does (tests/e2e/secrets.spec.ts checks the file; decision 025).
      AUTH_SECRET: '',
      LOG_LEVEL: 'warn',
      // Every spec signs in from 127.0.0.1; the limit itself is covered by the integration tests.
      SIGN_IN_RATE_LIMIT_MAX: '1000',
      // The test process is the proxy: a spec may send X-Forwarded-For to act from an address of
      // its own (the authorization matrix does, so its hundreds of requests do not spend the
      // per-address limits of the sign-up and contact forms the other specs use).
      TRUSTED_PROXIES: '127.0.0.1/32',
    },
  },
});
