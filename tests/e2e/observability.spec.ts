import { request as requests, type APIRequestContext } from '@playwright/test';
import { E2E_BASE_URL } from './support/constants';
import { expect, test } from './support/fixtures';
import { signInAs } from './support/timewasters';

// Health, readiness and request ids against the built app (the e2e server: no SENTRY_DSN, TRUSTED_PROXIES is
// this test process, METRICS_ALLOW unset = loopback). Error monitoring (SENTRY_DSN set) starts a server of
// its own: tests/e2e/monitoring.spec.ts.

const ACTORS = { visitor: null, girl: 'demo_girl', moderator: 'demo_mod' } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function as(username: string | null): Promise<APIRequestContext> {
  const request = await requests.newContext({ baseURL: E2E_BASE_URL });
  if (username) await signInAs(request, username);
  return request;
}

for (const [actor, username] of Object.entries(ACTORS)) {
  test(`${actor}: /api/health and /api/ready answer, the detail for moderators only; /metrics from loopback`, async () => {
    const request = await as(username);
    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
    const ready = await request.get('/api/ready');
    expect(ready.status()).toBe(200);
    if (actor === 'moderator') {
      expect(await health.json()).toMatchObject({ status: 'ok', release: expect.stringMatching(/^matside@0\.1\.0\+/) });
      expect(await ready.json()).toMatchObject({
        status: 'ready',
        checks: {
          database: { ok: true },
          migrations: { ok: true },
          redis: { ok: true },
          startup: { ok: true, detail: 'done' },
        },
      });
    } else {
      expect(await health.json()).toEqual({ status: 'ok' });
      expect(await ready.json()).toEqual({ status: 'ready' });
    }

    const metrics = await request.get('/metrics');
    expect(metrics.status()).toBe(200);
    expect(metrics.headers()['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await metrics.text();
    // Per route pattern, never per URL; status classes; the app's own series exist.
    expect(text).toMatch(/matside_http_requests_total\{method="GET",route="\/api\/ready",status_class="2xx"\} \d+/);
    expect(text).toContain('# TYPE matside_http_request_duration_seconds histogram');
    expect(text).toMatch(/matside_db_query_duration_seconds_count\{driver="pglite"\} [1-9]/);
    expect(text).toContain('# TYPE matside_sign_in_failures_total counter');
    expect(text).toContain('# TYPE matside_rate_limit_refusals_total counter');

    // From an address outside METRICS_ALLOW (our proxy says who the client is): the 404 of a
    // path that does not exist, whoever is signed in.
    const outside = { 'X-Forwarded-For': '203.0.113.7' };
    const refused = await request.get('/metrics', { headers: outside });
    const missing = await request.get('/metrics-that-does-not-exist', { headers: outside });
    expect(refused.status()).toBe(404);
    expect(missing.status()).toBe(404);
    expect(refused.headers()['content-type']).toBe(missing.headers()['content-type']);
    expect(await refused.text()).not.toContain('matside_http_requests_total');
    await request.dispose();
  });
}

test('profiles are counted under one route pattern, 404s under one label', async ({ request }) => {
  await request.get('/profile/no-such-girl-a');
  await request.get('/profile/no-such-girl-b');
  await request.get('/wp-login.php?x=1');
  const text = await (await request.get('/metrics')).text();
  expect(text).toMatch(/route="\/profile\/\[stageName\]",status_class="4xx"\} [2-9]/);
  expect(text).toMatch(/route="unmatched",status_class="4xx"\}/);
  expect(text).not.toContain('no-such-girl');
  expect(text).not.toContain('wp-login');
  expect(text).toMatch(/matside_cache_lookups_total\{kind="page",result="(hit|miss)"\} \d+/);
});

test('every response carries a request id; a proxy may pass on a well-formed one only', async ({ request }) => {
  const own = await request.get('/api/health');
  expect(own.headers()['x-request-id']).toMatch(UUID);
  const other = await request.get('/api/health');
  expect(other.headers()['x-request-id']).not.toBe(own.headers()['x-request-id']);
  // This test process is the e2e server's trusted proxy (TRUSTED_PROXIES=127.0.0.1/32).
  const passed = await request.get('/api/health', { headers: { 'X-Request-Id': 'lb-7f3a9c21e0d4' } });
  expect(passed.headers()['x-request-id']).toBe('lb-7f3a9c21e0d4');
  const forged = await request.get('/api/health', { headers: { 'X-Request-Id': 'forged id <script>' } });
  expect(forged.headers()['x-request-id']).toMatch(UUID);
});

test('without SENTRY_DSN the browser loads no monitoring code and the CSP connects to self only', async ({ page }) => {
  const config = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/monitoring-config');
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("connect-src 'self';");
  expect(await (await config).json()).toEqual({ dsn: null });
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => '__SENTRY__' in window)).toBe(false);
});
