// The app's server: Next.js behind a thin Node HTTP server of our own (`npm start`, `npm run dev`).
// It exists for what `next start` cannot do:
// 1. Client addresses: every forwarding header a client sent is replaced by the address resolved
//    from the socket and TRUSTED_PROXIES (client-address.mjs), so per-address limits hold.
// 2. Draining: on SIGTERM/SIGINT it stops accepting connections, lets in-flight requests finish
//    (up to SHUTDOWN_GRACE_MS), then runs the shutdown hooks the app registered under HOOKS_KEY
//    (src/server/db/client.ts registers closing the database, src/server/jobs stopping the worker),
//    last registered first, and exits.
// 3. Strict-Transport-Security when APP_URL is https (known only at run time, not at build).
// 4. A path with a malformed percent-escape is a 400 here (request-path.mjs): Next answered it 500.
// 5. Observability (docs/decisions/031-monitoring-health-metrics.md): one id per request, in
//    X-Request-Id and in every log line written while it is handled (request-context.mjs); the
//    request counter and duration histogram per route pattern (metrics.mjs); GET /metrics for
//    METRICS_ALLOW and/or METRICS_TOKEN, off without either (metrics-endpoint.mjs); with SENTRY_DSN,
//    its origin in the CSP's connect-src.
// 6. Cached public pages (docs/decisions/022-cached-public-pages.md): Next answers an ISR page with
//    `s-maxage=<revalidate>, stale-while-revalidate=<…>`; we send `public` with a short CDN time
//    instead (publicCacheControl). Before the first request, the build's empty shells of the
//    cached pages are dropped (POST /api/internal/startup with a token of this start). That first
//    call also loads the app's environment: when it fails (a refused AUTH_SECRET…), the server exits.
// 7. Brotli (compression.mjs): Next's own compression is gzip only; the build's Brotli copies of
//    its static scripts and stylesheets (precompressed.mjs).
// Usage: node server/index.mjs [--dev] [-p PORT] [-H HOSTNAME]
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import nextEnv from '@next/env';
import next from 'next';
import pino from 'pino';
import { isListed, normaliseAddress, parseTrustedProxies, stampClientAddress } from './client-address.mjs';
import { compressResponse } from './compression.mjs';
import { extendContentSecurityPolicy, monitoringOrigin } from './content-security.mjs';
import { isMetricsRequest, parseMetricsAccess, serveMetrics } from './metrics-endpoint.mjs';
import { nextHostname } from './next-hostname.mjs';
import { precompressedStatic } from './precompressed.mjs';
import { recordRequest } from './metrics.mjs';
import { publicCacheControl } from './public-cache-control.mjs';
import { requestContext, requestIdFor } from './request-context.mjs';
import { badRequestForMalformedPath, hasMalformedPath } from './request-path.mjs';
import { createRouteMatcher, loadRouteMatcher } from './route-pattern.mjs';
import { transportSecurityHeader } from './transport-security.mjs';

const HOOKS_KEY = Symbol.for('matside.server.shutdownHooks');
/** Closing the database after a drain, never before it. */
const shutdownHooks = new Set();
globalThis[HOOKS_KEY] = shutdownHooks;

function argument(names, fallback) {
  const args = process.argv.slice(2);
  const index = args.findIndex((a) => names.includes(a));
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
}

const dev = process.argv.includes('--dev');
const port = Number(argument(['-p', '--port'], process.env.PORT ?? '3000'));
const hostname = argument(['-H', '--hostname'], process.env.HOSTNAME ?? '0.0.0.0');
const graceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000);
process.env.NEXT_TELEMETRY_DISABLED = '1';
// .env files first (as Next would load them), so an APP_URL set there wins over the derived one.
nextEnv.loadEnvConfig(process.cwd(), dev);
if (!Number.isInteger(port) || port <= 0 || port > 65_535) {
  console.error(`[server] invalid port: ${port}`);
  process.exit(1);
}
// Sign-in checks the browser's origin against APP_URL. Outside production a missing APP_URL
// follows the port actually served, so `PORT=3900 npm start` works as a newcomer expects.
if (!process.env.APP_URL && process.env.APP_ENV !== 'production') {
  process.env.APP_URL = `http://localhost:${port}`;
}
process.env.PORT = String(port);

let trusted;
let metricsAccess;
try {
  trusted = parseTrustedProxies(process.env.TRUSTED_PROXIES);
  metricsAccess = parseMetricsAccess(process.env.METRICS_ALLOW, process.env.METRICS_TOKEN);
} catch (error) {
  console.error(`[server] ${error.message}`);
  process.exit(1);
}

