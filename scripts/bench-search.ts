// npm run bench:search – the girl search at 100,000 girls (issue "Directory and search", Performance).
//
// 1. Data: DATA_DIR (default ./data-bench, git-ignored) is migrated and, the first time, seeded
//    with the demo data plus BENCH_GIRLS bulk girls (100000); later runs reuse it.
// 2. In-process: for each case (selective term, common term, phone, every filter, the site search
//    box's limit 10) p50/p95 of searchGirls() and of the same two SQL statements sent straight to
//    the database driver, and their ratio (the app's overhead over the bare query).
// 3. HTTP: `next start` on that folder (build first: `npm run build`), then autocannon at
//    BENCH_CONNECTIONS (10) for BENCH_DURATION s on /advanced_search?q=… and /api/v1/search.
// PGlite has one owner per folder, so the in-process part closes the database before the server
// starts. With DATABASE_URL set, both parts use that PostgreSQL database instead (seed it yourself).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from './free-port';

const root = path.resolve(import.meta.dirname, '..');
process.env.DATA_DIR ??= './data-bench';
process.env.LOG_LEVEL ??= 'warn';
const dataDir = path.resolve(root, process.env.DATA_DIR);
const bulkGirls = Number(process.env.BENCH_GIRLS ?? 100_000);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const budgetMs = Number(process.env.BENCH_CASE_MS ?? 3_000);

const log = (message: string) => console.log(`[bench:search] ${message}`);

function npm(args: string[]) {
  const result = spawnSync('npm', ['run', '--silent', ...args], { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) throw new Error(`npm run ${args.join(' ')} failed`);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

/** Runs `fn` for `budgetMs` (at least 20, at most 2000 times) after 3 warm-ups; times in ms. */
async function timeIt(fn: () => Promise<unknown>): Promise<{ p50: number; p95: number; n: number }> {
  for (let i = 0; i < 3; i++) await fn();
  const times: number[] = [];
  const end = performance.now() + budgetMs;
  while ((performance.now() < end || times.length < 20) && times.length < 2000) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), n: times.length };
}

const ms = (n: number) => n.toFixed(2).padStart(8);

