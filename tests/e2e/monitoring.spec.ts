import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_HOST, E2E_PORT } from './support/constants';
import { startSentryReceiver, type SentryReceiver } from './support/sentry-receiver';
import { solveCaptcha } from './support/session';

// Issue 26 item 1: with SENTRY_DSN set, a server error and browser errors reach a Sentry-protocol
// service, carrying the release and where they happened, and none of the personal data around them.
//
// A server of its own (the built app, as `npm start` runs it) with SENTRY_DSN pointing at a
// receiver on loopback and its mail server down: SMTP_URL names a port nothing listens on. The
// contact form's message is queued (decision 034), and the job's try to send it fails the way it
// would in production when the mail relay is away: the worker reports it with its queue. In the
// browser an unhandled rejection is raised in the page. The canaries travel in the form (so in the
// queued mail), a cookie, an Authorization header and the error text.
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

let receiver: SentryReceiver;
let server: ChildProcess;
let dataDir: string;
let serverOutput = '';
const serverLog = () => serverOutput.split('\n');

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
      LOG_LEVEL: 'info',
      SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
      SENTRY_DSN: receiver.dsn,
      SENTRY_RELEASE: RELEASE,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
  // Ready once its database is created and migrated: what a load balancer waits for.
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
  expect(await (await config).json()).toEqual({ dsn: receiver.dsn, release: RELEASE, environment: 'development' });
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
