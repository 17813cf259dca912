// What the integration global setup hands to every test file (vitest `provide`/`inject`).
declare module 'vitest' {
  export interface TaskMeta {
    /** An integration file's CPU seconds, setup to teardown (tests/setup/integration-db.ts). */
    cpuSeconds?: number;
  }

  export interface ProvidedContext {
    /** Temp folder of this run; per-file DATA_DIRs live under it. */
    testRunDir: string;
    /** PGlite pass: a migrated DATA_DIR to copy (its `pglite` folder). */
    pgliteTemplateDir?: string;
    /** PGlite pass: the same database as a dumpDataDir() tarball, for in-memory copies. */
    pgliteTemplateDump?: string;
    /** PostgreSQL pass: a migrated database to CREATE DATABASE … TEMPLATE from. */
    postgresTemplate?: string;
    /** PostgreSQL pass: prefix of every database this run creates (dropped by the teardown). */
    postgresPrefix?: string;
  }
}

export {};
