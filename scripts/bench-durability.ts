// npm run bench:durability – crash safety on PostgreSQL.
//
// 1. Starts a throwaway PostgreSQL cluster of its own (initdb in a temp folder, its own port), so
//    restarting it mid-load disturbs nobody else's database; migrates it and seeds the demo data.
// 2. Starts the built app (`node server/index.mjs`, production; runs `npm run build` when there is
//    no .next build) on that database with uploads in a temp folder.
// 3. Runs a mixed write load from plain fetch workers, signed in as seeded vetted girls and guys:
//    timewaster reports (each with a phone and an e-mail), comments, votes, photo uploads, bookings.
// 4. Mid-load: SIGKILLs the app and starts it again; later restarts PostgreSQL (`pg_ctl restart
//    -m immediate`, a crash: recovery replays the WAL). It prints how long the app took to answer
//    again (a request that reads the database).
// 5. Compares every write the client saw acknowledged (2xx with an id) with the database: lost
//    acknowledgements, half-written records (a report without its phone or e-mail, a photo row
//    whose files are missing from storage).
// 6. Shows that SIGTERM drains: slow uploads in flight when SIGTERM arrives all complete (2xx and
//    stored), new connections are refused, and the process exits 0.
// Settings: DURABILITY_SECONDS (40) of load, DURABILITY_WORKERS (12), DURABILITY_PG_BIN
// (/usr/lib/postgresql/<newest>/bin), DURABILITY_KEEP=1 keeps the temp folder.
// Exit status 1 when an acknowledged write was lost, a record is half-written or the drain failed.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, chmodSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import sharp from 'sharp';
import { REPORTING_TERMS } from '../src/features/reporting/terms';
import { freePort } from './free-port';
import { signIn } from './sign-in';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.DURABILITY_SECONDS ?? 40);
const workerCount = Number(process.env.DURABILITY_WORKERS ?? 12);
const runId = Date.now().toString(36);

function log(message: string) {
  console.log(`[durability] ${message}`);
}

function fail(message: string): never {
  console.error(`[durability] FAILED: ${message}`);
  process.exit(1);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// A throwaway PostgreSQL cluster

function pgBin(): string {
  if (process.env.DURABILITY_PG_BIN) return process.env.DURABILITY_PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) fail('no PostgreSQL server binaries (apt-get install postgresql), or set DURABILITY_PG_BIN');
  return path.join(base, versions[0], 'bin');
}

const isRoot = process.getuid?.() === 0;