async function inProcess(): Promise<{ selective: string; common: string }> {
  const { closeDb, getDb } = await import('@/server/db');
  const { sql } = await import('drizzle-orm');
  const { searchGirls, searchStatements } = await import('@/features/search/queries');
  const { DEFAULT_FILTER, DROPDOWN_LIMIT, SEARCH_PAGE_SIZE } = await import('@/features/search/schema');
  const { VISITOR } = await import('@/server/auth/actor-types');
  const db = await getDb();
  const one = async <T>(query: string) => (await db.execute<T & Record<string, unknown>>(sql.raw(query))).rows[0]!;
  const girls = Number((await one<{ n: string }>('SELECT count(*) AS n FROM girls')).n);
  log(`${girls.toLocaleString('en-US')} girls in ${process.env.DATABASE_URL ? 'PostgreSQL' : dataDir}`);

  // A selective term: one public bulk girl's full stage name; a phone typed with punctuation.
  const pick = await one<{ stage_name: string; phone: string }>(
    `SELECT stage_name, phone_digits AS phone FROM girls WHERE matside_girl AND profile_approved AND admin_show_profile AND girl_show_profile AND phone_digits <> '' ORDER BY id DESC OFFSET 777 LIMIT 1`,
  );
  const selective = pick.stage_name;
  const phone = `(${pick.phone.slice(0, 3)}) ${pick.phone.slice(3, 6)}-${pick.phone.slice(6)}`;
  const common = 'an';
  const base = { ...DEFAULT_FILTER, limit: SEARCH_PAGE_SIZE };
  const cases: [string, typeof base][] = [
    [`selective term '${selective}'`, { ...base, q: selective }],
    [`common term '${common}'`, { ...base, q: common }],
    [`phone '${phone}'`, { ...base, q: phone }],
    ['age 25-35', { ...base, age: [25, 35] }],
    ['weight 120-160 lbs', { ...base, weight: [120, 160] }],
    ['height 62-68 in', { ...base, height: [62, 68] }],
    ['physique Athletic', { ...base, physique: 'Athletic' }],
    ['city Las Vegas', { ...base, city: 'Las Vegas' }],
    ['state TX', { ...base, state: 'TX' }],
    [
      'all filters + common term',
      { ...base, q: common, age: [25, 35], weight: [120, 160], height: [62, 68], physique: 'Athletic' },
    ],
    [
      `site search box (limit ${DROPDOWN_LIMIT}) '${selective.slice(0, 6)}'`,
      { ...base, q: selective.slice(0, 6), limit: DROPDOWN_LIMIT },
    ],
  ];

  // The driver itself (PGlite or pg Pool): both have query(text, params).
  const client = (db as unknown as { $client: { query: (text: string, params: unknown[]) => Promise<unknown> } })
    .$client;
  console.log(`\n  ${'case'.padEnd(44)} ${'total'.padStart(7)}   app p50   app p95    db p50    db p95  ratio(p50)`);
  for (const [name, filter] of cases) {
    const { page, count } = searchStatements(db, filter);
    const statements = [page.toSQL(), count.toSQL()];
    const bare = () => Promise.all(statements.map((s) => client.query(s.sql, s.params)));
    const { total } = await searchGirls(VISITOR, filter);
    const app = await timeIt(() => searchGirls(VISITOR, filter));
    const raw = await timeIt(bare);
    console.log(
      `  ${name.slice(0, 44).padEnd(44)} ${String(total).padStart(7)} ${ms(app.p50)}  ${ms(app.p95)}  ${ms(raw.p50)}  ${ms(raw.p95)}  ${(app.p50 / raw.p50).toFixed(2).padStart(6)}x`,
    );
  }
  console.log(
    '  (ms; app = searchGirls(): drizzle + mapping to cards; db = the same two statements sent to the driver)\n',
  );
  await closeDb();
  return { selective, common };
}

async function startServer(): Promise<{ baseUrl: string; child: ChildProcess }> {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) npm(['build']);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [path.join(root, 'server', 'index.mjs'), '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/api/v1/search?q=a`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { baseUrl, child };
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not answer within 60 s');
}

async function load(baseUrl: string, name: string, url: string) {
  for (let i = 0; i < 3; i++) await fetch(baseUrl + url).then((r) => r.arrayBuffer());
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: baseUrl + url, connections, duration }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_c, _s, _b, time) => latencies.push(time));
  });
  latencies.sort((a, b) => a - b);
  console.log(
    `  ${name.padEnd(50)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${ms(percentile(latencies, 50))} ms  p95 ${ms(percentile(latencies, 95))} ms  non-2xx ${result.non2xx}`,
  );
}

async function main() {
  if (!process.env.DATABASE_URL) {
    const fresh = !existsSync(path.join(dataDir, 'pglite'));
    npm(['db:migrate']);
    if (fresh) {
      log(`seeding ${bulkGirls.toLocaleString('en-US')} girls into ${dataDir} (once; later runs reuse it)`);
      npm(['db:seed', '--', '--girls', String(bulkGirls), '--timewasters', '1000']);
    }
  }
  const { selective, common } = await inProcess();
  if (process.env.BENCH_SKIP_HTTP) return;
  const { baseUrl, child } = await startServer();
  try {
    console.log(`  HTTP, ${connections} connections, ${duration} s each:`);
    await load(baseUrl, `/advanced_search?q=${selective}`, `/advanced_search?q=${encodeURIComponent(selective)}`);
    await load(baseUrl, `/advanced_search?q=${common}`, `/advanced_search?q=${encodeURIComponent(common)}`);
    await load(
      baseUrl,
      `/api/v1/search?q=${selective.slice(0, 6)}&limit=10 (search box)`,
      `/api/v1/search?q=${encodeURIComponent(selective.slice(0, 6))}&limit=10`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
