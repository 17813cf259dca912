// The app's server: Next.js behind a thin Node HTTP server of our own (`npm start`, `npm run dev`).
// It exists for what `next start` cannot do:
// 1. Client addresses: every forwarding header a client sent is replaced by the address resolved
//    from the socket and TRUSTED_PROXIES (client-address.mjs), so per-address limits hold.
// 2. Draining: on SIGTERM/SIGINT it stops accepting connections, lets in-flight requests finish
//    (up to SHUTDOWN_GRACE_MS), then runs the shutdown hooks the app registered under HOOKS_KEY
//    (src/server/db/client.ts registers closing the database) and exits.
// 3. Strict-Transport-Security when APP_URL is https (known only at run time, not at build).
// Usage: node server/index.mjs [--dev] [-p PORT] [-H HOSTNAME]
import http from 'node:http';
import nextEnv from '@next/env';
import next from 'next';
import { parseTrustedProxies, stampClientAddress } from './client-address.mjs';
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
try {
  trusted = parseTrustedProxies(process.env.TRUSTED_PROXIES);
} catch (error) {
  console.error(`[server] ${error.message}`);
  process.exit(1);
}

const hsts = transportSecurityHeader(process.env.APP_URL);
const app = next({ dev, hostname, port, dir: process.cwd() });
const handle = app.getRequestHandler();
await app.prepare();

let inFlight = 0;
let draining = false;
let resolveDrained;
const drained = new Promise((resolve) => (resolveDrained = resolve));

const server = http.createServer((req, res) => {
  inFlight += 1;
  res.on('close', () => {
    inFlight -= 1;
    if (draining && inFlight === 0) resolveDrained();
  });
  if (draining) res.setHeader('Connection', 'close');
  if (hsts) res.setHeader('Strict-Transport-Security', hsts);
  stampClientAddress(req, trusted);
  handle(req, res).catch((error) => {
    console.error('[server] request failed', error?.message ?? error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
if (dev) server.on('upgrade', app.getUpgradeHandler());
server.keepAliveTimeout = 65_000;

server.listen(port, hostname, () => {
  console.log(
    `[server] ${dev ? 'development' : 'production'} on http://${hostname}:${port} (APP_URL ${process.env.APP_URL ?? 'unset'})`,
  );
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
    const hooks = [...shutdownHooks].map((hook) => Promise.resolve().then(hook));
    const done = await Promise.race([
      Promise.allSettled(hooks).then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 5_000).unref()),
    ]);
    if (!done) console.error('[server] shutdown hooks did not finish within 5 s');
    process.exit(0);
  });
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