/** initdb and the server refuse to run as root: as root, they run as the postgres user. */
function pgCommand(tool: string, args: string[]): { status: number; output: string } {
  const bin = path.join(pgBin(), tool);
  const [command, commandArgs] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
  return { status: result.status ?? 1, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

class Cluster {
  readonly dir: string;
  readonly data: string;
  constructor(
    base: string,
    readonly port: number,
  ) {
    this.dir = path.join(base, 'pg');
    this.data = path.join(this.dir, 'data');
  }

  init() {
    spawnSync('mkdir', ['-p', this.dir]);
    if (isRoot) spawnSync('chown', ['-R', 'postgres:postgres', this.dir]);
    const result = pgCommand('initdb', ['-D', this.data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    if (result.status !== 0) fail(`initdb failed:\n${result.output}`);
  }

  private options() {
    // Sockets in our folder; fsync on (the default): what a crash test needs.
    return `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c max_connections=100`;
  }

  start() {
    const result = pgCommand('pg_ctl', [
      '-D',
      this.data,
      '-o',
      this.options(),
      '-l',
      path.join(this.dir, 'log'),
      '-w',
      'start',
    ]);
    if (result.status !== 0) fail(`pg_ctl start failed:\n${result.output}`);
  }

  /** Immediate mode: no checkpoint, clients cut off; the start replays the WAL, as after a crash. */
  restart(): number {
    const started = performance.now();
    const result = pgCommand('pg_ctl', [
      '-D',
      this.data,
      '-o',
      this.options(),
      '-l',
      path.join(this.dir, 'log'),
      '-m',
      'immediate',
      '-w',
      'restart',
    ]);
    if (result.status !== 0) fail(`pg_ctl restart failed:\n${result.output}`);
    return performance.now() - started;
  }

  stop() {
    pgCommand('pg_ctl', ['-D', this.data, '-m', 'fast', '-w', 'stop']);
  }

  url(database: string) {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }
}

// ---------------------------------------------------------------------------------------------
// The app

interface App {
  child: ChildProcess;
  exited: Promise<number | null>;
}

function startApp(env: NodeJS.ProcessEnv, port: number): App {
  const child = spawn(process.execPath, ['server/index.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    if (/draining|still running|exiting/.test(text)) process.stdout.write(`  [app] ${text}`);
  });
  child.stderr!.on('data', () => {});
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited };
}

/**
 * Milliseconds until the app answers 200 (or fails after `limitMs`). With a vetted girl's cookie
 * it asks for the timewaster list: the session and the list both read the database (no cache).
 */
async function untilAnswering(baseUrl: string, cookie?: string, limitMs = 120_000): Promise<number> {
  const started = performance.now();
  const url = cookie ? `${baseUrl}/api/v1/timewasters?page[limit]=1` : `${baseUrl}/api/v1/girls?page[limit]=1`;
  while (performance.now() - started < limitMs) {
    try {
      const response = await fetch(url, {
        headers: cookie ? { Cookie: cookie } : {},
        signal: AbortSignal.timeout(2_000),
      });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - started;
    } catch {
      // not up yet
    }
    await sleep(50);
  }
  fail(`the app did not answer within ${limitMs} ms`);
}

// ---------------------------------------------------------------------------------------------
// The load

interface Session {
  username: string;
  cookie: string;
  girlId?: number;
}

type Kind = 'report' | 'comment' | 'vote' | 'photo' | 'booking';
interface Ack {
  kind: Kind;
  id: number;
}

const stats = {
  sent: 0,
  acked: 0,
  refused: new Map<string, number>(),
  byKind: new Map<Kind, number>(),
};
const acks: Ack[] = [];
const reportIds: number[] = [];
/** Approved (seeded) reports every vetted girl may read: what comments and votes go to. */
let approvedReportIds: number[] = [];

function countRefusal(reason: string) {
  stats.refused.set(reason, (stats.refused.get(reason) ?? 0) + 1);
}

async function write(
  baseUrl: string,
  cookie: string,
  kind: Kind,
  url: string,
  body: unknown,
  json = 'application/vnd.api+json',
) {
  stats.sent += 1;
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { 'Content-Type': json, Cookie: cookie, Origin: baseUrl },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    countRefusal(`network (${(error as Error).cause ? 'connection' : (error as Error).name})`);
    await sleep(100);
    return null;
  }
  const text = await response.text().catch(() => '');
  if (response.status < 200 || response.status >= 300) {
    countRefusal(`HTTP ${response.status}`);
    if (response.status >= 500) await sleep(100);
    return null;
  }
  const match = /"id":\s*"?(\d+)"?/.exec(text);
  if (!match) {
    countRefusal('2xx without id');
    return null;
  }
  const id = Number(match[1]);
  stats.acked += 1;
  stats.byKind.set(kind, (stats.byKind.get(kind) ?? 0) + 1);
  acks.push({ kind, id });
  return id;
}

/** A random valid US number (10 digits, first 2-9). */
function randomPhone(): string {
  return `${2 + Math.floor(Math.random() * 8)}${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

async function runWorker(
  baseUrl: string,
  index: number,
  girls: Session[],
  guys: Session[],
  bookableGirlIds: number[],
  photo: string,
  until: () => boolean,
) {
  let n = 0;
  const voted = new Set<number>();
  while (!until()) {
    n += 1;
    const girl = girls[(index + n) % girls.length]!;
    const choice = (index + n) % 5;
    if (choice === 0) {
      const tag = `${runId}-${index}-${n}`;
      const id = await write(baseUrl, girl.cookie, 'report', '/api/v1/timewasters', {
        data: {
          type: 'timewasters',
          attributes: {
            name: `Durability ${tag}`,
            city: 'Reno',
            state: 'NV',
            country: 'United States',
            clientType: 'timewaster',
            comment: 'Booked twice and never showed up.',
            email: `dur-${tag}@example.test`,
            phoneNumber: randomPhone(),
            reportingTermsVersion: REPORTING_TERMS.version,
          },
        },
      });
      if (id) reportIds.push(id);
    } else if (choice === 1 && approvedReportIds.length) {
      const timewasterId = approvedReportIds[Math.floor(Math.random() * approvedReportIds.length)]!;
      await write(baseUrl, girl.cookie, 'comment', '/api/v1/timewaster-comments', {
        data: { type: 'timewasterComments', attributes: { timewasterId, comment: `Same here (${runId})` } },
      });
    } else if (choice === 2 && approvedReportIds.length) {
      // One vote per girl and report: each worker walks the list from its own end.
      const timewasterId = approvedReportIds.find((id) => !voted.has(id * 1000 + girls.indexOf(girl)));
      if (timewasterId) {
        voted.add(timewasterId * 1000 + girls.indexOf(girl));
        await write(baseUrl, girl.cookie, 'vote', '/api/v1/thumbs', {
          data: { type: 'thumbs', attributes: { timewasterId, thumbType: 1 } },
        });
      }
    } else if (choice === 3 && girl.girlId) {
      await write(baseUrl, girl.cookie, 'photo', '/api/v1/photos', {
        data: { type: 'photos', attributes: { image64: photo, userId: girl.girlId } },
      });
    } else if (guys.length && bookableGirlIds.length) {
      const guy = guys[(index + n) % guys.length]!;
      await write(
        baseUrl,
        guy.cookie,
        'booking',
        '/book_girl',
        {
          girl_id: bookableGirlIds[n % bookableGirlIds.length],
          date_time_available: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          session_length: '1 hour',
          desired_session_type: `Competitive (${runId})`,
        },
        'application/json',
      );
    }
    await sleep(5);
  }
}

// ---------------------------------------------------------------------------------------------

function keysOf(variants: Record<string, { key: string }> | null, primary: string): string[] {
  return [...new Set([primary, ...Object.values(variants ?? {}).map((v) => v.key)])];
}

async function main() {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    log('no .next build: npm run build…');
    if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) fail('next build failed');
  }
  const base = mkdtempSync(path.join(tmpdir(), 'matside-durability-'));
  chmodSync(base, 0o755);
  const cluster = new Cluster(base, await freePort());
  const dataDir = path.join(base, 'data');
  const database = 'matside_durability';
  let app: App | undefined;
  const cleanup = () => {
    app?.child.kill('SIGKILL');
    cluster.stop();
    if (process.env.DURABILITY_KEEP !== '1') rmSync(base, { recursive: true, force: true });
  };
  process.on('exit', cleanup);
  process.on('SIGINT', () => process.exit(130));

  log(`PostgreSQL: a throwaway cluster in ${cluster.dir} on port ${cluster.port}`);
  cluster.init();
  cluster.start();
  const admin = new Client({ connectionString: cluster.url('postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const databaseUrl = cluster.url(database);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    APP_ENV: 'development',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SMTP_URL: '',
    S3_ENDPOINT: '',
    S3_BUCKET: '',
    REDIS_URL: '',
    LOG_LEVEL: 'fatal',
    SIGN_IN_RATE_LIMIT_MAX: '100000',
    TRUSTED_PROXIES: '',
    SHUTDOWN_GRACE_MS: '20000',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  log('migrating and seeding the demo data…');
  for (const script of ['db:migrate', 'db:seed']) {
    const result = spawnSync('npm', ['run', '--silent', script], { cwd: root, env, encoding: 'utf8' });
    if (result.status !== 0) fail(`npm run ${script} failed:\n${result.stdout}${result.stderr}`);
  }

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  env.APP_URL = baseUrl;
  app = startApp(env, port);
  log(`app on ${baseUrl}: first answer after ${(await untilAnswering(baseUrl)).toFixed(0)} ms`);

  // Accounts: vetted girls (their photos, reports, comments, votes) and guys (bookings).
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  const girlRows = await db.query<{ username: string; id: number }>(
    `SELECT u.username, g.id FROM girls g JOIN "user" u ON u.id = g.user_id
     WHERE g.matside_girl AND g.profile_approved AND NOT g.banned AND NOT coalesce(u.banned, false)
       AND NOT coalesce(u.two_factor_enabled, false) AND u.role = 'girl'
     ORDER BY g.id LIMIT 16`,
  );
  const guyRows = await db.query<{ username: string }>(
    `SELECT username FROM "user" WHERE role = 'guy' AND NOT coalesce(banned, false)
       AND NOT coalesce(two_factor_enabled, false) ORDER BY id LIMIT 16`,
  );
  const bookable = await db.query<{ id: number }>(
    `SELECT id FROM girls WHERE matside_girl AND profile_approved AND NOT banned ORDER BY id LIMIT 20`,
  );
  const approved = await db.query<{ id: number }>(
    // Seeded votes make some pairs a 409 (one vote per girl and report): counted, not acknowledged.
    `SELECT id FROM timewasters WHERE approved ORDER BY id LIMIT 400`,
  );
  approvedReportIds = approved.rows.map((r) => r.id);
  await db.end();
  const girls: Session[] = [];
  for (const row of girlRows.rows) {
    const cookie = await signIn(baseUrl, row.username);
    if (cookie) girls.push({ username: row.username, cookie, girlId: row.id });
  }
  const guys: Session[] = [];
  for (const row of guyRows.rows) {
    const cookie = await signIn(baseUrl, row.username);
    if (cookie) guys.push({ username: row.username, cookie });
  }
  if (girls.length === 0) fail('no seeded vetted girl could sign in');
  log(`signed in ${girls.length} vetted girls and ${guys.length} guys`);

  const small = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  const photo = `data:image/png;base64,${small.toString('base64')}`;

  // ---- the load, with the crashes
  const loadStart = performance.now();
  let stop = false;
  log(`${workerCount} workers for ${seconds} s: reports (+phone, +e-mail), comments, votes, photos, bookings`);
  const workers = Array.from({ length: workerCount }, (_, i) =>
    runWorker(
      baseUrl,
      i,
      girls,
      guys,
      bookable.rows.map((r) => r.id),
      photo,
      () => stop,
    ),
  );
  const figures: string[] = [];
  await sleep((seconds * 1000) / 4);
  {
    const before = stats.acked;
    app.child.kill('SIGKILL');
    const killedAt = performance.now();
    await app.exited;
    app = startApp(env, port);
    await untilAnswering(baseUrl, girls[0]!.cookie);
    const total = performance.now() - killedAt;
    figures.push(
      `SIGKILL of the app after ${before} acknowledged writes: answering again ${total.toFixed(0)} ms after the kill (restart included)`,
    );
    log(figures.at(-1)!);
  }
  await sleep((seconds * 1000) / 4);
  {
    const before = stats.acked;
    const restartedAt = performance.now();
    const restartMs = cluster.restart();
    const answered = await untilAnswering(baseUrl, girls[0]!.cookie);
    figures.push(
      `PostgreSQL crash-restart (pg_ctl -m immediate) after ${before} acknowledged writes: restart ${restartMs.toFixed(0)} ms, the app answering again ${(performance.now() - restartedAt).toFixed(0)} ms after it began (${answered.toFixed(0)} ms after PostgreSQL was back)`,
    );
    log(figures.at(-1)!);
  }
  const remaining = seconds * 1000 - (performance.now() - loadStart);
  if (remaining > 0) await sleep(remaining);
  stop = true;
  await Promise.all(workers);

  // ---- SIGTERM drains
  const girl = girls[0]!;
  // Noise makes the encoder work: each upload takes a moment, so they are in flight at SIGTERM.
  const side = 1600;
  const noise = Buffer.alloc(side * side * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = Math.floor(Math.random() * 256);
  const big = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
  const bigPhoto = `data:image/jpeg;base64,${big.toString('base64')}`;
  const inFlight = Array.from({ length: 4 }, () =>
    write(baseUrl, girl.cookie, 'photo', '/api/v1/photos', {
      data: { type: 'photos', attributes: { image64: bigPhoto, userId: girl.girlId } },
    }),
  );
  await sleep(300);
  const termAt = performance.now();
  app.child.kill('SIGTERM');
  await sleep(100);
  // A new connection (no pooled keep-alive socket) must be refused while the server drains.
  const refusedNew = await new Promise<boolean>((resolve) => {
    const probe = http.get(`${baseUrl}/api/v1/girls?page[limit]=1`, { agent: false, timeout: 2_000 }, (response) => {
      response.resume();
      resolve(false);
    });
    probe.on('error', () => resolve(true));
    probe.on('timeout', () => probe.destroy(new Error('timeout')));
  });
  const drainedIds = await Promise.all(inFlight);
  const exitCode = await app.exited;
  const drainMs = performance.now() - termAt;
  const drainedOk = drainedIds.filter((id) => id !== null).length;
  figures.push(
    `SIGTERM with ${inFlight.length} slow uploads in flight: ${drainedOk}/${inFlight.length} completed with 2xx, new connections ${refusedNew ? 'refused' : 'STILL ACCEPTED'}, exit code ${exitCode} after ${drainMs.toFixed(0)} ms`,
  );
  log(figures.at(-1)!);
  app = undefined;

  // ---- compare every acknowledgement with the database
  const check = new Client({ connectionString: databaseUrl });
  await check.connect();
  const tables: Record<Kind, string> = {
    report: 'timewasters',
    comment: 'timewaster_comments',
    vote: 'thumbs',
    photo: 'girl_photos',
    booking: 'bookings',
  };
  let lost = 0;
  const lostByKind: string[] = [];
  for (const [kind, table] of Object.entries(tables) as [Kind, string][]) {
    // Distinct: a vote is an upsert, so the same girl voting twice on a report gets the same id.
    const ids = [...new Set(acks.filter((a) => a.kind === kind).map((a) => a.id))];
    if (ids.length === 0) continue;
    const found = await check.query<{ id: number }>(`SELECT id FROM ${table} WHERE id = ANY($1::int[])`, [ids]);
    const missing = ids.length - found.rowCount!;
    lost += missing;
    if (missing) lostByKind.push(`${kind}: ${missing}`);
  }
  // Half-written reports: every report of this run (acknowledged or not) has its phone and e-mail.
  const halfReports = await check.query<{ id: number }>(
    `SELECT t.id FROM timewasters t
     WHERE t.name LIKE $1
       AND (NOT EXISTS (SELECT 1 FROM timewaster_phones p WHERE p.timewaster_id = t.id)
         OR NOT EXISTS (SELECT 1 FROM timewaster_emails e WHERE e.timewaster_id = t.id))`,
    [`Durability ${runId}-%`],
  );
  const reportsInDb = await check.query<{ n: string }>(`SELECT count(*) AS n FROM timewasters WHERE name LIKE $1`, [
    `Durability ${runId}-%`,
  ]);
  // Half-written photos: a row of the bench's girls whose files are not in storage.
  const photoRows = await check.query<{
    id: number;
    storage_key: string;
    variants: Record<string, { key: string }> | null;
  }>(
    `SELECT id, storage_key, variants FROM girl_photos WHERE girl_id = ANY($1::int[]) AND created_at >= now() - interval '1 hour'`,
    [girls.map((g) => g.girlId)],
  );
  const uploads = path.join(dataDir, 'uploads');
  const photosWithoutFile = photoRows.rows.filter((row) =>
    keysOf(row.variants, row.storage_key).some((key) => {
      const file = path.join(uploads, key);
      return !existsSync(file) || statSync(file).size === 0;
    }),
  );
  await check.end();

  const refused = [...stats.refused.entries()].map(([reason, n]) => `${reason} ${n}`).join(', ') || 'none';
  console.log('');
  console.log('Durability on PostgreSQL');
  console.log(`  writes sent                 ${stats.sent}`);
  console.log(
    `  acknowledged                ${stats.acked} (${[...stats.byKind.entries()].map(([k, n]) => `${k} ${n}`).join(', ')})`,
  );
  console.log(`  not acknowledged            ${refused}`);
  console.log(`  acknowledged but lost       ${lost}${lostByKind.length ? ` (${lostByKind.join(', ')})` : ''}`);
  console.log(
    `  half-written reports        ${halfReports.rowCount} of ${reportsInDb.rows[0]!.n} in the database (a report without its phone or e-mail)`,
  );
  console.log(
    `  reports committed, no ack   ${Number(reportsInDb.rows[0]!.n) - (stats.byKind.get('report') ?? 0)} (the client was cut off after the commit: complete, just unacknowledged)`,
  );
  console.log(`  photo rows without files    ${photosWithoutFile.length} of ${photoRows.rowCount}`);
  for (const line of figures) console.log(`  ${line}`);
  const ok =
    lost === 0 &&
    halfReports.rowCount === 0 &&
    photosWithoutFile.length === 0 &&
    drainedOk === inFlight.length &&
    refusedNew &&
    exitCode === 0;
  console.log(ok ? '\nOK: 0 lost acknowledgements, 0 half-written records, SIGTERM drained.' : '\nFAILED');
  process.exit(ok ? 0 : 1);
}

await main();
