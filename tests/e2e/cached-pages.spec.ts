import { request as playwrightRequest, type APIRequestContext, type APIResponse } from '@playwright/test';
import {
  CANARY_GIRL,
  CANARY_GIRLS_ONLY_COMMENT,
  CANARY_TIMEWASTER,
  DEMO_GIRL,
  DEMO_GIRL_STAGE_NAME,
  DEMO_GUY,
  DEMO_MODERATOR,
  DEMO_PASSWORD,
} from '../../scripts/seed/demo-accounts';
import { E2E_BASE_URL } from './support/constants';
import { expect, test } from './support/fixtures';

// Decision 022: the public pages are cached and the same HTML for everyone. A girl and a
// moderator look at them first (so a per-viewer render would be the one cached), then a visitor and
// a guy: every answer is byte-identical, holds no private value, and says `public, s-maxage`. A
// write shows on the cached page at once; private pages stay `private, no-store`.

const PUBLIC_CACHE_CONTROL = /^public, s-maxage=\d+, stale-while-revalidate=\d+$/;
const PROFILE_PATH = `/profile/${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}`;
const CANARIES = [
  ...Object.values(CANARY_TIMEWASTER),
  ...Object.values(CANARY_GIRL),
  DEMO_GIRL.email,
  CANARY_GIRLS_ONLY_COMMENT,
];

const contexts = new Map<string, APIRequestContext>();

async function contextAs(username: string | null): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  if (username) {
    const response = await context.post('/api/auth/sign-in/username', {
      headers: { Origin: E2E_BASE_URL },
      data: { username, password: DEMO_PASSWORD },
    });
    expect(response.status(), `${username} signs in`).toBe(200);
  }
  return context;
}

test.beforeAll(async () => {
  for (const [name, username] of [
    ['visitor', null],
    ['guy', DEMO_GUY.username],
    ['girl', DEMO_GIRL.username],
    ['moderator', DEMO_MODERATOR.username],
  ] as const)
    contexts.set(name, await contextAs(username));
});

test.afterAll(async () => {
  for (const context of contexts.values()) await context.dispose();
});

const as = (name: string) => contexts.get(name)!;

/** The cached pages, with a real record for each page with a parameter (from the sitemap). */
async function cachedPaths(): Promise<string[]> {
  const xml = await (await as('visitor').get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const first = (prefix: string) => {
    const found = paths.find((p) => p.startsWith(prefix));
    expect(found, `a ${prefix}… page in the sitemap`).toBeTruthy();
    return found!;
  };
  return [
    '/',
    '/wrestlers',
    '/wrestlers?page=2',
    '/wrestlers/type/us',
    '/wrestlers/type/international',
    PROFILE_PATH,
    '/scammers',
    first('/scammer/'),
    '/reviews',
    first('/review/'),
    first('/problem-girl/'),
    first('/sessiongirls/'),
    `/client/${DEMO_GUY.username}`,
  ];
}

async function read(
  context: APIRequestContext,
  path: string,
  rsc = false,
): Promise<{ response: APIResponse; body: string }> {
  // The RSC payload (what a client-side navigation fetches): Next first redirects to add its
  // cache-busting `_rsc` parameter, so follow it.
  const response = await context.get(path, rsc ? { headers: { RSC: '1' } } : { maxRedirects: 0 });
  return { response, body: await response.text() };
}

/**
 * Reads the page as the moderator (so what is cached is still what a privileged viewer caused) until two reads in a row are the same: an earlier journey's write may
 * have left a stale entry that the next read regenerates in the background (stale-while-revalidate),
 * and a comparison across that regeneration would compare two moments, not two viewers.
 */
async function settle(path: string, rsc: boolean): Promise<void> {
  let previous = (await read(as('moderator'), path, rsc)).body;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { body } = await read(as('moderator'), path, rsc);
    if (body === previous) return;
    previous = body;
  }
}

test('cached pages: the same bytes for everyone, no private value, public Cache-Control', async () => {
  test.setTimeout(240_000);
  const paths = await cachedPaths();
  for (const path of paths) {
    for (const rsc of [false, true]) {
      await settle(path, rsc);
      const seen = new Map<string, string>();
      // Privileged viewers first: whatever they cause to be cached is what the others get.
      for (const who of ['moderator', 'girl', 'visitor', 'guy']) {
        const { response, body } = await read(as(who), path, rsc);
        const where = `${path}${rsc ? ' (RSC)' : ''} as ${who}`;
        expect(response.status(), where).toBe(200);
        expect(response.headers()['cache-control'], where).toMatch(PUBLIC_CACHE_CONTROL);
        for (const canary of CANARIES) expect(body, `${where} holds ${canary}`).not.toContain(canary);
        expect(body, `${where} names a signed-in user`).not.toMatch(
          new RegExp(`Signed in as|${DEMO_MODERATOR.email}|${DEMO_GUY.email}`),
        );
        seen.set(who, body);
      }
      const reference = seen.get('visitor')!;
      for (const [who, body] of seen)
        expect(body === reference, `${path}${rsc ? ' (RSC)' : ''}: ${who} = visitor`).toBe(true);
    }
  }
});

