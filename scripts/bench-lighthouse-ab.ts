// npm run bench:lighthouse:ab -- <git revision> – Lighthouse on this checkout's build (A) against
// another revision's build (B), side by side on the same machine.
//
// B is checked out in the system's temporary folder (matside-bench-ab/<sha>, a git worktree), installed (node_modules
// hard-linked from here when its lockfile is ours, else `npm ci`), migrated, seeded and built
// once; later runs reuse it. Both builds are served at once on free loopback ports, each on its own
// ./data, and every round runs each page on A and on B, alternating which goes first, so a noisy
// moment hits both. Prints per page the medians of TBT, LCP, script evaluation and all main-thread
// work (from the trace), and in how many rounds A's TBT was at or below B's.
// Settings: LIGHTHOUSE_ROUNDS (5), LIGHTHOUSE_ONLY (page names, e.g. `wrestlers,home`; all by default),
// LIGHTHOUSE_CPU_SLOWDOWN (a fixed multiplier for both sides instead of the calibration),
// LIGHTHOUSE_AB_URLS (`<A url>,<B url>`: two sites already running, e.g. each on its own seeded
// DATA_DIR; then nothing is checked out, built or started, and the revision argument is only a label);
// otherwise this checkout must be built (`npm run build`). Each page's runs are printed too (LCP s / TBT ms).
import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, stopServer } from './bench-server';
import { abSites } from './lighthouse-ab-sites';
import {
  audit,
  calibrate,
  lighthousePages,
  median,
  pageCookie,
  withChromium,
  type AuditFigures,
} from './lighthouse-audit';

const root = path.resolve(import.meta.dirname, '..');
const rounds = Math.max(1, Number(process.env.LIGHTHOUSE_ROUNDS ?? 5));
const fixedSlowdown = process.env.LIGHTHOUSE_CPU_SLOWDOWN ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) : null;
const runningSites = abSites(process.env.LIGHTHOUSE_AB_URLS);

function log(message: string) {
  console.log(`[lighthouse-ab] ${message}`);
}

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
  return result.stdout.trim();
}

function runShown(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): void {
  log(`${cwd}: ${command} ${args.join(' ')}`);
  if (spawnSync(command, args, { cwd, stdio: 'inherit', env }).status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
  }
}

/** The other revision's checkout, installed and built (once). */
function prepareCheckout(revision: string): { sha: string; dir: string } {
  const sha = run('git', ['rev-parse', '--verify', `${revision}^{commit}`], root);
  // Outside this checkout: lint, typecheck and tests must not see another revision's files.
  const dir = path.join(os.tmpdir(), 'matside-bench-ab', sha.slice(0, 12));
  if (!existsSync(dir)) {
    mkdirSync(path.dirname(dir), { recursive: true });
    runShown('git', ['worktree', 'add', '--detach', dir, sha], root);
  }
  if (!existsSync(path.join(dir, 'node_modules'))) {
    const sameLock =
      readFileSync(path.join(root, 'package-lock.json'), 'utf8') ===
      readFileSync(path.join(dir, 'package-lock.json'), 'utf8');
    if (sameLock) runShown('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')], root);
    else runShown('npm', ['ci', '--no-audit', '--no-fund'], dir);
  }
  // Its own ./data (no DATA_DIR of this shell), seeded as the demo is, then a production build.
  const { DATA_DIR: _ours, ...shell } = process.env;
  const setupEnv: NodeJS.ProcessEnv = { ...shell, NODE_ENV: 'development' };
  const buildEnv: NodeJS.ProcessEnv = { ...shell, NODE_ENV: 'production' };
  if (!existsSync(path.join(dir, 'data'))) {
    runShown('npm', ['run', '--silent', 'db:migrate'], dir, setupEnv);
    runShown('npm', ['run', '--silent', 'db:seed'], dir, setupEnv);
  }
  if (!existsSync(path.join(dir, '.next', 'BUILD_ID'))) runShown('npm', ['run', 'build'], dir, buildEnv);
  return { sha, dir };
}

type Figure = 'tbtMs' | 'lcpMs' | 'scriptEvaluationMs' | 'mainThreadMs' | 'mainThreadCpuMs';
const FIGURES: { key: Figure; label: string }[] = [
  { key: 'tbtMs', label: 'TBT' },
  { key: 'lcpMs', label: 'LCP' },
  { key: 'scriptEvaluationMs', label: 'script eval' },
  { key: 'mainThreadMs', label: 'main thread' },
  { key: 'mainThreadCpuMs', label: 'its CPU' },
];

