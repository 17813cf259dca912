// npm test – every check of the project, on the 2 cores CI has, and a table of where the time went.
//
// The steps are the ones README lists (lint, typecheck, unit, integration, e2e); what this file adds
// is their order. Most steps are single-threaded (eslint, tsc, one vitest worker per database, one
// Playwright worker per e2e slot), so they run two at a time, in lanes that keep both cores busy
// without starving the e2e servers (docs/decisions/033-suite-time.md has the measurements):
//
//   1. lint ‖ typecheck ‖ build  – `next build` skips its own type check: tsc runs beside it.
//   2. unit ‖ JS budget ‖ e2e data – the e2e slots' migrated and seeded template (scripts/e2e-data.ts),
//      made here once instead of per slot at the start of phase 4, where one core waited for it
//   3. integration: every file on PGlite, and the files of tests/integration-databases.ts on
//      PostgreSQL (when TEST_DATABASE_URL is set), one vitest run sharing a worker per core
//   4. e2e – two slots, each its own server and database (playwright.config.ts)
//
// A failed step stops the run after its phase; the table still prints. TEST_SERIAL=1 runs the steps
// one after another (to measure a step alone). Output lines of parallel steps carry the step's name.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

const root = path.resolve(import.meta.dirname, '..');
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const serial = process.env.TEST_SERIAL === '1';

type Step = { name: string; command: string; args: string[]; env?: Record<string, string> };
type Result = { name: string; seconds: number; status: number };

const npmRun = (name: string, script: string, env?: Record<string, string>): Step => ({
  name,
  command: 'npm',
  args: ['run', '--silent', script],
  env,
});
const script = (name: string, file: string, env?: Record<string, string>): Step => ({
  name,
  command: process.execPath,
  args: [tsx, path.join('scripts', file)],
  env,
});

function runStep(step: Step, prefixed: boolean): Promise<Result> {
  const started = performance.now();
  console.log(`[test] ▶ ${step.name}`);
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: root,
      env: { ...process.env, ...step.env },
      stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (prefixed) {
      for (const stream of [child.stdout!, child.stderr!]) {
        createInterface({ input: stream }).on('line', (line) => console.log(`[${step.name}] ${line}`));
      }
    }
    const done = (status: number) => {
      const seconds = (performance.now() - started) / 1000;
      console.log(`[test] ${status === 0 ? '✓' : '✗'} ${step.name} (${seconds.toFixed(0)} s)`);
      resolve({ name: step.name, seconds, status });
    };
    child.on('error', (error) => {
      console.error(`[test] ${step.name} could not start: ${error.message}`);
      done(1);
    });
    child.on('close', (code) => done(code ?? 1));
  });
}

async function runPhase(steps: Step[]): Promise<Result[]> {
  if (serial || steps.length === 1) {
    const results: Result[] = [];
    for (const step of steps) results.push(await runStep(step, false));
    return results;
  }
  return Promise.all(steps.map((step) => runStep(step, true)));
}

function printTable(results: Result[], wallSeconds: number) {
  const width = Math.max(...results.map((r) => r.name.length), 'whole run'.length);
  const line = (name: string, seconds: number, note = '') =>
    console.log(`  ${name.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s${note}`);
  console.log('\n[test] where the time went (steps in one phase ran side by side):');
  console.log(`  ${'step'.padEnd(width)}  ${'time'.padStart(7)}`);
  for (const r of results) line(r.name, r.seconds, r.status === 0 ? '' : '  FAILED');
  line('whole run', wallSeconds);
}

const phases: Step[][] = [
  [
    npmRun('lint', 'lint'),
    npmRun('typecheck', 'typecheck'),
    // tsc is the type check, beside it; the build would only repeat it.
    npmRun('build', 'build', { NEXT_SKIP_TYPECHECK: '1' }),
  ],
  [
    // Two vitest workers: the budget check beside it takes a few seconds of one core.
    { ...npmRun('unit', 'test:unit'), args: ['run', '--silent', 'test:unit', '--', '--maxWorkers=2'] },
    script('js budget', 'check-js-budget.ts'),
    script('e2e data', 'e2e-data.ts'),
  ],
  [npmRun('integration', 'test:integration')],
  [npmRun('e2e', 'test:e2e', { E2E_SKIP_BUILD: '1', E2E_SKIP_JS_BUDGET: '1', E2E_SKIP_DATA: '1' })],
];

const started = performance.now();
const results: Result[] = [];
for (const phase of phases) {
  results.push(...(await runPhase(phase)));
  if (results.some((r) => r.status !== 0)) break;
}
printTable(results, (performance.now() - started) / 1000);
const failed = results.filter((r) => r.status !== 0).map((r) => r.name);
if (failed.length) {
  console.error(`[test] FAILED: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('[test] all steps passed');
