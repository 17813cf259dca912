// The process's Prometheus metrics (prom-client), served at GET /metrics by server/index.mjs to the
// addresses in METRICS_ALLOW (metrics-endpoint.mjs). Plain JavaScript: our server and the cache
// handler load it with Node before any app bundle, and the app (src/server/observability) reads
// the same objects. They live on globalThis, so a module evaluated twice (Node's copy and a
// bundle's) still counts into one registry.
//
// Every label has a bounded set of values: routes are patterns from the build's manifest
// (route-pattern.mjs), never URLs; methods outside the usual ones count as OTHER.
import client from 'prom-client';

const KEY = Symbol.for('matside.metrics');

/** Seconds; requests and queries from a fraction of a millisecond to a slow 10 s. */
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function createMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: 'matside_' });
  const registers = [registry];
  return {
    registry,
    httpRequests: new client.Counter({
      name: 'matside_http_requests_total',
      help: 'HTTP requests answered, per method, route pattern and status class',
      labelNames: ['method', 'route', 'status_class'],
      registers,
    }),
    httpDuration: new client.Histogram({
      name: 'matside_http_request_duration_seconds',
      help: 'Time from a request to the end of its response, per method, route pattern and status class',
      labelNames: ['method', 'route', 'status_class'],
      buckets: DURATION_BUCKETS,
      registers,
    }),
    dbQueryDuration: new client.Histogram({
      name: 'matside_db_query_duration_seconds',
      help: 'Database query time, per driver (postgres or pglite)',
      labelNames: ['driver'],
      buckets: DURATION_BUCKETS,
      registers,
    }),
    cacheLookups: new client.Counter({
      name: 'matside_cache_lookups_total',
      help: "Lookups in Next's incremental cache (cached public pages, route responses, data), hit or miss",
      labelNames: ['kind', 'result'],
      registers,
    }),
    signInFailures: new client.Counter({
      name: 'matside_sign_in_failures_total',
      help: 'Refused sign-ins: wrong credentials, or an account or address backed off after too many',
      labelNames: ['reason'],
      registers,
    }),
    rateLimitRefusals: new client.Counter({
      name: 'matside_rate_limit_refusals_total',
      help: 'Requests refused by a rate limit (429), per limiter',
      labelNames: ['limiter'],
      registers,
    }),
  };
}

/** The metrics of this process, created on first use. */
export function metrics() {
  globalThis[KEY] ??= createMetrics();
  return globalThis[KEY];
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** 404 → '4xx'. */
export function statusClass(status) {
  const hundreds = Math.floor(Number(status) / 100);
  return hundreds >= 1 && hundreds <= 5 ? `${hundreds}xx` : 'other';
}

/** One answered request, in the request counter and the duration histogram. */
export function recordRequest({ method, route, status, seconds }) {
  const labels = {
    method: METHODS.has(method) ? method : 'OTHER',
    route,
    status_class: statusClass(status),
  };
  const { httpRequests, httpDuration } = metrics();
  httpRequests.inc(labels);
  httpDuration.observe(labels, seconds);
}

/** Times `promise` into the database query histogram; returns it unchanged. */
export function timeQuery(driver, promise) {
  if (!promise || typeof promise.then !== 'function') return promise;
  const end = metrics().dbQueryDuration.startTimer({ driver });
  const done = () => void end(); // not end(result): its argument would be taken for labels
  promise.then(done, done);
  return promise;
}
