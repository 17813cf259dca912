// npm run test:e2e – make sure Debian's Chromium and ffmpeg are there, build the app, check its JavaScript
// budget, run the Playwright specs.
// Extra arguments go to `playwright test` (e.g. `npm run test:e2e -- tests/e2e/shell.spec.ts`).
// E2E_SKIP_BUILD=1 reuses the existing .next build; E2E_SKIP_JS_BUDGET=1 leaves the budget to the
// caller (npm test checks it beside the unit tests); E2E_SKIP_DATA=1 reuses the slots' template data
// folder (npm test makes it beside the unit tests with scripts/e2e-data.ts).
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { E2E_CHROMIUM, E2E_CHROMIUM_PACKAGE, E2E_TEMPLATE_DIR } from '../tests/e2e/support/constants';
import { ensureFfmpeg } from './ensure-ffmpeg';

const root = path.resolve(import.meta.dirname, '..');

function log(message: string) {
  console.log(`[e2e] ${message}`);
}

function run(command: string, args: string[], options: SpawnSyncOptions = {}): number {
  log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function fail(message: string): never {
  console.error(`[e2e] FAILED: ${message}`);
  process.exit(1);
}

function ensureChromium() {
  if (existsSync(E2E_CHROMIUM)) {
    log(`Chromium found at ${E2E_CHROMIUM}`);
    return;
  }
  if (process.env.E2E_CHROMIUM) fail(`E2E_CHROMIUM is set but ${E2E_CHROMIUM} does not exist`);
  log(`${E2E_CHROMIUM} is missing: installing Debian's ${E2E_CHROMIUM_PACKAGE} package (about 30 s)…`);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasSudo = spawnSync('sh', ['-c', 'command -v sudo'], { stdio: 'ignore' }).status === 0;
  if (!isRoot && !hasSudo) {
    fail(
      `${E2E_CHROMIUM} not found and not running as root. Install it with: sudo apt-get install -y ${E2E_CHROMIUM_PACKAGE}`,
    );
  }
  const prefix = isRoot ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args: string[]) =>
    prefix.length ? run(prefix[0], [...prefix.slice(1), 'apt-get', ...args], { env }) : run('apt-get', args, { env });
  if (apt(['update']) !== 0) fail('apt-get update failed (is the Debian package mirror reachable?)');
  if (apt(['install', '-y', E2E_CHROMIUM_PACKAGE]) !== 0) {
    fail(`apt-get install -y ${E2E_CHROMIUM_PACKAGE} failed; install it by hand and re-run`);
  }
  if (!existsSync(E2E_CHROMIUM)) fail(`apt-get installed ${E2E_CHROMIUM_PACKAGE} but ${E2E_CHROMIUM} is still missing`);
  log('Chromium installed');
}

function build() {
  if (process.env.E2E_SKIP_BUILD === '1') {
    if (!existsSync(path.join(root, '.next', 'BUILD_ID')))
      fail('E2E_SKIP_BUILD=1 but there is no .next build; run `npm run build`');
    log('E2E_SKIP_BUILD=1: reusing the existing .next build');
    return;
  }
  log('building the app (next build)…');
  if (run('npm', ['run', 'build']) !== 0) fail('next build failed');
}

function checkJsBudget() {
  if (process.env.E2E_SKIP_JS_BUDGET === '1')
    return log('E2E_SKIP_JS_BUDGET=1: npm test checks the budget beside the unit tests');
  // The JavaScript budget (decision 024), over the build just made: names the route and the chunk that broke it.
  const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  if (run(process.execPath, [tsx, path.join('scripts', 'check-js-budget.ts')]) !== 0)
    fail('JavaScript budget exceeded');
}

function prepareData() {
  if (process.env.E2E_SKIP_DATA === '1') {
    if (!existsSync(path.join(root, E2E_TEMPLATE_DIR, 'pglite')))
      fail(`E2E_SKIP_DATA=1 but there is no ${E2E_TEMPLATE_DIR}; run \`tsx scripts/e2e-data.ts\``);
    return log(`E2E_SKIP_DATA=1: the slots copy the existing ${E2E_TEMPLATE_DIR}`);
  }
  const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  if (run(process.execPath, [tsx, path.join('scripts', 'e2e-data.ts')]) !== 0) fail('the e2e data could not be made');
}

ensureChromium();
ensureFfmpeg(); // the server re-encodes uploaded videos with it
build();
checkJsBudget();
prepareData();
log('running Playwright…');
const playwrightCli = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js');
const status = run(process.execPath, [playwrightCli, 'test', ...process.argv.slice(2)], {
  env: { ...process.env, E2E_USE_TEMPLATE: '1' }, // playwright.config.ts: the slots copy the template
});
if (status !== 0) fail(`playwright test exited with ${status} (screenshots and traces are in test-results/)`);
log('all e2e specs passed');
