// npm run bench:scale – every signed-in page kind at scale on PostgreSQL, one connection: p50 and
// p95 per page against decision 049's p95 ≤ 100 ms, the statements each request runs, and
// EXPLAIN (ANALYZE, BUFFERS) of each page's slowest statement.
//
// Runs on a PostgreSQL database of its own that holds the large data set (never the tests'):
//   createdb -h 127.0.0.1 -U postgres matside_scale
//   export DATABASE_URL=postgres://postgres@127.0.0.1:5432/matside_scale DATA_DIR=.data-scale
//   npm run db:migrate
//   npm run db:seed -- --girls 100000 --timewasters 100000 --bookings 1000000 --moderation-backlog 10000
//   npm run build && npm run bench:scale
// It starts the last build itself on a free loopback port (or BENCH_SCALE_PORT) on DATABASE_URL,
// with scripts/scale/statement-log.mjs preloaded (every statement's text, parameters and time, to
// tell each request's statements), signs the demo accounts in, and per page sends
// BENCH_SCALE_WARM (3) requests unmeasured, then BENCH_SCALE_REQUESTS (40) one after the other.
// BENCH_SCALE_ONLY: parts of paths, comma-separated, to measure only those pages.
// Statements: the median request's count (the page's own) and the most any request saw, whose
// statements are printed: the server's timers and jobs run beside the requests.
// Beside them, load-independent: the median answer's bytes and the server's CPU ms per request.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { stopServer, answers } from './bench-server';
import { freePort } from './free-port';
import { signIn } from './sign-in';
import { SIGNED_IN_PAGES, type SignedInPage } from './signed-in-pages';

const root = path.resolve(import.meta.dirname, '..');
const TARGET_P95_MS = 100;
const requests = Math.max(5, Number(process.env.BENCH_SCALE_REQUESTS ?? 40));
const warm = Math.max(0, Number(process.env.BENCH_SCALE_WARM ?? 3));

interface Statement {
  text: string;
  params: unknown[];
  ms: number;
}

interface PageFigures {
  page: SignedInPage;
  status: number;
  p50: number;
  p95: number;
  /** The median request's statements: what the page itself runs. */
  statements: number;
  /** The most any one request saw, and that request's statements (work of other requests or jobs included). */
  statementsMax: number;
  mostStatements: Statement[];
  slowest: Statement | null;
  /** The median answer's size, and the server's CPU time per request (user + system): neither depends on load. */
  bytes: number;
  cpuMs: number;
}

/** The process's CPU time so far in ms (Linux: utime + stime of /proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuTimeMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function log(message: string) {
  console.log(`[bench:scale] ${message}`);
}

/** The database must be PostgreSQL and not one the tests or the shared server own. */
function databaseUrl(): string {
  const url = process.env.DATABASE_URL?.trim();
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    throw new Error('set DATABASE_URL to a PostgreSQL database holding the large seed (see the top of this file)');
  }
  const name = new URL(url).pathname.slice(1);
  if (!name || name === 'postgres' || name.startsWith('template') || name.includes('test')) {
    throw new Error(`refusing database '${name}': use a database of its own, e.g. matside_scale`);
  }
  return url;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** The statements logged since byte `from` of the log: the app's own (the job queue's left out). */
function statementsSince(file: string, from: number): Statement[] {
  const text = readFileSync(file, 'utf8').slice(from);
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Statement)
    .filter((s) => !/pgboss\./i.test(s.text));
}

