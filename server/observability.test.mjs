import { describe, expect, it } from 'vitest';
import { parseTrustedProxies } from './client-address.mjs';
import { allowConnectTo, extendContentSecurityPolicy, monitoringOrigin } from './content-security.mjs';
import { isMetricsRequest, parseMetricsAccess, serveMetrics } from './metrics-endpoint.mjs';
import { metrics, recordRequest, statusClass } from './metrics.mjs';
import { requestContext, requestIdFor, currentRequestId } from './request-context.mjs';
import { createRouteMatcher } from './route-pattern.mjs';

// Our server's observability pieces (decision 031); the whole path runs
// against the built app in tests/e2e/observability.spec.ts.

describe('route patterns (the metrics route label)', () => {
  const routeOf = createRouteMatcher(
    {
      staticRoutes: [{ page: '/' }, { page: '/wrestlers' }, { page: '/api/health' }],
      dynamicRoutes: [
        { page: '/profile/[stageName]', regex: '^/profile/([^/]+?)(?:/)?$' },
        { page: '/media/[...key]', regex: '^/media/(.+?)(?:/)?$' },
      ],
    },
    ['/robots-extra.txt'],
  );

  it('names a dynamic URL by its pattern, so every profile is one series', () => {
    expect(routeOf('/profile/anna')).toBe('/profile/[stageName]');
    expect(routeOf('/profile/bea?tab=photos')).toBe('/profile/[stageName]');
    expect(routeOf('/media/public/a/b.webp')).toBe('/media/[...key]');
  });
  it('keeps static routes, Next assets and public files to a fixed set', () => {
    expect(routeOf('/wrestlers?page=3')).toBe('/wrestlers');
    expect(routeOf('/wrestlers/')).toBe('/wrestlers');
    expect(routeOf('/')).toBe('/');
    expect(routeOf('/_next/static/chunks/abc123.js')).toBe('/_next/static');
    expect(routeOf('/_next/image?url=x')).toBe('/_next/image');
    expect(routeOf('/robots-extra.txt')).toBe('public-file');
  });
  it('puts every unknown path in one bucket', () => {
    expect(routeOf('/no-such-page-1')).toBe('unmatched');
    expect(routeOf('/wp-admin/setup.php')).toBe('unmatched');
  });
});

describe('request counters', () => {
  it('count by status class and a bounded method', async () => {
    expect(statusClass(204)).toBe('2xx');
    expect(statusClass(503)).toBe('5xx');
    recordRequest({ method: 'BREW', route: '/', status: 418, seconds: 0.01 });
    const text = await metrics().registry.metrics();
    expect(text).toContain('matside_http_requests_total{method="OTHER",route="/",status_class="4xx"} 1');
    expect(text).toContain(
      'matside_http_request_duration_seconds_bucket{le="0.01",method="OTHER",route="/",status_class="4xx"} 1',
    );
  });
});

describe('GET /metrics access', () => {
  const get = { url: '/metrics', method: 'GET' };
  const TOKEN = 'metrics-token-0123456789abcdefghijkl';
  const bearer = (token) => ({ ...get, headers: { authorization: `Bearer ${token}` } });
  it('is off when neither METRICS_ALLOW nor METRICS_TOKEN is set, even from loopback', () => {
    for (const [allow, token] of [
      [undefined, undefined],
      ['', ''],
      ['  ', ' '],
    ]) {
      const access = parseMetricsAccess(allow, token);
      expect(isMetricsRequest(get, '127.0.0.1', access)).toBe(false);
      expect(isMetricsRequest(get, '::1', access)).toBe(false);
      expect(isMetricsRequest(bearer(''), '127.0.0.1', access)).toBe(false);
    }
  });
  it('answers the listed addresses and CIDRs only', () => {
    const access = parseMetricsAccess('10.1.0.0/16 192.0.2.7 127.0.0.1', undefined);
    expect(isMetricsRequest(get, '10.1.200.3', access)).toBe(true);
    expect(isMetricsRequest(get, '192.0.2.7', access)).toBe(true);
    expect(isMetricsRequest(get, '127.0.0.1', access)).toBe(true);
    expect(isMetricsRequest(get, '::1', access)).toBe(false);
    expect(isMetricsRequest(get, '203.0.113.9', access)).toBe(false);
    expect(isMetricsRequest({ url: '/metrics', method: 'POST' }, '10.1.0.1', access)).toBe(false);
    expect(isMetricsRequest({ url: '/metrics/x', method: 'GET' }, '10.1.0.1', access)).toBe(false);
    expect(isMetricsRequest({ url: '/metrics?x=1', method: 'GET' }, '10.1.0.1', access)).toBe(true);
  });
  it('answers the bearer token from anywhere when only METRICS_TOKEN is set', () => {
    const access = parseMetricsAccess(undefined, TOKEN);
    expect(isMetricsRequest(bearer(TOKEN), '203.0.113.9', access)).toBe(true);
    expect(isMetricsRequest(get, '127.0.0.1', access)).toBe(false);
    expect(isMetricsRequest(bearer(`${TOKEN}x`), '127.0.0.1', access)).toBe(false);
    expect(isMetricsRequest(bearer(TOKEN.slice(1)), '127.0.0.1', access)).toBe(false);
    expect(isMetricsRequest({ ...get, headers: { authorization: TOKEN } }, '127.0.0.1', access)).toBe(false);
  });
  it('needs both when both are set', () => {
    const access = parseMetricsAccess('10.1.0.0/16', TOKEN);
    expect(isMetricsRequest(bearer(TOKEN), '10.1.0.9', access)).toBe(true);
    expect(isMetricsRequest(bearer(TOKEN), '203.0.113.9', access)).toBe(false);
    expect(isMetricsRequest(get, '10.1.0.9', access)).toBe(false);
  });
  it('stops the start on an invalid entry or a short token', () => {
    expect(() => parseMetricsAccess('10.0.0.0/40', undefined)).toThrow('METRICS_ALLOW');
    expect(() => parseMetricsAccess('localhost', undefined)).toThrow('METRICS_ALLOW');
    expect(() => parseMetricsAccess(undefined, 'short-token')).toThrow('METRICS_TOKEN');
  });
  it('answers Prometheus text', async () => {
    const written = {};
    const res = {
      writeHead: (status, headers) => Object.assign(written, { status, headers }),
      end: (body) => Object.assign(written, { body }),
    };
    await serveMetrics(get, res);
    expect(written.status).toBe(200);
    expect(written.headers['Content-Type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(written.body).toContain('# TYPE matside_http_requests_total counter');
    expect(written.body).toContain('# TYPE matside_db_query_duration_seconds histogram');
  });
});

describe('request ids', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  it('keeps a well-formed id from a trusted proxy only', () => {
    expect(requestIdFor('lb-7f3a9c21e0', true)).toBe('lb-7f3a9c21e0');
    expect(requestIdFor('lb-7f3a9c21e0', false)).toMatch(uuid);
  });
  it('replaces a malformed one, even from a proxy', () => {
    for (const bad of ['short', 'has spaces in it', '<script>alert(1)</script>', 'x'.repeat(65), 'a\nb-c-d-e-f', '']) {
      expect(requestIdFor(bad, true)).toMatch(uuid);
    }
    expect(requestIdFor(undefined, true)).toMatch(uuid);
  });
  it('is readable anywhere inside the request', async () => {
    expect(currentRequestId()).toBeUndefined();
    await requestContext.run({ requestId: 'req-12345678' }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      expect(currentRequestId()).toBe('req-12345678');
    });
  });
});

