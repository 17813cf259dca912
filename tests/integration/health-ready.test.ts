import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POST as startupRoute } from '@/app/api/internal/startup/route';
import { getDb } from '@/server/db';
import { env } from '@/server/env';
import { createMemoryRateLimiter, enforceRateLimit } from '@/server/http/rate-limit';
import { metrics } from '@/server/observability/metrics';
import { API_ACTORS, callRoute, setUpMatrix, type ApiActor, type MatrixSetup } from '../helpers/api-matrix';
import { authPost } from '../helpers/auth';

// GET /api/health and GET /api/ready answer everyone with a bare status
// and moderators with the detail; readiness fails (503) when a dependency does; the app's own
// metrics count sign-in failures, rate-limit refusals and database queries. The route table and
// /metrics run against the built app in tests/e2e/observability.spec.ts.

let setup: MatrixSetup;
const saved = { NODE_ENV: env.NODE_ENV, MATSIDE_STARTUP_TOKEN: env.MATSIDE_STARTUP_TOKEN, REDIS_URL: env.REDIS_URL };

beforeAll(async () => {
  setup = await setUpMatrix();
}, 120_000);

afterEach(() => Object.assign(env, saved));

async function get(pattern: '/api/health' | '/api/ready', actor: ApiActor) {
  const response = await callRoute(pattern, 'GET', pattern, setup.cookies[actor]);
  expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('GET /api/health', () => {
  it.each(API_ACTORS)('%s: 200, the detail for moderators only', async (actor) => {
    const { status, body } = await get('/api/health', actor);
    expect(status).toBe(200);
    if (actor === 'moderator') {
      expect(body).toMatchObject({ status: 'ok', release: expect.stringMatching(/^matside@/), node: process.version });
      expect(body.uptimeSeconds).toEqual(expect.any(Number));
    } else {
      expect(body).toEqual({ status: 'ok' });
    }
  });
});

describe('GET /api/ready', () => {
  it.each(API_ACTORS)('%s: 200 when everything answers, the checks for moderators only', async (actor) => {
    const { status, body } = await get('/api/ready', actor);
    expect(status).toBe(200);
    if (actor === 'moderator') {
      expect(body).toMatchObject({
        status: 'ready',
        checks: {
          database: { ok: true, detail: 'answers' },
          redis: { ok: true, detail: 'not configured' },
          migrations: { ok: true, detail: expect.stringMatching(/^\d+ applied, newest \d{4}_/) },
          startup: { ok: true, detail: 'not needed' },
        },
      });
    } else {
      expect(body).toEqual({ status: 'ready' });
    }
  });

  it('is 503 until the start-up purge has run, then 200', async () => {
    Object.assign(env, { NODE_ENV: 'production', MATSIDE_STARTUP_TOKEN: 'token-of-this-start' });
    expect(await get('/api/ready', 'visitor')).toEqual({ status: 503, body: { status: 'not ready' } });
    const { body } = await get('/api/ready', 'moderator');
    expect(body.checks).toMatchObject({ startup: { ok: false, detail: 'the start-up purge has not run' } });

    const started = await startupRoute(
      new Request('http://localhost:3000/api/internal/startup', {
        method: 'POST',
        headers: { 'x-matside-startup-token': 'token-of-this-start' },
      }),
      undefined,
    );
    expect(started.status).toBe(204);
    expect(await get('/api/ready', 'visitor')).toEqual({ status: 200, body: { status: 'ready' } });
  });

  it('is 503 while the newest migration of this build is not applied', async () => {
    const db = await getDb();
    const newest = sql`(SELECT max(created_at) FROM drizzle.__drizzle_migrations)`;
    await db.execute(
      sql`UPDATE drizzle.__drizzle_migrations SET created_at = created_at - 1 WHERE created_at = ${newest}`,
    );
    try {
      expect(await get('/api/ready', 'girl')).toEqual({ status: 503, body: { status: 'not ready' } });
      const { body } = await get('/api/ready', 'moderator');
      expect(body.checks).toMatchObject({
        database: { ok: true },
        migrations: { ok: false, detail: expect.stringMatching(/^\d{4}_.* is not applied$/) },
      });
    } finally {
      await db.execute(
        sql`UPDATE drizzle.__drizzle_migrations SET created_at = created_at + 1 WHERE created_at = ${newest}`,
      );
    }
    expect((await get('/api/ready', 'girl')).status).toBe(200);
  });

  it('is 503 when REDIS_URL is set and the shared cache does not answer', async () => {
    Object.assign(env, { REDIS_URL: 'redis://127.0.0.1:1' });
    expect(await get('/api/ready', 'visitor')).toEqual({ status: 503, body: { status: 'not ready' } });
    const { body } = await get('/api/ready', 'moderator');
    expect(body.checks).toMatchObject({ redis: { ok: false }, database: { ok: true } });
  });
});

describe("the app's metrics", () => {
  const value = async (name: string, labels: Record<string, string>) => {
    // A histogram's samples are named after it (name_count, name_sum, name_bucket).
    const metric = (await metrics().registry.getMetricsAsJSON()).find((m) => name.startsWith(m.name));
    const sample = metric?.values.find(
      (v) =>
        ((v as { metricName?: string }).metricName ?? metric.name) === name &&
        Object.entries(labels).every(([key, wanted]) => String((v.labels as Record<string, unknown>)[key]) === wanted),
    );
    return Number(sample?.value ?? 0);
  };

  it('count refused sign-ins', async () => {
    const before = await value('matside_sign_in_failures_total', { reason: 'invalid-credentials' });
    const response = await authPost('/sign-in/username', { username: 'demo_guy', password: 'not-the-password-1' });
    expect(response.status).toBe(401);
    expect(await value('matside_sign_in_failures_total', { reason: 'invalid-credentials' })).toBe(before + 1);
  });

  it('count rate-limit refusals', async () => {
    const before = await value('matside_rate_limit_refusals_total', { limiter: 'app' });
    const limiter = createMemoryRateLimiter({ limit: 1, windowMs: 60_000 });
    await enforceRateLimit(limiter, 'metrics-test');
    await expect(enforceRateLimit(limiter, 'metrics-test')).rejects.toMatchObject({ status: 429 });
    expect(await value('matside_rate_limit_refusals_total', { limiter: 'app' })).toBe(before + 1);
  });

  it('time database queries', async () => {
    const driver = env.DATABASE_URL ? 'postgres' : 'pglite';
    const before = await value('matside_db_query_duration_seconds_count', { driver });
    await (await getDb()).execute(sql`select 1`);
    expect(await value('matside_db_query_duration_seconds_count', { driver })).toBeGreaterThan(before);
  });
});
