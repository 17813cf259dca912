// Shared by playwright.config.ts and the specs.
//
// The e2e run has E2E_WORKERS parallel slots (2 by default, one per core). Each slot has a server
// and a database of its own: port E2E_PORT + slot, data folder `.data-e2e-{slot}`. Playwright sets
// TEST_PARALLEL_INDEX in a worker (0 … workers-1) before it loads the config and the specs, so a
// spec's constants below are its own slot's; in the runner process (no index) they are slot 0's.

/** How many slots (workers, servers, databases) the e2e run uses. */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
/** E2E_PORT lets several checkouts on one machine run their e2e suites side by side. */
export const E2E_FIRST_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_HOST = '127.0.0.1';

/**
 * The browser the specs drive: Debian's `chromium-headless-shell` (Chromium's old headless mode,
 * the build Playwright itself uses for headless runs), not the full `chromium`: the same Blink and
 * V8 without the browser UI and its GPU process, about a fifth less CPU for the same specs
 * (docs/decisions/033-suite-time.md). scripts/e2e.ts installs the package when it is missing;
 * E2E_CHROMIUM points at another binary.
 */
export const E2E_CHROMIUM_PACKAGE = 'chromium-headless-shell';
export const E2E_CHROMIUM = process.env.E2E_CHROMIUM ?? `/usr/bin/${E2E_CHROMIUM_PACKAGE}`;

export function e2eSlot(slot: number) {
  const port = E2E_FIRST_PORT + slot;
  return {
    port,
    baseURL: `http://${E2E_HOST}:${port}`,
    /** The slot server's DATA_DIR (PGlite, uploads, mail outbox); wiped before every run. */
    dataDir: `.data-e2e-${slot}`,
  };
}

/**
 * The migrated and seeded data folder every slot starts from (scripts/e2e-data.ts makes it once per
 * run; a slot copies it instead of migrating and seeding again). Without its auth secret: each
 * slot's server generates its own on its first start.
 */
export const E2E_TEMPLATE_DIR = '.data-e2e-template';

/**
 * The environment of a slot's server, and of the migrate and seed that make its data: an embedded
 * database, a .eml outbox and local uploads in `dataDir`, whatever the developer's shell has set.
 */
export function e2eServerEnv(url: string, dataDir: string): Record<string, string> {
  return {
    NEXT_TELEMETRY_DISABLED: '1',
    APP_ENV: 'development',
    APP_URL: url,
    DATA_DIR: dataDir,
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
    // GET /metrics is off unless configured: the specs scrape from this host.
    METRICS_ALLOW: '127.0.0.1',
    // The daily safety alert digest every minute (decision 043), so a spec sees it; each girl
    // still gets one a day at most.
    SAFETY_ALERT_DIGEST_CRON: '* * * * *',
    // A check-in's grace minutes last a second each (decision 048): the check-in spec lets one pass.
    CHECK_IN_GRACE_UNIT_SECONDS: '1',
    CHECK_IN_SWEEP_SECONDS: '2',
  };
}

const current = e2eSlot(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const E2E_PORT = current.port;
export const E2E_BASE_URL = current.baseURL;
export const E2E_DATA_DIR = current.dataDir;

/** The browser zone of the e2e project `zoned` (playwright.config.ts): not UTC, as the server is. */
export const ZONED_PROJECT_TIME_ZONE = 'America/Chicago';