async function startServer(
  url: string,
  statementLog: string,
): Promise<{ baseUrl: string; pid: number; stop: () => Promise<void> }> {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID')))
    throw new Error('no production build: run `npm run build` first');
  const port = Number(process.env.BENCH_SCALE_PORT ?? 0) || (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [
      '--import',
      pathToFileURL(path.join(root, 'scripts/scale/statement-log.mjs')).href,
      'server/index.mjs',
      '-p',
      String(port),
      '-H',
      '127.0.0.1',
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: url,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        APP_URL: baseUrl,
        SCALE_STATEMENT_LOG: statementLog,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  // Probed on a static file: the home page's first render over 100,000 girls is not the question.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (await answers(`${baseUrl}/robots.txt`)) return { baseUrl, pid: child.pid!, stop: () => stopServer(child) };
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not answer within 300 s');
}

async function measure(
  baseUrl: string,
  pid: number,
  page: SignedInPage,
  cookie: string,
  statementLog: string,
): Promise<PageFigures> {
  const url = new URL(page.path, baseUrl);
  const get = async () => {
    const response = await fetch(url, { headers: { cookie }, redirect: 'manual' });
    sizes.push((await response.arrayBuffer()).byteLength);
    return response.status;
  };
  const sizes: number[] = [];
  for (let i = 0; i < warm; i++) await get();
  const cpuBefore = cpuTimeMs(pid);
  const times: number[] = [];
  let status = 0;
  const counts: number[] = [];
  let mostStatements: Statement[] = [];
  let slowest: Statement | null = null;
  for (let i = 0; i < requests; i++) {
    const from = statSync(statementLog).size;
    const started = performance.now();
    status = await get();
    times.push(performance.now() - started);
    // Everything the server ran meanwhile: a timer's or a job's statements land in one request now
    // and then, so the page's own count is the median, and the most is printed beside it.
    const ran = statementsSince(statementLog, from);
    counts.push(ran.length);
    if (ran.length > mostStatements.length) mostStatements = ran;
    for (const s of ran) if (!slowest || s.ms > slowest.ms) slowest = s;
  }
  const cpuMs = (cpuTimeMs(pid) - cpuBefore) / requests;
  times.sort((a, b) => a - b);
  counts.sort((a, b) => a - b);
  sizes.sort((a, b) => a - b);
  return {
    page,
    status,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    statements: percentile(counts, 50),
    statementsMax: counts.at(-1) ?? 0,
    mostStatements,
    slowest,
    bytes: percentile(sizes, 50),
    cpuMs,
  };
}

async function explain(client: pg.Client, statement: Statement): Promise<string> {
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`,
    statement.params,
  );
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

async function main() {
  const url = databaseUrl();
  const only = process.env.BENCH_SCALE_ONLY?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const pages = only ? SIGNED_IN_PAGES.filter((p) => only.some((part) => p.path.includes(part))) : SIGNED_IN_PAGES;
  const statementLog = path.join(mkdtempSync(path.join(os.tmpdir(), 'matside-scale-')), 'statements.jsonl');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const sizes = await client.query<{ t: string; n: string }>(
    `SELECT 'girls' AS t, count(*)::text AS n FROM girls UNION ALL SELECT 'bookings', count(*)::text FROM bookings
     UNION ALL SELECT 'timewasters', count(*)::text FROM timewasters UNION ALL SELECT 'guys', count(*)::text FROM guys`,
  );
  log(
    `database ${new URL(url).pathname.slice(1)}: ${sizes.rows.map((r) => `${r.t} ${Number(r.n).toLocaleString('en-US')}`).join(', ')}`,
  );
  const { baseUrl, pid, stop } = await startServer(url, statementLog);
  const results: PageFigures[] = [];
  try {
    const cookies = new Map<string, string>();
    for (const page of pages) {
      if (!cookies.has(page.as)) {
        const cookie = await signIn(baseUrl, page.as);
        if (!cookie) throw new Error(`could not sign ${page.as} in`);
        cookies.set(page.as, cookie);
      }
      const figures = await measure(baseUrl, pid, page, cookies.get(page.as)!, statementLog);
      results.push(figures);
      log(`${page.name}: p95 ${figures.p95.toFixed(1)} ms (load average ${os.loadavg()[0]!.toFixed(1)})`);
    }
  } finally {
    await stop();
  }

  console.log('');
  console.log(
    `one connection, ${requests} requests per page after ${warm} unmeasured; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    'page                                  status  p50 ms  p95 ms  stmts  most  slowest ms  bytes     cpu ms  p95 ≤ 100 ms',
  );
  for (const r of results) {
    console.log(
      `${r.page.name.padEnd(37)} ${String(r.status).padStart(6)}  ${r.p50.toFixed(1).padStart(6)}  ${r.p95.toFixed(1).padStart(6)}  ${String(r.statements).padStart(5)}  ${String(r.statementsMax).padStart(4)}  ${(r.slowest?.ms ?? 0).toFixed(1).padStart(10)}  ${String(r.bytes).padStart(8)}  ${r.cpuMs.toFixed(1).padStart(6)}  ${r.status === 200 && r.p95 <= TARGET_P95_MS ? 'yes' : 'NO'}`,
    );
  }
  for (const r of results) {
    if (r.statementsMax <= r.statements) continue;
    console.log(
      `\n--- ${r.page.name}: the request with the most statements (${r.statementsMax}, the median ${r.statements})`,
    );
    for (const s of r.mostStatements) console.log(`  ${s.text.replace(/\s+/g, ' ').trim().slice(0, 160)}`);
  }
  for (const r of results) {
    if (!r.slowest) continue;
    console.log(`\n--- ${r.page.name} (${r.page.path}): slowest statement, ${r.slowest.ms.toFixed(1)} ms in the app`);
    console.log(r.slowest.text.length > 600 ? `${r.slowest.text.slice(0, 600)}…` : r.slowest.text);
    try {
      console.log(await explain(client, r.slowest));
    } catch (error) {
      console.log(`(EXPLAIN failed: ${error instanceof Error ? error.message : String(error)})`);
    }
  }
  await client.end();
  const missed = results.filter((r) => r.status !== 200 || r.p95 > TARGET_P95_MS);
  if (missed.length > 0) {
    log(
      `${missed.length} of ${results.length} pages miss p95 ≤ ${TARGET_P95_MS} ms: ${missed.map((r) => r.page.name).join(', ')}`,
    );
    process.exit(1);
  }
  log(`every page meets p95 ≤ ${TARGET_P95_MS} ms`);
}

main().catch((error: unknown) => {
  console.error(`[bench:scale] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
