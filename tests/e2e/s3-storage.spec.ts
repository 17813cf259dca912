import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import type { Browser, BrowserContext } from '@playwright/test';
import sharp from 'sharp';
import { freePort } from '../../scripts/free-port';
import { DEMO_GIRL, DEMO_GIRL_STAGE_NAME, DEMO_MODERATOR, DEMO_PASSWORD } from '../../scripts/seed/demo-accounts';
import { startLoopbackS3, type LoopbackS3 } from '../helpers/s3-server';
import { expect, test } from './support/fixtures';
import { queueSection } from './support/queue';

// The production server with its media in an S3 bucket. The suite's own server
// keeps local uploads (playwright.config.ts blanks S3_*), so this spec starts a second one on a
// free port, on a database of its own, pointed at an S3-protocol server on loopback; then a girl
// uploads a photo through the real UI, it waits privately in the bucket, a moderator approves it,
// it is served publicly from its new key, and she deletes it.

const DATA_DIR = '.data-e2e-s3';
let s3: LoopbackS3;
let server: ChildProcess | undefined;
let baseURL: string;
const serverOutput: string[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv, output: string[]): ChildProcess {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout!, child.stderr!])
    stream.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return child;
}

// Not spawnSync: the S3 server runs in this process and must answer the seed meanwhile.
async function step(script: string, env: NodeJS.ProcessEnv): Promise<void> {
  const output: string[] = [];
  const child = run('npm', ['run', '--silent', script], env, output);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`npm run ${script} failed (${code}):\n${output.join('')}`);
}

