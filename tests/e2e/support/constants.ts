// Shared by playwright.config.ts and the specs.
/** E2E_PORT lets several checkouts on one machine run their e2e suites side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_HOST = '127.0.0.1';
export const E2E_BASE_URL = `http://${E2E_HOST}:${E2E_PORT}`;
/** The e2e server's DATA_DIR (PGlite, uploads, mail outbox); wiped before every run. */
export const E2E_DATA_DIR = '.data-e2e';
