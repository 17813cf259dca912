import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import {
  CANARY_GIRL,
  CANARY_TIMEWASTER,
  DEMO_GIRL,
  DEMO_GIRL_STAGE_NAME,
  DEMO_MODERATOR,
  DEMO_PASSWORD,
} from '../../scripts/seed/demo-accounts';
import { E2E_BASE_URL } from './support/constants';
import { expect, test } from './support/fixtures';

// Decision 036: a visitor's Girls Search page is served from Next's page cache (the proxy sends it
// to /advanced_search/visitor/{key}); the URL, the page and its Cache-Control stay what they were.
// Anyone with a session cookie gets the page rendered for them. A moderator hiding a girl drops the
// cached page at once.

const SEARCH = `/advanced_search?q=${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}`;
const CARD_LINK = `href="/profile/${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}"`;
const contexts = new Map<string, APIRequestContext>();
const as = (name: string) => contexts.get(name)!;

test.beforeAll(async () => {
  for (const [name, username] of [
    ['visitor', null],
    ['girl', DEMO_GIRL.username],
    ['moderator', DEMO_MODERATOR.username],
  ] as const) {
    const context = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
    if (username) {
      const response = await context.post('/api/auth/sign-in/username', {
        headers: { Origin: E2E_BASE_URL },
        data: { username, password: DEMO_PASSWORD },
      });
      expect(response.status(), `${username} signs in`).toBe(200);
    }
    contexts.set(name, context);
  }
});

test.afterAll(async () => {
  for (const context of contexts.values()) await context.dispose();
});

/** The page as `who` gets it, and whether it came from the page cache (Next's x-nextjs-cache). */
// The RSC payload: Next redirects a request without its `_rsc` check to the path the proxy rewrote
// to (/advanced_search/visitor/{key}), which is followed; that answer is private too.
async function get(who: string, path: string, rsc = false) {
  const response = await as(who).get(path, rsc ? { headers: { RSC: '1' } } : { maxRedirects: 0 });
  return { response, body: await response.text(), cache: response.headers()['x-nextjs-cache'] ?? null };
}

test("the visitor's rewrite stays inside the server, also behind a TLS proxy on loopback", async () => {
  // The e2e servers listen on 127.0.0.1, as an app behind nginx on the same machine does. Next took
  // the rewrite for another site and proxied it over HTTP to itself; with X-Forwarded-Proto: https
  // it spoke https to its own plain port and answered 500 (server/next-hostname.mjs).
  const proxied: Record<string, string>[] = [{}, { 'X-Forwarded-Proto': 'https' }];
  for (const headers of proxied) {
    const response = await as('visitor').get(SEARCH, { headers, maxRedirects: 0 });
    expect(response.status(), JSON.stringify(headers)).toBe(200);
    expect(response.headers()['x-middleware-rewrite'], 'a path, not another origin').toMatch(
      /^\/advanced_search\/visitor\//,
    );
    expect(await response.text()).toContain(CARD_LINK);
  }
});

test("a visitor's search page comes from the page cache, private for a CDN; signed-in people get theirs", async () => {
  for (const rsc of [false, true]) {
    await get('visitor', SEARCH, rsc);
    const { response, body, cache } = await get('visitor', SEARCH, rsc);
    const where = `${SEARCH}${rsc ? ' (RSC)' : ''}`;
    expect(response.status(), where).toBe(200);
    expect(cache, `${where}: from the page cache`).toBe('HIT');
    expect(response.headers()['cache-control'], where).toContain('private');
    expect(response.headers()['cache-control'], where).toContain('no-store');
    expect(body, where).toContain(rsc ? `/profile/${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}` : CARD_LINK);
  }
  // A girl and a moderator read the page rendered for them, never the visitors' entry; what the
  // visitor got holds nothing of theirs.
  for (const who of ['girl', 'moderator']) {
    const { response, cache } = await get(who, SEARCH);
    expect(response.status(), who).toBe(200);
    expect(cache, `${who}: rendered per request`).toBeNull();
  }
  const { body } = await get('visitor', SEARCH);
  for (const canary of [...Object.values(CANARY_TIMEWASTER), ...Object.values(CANARY_GIRL), DEMO_GIRL.email])
    expect(body).not.toContain(canary);
  expect(body).not.toMatch(new RegExp(`Signed in as|${DEMO_MODERATOR.email}`));
  // The same search spelt otherwise is its own page with its own text field, like before.
  const lower = await get('visitor', `/advanced_search?q=${encodeURIComponent(DEMO_GIRL_STAGE_NAME.toLowerCase())}`);
  expect(lower.body).toContain(`value="${DEMO_GIRL_STAGE_NAME.toLowerCase()}"`);
  // A made-up key under the cached route is no page (and no cache entry).
  expect((await get('visitor', '/advanced_search/visitor/q%3Dan%26x%3D1')).response.status()).toBe(404);
});

test("a moderator hiding a girl drops her from the visitors' cached search page at once", async () => {
  const girlId = (await (await as('girl').get('/session')).json()).girl_id as number;
  const toggle = async (value: boolean) => {
    const response = await as('moderator').patch(`/api/v1/admin/girls/${girlId}/attributes`, {
      headers: { Origin: E2E_BASE_URL },
      // Hiding her is a decision with a reason (decision 037); showing her again is a yes.
      data: { attribute: 'admin_show_profile', value, ...(value ? {} : { reasonCode: 'rules_broken' }) },
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  await get('visitor', SEARCH);
  expect((await get('visitor', SEARCH)).cache).toBe('HIT');
  await toggle(false);
  try {
    expect((await get('visitor', SEARCH)).body).not.toContain(CARD_LINK);
  } finally {
    await toggle(true);
  }
  expect((await get('visitor', SEARCH)).body).toContain(CARD_LINK);
});
