// The site a benchmark measures: BENCH_URL when something answers there, else the last build
// started on a free loopback port on the default data folder (migrated and seeded first when
// ./data is missing), stopped afterwards. Shared by `npm run bench` and `npm run bench:lighthouse`;
// the Lighthouse A/B mode starts another checkout's build the same way.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './free-port';

const root = path.resolve(import.meta.dirname, '..');

function log(message: string) {
  console.log(`[bench] ${message}`);
}

export async function answers(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(baseUrl, { signal: AbortSignal.timeout(3_000), redirect: 'manual' });
    await response.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/** Starts the build of the checkout at `checkout` (this one by default) on its own ./data. */
export async function startServer(checkout = root): Promise<{ baseUrl: string; child: ChildProcess }> {
  if (!existsSync(path.join(checkout, '.next', 'BUILD_ID'))) {
    throw new Error('no production build found: run `npm run build` first (or start the site and set BENCH_URL)');
  }
  if (!existsSync(path.join(checkout, 'data'))) {
    log('no ./data yet: migrating and seeding the embedded database');
    for (const script of ['db:migrate', 'db:seed']) {
      if (spawnSync('npm', ['run', '--silent', script], { cwd: checkout, stdio: 'inherit' }).status !== 0) {
        throw new Error(`npm run ${script} failed`);
      }
    }
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  log(`starting the server on ${baseUrl}`);
  // Our server (server/index.mjs); an older checkout from before it has `next start`.
  const ownServer = path.join(checkout, 'server', 'index.mjs');
  const entry = existsSync(ownServer)
    ? [ownServer]
    : [path.join(checkout, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start'];
  const child = spawn(process.execPath, [...entry, '-p', String(port), '-H', '127.0.0.1'], {
    cwd: checkout,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      APP_URL: baseUrl,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (await answers(baseUrl)) return { baseUrl, child };
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not answer within 60 s');
}

export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Runs `work` against the site to measure, starting (and then stopping) the last build when nothing answers. */
export async function withBenchSite<T>(work: (baseUrl: string) => Promise<T>): Promise<T> {
  let baseUrl = process.env.BENCH_URL ?? 'http://127.0.0.1:3000';
  let server: ChildProcess | undefined;
  if (!(await answers(baseUrl))) {
    log(`nothing answers at ${baseUrl}`);
    ({ baseUrl, child: server } = await startServer());
  }
  try {
    return await work(baseUrl);
  } finally {
    if (server) await stopServer(server);
  }
}

/** The first link on a public list page that starts with `prefix` (e.g. the first scammer on /scammers). */
export async function firstLink(baseUrl: string, listPath: string, prefix: string): Promise<string> {
  const html = await (await fetch(new URL(listPath, baseUrl))).text();
  const match = html.match(new RegExp(`href="(${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^"#?]+)"`));
  if (!match) throw new Error(`no link starting with ${prefix} on ${listPath}: is the database seeded?`);
  return match[1];
}
