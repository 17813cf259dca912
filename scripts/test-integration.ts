// npm run test:integration – the integration suite on the embedded PGlite, then the same suite on
// PostgreSQL when TEST_DATABASE_URL is set (CI sets it). Extra arguments go to vitest.
// INTEGRATION_ONLY=pglite or =postgres runs one of the two passes (npm test runs both side by side).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureFfmpeg } from './ensure-ffmpeg';

const root = path.resolve(import.meta.dirname, '..');
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const args = ['run', '--project', 'integration', ...process.argv.slice(2)];

function runSuite(label: string, env: NodeJS.ProcessEnv): void {
  console.log(`[integration] ${label}`);
  const result = spawnSync(process.execPath, [vitest, ...args], { stdio: 'inherit', cwd: root, env });
  if (result.status !== 0) {
    console.error(`[integration] FAILED on ${label}`);
    process.exit(result.status ?? 1);
  }
}

ensureFfmpeg(); // video uploads are re-encoded by ffmpeg
const { TEST_DATABASE_URL, INTEGRATION_ONLY, ...withoutPostgres } = process.env;
if (INTEGRATION_ONLY !== 'postgres') runSuite('embedded PGlite', withoutPostgres);
if (INTEGRATION_ONLY === 'pglite') process.exit(0);
if (TEST_DATABASE_URL) runSuite('PostgreSQL (TEST_DATABASE_URL)', process.env);
else if (INTEGRATION_ONLY === 'postgres') {
  console.error('[integration] INTEGRATION_ONLY=postgres but TEST_DATABASE_URL is not set');
  process.exit(1);
} else console.log('[integration] TEST_DATABASE_URL is not set: skipping the PostgreSQL pass');
