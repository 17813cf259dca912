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

export function e2eSlot(slot: number) {
  const port = E2E_FIRST_PORT + slot;
  return {
    port,
    baseURL: `http://${E2E_HOST}:${port}`,
    /** The slot server's DATA_DIR (PGlite, uploads, mail outbox); wiped before every run. */
    dataDir: `.data-e2e-${slot}`,
  };
}

const current = e2eSlot(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const E2E_PORT = current.port;
export const E2E_BASE_URL = current.baseURL;
export const E2E_DATA_DIR = current.dataDir;