async function untilAnswering(url: string): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 90_000;) {
    if (server?.exitCode != null) throw new Error(`the S3 server exited:\n${serverOutput.join('')}`);
    const answered = await fetch(`${url}/robots.txt`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer:\n${serverOutput.join('')}`);
}

async function signedIn(browser: Browser, username: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  const response = await context.request.post('/api/auth/sign-in/username', {
    data: { username, password: DEMO_PASSWORD },
    headers: { Origin: baseURL },
  });
  expect(response.status()).toBe(200);
  return context;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  s3 = await startLoopbackS3();
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  await rm(DATA_DIR, { recursive: true, force: true });
  // As playwright.config.ts's server, with the media in the bucket.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...s3.env,
    NEXT_TELEMETRY_DISABLED: '1',
    APP_ENV: 'development',
    APP_URL: baseURL,
    DATA_DIR,
    DATABASE_URL: '',
    SMTP_URL: '',
    REDIS_URL: '',
    AUTH_SECRET: '',
    LOG_LEVEL: 'warn',
    SIGN_IN_RATE_LIMIT_MAX: '1000',
  };
  await step('db:migrate', env);
  await step('db:seed', env);
  const serverEnv = { ...env, NODE_ENV: 'production' as const };
  server = run(process.execPath, ['server/index.mjs', '-p', String(port), '-H', '127.0.0.1'], serverEnv, serverOutput);
  await untilAnswering(baseURL);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await s3?.close();
  await rm(DATA_DIR, { recursive: true, force: true });
});

test('a photo in the S3 bucket: private while pending, public once approved, gone once deleted', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const girl = await signedIn(browser, DEMO_GIRL.username);
  const visitor = await browser.newContext({ baseURL });
  const girls = (await (await visitor.request.get('/api/v1/girls?page[limit]=100')).json()) as {
    data: { id: string; attributes: { stageName: string | null } }[];
  };
  const girlId = girls.data.find((g) => g.attributes.stageName === DEMO_GIRL_STAGE_NAME)!.id;
  const privatePrefix = `private/photos/girls/${girlId}/`;
  const publicPrefix = `photos/girls/${girlId}/`;
  const newKeys = async (prefix: string, before: string[]) =>
    (await s3.listKeys(prefix)).filter((key) => !before.includes(key));
  const [privateBefore, publicBefore] = [await s3.listKeys(privatePrefix), await s3.listKeys(publicPrefix)];

  // She uploads through her profile editor.
  const page = await girl.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/edit-profile-female');
  const grid = page.getByRole('list', { name: 'My photos' });
  const before = await grid.getByRole('listitem').count();
  const jpeg = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#0e7490' } })
    .jpeg()
    .toBuffer();
  await page
    .locator('input[type=file][aria-label="Upload Photo"]')
    .setInputFiles({ name: 's3.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(grid.getByRole('listitem')).toHaveCount(before + 1, { timeout: 20_000 });
  const item = grid.getByRole('listitem').first();
  await expect(item.getByText('Waiting for approval')).toBeVisible();
  const thumb = (await item.locator('img').getAttribute('src'))!;
  const photoId = /^\/api\/v1\/photos\/(\d+)\/file/.exec(thumb)![1];

  // Pending: in the bucket under private keys only; hers to load, a missing file to a visitor.
  const privateKeys = await newKeys(privatePrefix, privateBefore);
  expect(privateKeys.length).toBeGreaterThan(0);
  expect(await newKeys(publicPrefix, publicBefore)).toEqual([]);
  expect((await girl.request.get(thumb)).status()).toBe(200);
  expect((await visitor.request.get(thumb)).status()).toBe(404);
  for (const key of privateKeys) expect((await visitor.request.get(`/media/${key}`)).status()).toBe(404);

  // A moderator approves it from the queue.
  const moderator = await signedIn(browser, DEMO_MODERATOR.username);
  const queue = await moderator.newPage();
  await queue.goto('/admin/moderate');
  const photos = await queueSection(queue, 'New photos');
  const pending = photos
    .getByRole('listitem')
    .filter({ has: queue.locator(`img[src^="/api/v1/photos/${photoId}/file"]`) });
  // The queue drops the item at once; the files move before the server answers.
  const decided = queue.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/decision'));
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(pending).toHaveCount(0);
  expect((await decided).status()).toBe(204);
  await moderator.close();

  // Published: copied to public keys in the bucket, the private ones deleted; /media serves it.
  const publicKeys = await newKeys(publicPrefix, publicBefore);
  expect(publicKeys.length).toBe(privateKeys.length);
  expect(publicKeys.every((key) => /^photos\/girls\/\d+\/[0-9a-f]{64}\.\w+$/.test(key))).toBe(true);
  expect(await newKeys(privatePrefix, privateBefore)).toEqual([]);
  await page.reload();
  await expect(item.getByText('Approved')).toBeVisible();
  const publicThumb = (await item.locator('img').getAttribute('src'))!;
  expect(publicThumb).toMatch(/^\/media\/photos\/girls\//);
  const served = await visitor.request.get(publicThumb);
  expect([served.status(), served.headers()['content-type']]).toEqual([200, 'image/webp']);
  expect(served.headers()['cache-control']).toContain('immutable');
  const profile = await visitor.newPage();
  await profile.goto(`/profile/${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}`);
  await profile.getByRole('tab', { name: 'Gallery' }).click();
  const gallery = profile.getByRole('list', { name: 'Gallery' });
  const galleryHtml = await gallery.innerHTML();
  expect(publicKeys.some((key) => galleryHtml.includes(key))).toBe(true);
  await profile.screenshot({ path: 'test-results/s3-gallery-1280.png' });

  // She deletes it: its files leave the bucket.
  await item.getByRole('button', { name: 'Delete Photo' }).click();
  await page.getByRole('alertdialog', { name: 'Confirm Deletion' }).getByRole('button', { name: 'Delete' }).click();
  await expect(grid.getByRole('listitem')).toHaveCount(before);
  expect(await newKeys(publicPrefix, publicBefore)).toEqual([]);
  expect((await visitor.request.get(publicThumb)).status()).toBe(404);
  expect(s3.refused()).toBe(0);
  await Promise.all([girl.close(), visitor.close()]);
});
