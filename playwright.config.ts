import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  E2E_BASE_URL,
  E2E_CHROMIUM,
  E2E_HOST,
  E2E_TEMPLATE_DIR,
  E2E_WORKERS,
  ZONED_PROJECT_TIME_ZONE,
  e2eServerEnv,
  e2eSlot,
} from './tests/e2e/support/constants';

// E2E against the real, built app (our server, server/index.mjs) on fresh embedded databases.
// Run through `npm run test:e2e` (scripts/e2e.ts installs Chromium and builds first).
// E2E_WORKERS slots run side by side, each with its own server and database (support/constants.ts):
// a spec file runs in one slot from start to end, so it sees one database, as before.
// In a worker, E2E_BASE_URL is that worker's slot (this file is loaded again in every worker).
const baseURL = E2E_BASE_URL;
const isCI = !!process.env.CI;

// Each slot's server starts from a fresh data folder every run. Through `npm run test:e2e` it is a
// copy of the run's migrated and seeded template (scripts/e2e-data.ts, made once for all slots, so
// the slots' servers do not migrate and seed one after the other: Playwright starts them in turn);
// `playwright test` alone migrates and seeds each slot's folder, as before.
const useTemplate = process.env.E2E_USE_TEMPLATE === '1' && existsSync(path.join(E2E_TEMPLATE_DIR, 'pglite'));

function slotServer(slot: number) {
  const { port, baseURL: url, dataDir } = e2eSlot(slot);
  const prepareSteps = useTemplate
    ? [`rm -rf ${dataDir}`, `cp -R ${E2E_TEMPLATE_DIR} ${dataDir}`]
    : [
        `rm -rf ${dataDir}`,
        `mkdir -p ${dataDir}`,
        existsSync('scripts/db-migrate.ts')
          ? 'npm run --silent db:migrate'
          : 'echo "[e2e] no scripts/db-migrate.ts yet: skipping migrate"',
        existsSync('scripts/db-seed.ts')
          ? 'npm run --silent db:seed'
          : 'echo "[e2e] no scripts/db-seed.ts yet: skipping seed"',
      ];
  return {
    command: [...prepareSteps, `NODE_ENV=production exec node server/index.mjs -p ${port} -H ${E2E_HOST}`].join(' && '),
    url: `${url}/`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    env: e2eServerEnv(url, dataDir),
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  // Prints which page kinds axe checked and fails a whole-suite run that missed one.
  globalTeardown: './tests/e2e/support/axe-coverage.ts',
  outputDir: 'test-results',
  // One worker per slot: each has its own server (PGlite serves one connection at a time).
  workers: E2E_WORKERS,
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  reporter: 'list',
  // The ten slowest spec files at the end of a run (where the e2e time goes).
  reportSlowTests: { max: 10, threshold: 60_000 },
  // The journeys check accessibility as they go (axe at two widths and schemes): long ones need it.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A click or fill whose element never becomes ready fails in 20 s with the locator it waited
    // for, rather than hanging to the 2-minute test timeout (one such hang cost a CI run 2 minutes
    // and said only "Test timeout").
    actionTimeout: 20_000,
    browserName: 'chromium',
    screenshot: 'only-on-failure',
    // Recording a trace costs every test about 12 % of the e2e CPU (Chromium and the runner, measured
    // A/B on search + guy-side: 239/245 against 214/211 CPU seconds), passing or not. CI records the
    // retry of a failed test (retries: 1) instead; a local run keeps the failed test's own trace.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: E2E_CHROMIUM,
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
  // Every journey runs in the default project; the zoned one runs the pages with times in a browser
  // outside UTC (Chicago: the server runs in UTC), where any hydration mismatch of a time (React
  // #418) is a console error and fails the test (support/fixtures.ts).
  projects: [
    { name: 'chromium', testIgnore: /zoned-pages\.spec\.ts$/ },
    { name: 'zoned', testMatch: /zoned-pages\.spec\.ts$/, use: { timezoneId: ZONED_PROJECT_TIME_ZONE } },
  ],
  webServer: Array.from({ length: E2E_WORKERS }, (_, slot) => slotServer(slot)),
});
