import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_GIRL_STAGE_NAME } from '../../scripts/seed/demo-accounts';
import { expect, test } from './support/fixtures';

// What Chromium receives (decision 038, session 36): pages and API answers in Brotli, compressed as
// they are written; Next's scripts and stylesheets as the build's Brotli copies, whole.

const manifest = JSON.parse(readFileSync(path.join(process.cwd(), '.next', 'precompressed.json'), 'utf8')) as Record<
  string,
  { size: number }
>;

test('a profile, its scripts and stylesheets arrive in Brotli; the scripts as the build compressed them', async ({
  page,
}) => {
  const statics: { url: string; encoding?: string; length?: string }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/_next/static/') && /\.(js|css)$/.test(url.pathname))
      statics.push({
        url: url.pathname,
        encoding: response.headers()['content-encoding'],
        length: response.headers()['content-length'],
      });
  });
  const document = await page.goto(`/profile/${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}`);
  expect(document?.headers()['content-encoding']).toBe('br');
  await expect(page.getByRole('heading', { level: 1, name: DEMO_GIRL_STAGE_NAME })).toBeVisible();
  await page.waitForLoadState('load');
  expect(statics.length).toBeGreaterThan(3);
  for (const file of statics)
    expect(file, file.url).toEqual({ url: file.url, encoding: 'br', length: String(manifest[file.url]?.size) });
});

test('an API answer is compressed for a client that asks, and left alone for one that does not', async ({
  request,
}) => {
  const compressed = await request.get('/api/v1/girls', { headers: { 'accept-encoding': 'br' } });
  expect(compressed.status()).toBe(200);
  expect(compressed.headers()['content-encoding']).toBe('br');
  expect((await compressed.json()) as { data: unknown[] }).toMatchObject({ data: expect.any(Array) });
  const plain = await request.get('/api/v1/girls', { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(await plain.json()).toEqual(await compressed.json());
});
