// npm run bench:search – the girl search at 100,000 girls (its broad searches), on PostgreSQL
// and on PGlite in one run.
//
// 1. Data, made once and reused:
//    - PostgreSQL: database `matside_bench_search` on BENCH_PG_URL's server (default
//      postgres://postgres@127.0.0.1:5432), created, migrated and seeded when empty. Skipped with a
//      note when the server does not answer (BENCH_PG=0 skips it on purpose).
//    - PGlite: DATA_DIR (default ./data-bench, git-ignored), migrated and seeded on first run
//      (BENCH_PGLITE=0 skips it).
//    Seed: the demo data plus BENCH_GIRLS bulk girls (100000) and 1,000 timewasters.
// 2. In-process, one child process per database (the app opens one database per process): for
//    each case (the broad ones — the two-letter term and each single filter — beside selective
//    ones) p50/p95 of searchGirls() and of the same two SQL statements sent straight to the
//    driver, timed in turns (app, bare, app, …) so both see the same load; the ratio is app/bare.
// 3. HTTP (unless BENCH_SKIP_HTTP): `next start` on the PostgreSQL database (PGlite without it),
//    then autocannon at BENCH_CONNECTIONS (10) for BENCH_DURATION s (build first: `npm run build`).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from './free-port';

const root = path.resolve(import.meta.dirname, '..');
process.env.DATA_DIR ??= './data-bench';
process.env.LOG_LEVEL ??= 'warn';
const dataDir = path.resolve(root, process.env.DATA_DIR);
const bulkGirls = Number(process.env.BENCH_GIRLS ?? 100_000);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const budgetMs = Number(process.env.BENCH_CASE_MS ?? 3_000);
const pgServer = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const pgDatabase = 'matside_bench_search';
const pgUrl = `${pgServer.replace(/\/+$/, '')}/${pgDatabase}`;
/** On PostgreSQL: the p95 for every case, and the ratio to the bare SQL for the broad ones. */
const TARGET_P95_MS = 50;
const TARGET_RATIO = 2;

const log = (message: string) => console.log(`[bench:search] ${message}`);

