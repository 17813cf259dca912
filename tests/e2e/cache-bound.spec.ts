import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { DEMO_GIRL_STAGE_NAME } from '../../scripts/seed/demo-accounts';
import { expect, test } from './support/fixtures';

// Against the real server and its cache handler: paths that name no
// record are 404s that take no cache entry, pages past the end are 404s, malformed escapes are
// 400s and a cross-origin server action on a cached page is a 403 (each was a 500 or a 200).

const ROUTE_CACHE = path.join('.next', 'server', 'route-cache');

/** Bytes Next's file-system page cache holds (0 when the bounded in-memory handler serves). */
async function routeCacheBytes(dir = ROUTE_CACHE): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  let total = 0;
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? await routeCacheBytes(full) : (await stat(full)).size;
  }
  return total;
}

test('500 made-up profile paths answer 404 and the page cache does not grow', async ({ request }) => {
  // Each is a render (a 404 is never cached): ~15 s on an idle machine, minutes on a saturated one.
  test.setTimeout(300_000);
  // A real profile still renders and is cached as before.
  expect((await request.get(`/profile/${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}`)).status()).toBe(200);
  const before = await routeCacheBytes();
  const started = Date.now();
  const paths = Array.from({ length: 500 }, () => `/profile/${randomBytes(9).toString('base64url')}`);
  const statuses: number[] = [];
  for (let i = 0; i < paths.length; i += 10) {
    const batch = await Promise.all(paths.slice(i, i + 10).map((p) => request.get(p)));
    statuses.push(...batch.map((response) => response.status()));
  }
  expect(new Set(statuses)).toEqual(new Set([404]));
  // The same path again is rendered again, not served from a cache entry made by the first ask.
  const again = await request.get(paths[0]!);
  expect(again.status()).toBe(404);
  expect(again.headers()['x-nextjs-cache']).not.toBe('HIT');
  expect(await routeCacheBytes()).toBe(before);
  console.log(
    `[cache-bound] 500 unknown profiles in ${Date.now() - started} ms, route cache ${before} → ${await routeCacheBytes()} bytes`,
  );
});

test('a wrestlers page past the end, or not a page number, is a 404', async ({ request }) => {
  for (const url of [
    '/wrestlers/page/-1',
    '/wrestlers/page/0',
    '/wrestlers/page/01',
    '/wrestlers/page/999999',
    '/wrestlers/page/abc',
    '/wrestlers/type/us/page/999999',
    '/wrestlers?page=999999',
  ]) {
    expect((await request.get(url)).status(), url).toBe(404);
  }
  expect((await request.get('/wrestlers/page/1')).status()).toBe(200);
  expect((await request.get('/wrestlers')).status()).toBe(200);
});

test('malformed percent-escapes in a path are a 400, not a 500', async ({ request }) => {
  for (const url of [
    '/api/v1/guy-users/%C0%80',
    '/api/v1/girls/%FF',
    '/profile/%FF',
    '/scammer/%E0%A4%A',
    '/client/%',
    '/wrestlers/type/%zz',
  ]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(400);
    expect(response.headers()['cache-control'], url).toBe('private, no-store');
  }
  const api = await request.get('/api/v1/guy-users/%C0%80');
  expect(((await api.json()) as { errors: Array<{ status: string }> }).errors[0]!.status).toBe('400');
});

test('a cross-origin server action posted to a cached page is a 403, not a 500', async ({ request }) => {
  for (const url of ['/', '/wrestlers', `/profile/${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}`, '/scammers']) {
    const response = await request.post(url, {
      headers: {
        Origin: 'http://evil.example',
        'Next-Action': '7f'.repeat(20),
        'Content-Type': 'text/plain;charset=UTF-8',
      },
      data: '[]',
    });
    expect(response.status(), url).toBe(403);
    expect(((await response.json()) as { errors: Array<{ code: string }> }).errors[0]!.code).toBe('csrf_rejected');
  }
});