const hsts = transportSecurityHeader(process.env.APP_URL);
const reportsOrigin = monitoringOrigin(process.env.SENTRY_DSN);
// Our own lines as JSON, like the app's (src/server/logger.ts); a request's carry its id.
const log = pino({ level: process.env.LOG_LEVEL?.trim() || 'info', base: { source: 'server' } });
// Read by src/server/env.ts in the app; the one caller of POST /api/internal/startup is us.
const startupToken = randomBytes(32).toString('hex');
process.env.MATSIDE_STARTUP_TOKEN = startupToken;
// Next gets `localhost` for a loopback address, so a proxy rewrite stays inside (next-hostname.mjs).
const app = next({ dev, hostname: nextHostname(hostname), port, dir: process.cwd() });
const handle = app.getRequestHandler();
await app.prepare();
// Route patterns of this build; `next dev` compiles routes on demand, so there all are `unmatched`.
const routeOf = dev ? createRouteMatcher({}) : loadRouteMatcher(process.cwd());
const servePrecompressed = precompressedStatic(path.join(process.cwd(), '.next'), { dev });

let inFlight = 0;
let draining = false;
let resolveDrained;
const drained = new Promise((resolve) => (resolveDrained = resolve));

// Requests wait until the start-up call has dropped the build's shells (development has none).
let started = dev;
let markStarted;
const startedPromise = new Promise((resolve) => (markStarted = resolve));
if (dev) markStarted();

const server = http.createServer(async (req, res) => {
  if (!started && req.headers['x-matside-startup-token'] !== startupToken) await startedPromise;
  const startedAt = process.hrtime.bigint();
  const fromProxy = isListed(trusted, normaliseAddress(req.socket?.remoteAddress));
  const requestId = requestIdFor(req.headers['x-request-id'], fromProxy);
  req.headers['x-request-id'] = requestId;
  res.setHeader('X-Request-Id', requestId);
  inFlight += 1;
  res.on('close', () => {
    inFlight -= 1;
    if (draining && inFlight === 0) resolveDrained();
  });
  if (draining) res.setHeader('Connection', 'close');
  if (hsts) res.setHeader('Strict-Transport-Security', hsts);
  const clientAddress = stampClientAddress(req, trusted);
  if (isMetricsRequest(req, clientAddress, metricsAccess)) {
    serveMetrics(req, res).catch((error) => {
      log.error({ reqId: requestId, err: error?.message ?? String(error) }, 'metrics failed');
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
    return;
  }
  res.on('finish', () => {
    const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
    recordRequest({ method: req.method, route: routeOf(req.url), status: res.statusCode, seconds });
  });
  if (hasMalformedPath(req.url)) {
    badRequestForMalformedPath(req, res);
    return;
  }
  if (reportsOrigin) extendContentSecurityPolicy(res, reportsOrigin);
  if (servePrecompressed(req, res)) return;
  publicCacheControl(res);
  compressResponse(req, res);
  requestContext.run({ requestId }, () =>
    handle(req, res).catch((error) => {
      log.error({ reqId: requestId, err: error?.message ?? String(error) }, 'request failed');
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    }),
  );
});
if (dev) server.on('upgrade', app.getUpgradeHandler());
server.keepAliveTimeout = 65_000;

async function dropBuildShells() {
  const host = ['0.0.0.0', '::', ''].includes(hostname) ? '127.0.0.1' : hostname;
  try {
    const response = await fetch(`http://${host.includes(':') ? `[${host}]` : host}:${port}/api/internal/startup`, {
      method: 'POST',
      headers: { 'x-matside-startup-token': startupToken },
      signal: AbortSignal.timeout(30_000),
    });
    if (response.status >= 500) {
      // The app's modules could not load: most often an invalid environment (env.ts names the
      // variable in the error printed above, e.g. a known or short AUTH_SECRET). Refuse to serve.
      console.error(
        `[server] the app failed to start (start-up call answered ${response.status}); see the error above`,
      );
      process.exit(1);
    }
    if (response.status !== 204) console.error(`[server] start-up call answered ${response.status}`);
  } catch (error) {
    console.error('[server] start-up call failed', error?.message ?? error);
  } finally {
    started = true;
    markStarted();
  }
}

server.listen(port, hostname, () => {
  console.log(
    `[server] ${dev ? 'development' : 'production'} on http://${hostname}:${port} (APP_URL ${process.env.APP_URL ?? 'unset'})`,
  );
  if (!dev) void dropBuildShells();
});

function shutdown(signal) {
  if (draining) return;
  draining = true;
  console.log(`[server] ${signal}: draining ${inFlight} request(s)`);
  server.close();
  server.closeIdleConnections();
  if (inFlight === 0) resolveDrained();
  const timer = setTimeout(() => {
    console.error(`[server] ${inFlight} request(s) still running after ${graceMs} ms: exiting`);
    resolveDrained();
  }, graceMs);
  timer.unref();
  drained.then(async () => {
    server.closeAllConnections();
    // Last registered first: the job worker (registered after the database opened) stops before
    // the database closes.
    const hooks = [...shutdownHooks].reverse();
    const runHooks = async () => {
      for (const hook of hooks) {
        try {
          await hook();
        } catch (error) {
          console.error('[server] a shutdown hook failed', error?.message ?? error);
        }
      }
    };
    const done = await Promise.race([
      runHooks().then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 15_000).unref()),
    ]);
    if (!done) console.error('[server] shutdown hooks did not finish within 15 s');
    process.exit(0);
  });
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