describe('the CSP with monitoring on', () => {
  const policy = "default-src 'self'; connect-src 'self'; frame-ancestors 'none'";
  it('allows the DSN origin in connect-src only', () => {
    const origin = monitoringOrigin('https://abc123@o1.ingest.example.io/42');
    expect(origin).toBe('https://o1.ingest.example.io');
    expect(allowConnectTo(policy, origin)).toBe(
      "default-src 'self'; connect-src 'self' https://o1.ingest.example.io; frame-ancestors 'none'",
    );
  });
  it('is off without a DSN', () => {
    expect(monitoringOrigin(undefined)).toBeNull();
    expect(monitoringOrigin('  ')).toBeNull();
    expect(monitoringOrigin('javascript:alert(1)')).toBeNull();
  });
  it('rewrites the header however the response sets it', () => {
    const headers = {};
    const res = {
      setHeader: (name, value) => (headers[name.toLowerCase()] = value),
      writeHead: (_status, given) => Object.assign(headers, given),
    };
    extendContentSecurityPolicy(res, 'http://127.0.0.1:9999');
    res.setHeader('Content-Security-Policy', policy);
    expect(headers['content-security-policy']).toContain("connect-src 'self' http://127.0.0.1:9999;");
    res.writeHead(200, { 'content-security-policy-x': 'x', 'Content-Security-Policy': "connect-src 'self'" });
    expect(headers['Content-Security-Policy']).toBe("connect-src 'self' http://127.0.0.1:9999");
    res.setHeader('X-Other', "connect-src 'self'");
    expect(headers['x-other']).toBe("connect-src 'self'");
  });
});

describe('TRUSTED_PROXIES after the shared parser', () => {
  it('still names its own variable', () => {
    expect(() => parseTrustedProxies('nope')).toThrow('TRUSTED_PROXIES');
  });
});

describe('cache lookups', async () => {
  const { countLookup } = await import('./cache-handler.mjs');
  /** The counter's value now: other files in this worker may have counted lookups before this one. */
  async function lookups() {
    const text = await metrics().registry.metrics();
    return (/** @type {string} */ kind, /** @type {string} */ result) =>
      Number(
        new RegExp(`^matside_cache_lookups_total\\{kind="${kind}",result="${result}"\\} (\\d+)$`, 'm').exec(
          text,
        )?.[1] ?? 0,
      );
  }
  it('count hits and misses by a fixed set of kinds', async () => {
    const before = await lookups();
    countLookup('APP_PAGE', { value: {} });
    countLookup('APP_PAGE', null);
    countLookup('FETCH', null);
    countLookup('SOMETHING_NEW', null);
    const after = await lookups();
    const counted = (/** @type {string} */ kind, /** @type {string} */ result) =>
      after(kind, result) - before(kind, result);
    expect(counted('page', 'hit')).toBe(1);
    expect(counted('page', 'miss')).toBe(1);
    expect(counted('data', 'miss')).toBe(1);
    expect(counted('other', 'miss')).toBe(1);
    expect(after('SOMETHING_NEW', 'miss')).toBe(0);
  });
});
