import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { expect, test } from '@playwright/test';
import { DEMO_GIRL } from '../../scripts/seed/demo-accounts';
import { REPORTING_TERMS } from '../../src/features/reporting/terms';
import { E2E_HOST, E2E_PORT, E2E_TEMPLATE_DIR } from './support/constants';
import { startSentryReceiver, type SentryReceiver } from './support/sentry-receiver';
import { signInAs, solveCaptcha } from './support/session';

// With SENTRY_DSN set, a server error and browser errors reach a Sentry-protocol
// service, carrying the release and where they happened, and none of the personal data around them.
//
// A server of its own (the built app, as `npm start` runs it) with SENTRY_DSN pointing at a
// receiver on loopback and its mail server down: SMTP_URL names a port nothing listens on. The
// contact form's message is queued (decision 034), and the job's try to send it fails the way it
// would in production when the mail relay is away: the worker reports it with its queue. In the
// browser an unhandled rejection is raised in the page. The canaries travel in the form (so in the
// queued mail), a cookie, an Authorization header and the error text.
//
// Database errors and private paths: the server starts on a copy of the seeded e2e data in which,
// before it starts, the reporting girl's id becomes a number found nowhere else, a check
// constraint refuses the canary timewaster's name, and the decision notices an appeal link opens
// are gone. Her anonymous report then fails in the database with every value bound to the query
// (name, description, handle, her id beside `anonymous = true`), and the appeal page and API fail
// under a path holding the appeal token. None of it may reach the receiver or the server's log;
// the code, the constraint and the route patterns must.
const PORT = E2E_PORT + 60;
const BASE = `http://${E2E_HOST}:${PORT}`;
const RELEASE = `matside-e2e-${Date.now()}`;
const CANARY = {
  email: 'canary.monitoring+e2e@mail-example.org',
  phone: '+1 (415) 555-0142',
  password: 'Canary-Pa55word-9f2c!',
  cookie: 'cookie-canary-4d1a7e',
  authorization: 'authz-canary-81bf3e',
};
const DB_CANARY = {
  name: 'Canaryname Quillfeather',
  description: 'Canary description: he followed me to the Lantern Motel',
  handle: 'canary_handle_9q7w',
  /** The reporting girl's id: an anonymous report's reporter. */
  reporter: '7340021',
  /** A well-formed appeal token (a notice id and 43 characters of signature). */
  appealToken: `1.${'CanaryAppealT0ken_'.repeat(3).slice(0, 43)}`,
};
const CONSTRAINT = 'monitoring_canary_check';

let receiver: SentryReceiver;
let server: ChildProcess;
let dataDir: string;
let serverOutput = '';
const serverLog = () => serverOutput.split('\n');

/**
 * The seeded data with the faults above, made in this process before the server opens it (PGlite
 * allows one process per folder). Foreign keys are not checked while the girl's id moves
 * (session_replication_role), so every row pointing at her is moved along.
 */
async function prepareData(dir: string): Promise<void> {
  await cp(path.resolve(E2E_TEMPLATE_DIR), dir, { recursive: true });
  const db = await PGlite.create({ dataDir: path.join(dir, 'pglite'), extensions: { pg_trgm } });
  try {
    const girl = await db.query<{ id: number }>(
      `SELECT g.id FROM girls g JOIN "user" u ON u.id = g.user_id WHERE u.username = $1`,
      [DEMO_GIRL.username],
    );
    const oldId = girl.rows[0]!.id;
    const references = await db.query<{ table_name: string; column_name: string }>(
      `SELECT k.table_name, k.column_name FROM information_schema.referential_constraints r
         JOIN information_schema.key_column_usage k ON k.constraint_name = r.constraint_name
         JOIN information_schema.constraint_column_usage c ON c.constraint_name = r.unique_constraint_name
        WHERE c.table_name = 'girls' AND c.column_name = 'id'`,
    );
    await db.exec('SET session_replication_role = replica');
    await db.query(`UPDATE girls SET id = ${DB_CANARY.reporter} WHERE id = $1`, [oldId]);
    for (const { table_name, column_name } of references.rows) {
      await db.query(
        `UPDATE "${table_name}" SET "${column_name}" = ${DB_CANARY.reporter} WHERE "${column_name}" = $1`,
        [oldId],
      );
    }
    await db.exec('SET session_replication_role = DEFAULT');
    await db.exec(`ALTER TABLE timewasters ADD CONSTRAINT ${CONSTRAINT} CHECK (name <> '${DB_CANARY.name}') NOT VALID`);
    await db.exec('ALTER TABLE decision_notices RENAME TO decision_notices_gone');
  } finally {
    await db.close();
  }
}

