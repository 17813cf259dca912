import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, E2E_HOST, E2E_WORKERS, e2eSlot } from './tests/e2e/support/constants';

// E2E against the real, built app (our server, server/index.mjs) on fresh embedded databases.
// Run through `npm run test:e2e` (scripts/e2e.ts installs Chromium and builds first).
// E2E_WORKERS slots run side by side, each with its own server and database (support/constants.ts):
// a spec file runs in one slot from start to end, so it sees one database, as before.
// In a worker, E2E_BASE_URL is that worker's slot (this file is loaded again in every worker).
const baseURL = E2E_BASE_URL;
const isCI = !!process.env.CI;

// Each slot's server starts from an empty data folder every run: migrate, seed the demo data, start.
function slotServer(slot: number) {
  const { port, baseURL: url, dataDir } = e2eSlot(slot);
  const prepareSteps = [
    `rm -rf ${dataDir}`,
    `mkdir -p ${dataDir}`,
    existsSync('scripts/db-migrate.ts')
      ? 'npm run --silent db:migrate'
      : 'echo "[e2e] no scripts/db-migrate.ts yet: skipping migrate"',
    existsSync('scripts/db-seed.ts')
      ? 'npm run --silent db:seed'
      : 'echo "[e2e] no scripts/db-seed.ts yet: skipping seed"',
    `NODE_ENV=production exec node server/index.mjs -p ${port} -H ${E2E_HOST}`,
  ];
  return {
    command: prepareSteps.join(' && '),
    url: `${url}/`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      APP_ENV: 'development',
      APP_URL: url,
      DATA_DIR: dataDir,
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
      // The daily safety alert digest every minute (decision 043), so a spec sees it; each girl
      // still gets one a day at most.
      SAFETY_ALERT_DIGEST_CRON: '* * * * *',
    },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  // Prints which page kinds axe checked (issue 30) and fails a whole-suite run that missed one.
  globalTeardown: './tests/e2e/support/axe-coverage.ts',
  outputDir: 'test-results',
  // One worker per slot: each has its own server (PGlite serves one connection at a time).
  workers: E2E_WORKERS,
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  reporter: 'list',
  // The ten slowest spec files at the end of a run (issue 26 item 5: where the e2e time goes).
  reportSlowTests: { max: 10, threshold: 60_000 },
  // The journeys check accessibility as they go (axe at two widths and schemes): long ones need it.
  timeout: 120_000,
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
  webServer: Array.from({ length: E2E_WORKERS }, (_, slot) => slotServer(slot)),
});
