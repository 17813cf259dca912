// The e2e slots' starting data, made once per run: migrate and seed a template
// folder, which each slot's server copies (playwright.config.ts) instead of migrating and seeding its
// own. Playwright starts the slots' servers one after the other, so doing it per slot cost one
// migrate and one seed per slot on one core while the other waited. `npm run test:e2e` runs this
// first; `npm test` runs it beside the unit tests and tells the e2e step (E2E_SKIP_DATA=1).
// The seed is deterministic per UTC day (scripts/seed/random.ts), so an earlier copy is the same data.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { E2E_TEMPLATE_DIR, e2eServerEnv, e2eSlot } from '../tests/e2e/support/constants';

const root = path.resolve(import.meta.dirname, '..');
const dir = path.join(root, E2E_TEMPLATE_DIR);
const started = performance.now();

rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const env = { ...process.env, ...e2eServerEnv(e2eSlot(0).baseURL, E2E_TEMPLATE_DIR) };
for (const script of ['db:migrate', 'db:seed']) {
  const result = spawnSync('npm', ['run', '--silent', script], { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[e2e] FAILED: npm run ${script} into ${E2E_TEMPLATE_DIR}`);
    process.exit(1);
  }
}
// Migrating generated a secret (env.ts); each slot's server generates its own on its first start.
rmSync(path.join(dir, 'auth-secret'), { force: true });
console.log(`[e2e] ${E2E_TEMPLATE_DIR} migrated and seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