function npm(args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync('npm', ['run', '--silent', ...args], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`npm run ${args.join(' ')} failed`);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

interface Timing {
  p50: number;
  p95: number;
  n: number;
}

interface CaseResult {
  name: string;
  broad: boolean;
  total: string;
  app: Timing;
  bare: Timing;
}

/**
 * Times `a` and `b` in turns for `budgetMs` (at least 20, at most 2000 runs each) after 3 warm-ups
 * of each, so a burst of load on the shared machine hits both alike; times in ms.
 */
async function timePair(a: () => Promise<unknown>, b: () => Promise<unknown>): Promise<[Timing, Timing]> {
  for (let i = 0; i < 3; i++) {
    await a();
    await b();
  }
  const times: [number[], number[]] = [[], []];
  const end = performance.now() + budgetMs;
  while ((performance.now() < end || times[0].length < 20) && times[0].length < 2000) {
    for (const [k, fn] of [a, b].entries()) {
      const start = performance.now();
      await fn();
      times[k]!.push(performance.now() - start);
    }
  }
  return times.map((list) => {
    list.sort((x, y) => x - y);
    return { p50: percentile(list, 50), p95: percentile(list, 95), n: list.length };
  }) as [Timing, Timing];
}

const ms = (n: number) => n.toFixed(1).padStart(7);

/** Child mode (`--child <result file>`): the cases on the database this process's env names. */
async function runCases(resultFile: string): Promise<void> {
  const { writeFileSync } = await import('node:fs');
  const { closeDb, getDb } = await import('@/server/db');
  const { sql } = await import('drizzle-orm');
  const { searchGirls, searchStatements } = await import('@/features/search/queries');
  const { DEFAULT_FILTER, DROPDOWN_LIMIT, SEARCH_PAGE_SIZE } = await import('@/features/search/schema');
  const { VISITOR } = await import('@/server/auth/actor-types');
  const db = await getDb();
  const one = async <T>(query: string) => (await db.execute<T & Record<string, unknown>>(sql.raw(query))).rows[0]!;

  // A selective term: one public bulk girl's full stage name; a phone typed with punctuation.
  const pick = await one<{ stage_name: string; phone: string }>(
    `SELECT stage_name, phone_digits AS phone FROM girls WHERE matside_girl AND profile_approved AND admin_show_profile AND girl_show_profile AND phone_digits <> '' ORDER BY id DESC OFFSET 777 LIMIT 1`,
  );
  const selective = pick.stage_name;
  const phone = `(${pick.phone.slice(0, 3)}) ${pick.phone.slice(3, 6)}-${pick.phone.slice(6)}`;
  const common = 'an';
  const base = { ...DEFAULT_FILTER, limit: SEARCH_PAGE_SIZE };
  // Load More's 51st page by keyset: the cursor is the 1,000th card's id.
  const first1000 = await searchGirls(VISITOR, { ...base, q: common, limit: 1000 });
  const cursor = first1000.results.at(-1)!.id;
  const txCursor = (await searchGirls(VISITOR, { ...base, state: 'TX', limit: 1000 })).results.at(-1)!.id;
  type Filter = typeof base;
  const cases: [name: string, broad: boolean, filter: Filter][] = [
    [`term '${common}'`, true, { ...base, q: common }],
    [`term '${common}', page 51 (after=${cursor})`, true, { ...base, q: common, after: cursor }],
    [`term '${common}', offset 1000 (old paging)`, false, { ...base, q: common, offset: 1000 }],
    ['state TX', true, { ...base, state: 'TX' }],
    ['city Las Vegas', true, { ...base, city: 'Las Vegas' }],
    ['physique Athletic', true, { ...base, physique: 'Athletic' }],
    ['physique BBW', true, { ...base, physique: 'BBW' }],
    ['age 25-35', true, { ...base, age: [25, 35] }],
    ['weight 120-160 lbs', true, { ...base, weight: [120, 160] }],
    ['height 62-68 in', true, { ...base, height: [62, 68] }],
    [`selective term '${selective}'`, false, { ...base, q: selective }],
    [`phone '${phone}'`, false, { ...base, q: phone }],
    [
      `all filters + '${common}'`,
      false,
      { ...base, q: common, age: [25, 35], weight: [120, 160], height: [62, 68], physique: 'Athletic' },
    ],
    // Combinations the panel makes: place with a range or physique, text with a place.
    ['state TX + age 25-35', false, { ...base, state: 'TX', age: [25, 35] }],
    ['state Texas (name) + physique Athletic', false, { ...base, state: 'Texas', physique: 'Athletic' }],
    ['city Las Vegas + height 62-68 in', false, { ...base, city: 'Las Vegas', height: [62, 68] }],
    [`term '${common}' + state TX`, false, { ...base, q: common, state: 'TX' }],
    [
      'age 25-35 + weight 120-160 + height 62-68',
      false,
      { ...base, age: [25, 35], weight: [120, 160], height: [62, 68] },
    ],
    // Paging deep: Load More's keyset pages and the 5th offset page (the last a visitor's cache keeps).
    [`state TX, page 51 (after=${txCursor})`, false, { ...base, state: 'TX', after: txCursor }],
    [
      `physique Athletic, offset ${4 * SEARCH_PAGE_SIZE}`,
      false,
      { ...base, physique: 'Athletic', offset: 4 * SEARCH_PAGE_SIZE },
    ],
    [
      `search box (limit ${DROPDOWN_LIMIT}) '${selective.slice(0, 6)}'`,
      false,
      { ...base, q: selective.slice(0, 6), limit: DROPDOWN_LIMIT },
    ],
  ];

  // The driver itself (PGlite or pg Pool): both have query(text, params).
  const client = (db as unknown as { $client: { query: (text: string, params: unknown[]) => Promise<unknown> } })
    .$client;
  const results: CaseResult[] = [];
  for (const [name, broad, filter] of cases) {
    const { page, count } = searchStatements(db, filter);
    const statements = [page.toSQL(), count.toSQL()];
    const bare = () => Promise.all(statements.map((s) => client.query(s.sql, s.params)));
    const { total, totalCapped } = await searchGirls(VISITOR, filter);
    const [app, raw] = await timePair(
      () => searchGirls(VISITOR, filter),
      () => bare(),
    );
    results.push({ name, broad, total: `${total.toLocaleString('en-US')}${totalCapped ? '+' : ''}`, app, bare: raw });
    process.stdout.write('.');
  }
  process.stdout.write('\n');
  writeFileSync(resultFile, JSON.stringify(results));
  await closeDb();
}

function printTable(title: string, results: CaseResult[], targets: boolean): boolean {
  console.log(`\n  ${title}`);
  console.log(
    `  ${'case'.padEnd(40)} ${'total'.padStart(7)}   app p50  app p95   SQL p50  SQL p95  ratio p50/p95${targets ? '  target' : ''}`,
  );
  let ok = true;
  for (const { name, broad, total, app, bare } of results) {
    const r50 = app.p50 / bare.p50;
    const r95 = app.p95 / bare.p95;
    // Every shape: p95 within TARGET_P95_MS; the broad ones also within TARGET_RATIO
    // of their bare SQL.
    let mark = '';
    if (targets) {
      const pass = app.p95 <= TARGET_P95_MS && (!broad || r95 <= TARGET_RATIO);
      ok &&= pass;
      mark = pass ? '  ok' : '  MISSED';
    }
    console.log(
      `  ${`${broad ? '* ' : ''}${name}`.slice(0, 40).padEnd(40)} ${total.padStart(7)}  ${ms(app.p50)}  ${ms(app.p95)}   ${ms(bare.p50)}  ${ms(bare.p95)}  ${r50.toFixed(2).padStart(5)} / ${r95.toFixed(2).padEnd(5)}${mark}`,
    );
  }
  console.log(
    `  (ms; app = searchGirls(): drizzle + mapping to cards; SQL = its two statements sent to the driver; ${results[0]?.app.n ?? 0}+ runs each)`,
  );
  if (targets)
    console.log(
      `  target: app p95 <= ${TARGET_P95_MS} ms for every case, and <= ${TARGET_RATIO} x SQL p95 for the broad ones (*): ${ok ? 'met' : 'MISSED'}`,
    );
  return ok;
}

/** Creates, migrates and (when empty) seeds the PostgreSQL database; false when there is no server. */
async function preparePostgres(): Promise<boolean> {
  if (process.env.BENCH_PG === '0') return false;
  const admin = new pg.Client({ connectionString: `${pgServer.replace(/\/+$/, '')}/postgres` });
  try {
    await admin.connect();
  } catch (error) {
    log(`PostgreSQL at ${pgServer} does not answer (${(error as Error).message}): PGlite only`);
    return false;
  }
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [pgDatabase]);
    if (exists.rowCount === 0) {
      log(`creating database ${pgDatabase}`);
      await admin.query(`CREATE DATABASE ${pgDatabase}`);
    }
  } finally {
    await admin.end();
  }
  const env = { ...process.env, DATABASE_URL: pgUrl };
  npm(['db:migrate'], env);
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  const girls = Number((await client.query<{ n: string }>('SELECT count(*) AS n FROM girls')).rows[0]!.n);
  await client.end();
  if (girls === 0) {
    log(`seeding ${bulkGirls.toLocaleString('en-US')} girls into ${pgDatabase} (once; later runs reuse it)`);
    npm(['db:seed', '--', '--girls', String(bulkGirls), '--timewasters', '1000'], env);
  }
  return true;
}