async function main() {
  const pages = lighthousePages();
  const revision = process.argv[2];
  if (!revision) throw new Error('usage: npm run bench:lighthouse:ab -- <git revision to compare against>');
  // What each side is, for the table; the other revision's checkout when this script starts it.
  let aName: string;
  let bName: string;
  let otherDir = '';
  if (runningSites) {
    aName = runningSites.A;
    bName = `${revision} (${runningSites.B})`;
  } else {
    if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) throw new Error('build this checkout first: npm run build');
    aName = `this checkout (${run('git', ['rev-parse', '--short=12', 'HEAD'], root)})`;
    const other = prepareCheckout(revision);
    otherDir = other.dir;
    bName = `${revision} (${other.sha.slice(0, 12)})`;
  }

  const servers: ChildProcess[] = [];
  try {
    let sites: { A: string; B: string };
    if (runningSites) {
      sites = runningSites;
    } else {
      const a = await startServer(root);
      servers.push(a.child);
      const b = await startServer(otherDir);
      servers.push(b.child);
      sites = { A: a.baseUrl, B: b.baseUrl };
    }
    const samples = new Map<string, { A: AuditFigures[]; B: AuditFigures[] }>();

    const signedIn = { A: new Map<string, string>(), B: new Map<string, string>() };
    let cpuSlowdown = 4;
    await withChromium(async (port) => {
      for (const page of pages) {
        samples.set(page.name, { A: [], B: [] });
        // A first visit fills each server's cache; the measured runs come after it.
        for (const side of ['A', 'B'] as const) {
          const cookie = await pageCookie(sites[side], page, signedIn[side]);
          await fetch(new URL(page.path, sites[side]), { headers: cookie ? { cookie } : {} }).then((r) =>
            r.arrayBuffer(),
          );
        }
      }
      // One CPU slowdown for both sides, calibrated to this host (scripts/lighthouse-calibration.ts).
      if (fixedSlowdown) {
        cpuSlowdown = fixedSlowdown;
        log(`CPU slowdown fixed at ${cpuSlowdown}x (LIGHTHOUSE_CPU_SLOWDOWN)`);
      } else {
        const calibration = await calibrate(new URL(pages[0]!.path, sites.A).toString(), port);
        cpuSlowdown = calibration.cpuSlowdown;
        log(`benchmarkIndex ${calibration.index.toFixed(0)} → CPU slowdown ${cpuSlowdown.toFixed(2)}x`);
      }
      for (let round = 0; round < rounds; round++) {
        for (const page of pages) {
          const order = round % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const);
          for (const side of order) {
            const cookie = await pageCookie(sites[side], page, signedIn[side]);
            const url = new URL(page.path, sites[side]).toString();
            samples.get(page.name)![side].push(await audit(url, port, { cpuSlowdown, cookie }));
          }
        }
        log(`round ${round + 1} of ${rounds} done (load average ${os.loadavg()[0]!.toFixed(1)})`);
      }
    });

    console.log('');
    console.log(`A = ${aName}, B = ${bName}; medians of ${rounds} rounds, ms; CPU slowdown ${cpuSlowdown.toFixed(2)}x`);
    console.log(
      `page        ${FIGURES.map(({ label }) => `${label.padStart(11)} A ${''.padStart(6)}B`).join('  ')}   A's TBT ≤ B's`,
    );
    for (const page of pages) {
      const { A, B } = samples.get(page.name)!;
      const cells = FIGURES.map(({ key }) => {
        const [ma, mb] = [median(A.map((s) => s[key])), median(B.map((s) => s[key]))];
        return `${ma.toFixed(0).padStart(13)} ${mb.toFixed(0).padStart(6)}`;
      });
      const wins = A.filter((s, i) => s.tbtMs <= B[i]!.tbtMs).length;
      console.log(`${page.name.padEnd(10)}${cells.join('  ')}   ${wins} of ${rounds}`);
    }
    console.log('');
    console.log('each run, LCP s / TBT ms');
    const runsOf = (samples: AuditFigures[]) =>
      samples.map((s) => `${(s.lcpMs / 1000).toFixed(2)}/${s.tbtMs.toFixed(0)}`).join(' ');
    for (const page of pages) {
      const { A, B } = samples.get(page.name)!;
      console.log(`${page.name.padEnd(10)} A ${runsOf(A)}`);
      console.log(`${''.padEnd(10)} B ${runsOf(B)}`);
    }
  } finally {
    for (const child of servers) await stopServer(child);
  }
}

main().catch((error: unknown) => {
  console.error(`[lighthouse-ab] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
