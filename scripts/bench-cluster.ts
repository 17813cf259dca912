// npm run bench:cluster – several app instances behind a load balancer.
//
// 1. PostgreSQL: a throwaway database on the machine's server (CLUSTER_PG_URL, default
//    postgres://postgres@127.0.0.1:5432/postgres), migrated and seeded, dropped at the end.
// 2. Redis: the machine's (CLUSTER_REDIS_URL, default redis://127.0.0.1:6379) with a key prefix of
//    its own for this run, deleted at the end; when none answers, a throwaway redis-server.
// 3. Media: an S3-protocol server on loopback (s3rver, tests/helpers/s3-server.ts) with one bucket,
//    the S3_* variables of both instances (and of the seed) pointing at it.
// 4. Two app instances from the current build (`node server/index.mjs`, production) on free ports,
//    one DATABASE_URL, REDIS_URL, AUTH_SECRET, bucket, and APP_URL = the balancer's address.
// 5. haproxy (Debian; installed with apt-get when missing and running as root) round-robin in front,
//    `option forwardfor`, the instances trusting it (TRUSTED_PROXIES=127.0.0.1), each instance
//    health-checked with GET /api/ready. A second frontend sends everything to instance A: the
//    one-instance figure, through the same balancer.
// Then it checks, printing PASS/FAIL: haproxy's readiness checks find both up; the shared cache is
// in use; a write through A is visible on a page served by B at once; a session from A works on B;
// a photo uploaded through A is served by B (private while pending, public once approved on B,
// gone once deleted on A); the per-address sign-in limit and a captcha's single use hold across
// both; and measures req/s of a public page with one and with two instances (autocannon).
// Exit status 1 on any FAIL.
// Settings: CLUSTER_DURATION seconds per load run (10), CLUSTER_ROUNDS of one-then-two runs (3; the
// median of each is printed), CLUSTER_CONNECTIONS (20), CLUSTER_PAGE ('/'),
// CLUSTER_SHARED_CACHE=off starts the instances without REDIS_URL: the control, where the cache
// checks must FAIL (each instance keeps its own cache).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { createClient } from 'redis';
import { startLoopbackS3, type LoopbackS3 } from '../tests/helpers/s3-server';
import { checkSharedMedia } from './bench-cluster-media';
import { freePort } from './free-port';
import { DEMO_GIRL } from './seed/demo-accounts';
import { signIn, signInAttempt } from './sign-in';

const root = path.resolve(import.meta.dirname, '..');
const duration = Number(process.env.CLUSTER_DURATION ?? 10);
const connections = Number(process.env.CLUSTER_CONNECTIONS ?? 20);
const page = process.env.CLUSTER_PAGE ?? '/';
const rounds = Number(process.env.CLUSTER_ROUNDS ?? 3);
const pgAdminUrl = process.env.CLUSTER_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const machineRedisUrl = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
const sharedCache = process.env.CLUSTER_SHARED_CACHE !== 'off';
const runId = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// The balancer's health check: the instance's readiness route (database, Redis, migrations, purge).
const READY_PATH = '/api/ready';

function log(message: string) {
  console.log(`[cluster] ${message}`);
}

function fail(message: string): never {
  console.error(`[cluster] FAILED: ${message}`);
  process.exit(1);
}

const results: { name: string; ok: boolean; detail: string }[] = [];
function check(name: string, ok: boolean, detail: string) {
  results.push({ name, ok, detail });
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}: ${detail}`);
}

// ---------------------------------------------------------------------------------------------
// Tools

function ensureHaproxy(): string {
  const found = spawnSync('sh', ['-c', 'command -v haproxy || ls /usr/sbin/haproxy'], { encoding: 'utf8' });
  const existing = found.stdout.trim().split('\n')[0];
  if (found.status === 0 && existing) return existing;
  if (process.getuid?.() !== 0) fail('haproxy is missing and this is not root: apt-get install -y haproxy');
  log("haproxy is missing: installing Debian's haproxy package…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (spawnSync('apt-get', ['update'], { stdio: 'inherit', env }).status !== 0) fail('apt-get update failed');
  if (spawnSync('apt-get', ['install', '-y', 'haproxy'], { stdio: 'inherit', env }).status !== 0) {
    fail('apt-get install -y haproxy failed');
  }
  if (!existsSync('/usr/sbin/haproxy')) fail('apt-get installed haproxy but /usr/sbin/haproxy is missing');
  return '/usr/sbin/haproxy';
}

async function redisAnswers(url: string): Promise<boolean> {
  const client = createClient({ url, socket: { connectTimeout: 1_000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    if (client.isOpen) client.destroy();
  }
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: pgAdminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// The instances and the balancer

interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  output: string[];
}

function startInstance(name: string, port: number, env: NodeJS.ProcessEnv): Instance {
  const child = spawn(process.execPath, ['server/index.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return { name, url: `http://127.0.0.1:${port}`, child, output };
}