function preparePglite() {
  const fresh = !existsSync(path.join(dataDir, 'pglite'));
  const env = { ...process.env, DATABASE_URL: '' };
  npm(['db:migrate'], env);
  if (fresh) {
    log(`seeding ${bulkGirls.toLocaleString('en-US')} girls into ${dataDir} (once; later runs reuse it)`);
    npm(['db:seed', '--', '--girls', String(bulkGirls), '--timewasters', '1000'], env);
  }
}

/** Runs the cases in a child process on one database and reads its results. */
function childRun(label: string, databaseUrl: string): CaseResult[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  const file = path.join(dir, 'result.json');
  log(`${label}: timing ${budgetMs / 1000} s per case`);
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    ['--conditions=react-server', path.join(root, 'scripts', 'bench-search.ts'), '--child', file],
    { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl } },
  );
  if (result.status !== 0) throw new Error(`${label}: the timing process failed`);
  const results = JSON.parse(readFileSync(file, 'utf8')) as CaseResult[];
  rmSync(dir, { recursive: true, force: true });
  return results;
}

async function startServer(databaseUrl: string): Promise<{ baseUrl: string; child: ChildProcess }> {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) npm(['build']);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [path.join(root, 'server', 'index.mjs'), '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
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
  const childAt = process.argv.indexOf('--child');
  if (childAt > 0) return runCases(process.argv[childAt + 1]!);

  const withPostgres = await preparePostgres();
  const withPglite = process.env.BENCH_PGLITE !== '0';
  if (withPglite) preparePglite();
  const pgResults = withPostgres ? childRun(`PostgreSQL (${pgDatabase})`, pgUrl) : null;
  const pgliteResults = withPglite ? childRun(`PGlite (${dataDir})`, '') : null;
  console.log(`\n[bench:search] ${bulkGirls.toLocaleString('en-US')} bulk girls + the demo data`);
  const met = pgResults ? printTable(`PostgreSQL, ${pgDatabase}`, pgResults, true) : null;
  if (pgliteResults) printTable(`PGlite, ${path.relative(root, dataDir)}`, pgliteResults, false);
  console.log('');

  if (!process.env.BENCH_SKIP_HTTP) {
    const { baseUrl, child } = await startServer(withPostgres ? pgUrl : '');
    try {
      console.log(
        `  HTTP on ${withPostgres ? 'PostgreSQL' : 'PGlite'}, ${connections} connections, ${duration} s each:`,
      );
      await load(baseUrl, '/advanced_search?q=an', '/advanced_search?q=an');
      await load(baseUrl, '/advanced_search?state=TX', '/advanced_search?state=TX');
      await load(baseUrl, '/api/v1/search?q=an&limit=20', '/api/v1/search?q=an&limit=20');
      await load(baseUrl, '/api/v1/search?q=an&limit=10 (search box)', '/api/v1/search?q=an&limit=10');
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  }
  if (met === false) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
