// npm run test:integration – the integration suite: every file on the embedded PGlite and, when
// TEST_DATABASE_URL is set (CI sets it), the files listed in tests/integration-databases.ts on
// PostgreSQL as well. Both are projects of one vitest run sharing the workers (one per core), so
// neither database waits for the other. Extra arguments go to vitest (a file name, `-t`, …).
// INTEGRATION_ONLY=pglite or =postgres runs one of the two projects.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { ensureFfmpeg } from './ensure-ffmpeg';

const root = path.resolve(import.meta.dirname, '..');
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const extra = process.argv.slice(2);
const { TEST_DATABASE_URL, INTEGRATION_ONLY } = process.env;

if (INTEGRATION_ONLY === 'postgres' && !TEST_DATABASE_URL) {
  console.error('[integration] INTEGRATION_ONLY=postgres but TEST_DATABASE_URL is not set');
  process.exit(1);
}
const projects = [
  ...(INTEGRATION_ONLY === 'postgres' ? [] : ['integration']),
  ...(TEST_DATABASE_URL && INTEGRATION_ONLY !== 'pglite' ? ['integration-postgres'] : []),
];
if (!TEST_DATABASE_URL) console.log('[integration] TEST_DATABASE_URL is not set: PGlite only');

const args = [
  'run',
  ...projects.flatMap((project) => ['--project', project]),
  ...(extra.some((arg) => arg.startsWith('--maxWorkers')) ? [] : [`--maxWorkers=${os.availableParallelism()}`]),
  ...(extra.some((arg) => arg.startsWith('--reporter'))
    ? []
    : ['--reporter=default', '--reporter=./tests/setup/slow-files-reporter.ts']),
  ...extra,
];

ensureFfmpeg(); // video uploads are re-encoded by ffmpeg
console.log(`[integration] ${projects.join(' + ')}`);
const result = spawnSync(process.execPath, [vitest, ...args], { stdio: 'inherit', cwd: root });
process.exit(result.status ?? 1);
