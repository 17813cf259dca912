// npm run bench:durability – crash safety on PostgreSQL (issue 9, "the reliability suite").
//
// Creates a throwaway PostgreSQL database (BENCH_PG_URL, default the machine's postgres on
// loopback), migrates and seeds it, starts the production build on it, and runs a mixed write load
// (booking requests, timewaster reports with a phone, timewaster comments, votes, photo uploads)
// from many demo accounts. Mid-load it kills the app with SIGKILL and starts it again, then
// restarts PostgreSQL (pg_ctlcluster; needs root). At the end it sends a burst and SIGTERMs the
// app to show the drain. Then every write the client saw acknowledged (2xx) is looked up in the
// database: 0 lost, 0 half-written (a timewaster without its phone, a photo row without its
// file), and the time until the app answered again is printed. Needs `npm run build` first.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { DEMO_PASSWORD } from './seed/demo-accounts';
import { freePort } from './free-port';

const root = path.resolve(import.meta.dirname, '..');
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const phaseSeconds = Number(process.env.BENCH_DURABILITY_PHASE ?? 8);
const workers = Number(process.env.BENCH_DURABILITY_WORKERS ?? 12);

const log = (message: string) => console.log(`[durability] ${message}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Kind = 'booking' | 'timewaster' | 'comment' | 'vote' | 'photo';
interface Ack {
  kind: Kind;
  id: number;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(command, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** The app, as `npm start` runs it, on the bench's database and data folder. */
class App {
  child: ChildProcess | null = null;
  constructor(
    readonly baseUrl: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  start(): void {
    const port = new URL(this.baseUrl).port;
    this.child = spawn(process.execPath, [path.join(root, 'server', 'index.mjs'), '-p', port, '-H', '127.0.0.1'], {
      cwd: root,
      env: this.env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }

  /** Milliseconds until a database-backed request answers 200 (or throws after 90 s). */
  async waitUntilAnswering(from = Date.now()): Promise<number> {
    while (Date.now() - from < 90_000) {
      try {
        const response = await fetch(new URL('/api/v1/girls?page[limit]=1', this.baseUrl));
        if (response.ok) return Date.now() - from;
      } catch {
        // not listening yet
      }
      await sleep(50);
    }
    throw new Error('the app did not answer within 90 s');
  }

  exited(): Promise<number | null> {
    const child = this.child!;
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
    return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }
}

/** One statement on the maintenance database, on a connection of its own. */
async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function signIn(baseUrl: string, username: string): Promise<string | null> {
  const response = await fetch(new URL('/api/auth/sign-in/username', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (!response.ok) return null;
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

async function main() {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID')))
    throw new Error('no production build: run `npm run build` first');
  const name = `matside_durability_${Date.now()}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'matside-durability-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: dbUrl,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    LOG_LEVEL: 'fatal',
    APP_URL: baseUrl,
    SIGN_IN_RATE_LIMIT_MAX: '100000',
  };
  const app = new App(baseUrl, env);
  const db = new pg.Pool({ connectionString: dbUrl, max: 2 });
  // The PostgreSQL restart breaks idle connections: the pool replaces them.
  db.on('error', () => undefined);
  try {
    log(`database ${name}: migrating and seeding the demo data…`);
    run('npm', ['run', '--silent', 'db:migrate'], env);
    run('npm', ['run', '--silent', 'db:seed'], env);
    app.start();
    log(`app on ${baseUrl}: ready after ${await app.waitUntilAnswering()} ms`);

    const q = async <T>(text: string, values: unknown[] = []) => (await db.query(text, values)).rows as T[];
    const girls = await q<{ username: string; girl_id: number }>(
      `SELECT u.username, g.id AS girl_id FROM girls g JOIN "user" u ON u.id = g.user_id
       WHERE g.profile_approved AND g.matside_girl AND NOT coalesce(u.banned, false) AND u.email_verified
       ORDER BY g.id LIMIT 16`,
    );
    const guys = await q<{ username: string }>(
      `SELECT u.username FROM guys y JOIN "user" u ON u.id = y.user_id
       WHERE NOT coalesce(u.banned, false) AND u.email_verified AND NOT y.soft_deleted ORDER BY y.id LIMIT 16`,
    );
    const bookable = (
      await q<{ id: number }>(`SELECT id FROM girls WHERE profile_approved AND matside_girl LIMIT 20`)
    ).map((g) => g.id);
    const timewasterIds = (
      await q<{ id: number }>(`SELECT id FROM timewasters WHERE approved ORDER BY id LIMIT 400`)
    ).map((t) => t.id);
    const before = Object.fromEntries(
      await Promise.all(
        ['bookings', 'timewasters', 'timewaster_comments', 'thumbs', 'girl_photos'].map(async (table) => [
          table,
          Number((await q<{ max: number | null }>(`SELECT max(id) AS max FROM ${table}`))[0]?.max ?? 0),
        ]),
      ),
    ) as Record<string, number>;

    const girlSessions = (
      await Promise.all(girls.map(async (g) => ({ ...g, cookie: await signIn(baseUrl, g.username) })))
    ).filter((g): g is typeof g & { cookie: string } => !!g.cookie);
    const guySessions = (await Promise.all(guys.map((g) => signIn(baseUrl, g.username)))).filter(
      (c): c is string => !!c,
    );
    log(`signed in ${girlSessions.length} vetted girls and ${guySessions.length} guys`);
    const photo = `data:image/png;base64,${(
      await sharp({ create: { width: 320, height: 240, channels: 3, background: '#3366aa' } })
        .png()
        .toBuffer()
    ).toString('base64')}`;

    const acks: Ack[] = [];
    const counts = { sent: 0, acked: 0, refused: 0, failed: 0 };
    const statusCounts: Record<number, number> = {};
    let running = true;
    let n = 0;
    const post = async (kind: Kind, url: string, cookie: string, body: unknown, jsonApi: boolean) => {
      counts.sent += 1;
      try {
        const response = await fetch(new URL(url, baseUrl), {
          method: 'POST',
          headers: {
            cookie,
            origin: baseUrl,
            'content-type': jsonApi ? 'application/vnd.api+json' : 'application/json',
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(20_000),
        });
        const text = await response.text();
        statusCounts[response.status] = (statusCounts[response.status] ?? 0) + 1;
        if (!response.ok) {
          counts.refused += 1;
          return;
        }
        const parsed = JSON.parse(text) as { data?: { id: string }; booking?: { id: number } };
        const id = Number(parsed.data?.id ?? parsed.booking?.id);
        acks.push({ kind, id });
        counts.acked += 1;
      } catch {
        counts.failed += 1; // never acknowledged: the client cannot count on it
      }
    };
    const worker = async (w: number) => {
      while (running) {
        n += 1;
        const girl = girlSessions[(n + w) % girlSessions.length]!;
        const guy = guySessions[(n + w) % guySessions.length]!;
        const timewasterId = timewasterIds[(n * 7 + w) % timewasterIds.length]!;
        const digits = String(2_000_000_000 + ((n * 7919 + w) % 7_999_999_999)).slice(0, 10);
        switch (n % 5) {
          case 0:
            await post(
              'booking',
              '/book_girl',
              guy,
              {
                girl_id: bookable[n % bookable.length],
                date_time_available: new Date(Date.now() + 86_400_000).toISOString(),
                session_length: '1 hour',
                desired_session_type: 'Wrestling',
              },
              false,
            );
            break;
          case 1:
            await post(
              'timewaster',
              '/api/v1/timewasters',
              girl.cookie,
              {
                data: {
                  type: 'timewasters',
                  attributes: {
                    name: `Durability ${n}`,
                    city: 'Austin',
                    country: 'United States',
                    clientType: 'timewaster',
                    comment: 'No-show (durability bench).',
                    phoneNumber: digits,
                  },
                },
              },
              true,
            );
            break;
          case 2:
            await post(
              'comment',
              '/api/v1/timewaster-comments',
              girl.cookie,
              { data: { type: 'timewasterComments', attributes: { timewasterId, comment: `Seen him ${n}` } } },
              true,
            );
            break;
          case 3:
            await post(
              'vote',
              '/api/v1/thumbs',
              girl.cookie,
              { data: { type: 'thumbs', attributes: { timewasterId, thumbType: 1 + (n % 2) } } },
              true,
            );
            break;
          default:
            await post(
              'photo',
              '/api/v1/photos',
              girl.cookie,
              { data: { type: 'photos', attributes: { image64: photo, userId: girl.girl_id } } },
              true,
            );
        }
        if (counts.failed > 0 && n % 20 === 0) await sleep(20);
      }
    };
    const load = Promise.all(Array.from({ length: workers }, (_, w) => worker(w)));

    await sleep(phaseSeconds * 1000);
    log(`SIGKILL of the app under load (${counts.acked} writes acknowledged so far)`);
    app.child!.kill('SIGKILL');
    await app.exited();
    const restartedAt = Date.now();
    app.start();
    const appRecovery = await app.waitUntilAnswering(restartedAt);
    log(`app answering again ${appRecovery} ms after its restart`);

    await sleep(phaseSeconds * 1000);
    log(`restarting PostgreSQL under load (${counts.acked} acknowledged so far)`);
    const pgFrom = Date.now();
    const restart = spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', '15', 'main', 'restart'], {
      stdio: 'inherit',
    });
    const pgRestarted = restart.status === 0;
    if (!pgRestarted) log('could not restart PostgreSQL (pg_ctlcluster needs root): that phase is skipped');
    const pgRecovery = await app.waitUntilAnswering(pgFrom);
    log(`app answering again ${pgRecovery} ms after the PostgreSQL restart began`);

    await sleep(phaseSeconds * 1000);
    running = false;
    await load;

    // The drain: a burst of uploads in flight, then SIGTERM.
    const burst = girlSessions.slice(0, 10).map((girl) =>
      fetch(new URL('/api/v1/photos', baseUrl), {
        method: 'POST',
        headers: { cookie: girl.cookie, origin: baseUrl, 'content-type': 'application/vnd.api+json' },
        body: JSON.stringify({ data: { type: 'photos', attributes: { image64: photo, userId: girl.girl_id } } }),
      })
        .then(async (response) => {
          if (response.ok)
            acks.push({ kind: 'photo', id: Number(((await response.json()) as { data: { id: string } }).data.id) });
          return response.status;
        })
        .catch(() => 0),
    );
    await sleep(30);
    const termAt = Date.now();
    app.child!.kill('SIGTERM');
    const statuses = await Promise.all(burst);
    const exitCode = await app.exited();
    const drained = statuses.filter((s) => s >= 200 && s < 300).length;
    log(
      `SIGTERM with ${burst.length} uploads in flight: ${drained} completed with 2xx, exit code ${exitCode} after ${Date.now() - termAt} ms`,
    );

    // Every acknowledged write, looked up.
    const tableOf: Record<Kind, string> = {
      booking: 'bookings',
      timewaster: 'timewasters',
      comment: 'timewaster_comments',
      vote: 'thumbs',
      photo: 'girl_photos',
    };
    let lost = 0;
    const perKind: Record<string, number> = {};
    const lostByKind: Record<string, number[]> = {};
    for (const [kind, table] of Object.entries(tableOf) as [Kind, string][]) {
      const ids = acks.filter((a) => a.kind === kind).map((a) => a.id);
      perKind[kind] = ids.length;
      const found = new Set(
        (await q<{ id: number }>(`SELECT id FROM ${table} WHERE id = ANY($1::int[])`, [ids])).map((r) => r.id),
      );
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length) lostByKind[kind] = missing;
      lost += missing.length;
    }
    const withoutPhone = await q<{ id: number }>(
      `SELECT t.id FROM timewasters t WHERE t.id > $1 AND NOT EXISTS (SELECT 1 FROM timewaster_phones p WHERE p.timewaster_id = t.id)`,
      [before.timewasters],
    );
    const newPhotos = await q<{ id: number; storage_key: string; variants: Record<string, { key: string }> | null }>(
      `SELECT id, storage_key, variants FROM girl_photos WHERE id > $1`,
      [before.girl_photos],
    );
    const uploads = path.join(dataDir, 'uploads');
    const withoutFile = newPhotos.filter((p) =>
      [p.storage_key, ...Object.values(p.variants ?? {}).map((v) => v.key)].some(
        (key) => !existsSync(path.join(uploads, key)),
      ),
    );
    console.log('');
    console.log(
      `writes sent ${counts.sent}, acknowledged ${acks.length}, refused (4xx/5xx) ${counts.refused}, never answered ${counts.failed}`,
    );
    console.log(`acknowledged by kind: ${JSON.stringify(perKind)}`);
    console.log(`acknowledged writes lost: ${lost}${lost ? ` ${JSON.stringify(lostByKind)}` : ''}`);
    console.log(`answers by status: ${JSON.stringify(statusCounts)}`);
    console.log(
      `half-written: ${withoutPhone.length} timewasters without their phone, ${withoutFile.length} photo rows without their file`,
    );
    console.log(
      `app back after SIGKILL + restart: ${appRecovery} ms; after a PostgreSQL restart: ${pgRestarted ? `${pgRecovery} ms` : 'skipped'}`,
    );
    console.log(`SIGTERM drain: ${drained}/${burst.length} in-flight uploads completed, exit code ${exitCode}`);
    console.log('');
    if (lost > 0 || withoutPhone.length > 0 || withoutFile.length > 0) process.exitCode = 1;
  } finally {
    if (app.child && app.child.exitCode === null && app.child.signalCode === null) {
      app.child.kill('SIGKILL');
      await app.exited();
    }
    await db.end().catch(() => undefined);
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`[durability] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