test('pages that may not be cached stay private, no-store', async () => {
  const checks: Array<[string, string]> = [
    ['visitor', '/login'],
    ['visitor', '/advanced_search?q=an'],
    ['guy', '/dashboard'],
    ['guy', '/session'],
    ['guy', '/session?optional=1'],
    ['visitor', '/session?optional=1'],
    ['girl', '/edit-profile-female'],
    ['moderator', '/admin'],
    ['moderator', '/admin/problem-girls'],
    ['visitor', '/api/v1/girls'],
  ];
  for (const [who, path] of checks) {
    const response = await as(who).get(path, { maxRedirects: 0 });
    expect(response.status(), `${path} as ${who}`).toBeLessThan(400);
    const cacheControl = response.headers()['cache-control'] ?? '';
    expect(cacheControl, `${path} as ${who}`).toContain('private');
    expect(cacheControl, `${path} as ${who}`).toContain('no-store');
  }
  // A visitor asking the islands' way gets null, not a 401 the browser would log.
  expect(await (await as('visitor').get('/session?optional=1')).json()).toBeNull();
  expect((await as('visitor').get('/session')).status()).toBe(401);
});

test('a write shows on the cached pages at once: profile edit, travel, visibility', async () => {
  test.setTimeout(120_000);
  const girl = as('girl');
  const visitor = as('visitor');
  const origin = { Origin: E2E_BASE_URL };
  // The wrestlers page that lists her.
  let listing = '';
  for (let page = 1; page <= 20 && !listing; page += 1) {
    const path = page === 1 ? '/wrestlers' : `/wrestlers?page=${page}`;
    if ((await (await visitor.get(path)).text()).includes(`>${DEMO_GIRL_STAGE_NAME}<`)) listing = path;
  }
  expect(listing, 'a wrestlers page lists the demo girl').not.toBe('');
  // Cached first (twice: the second answer comes from the cache).
  for (const path of [PROFILE_PATH, listing, '/']) {
    await visitor.get(path);
    expect((await visitor.get(path)).headers()['cache-control']).toMatch(PUBLIC_CACHE_CONTROL);
  }
  const girlId = (await (await girl.get('/session')).json()).girl_id as number;

  // Profile edit.
  const headline = `Cached headline ${Date.now()}`;
  const patched = await girl.patch(`/api/v1/girls/${girlId}`, {
    headers: origin,
    data: { data: { id: String(girlId), type: 'girls', attributes: { headline } } },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  expect(await (await visitor.get(PROFILE_PATH)).text()).toContain(headline);

  // Travel: added, then deleted.
  const city = `Cachetown${Date.now() % 100000}`;
  const next = new Date(Date.now() + 40 * 86_400_000);
  const day = (offset: number) => new Date(next.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const added = await girl.post('/api/v1/travels', {
    headers: { ...origin, 'Content-Type': 'application/vnd.api+json' },
    data: {
      data: {
        type: 'travels',
        attributes: { dateBegins: day(0), dateEnds: day(3), city, state: 'IL', country: 'United States' },
      },
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const travelId = ((await added.json()) as { data: { id: string } }).data.id;
  expect(await (await visitor.get(PROFILE_PATH)).text()).toContain(city);
  expect((await girl.delete(`/api/v1/travels/${travelId}`, { headers: origin })).status()).toBeLessThan(300);
  expect(await (await visitor.get(PROFILE_PATH)).text()).not.toContain(city);

  // Visibility (the approval path drops the same tags, see moderation.spec): gone from the
  // cached profile and the lists at once, back when shown again.
  const setShown = async (shown: boolean) => {
    const response = await girl.patch(`/api/v1/girls/${girlId}`, {
      headers: origin,
      data: { data: { id: String(girlId), type: 'girls', attributes: { girlShowProfile: shown } } },
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  await setShown(false);
  expect((await visitor.get(PROFILE_PATH)).status()).toBe(404);
  expect(await (await visitor.get(listing)).text()).not.toContain(`>${DEMO_GIRL_STAGE_NAME}<`);
  await setShown(true);
  expect((await visitor.get(PROFILE_PATH)).status()).toBe(200);
  expect(await (await visitor.get(listing)).text()).toContain(`>${DEMO_GIRL_STAGE_NAME}<`);
});