async function untilAnswering(url: string, child?: ChildProcess, limitMs = 90_000) {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (child && child.exitCode !== null) fail(`${url} exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/robots.txt`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not yet
    }
    await sleep(250);
  }
  fail(`${url} did not answer within ${limitMs} ms`);
}

function haproxyConfig(lbPort: number, onePort: number, a: number, b: number, socket: string): string {
  return `global
  maxconn 4096
  stats socket ${socket} mode 600 level user

defaults
  mode http
  option forwardfor
  option http-keep-alive
  timeout connect 5s
  timeout client 60s
  timeout server 60s

# Round robin over both instances: the cluster's public address (APP_URL).
frontend cluster
  bind 127.0.0.1:${lbPort}
  default_backend both

# Everything to instance A: the one-instance figure, through the same balancer.
frontend single
  bind 127.0.0.1:${onePort}
  default_backend only_a

# An instance whose ${READY_PATH} does not answer 200 gets no traffic until it does.
backend both
  balance roundrobin
  option httpchk GET ${READY_PATH}
  http-check expect status 200
  default-server check inter 1s fall 2 rise 1
  server a 127.0.0.1:${a}
  server b 127.0.0.1:${b}

backend only_a
  option httpchk GET ${READY_PATH}
  http-check expect status 200
  default-server check inter 1s fall 2 rise 1
  server a 127.0.0.1:${a}
`;
}

/** Each backend server's state as haproxy sees it ("both/a" → "UP", "DOWN"…), from its stats socket. */
async function haproxyServers(socket: string): Promise<Record<string, string>> {
  const csv = await new Promise<string>((resolve, reject) => {
    let data = '';
    const connection = net.createConnection(socket, () => connection.write('show stat\n'));
    connection.on('data', (chunk) => (data += chunk.toString()));
    connection.on('end', () => resolve(data));
    connection.on('error', reject);
  });
  const [header = '', ...rows] = csv.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const [proxy, server, status] = ['pxname', 'svname', 'status'].map((name) => columns.indexOf(name));
  return Object.fromEntries(
    rows
      .map((row) => row.split(','))
      .filter((fields) => fields[server!] !== 'FRONTEND' && fields[server!] !== 'BACKEND')
      .map((fields) => [`${fields[proxy!]}/${fields[server!]}`, fields[status!] ?? '?']),
  );
}

/** `npm run <script>` without blocking this process (the S3 server in it must answer the seed). */
function runScript(script: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve() : fail(`npm run ${script} failed:\n${output}`)));
  });
}

// ---------------------------------------------------------------------------------------------
// Checks

async function text(url: string, init: RequestInit = {}): Promise<{ status: number; body: string }> {
  const response = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  return { status: response.status, body: await response.text() };
}

