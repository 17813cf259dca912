// npm run bench:axe-cost – what the accessibility checks inside the journeys add to the e2e suite
// (at most a minute). Runs the same specs with the checks (E2E_AXE unset) and
// without them (E2E_AXE=off), alternating, on the existing build, and prints each run's wall time
// and the median difference.
//
//   npm run bench:axe-cost                          the specs that check pages, 2 rounds
//   AXE_COST_ROUNDS=3 npm run bench:axe-cost -- tests/e2e/directory.spec.ts
//
// Needs a build (`npm run build`). The e2e slots' ports are E2E_PORT (default 3100) and the next.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const rounds = Number(process.env.AXE_COST_ROUNDS ?? 2);
const specDir = path.join(root, 'tests', 'e2e');
const specs = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync(specDir)
      .filter((name) => name.endsWith('.spec.ts'))
      .filter((name) => readFileSync(path.join(specDir, name), 'utf8').includes('expectAccessible('))
      .map((name) => `tests/e2e/${name}`);

function run(axe: 'on' | 'off'): number {
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/e2e.ts', ...specs],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        E2E_SKIP_BUILD: '1',
        E2E_SKIP_JS_BUDGET: '1',
        ...(axe === 'off' ? { E2E_AXE: 'off' } : {}),
      },
    },
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `[axe-cost] checks ${axe.padEnd(3)}: ${seconds.toFixed(0)} s${result.status === 0 ? '' : ' (a spec failed)'}`,
  );
  return seconds;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

console.log(`[axe-cost] ${specs.length} spec files, ${rounds} rounds, alternating`);
const on: number[] = [];
const off: number[] = [];
for (let round = 0; round < rounds; round++) {
  // Alternate which goes first, so a machine getting busier or quieter favours neither.
  if (round % 2 === 0) {
    off.push(run('off'));
    on.push(run('on'));
  } else {
    on.push(run('on'));
    off.push(run('off'));
  }
}
const differences = on.map((seconds, i) => seconds - off[i]!);
console.log(
  `[axe-cost] with checks ${median(on).toFixed(0)} s, without ${median(off).toFixed(0)} s (medians); ` +
    `the checks added ${differences.map((d) => d.toFixed(0)).join(', ')} s per round, median ${median(differences).toFixed(0)} s`,
);