/** A loopback port nothing listens on: the mail relay that is down. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

// Playwright's own `test`, not support/fixtures': this spec makes the page fail on purpose.
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: BASE });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  receiver = await startSentryReceiver();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'matside-monitoring-'));
  await prepareData(dataDir);
  server = spawn(process.execPath, ['server/index.mjs', '-p', String(PORT), '-H', E2E_HOST], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_ENV: 'development',
      APP_URL: BASE,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      S3_ENDPOINT: '',
      S3_BUCKET: '',
      AUTH_SECRET: '',
      TRUSTED_PROXIES: '',
      METRICS_ALLOW: '',
      METRICS_TOKEN: '',
      LOG_LEVEL: 'info',
      SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
      SENTRY_DSN: receiver.dsn,
      SENTRY_RELEASE: RELEASE,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
  // Ready once its database is open and its start-up work done: what a load balancer waits for.
  await expect
    .poll(async () => (await fetch(`${BASE}/api/ready`).catch(() => null))?.status, {
      timeout: 150_000,
      intervals: [1_000],
    })
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((resolve) => (server?.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
  await receiver?.close();
  await rm(dataDir, { recursive: true, force: true });
});

test('without METRICS_ALLOW or METRICS_TOKEN, /metrics is off, even from loopback', async () => {
  const metrics = await fetch(`${BASE}/metrics`);
  expect(metrics.status).toBe(404);
  expect(await metrics.text()).not.toContain('matside_http_requests_total');
});

test('a failed job and a browser error reach the receiver with the release and where, scrubbed', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.addCookies([{ name: 'matside_canary', value: CANARY.cookie, url: BASE }]);
  // On the app's requests only: the SDK's own posts to the receiver stay simple CORS requests.
  await context.route(`${BASE}/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), authorization: `Bearer ${CANARY.authorization}` } }),
  );

  const config = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/monitoring-config');
  const response = await page.goto('/contact');
  // The browser may send reports to the DSN's host, and to nothing else new.
  expect(response?.headers()['content-security-policy']).toContain(`connect-src 'self' ${receiver.origin};`);
  expect(await (await config).json()).toMatchObject({
    dsn: receiver.dsn,
    release: RELEASE,
    environment: 'development',
    routes: { dynamicRoutes: expect.arrayContaining([expect.objectContaining({ page: '/appeal/[token]' })]) },
  });
  await expect.poll(() => page.evaluate(() => '__SENTRY__' in window)).toBe(true);

  // A browser error while on /contact (a sent form takes the visitor elsewhere).
  await page.evaluate((email) => {
    setTimeout(() => void Promise.reject(new Error(`e2e rejection for ${email}`)));
  }, CANARY.email);

  await page.getByLabel(/e-?mail/i).fill(CANARY.email);
  await page.getByLabel(/subject/i).fill('Monitoring check');
  await page.getByLabel(/message/i).fill(`Call ${CANARY.phone}, my password is ${CANARY.password}`);
  await solveCaptcha(page);
  const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/send_contact_form');
  await page.getByRole('button', { name: /send|submit/i }).click();
  // Queued: the visitor is told it is sent; the relay being down is the operator's problem.
  expect((await sent).status()).toBe(200);

  const events = () => receiver.events();
  const jobEvent = () =>
    events().find((e) => e.platform === 'node' && (e.tags as Record<string, string>)?.queue === 'send-email');
  const rejectionEvent = () =>
    events().find((e) => JSON.stringify(e.exception ?? {}).includes('e2e rejection for [email]'));
  await expect.poll(() => Boolean(jobEvent() && rejectionEvent()), { timeout: 30_000 }).toBe(true);

  // The release and where: the queue and the job, the page.
  const jobId = (jobEvent()!.tags as Record<string, string>).job_id;
  expect(jobId).toBeTruthy();
  expect(jobEvent()).toMatchObject({ release: RELEASE, transaction: 'job send-email' });
  expect(rejectionEvent()).toMatchObject({ release: RELEASE, request: { url: `${BASE}/contact` } });

  // None of the personal data, anywhere in anything sent.
  const everything = receiver.envelopes.map((e) => e.raw).join('\n');
  for (const canary of [...Object.values(CANARY), '4155550142', '555-0142', 'canary.monitoring']) {
    expect(everything, `an envelope contains ${canary}`).not.toContain(canary);
  }

  // The server's log line about the failed try names the same job.
  const line = serverLog().find((l) => l.includes('job try failed'));
  expect(line && JSON.parse(line)).toMatchObject({ queue: 'send-email', jobId });
});

test('a database error and errors under an appeal link reach the receiver without values, tokens or the reporter', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, BASE, DEMO_GIRL.username);
  const report = await page.request.post('/api/v1/timewasters', {
    headers: { 'Content-Type': 'application/vnd.api+json', Origin: BASE },
    data: {
      data: {
        type: 'timewasters',
        attributes: {
          name: DB_CANARY.name,
          city: 'Denver',
          state: 'CO',
          country: 'USA',
          clientType: 'timewaster',
          comment: DB_CANARY.description,
          publicUsername: DB_CANARY.handle,
          anonymous: true,
          reportingTermsVersion: REPORTING_TERMS.version,
        },
      },
    },
  });
  expect(report.status(), await report.text()).toBe(500);

  const messages = await page.request.post(`/api/v1/appeal-links/${DB_CANARY.appealToken}/messages`, {
    headers: { 'Content-Type': 'application/vnd.api+json', Origin: BASE },
    data: { data: { type: 'appeal-messages', attributes: { body: 'Please look again.' } } },
  });
  expect(messages.status()).toBe(500);
  // The page: the server's render fails (Next's onRequestError), then the browser's error boundary.
  const response = await page.goto(`/appeal/${DB_CANARY.appealToken}`);
  expect(response?.status()).toBe(500);

  const events = () => receiver.events();
  const tagsOf = (e: Record<string, unknown>) => (e.tags ?? {}) as Record<string, string>;
  const databaseEvent = () => events().find((e) => tagsOf(e)['db.constraint'] === CONSTRAINT);
  const appealApiEvent = () =>
    events().find((e) => e.transaction === 'POST /api/v1/appeal-links/[token]/messages' && e.platform === 'node');
  const appealPageEvent = () => events().find((e) => e.platform === 'node' && e.transaction === 'GET /appeal/[token]');
  const appealBrowserEvent = () =>
    events().find((e) => e.platform !== 'node' && (e.request as { url?: string })?.url === `${BASE}/appeal/[token]`);
  await expect
    .poll(() => [databaseEvent(), appealApiEvent(), appealPageEvent(), appealBrowserEvent()].map(Boolean), {
      timeout: 30_000,
    })
    .toEqual([true, true, true, true]);

  // The database error keeps its code, constraint and SQL text, without the values.
  expect(databaseEvent()).toMatchObject({
    tags: { route: '/api/v1/timewasters', 'db.code': '23514' },
    contexts: { sql: { code: '23514', constraint: CONSTRAINT, table: 'timewasters' } },
  });
  const sqlContext = (databaseEvent()!.contexts as { sql: { query: string } }).sql;
  expect(sqlContext.query).toMatch(/^insert into "timewasters" .* values \(/);
  expect(JSON.stringify(databaseEvent()!.exception)).toContain('params: [redacted]');
  expect(appealApiEvent()).toMatchObject({ tags: { route: '/api/v1/appeal-links/[token]/messages' } });

  // No canary in anything sent, nor in the server's log; no query's values in the log.
  const everything = receiver.envelopes.map((e) => e.raw).join('\n');
  const { appealToken, ...values } = DB_CANARY;
  for (const canary of [...Object.values(values), appealToken.slice(2)]) {
    expect(everything, `an envelope contains ${canary}`).not.toContain(canary);
    expect(serverOutput, `the log contains ${canary}`).not.toContain(canary);
  }
  expect(serverOutput).not.toMatch(/params: (?!\[redacted\])/);
  // The log line of the failed report names the constraint and the code.
  const line = serverLog().find((l) => l.includes(CONSTRAINT) && l.includes('Unhandled error in route handler'));
  expect(line && JSON.parse(line)).toMatchObject({
    route: '/api/v1/timewasters',
    err: { database: { code: '23514', constraint: CONSTRAINT } },
  });
});