async function solvedCaptcha(url: string): Promise<string> {
  const challenge = (await (await fetch(`${url}/api/captcha/challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) fail('could not solve the captcha challenge');
  return Buffer.from(
    JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
  ).toString('base64');
}

/** An address from a documentation range, new each run: a fresh per-address bucket. */
function testAddress(n: number): string {
  return `198.51.100.${(Number.parseInt(runId.slice(-2), 16) + n) % 250}`;
}

interface Load {
  reqPerSec: number;
  p50: number;
  p95: number;
  total: number;
  bad: number;
}

async function load(url: string): Promise<Load> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration }, (error, finished) =>
      error ? reject(error) : resolve(finished),
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  latencies.sort((x, y) => x - y);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? NaN;
  return {
    reqPerSec: result.requests.average,
    p50: at(50),
    p95: at(95),
    total: result.requests.total,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

// ---------------------------------------------------------------------------------------------

async function main() {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    log('no .next build: npm run build…');
    if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) fail('next build failed');
  }
  const haproxy = ensureHaproxy();
  const base = mkdtempSync(path.join(tmpdir(), 'matside-cluster-'));
  chmodSync(base, 0o755);
  const database = `matside_cluster_${runId}`;
  const keyPrefix = `matside-cluster-${runId}:`;
  const children: ChildProcess[] = [];
  let redisUrl = machineRedisUrl;
  let databaseCreated = false;
  let s3: LoopbackS3 | undefined;

  const cleanup = async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await sleep(500);
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    if (await redisAnswers(redisUrl)) {
      const client = createClient({ url: redisUrl });
      client.on('error', () => undefined);
      await client.connect();
      const keys: string[] = [];
      for await (const batch of client.scanIterator({ MATCH: `${keyPrefix}*`, COUNT: 1000 })) keys.push(...batch);
      if (keys.length) await client.unlink(keys);
      client.destroy();
    }
    if (databaseCreated) await admin((c) => c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
    await s3?.close();
    rmSync(base, { recursive: true, force: true });
  };
  process.on('SIGINT', () => {
    cleanup().finally(() => process.exit(130));
  });

  try {
    // ---- Redis
    if (await redisAnswers(machineRedisUrl)) {
      log(`Redis: ${machineRedisUrl}, keys ${keyPrefix}*`);
    } else {
      const port = await freePort();
      const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', ''], {
        stdio: 'ignore',
      });
      children.push(server);
      redisUrl = `redis://127.0.0.1:${port}`;
      for (let i = 0; i < 40 && !(await redisAnswers(redisUrl)); i += 1) await sleep(250);
      if (!(await redisAnswers(redisUrl))) fail(`no Redis at ${machineRedisUrl} and redis-server did not start`);
      log(`Redis: a throwaway redis-server on ${redisUrl}`);
    }

    // ---- the shared media store
    s3 = await startLoopbackS3();
    log(`S3: s3rver on ${s3.endpoint}, bucket ${s3.bucket}`);

    // ---- PostgreSQL
    await admin((c) => c.query(`CREATE DATABASE ${database}`));
    databaseCreated = true;
    const databaseUrl = withDatabase(pgAdminUrl, database);
    log(`PostgreSQL: database ${database} on ${new URL(pgAdminUrl).host}; migrating and seeding…`);
    const [portA, portB, lbPort, onePort] = [await freePort(), await freePort(), await freePort(), await freePort()];
    const appUrl = `http://127.0.0.1:${lbPort}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      APP_ENV: 'production',
      APP_URL: appUrl,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      DATA_ENCRYPTION_KEY: `v1:${randomBytes(32).toString('base64url')}`,
      // Production refuses placeholder addresses; nothing is sent (SMTP_URL is empty: the outbox).
      MAIL_FROM: 'Matside <no-reply@matside.com>',
      CONTACT_TO: 'support@matside.com',
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(base, 'data'),
      REDIS_URL: sharedCache ? redisUrl : '',
      REDIS_KEY_PREFIX: keyPrefix,
      TRUSTED_PROXIES: '127.0.0.1',
      SMTP_URL: '',
      ...s3.env,
      SIGN_IN_RATE_LIMIT_MAX: '',
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
    };
    for (const script of ['db:migrate', 'db:seed']) await runScript(script, env);

    // ---- instances and balancer
    const a = startInstance('A', portA, env);
    const b = startInstance('B', portB, env);
    children.push(a.child, b.child);
    const configFile = path.join(base, 'haproxy.cfg');
    const statsSocket = path.join(base, 'haproxy.sock');
    writeFileSync(configFile, haproxyConfig(lbPort, onePort, portA, portB, statsSocket));
    const lb = spawn(haproxy, ['-f', configFile, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
    children.push(lb);
    await Promise.all([untilAnswering(a.url, a.child), untilAnswering(b.url, b.child)]);
    log(
      `instances A ${a.url} and B ${b.url}; haproxy ${appUrl} (round robin), ${`http://127.0.0.1:${onePort}`} (A only)`,
    );
    console.log('');

    // ---- 0. the balancer's readiness checks find both instances up
    let servers: Record<string, string> = {};
    for (let i = 0; i < 60; i += 1) {
      servers = await haproxyServers(statsSocket).catch(() => ({}));
      const states = Object.values(servers);
      if (states.length === 3 && states.every((state) => state === 'UP')) break;
      await sleep(500);
    }
    check(
      `haproxy's health check (GET ${READY_PATH}) finds both instances ready`,
      Object.keys(servers).length === 3 && Object.values(servers).every((state) => state === 'UP'),
      Object.entries(servers)
        .map(([name, state]) => `${name} ${state}`)
        .join(', ') || 'no answer from the stats socket',
    );
    await untilAnswering(appUrl, lb);

    // ---- 1. the shared cache is in use
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    const girl = (
      await db.query<{ id: number; stage_name: string }>(
        `SELECT g.id, g.stage_name FROM girls g JOIN "user" u ON u.id = g.user_id WHERE u.username = $1`,
        [DEMO_GIRL.username],
      )
    ).rows[0];
    if (!girl) fail(`the seeded ${DEMO_GIRL.username} is missing`);
    const profile = `/profile/${encodeURIComponent(girl.stage_name)}`;
    for (const instance of [a, b]) {
      await text(`${instance.url}${profile}`);
      await text(`${instance.url}${page}`);
    }
    const redis = createClient({ url: redisUrl });
    redis.on('error', () => undefined);
    await redis.connect();
    let cached = 0;
    for await (const batch of redis.scanIterator({ MATCH: `${keyPrefix}*`, COUNT: 1000 })) cached += batch.length;
    redis.destroy();
    const announced = [a, b].every((i) => i.output.some((line) => line.includes('[cache] shared cache on Redis')));
    check(
      'the Next.js cache is shared in Redis',
      announced && cached > 0,
      `${cached} keys under ${keyPrefix}*; both instances ${announced ? 'announced' : 'did NOT announce'} the handler`,
    );

    // ---- 2. a write through A is visible on B at once
    const direct = `Direct ${runId}`;
    await db.query(`UPDATE girls SET headline = $1 WHERE id = $2`, [direct, girl.id]);
    await db.end();
    const stale = await text(`${b.url}${profile}`);
    check(
      'B serves the profile from the cache (a database change without a revalidation is not shown)',
      stale.status === 200 && !stale.body.includes(direct),
      `status ${stale.status}, ${stale.body.includes(direct) ? 'the uncached change shows: nothing cached' : 'the cached headline shows'}`,
    );
    const girlCookie = await signIn(a.url, DEMO_GIRL.username, { origin: appUrl });
    if (!girlCookie) fail(`${DEMO_GIRL.username} could not sign in on A`);
    const headline = `Cluster check ${runId}`;
    const patch = await text(`${a.url}/api/v1/girls/${girl.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/vnd.api+json', Cookie: girlCookie, Origin: appUrl },
      body: JSON.stringify({ data: { type: 'girls', id: String(girl.id), attributes: { headline } } }),
    });
    const fresh = await text(`${b.url}${profile}`);
    check(
      'a profile edit through A shows on the page B serves, at once',
      patch.status === 200 && fresh.body.includes(headline),
      `PATCH on A ${patch.status}; B's next answer ${fresh.body.includes(headline) ? 'has' : 'does NOT have'} the new headline`,
    );

    // ---- 3. a session from A works on B
    const sessionOnB = await text(`${b.url}/session`, { headers: { Cookie: girlCookie } });
    check(
      'a session signed in on A works on B',
      sessionOnB.status === 200 && sessionOnB.body.includes(DEMO_GIRL.username),
      `GET /session on B: ${sessionOnB.status}`,
    );

    // ---- 3b. the media store is shared: a photo uploaded through A is served by B
    await checkSharedMedia({ a, b, appUrl, databaseUrl, girl: { id: girl.id, cookie: girlCookie }, s3, check });

    // ---- 4. the per-address sign-in limit holds across both
    const address = testAddress(0);
    const statuses: number[] = [];
    for (let i = 0; i < 14; i += 1) {
      const target = i % 2 === 0 ? a : b;
      const { status } = await signInAttempt(target.url, `nobody_${runId.slice(-6)}`, {
        origin: appUrl,
        password: 'Wrong-password-1!',
        headers: { 'X-Forwarded-For': address },
      });
      statuses.push(status);
    }
    const firstLimited = statuses.indexOf(429);
    check(
      'the sign-in limit per address counts attempts on both instances together',
      firstLimited === 10 && statuses.slice(firstLimited).every((s) => s === 429),
      `answers alternating A/B from ${address}: ${statuses.join(' ')} (the limit is 10 a minute; counted per instance, the 11th and 12th would pass)`,
    );

    // ---- 5. a solved captcha works once across both
    const captcha = await solvedCaptcha(a.url);
    const contact = (target: Instance) =>
      text(`${target.url}/send_contact_form`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: appUrl, 'X-Forwarded-For': testAddress(1) },
        body: JSON.stringify({
          email: { email_addr: 'visitor@example.test', subject: `Cluster ${runId}`, message: 'Hello from A.' },
          recaptcha: captcha,
        }),
      });
    const onA = await contact(a);
    const replayOnB = await contact(b);
    check(
      'a captcha solution used on A is refused on B',
      onA.status === 200 && replayOnB.status === 400 && /Captcha verification failed/.test(replayOnB.body),
      `A ${onA.status} ${onA.body.slice(0, 40)}; the same solution on B ${replayOnB.status}`,
    );

    // ---- 6. Redis away: an instance whose Redis does not answer still serves pages
    const deadRedis = `redis://127.0.0.1:${await freePort()}`;
    const c = startInstance('C', await freePort(), { ...env, REDIS_URL: deadRedis });
    children.push(c.child);
    await untilAnswering(c.url, c.child);
    const pages = [await text(`${c.url}${page}`), await text(`${c.url}${profile}`), await text(`${c.url}${page}`)];
    const warnings = c.output.filter((line) => line.includes('Redis is unavailable'));
    check(
      'with its Redis unreachable an instance still serves pages (its own memory), logging the outage once',
      pages.every((p) => p.status === 200) && warnings.length === 1,
      `C (REDIS_URL ${deadRedis}, nothing there): ${pages.map((p) => p.status).join(' ')}; ${warnings.length} outage line(s) logged`,
    );
    c.child.kill('SIGTERM');

    // ---- 7. throughput, one instance and two, through the balancer
    console.log('');
    log(
      `autocannon on ${page}: ${connections} connections, ${duration} s a run, ${rounds} rounds of one then two instances`,
    );
    for (let i = 0; i < 4; i += 1) await text(`${appUrl}${page}`);
    // Alternating rounds (one, two, one, two…): the machine's other load drifts; the median of each.
    const ones: Load[] = [];
    const twos: Load[] = [];
    for (let round = 0; round < rounds; round += 1) {
      ones.push(await load(`http://127.0.0.1:${onePort}${page}`));
      twos.push(await load(`${appUrl}${page}`));
    }
    const robots = await load(`${appUrl}/robots.txt`);
    const median = (runs: Load[]) => [...runs].sort((x, y) => x.reqPerSec - y.reqPerSec)[Math.floor(runs.length / 2)]!;
    const [one, two] = [median(ones), median(twos)];
    console.log('');
    console.log('instances  path         req/s   p50 ms  p95 ms  requests  non-2xx/errors');
    const row = (label: string, p: string, r: Load) =>
      console.log(
        `${label.padEnd(9)}  ${p.padEnd(11)} ${r.reqPerSec.toFixed(1).padStart(6)}  ${r.p50.toFixed(0).padStart(6)}  ${r.p95.toFixed(0).padStart(6)}  ${String(r.total).padStart(8)}  ${r.bad}`,
      );
    row('1 (A)', page, one);
    row('2 (A+B)', page, two);
    row('2 (A+B)', '/robots.txt', robots);
    console.log(
      `rounds (req/s): one ${ones.map((r) => r.reqPerSec.toFixed(1)).join(', ')}; two ${twos.map((r) => r.reqPerSec.toFixed(1)).join(', ')}`,
    );
    console.log(`two/one: ${(two.reqPerSec / one.reqPerSec).toFixed(2)}× (all processes share this machine's CPUs)`);
    console.log('');
    check(
      'every request under load answered 2xx',
      [...ones, ...twos, robots].every((r) => r.bad === 0),
      `${[...ones, ...twos, robots].reduce((sum, r) => sum + r.bad, 0)} non-2xx or errors`,
    );
    // A trip to the local cache under load would let the instances drift apart for a while.
    const outages = [a, b].flatMap((i) => i.output.filter((line) => line.includes('Redis is unavailable')));
    check(
      'A and B kept to the shared cache throughout (no fallback to local memory)',
      outages.length === 0,
      outages.length ? `${outages.length} outage(s) logged: ${outages[0]}` : 'no Redis outage logged',
    );
    const errors = [a, b].flatMap((i) => i.output.filter((line) => /Error/.test(line)));
    if (errors.length) log(`instance output worth a look:\n  ${errors.slice(0, 10).join('\n  ')}`);
  } finally {
    await cleanup();
  }

  const failed = results.filter((r) => !r.ok);
  console.log(failed.length ? `\n${failed.length} check(s) FAILED` : `\nOK: all ${results.length} checks passed`);
  process.exit(failed.length ? 1 : 0);
}

await main();
