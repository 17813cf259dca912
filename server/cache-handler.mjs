// The shared Next.js cache (docs/decisions/021-shared-cache-redis.md). next.config.ts points
// `cacheHandler` here only when REDIS_URL is set; without it Next keeps its own file-system cache.
//
// Everything Next caches through its incremental cache lives in Redis: unstable_cache and fetch
// data, ISR/static pages and route responses, each with its tags. `revalidateTag` and
// `revalidatePath` on one instance delete (or mark) the entries in Redis, so every instance
// misses on its next read and renders fresh. It does not cover 'use cache' / cacheComponents
// (that is `cacheHandlers`, which @fortedigital/nextjs-cache-handler does not implement).
//
// Redis down must not take pages down: while the client is not ready (never connected, or
// reconnecting) every read and write goes to a local in-memory LRU, logged once per outage. Tags
// revalidated during the outage are replayed on Redis when it is back, so a write made meanwhile
// does not leave an older page there; the local LRU is dropped at that moment too.
//
// Why process.env here and not src/server/env.ts: Next imports this file at run time with plain
// Node `import()`, outside its bundles, so TypeScript, the `@/` alias and `server-only` are not
// available. env.ts still declares REDIS_URL and REDIS_KEY_PREFIX, so a malformed value stops
// the app at start like any other variable.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { createClient } from 'redis';

/** A Redis call slower than this counts as Redis being away for that request. */
const REDIS_TIMEOUT_MS = 1_000;
/** Entries without `revalidate` leave Redis after 1.5 × this (old builds' keys do not pile up). */
const DEFAULT_STALE_AGE_SECONDS = 24 * 60 * 60;

const consoleLog = {
  warn: (message) => console.warn(`[cache] ${message}`),
  info: (message) => console.log(`[cache] ${message}`),
};

/**
 * Redis with a local fallback, as one handler for CacheHandler.onCreation. Exported for the
 * tests, which run two of them against one Redis as two app instances would.
 * @param {{ client: import('redis').RedisClientType, keyPrefix: string, log?: typeof consoleLog, timeoutMs?: number }} options
 */
export function createSharedCacheHandler({ client, keyPrefix, log = consoleLog, timeoutMs = REDIS_TIMEOUT_MS }) {
  const redis = createRedisHandler({
    client,
    keyPrefix,
    timeoutMs,
    // One SET … EXAT instead of SET + EXPIREAT: an entry never exists without its expiry.
    keyExpirationStrategy: 'EXAT',
  });
  let local = createLruHandler({ maxItemsNumber: 1_000, maxItemSizeBytes: 256 * 1024 * 1024 });
  let outage = false;
  /** Tags revalidated while Redis was away: replayed there when it is back. */
  const missedTags = new Set();

  function away(reason) {
    if (outage) return;
    outage = true;
    log.warn(`Redis is unavailable (${reason}): serving from this instance's memory until it is back`);
  }

  client.on('error', (error) => away(error?.message || String(error)));
  client.on('ready', () => {
    if (!outage) return;
    outage = false;
    local = createLruHandler({ maxItemsNumber: 1_000, maxItemSizeBytes: 256 * 1024 * 1024 });
    const tags = [...missedTags];
    missedTags.clear();
    log.info(`Redis is back: shared cache again${tags.length ? ` (replaying ${tags.length} revalidated tag(s))` : ''}`);
    for (const tag of tags) redis.revalidateTag(tag).catch(() => missedTags.add(tag));
  });

  /** Runs `operation` on Redis when it is ready, else (or when it fails) `fallback` locally. */
  async function either(operation, fallback) {
    if (client.isReady) {
      try {
        return await operation(redis);
      } catch (error) {
        away(error?.message || String(error));
      }
    } else {
      away('not connected');
    }
    return fallback(local);
  }

  return {
    name: 'redis-with-local-fallback',
    get: (key, meta) =>
      either(
        (handler) => handler.get(key, meta),
        (handler) => handler.get(key, meta),
      ),
    set: (key, value, ctx) =>
      either(
        (handler) => handler.set(key, value, ctx),
        (handler) => handler.set(key, value, ctx),
      ),
    async revalidateTag(tag) {
      await local.revalidateTag(tag);
      await either(
        (handler) => handler.revalidateTag(tag),
        () => missedTags.add(tag),
      );
    },
    async delete(key) {
      await local.delete(key);
      await either(
        (handler) => handler.delete(key),
        () => undefined,
      );
    },
    // Drops expired tag bookkeeping once at start; a Redis that is away is not an error here.
    prepare: () =>
      either(
        (handler) => handler.prepare(),
        () => undefined,
      ),
  };
}

/** A client that never blocks a request: no offline queue, bounded connect, endless reconnects. */
export function createRedisClient(url) {
  return createClient({
    url,
    disableOfflineQueue: true,
    pingInterval: 10_000,
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000),
    },
  });
}

/** Waits this long for the first connection at start; after that a request never waits for Redis. */
const FIRST_CONNECT_WAIT_MS = 2_000;

CacheHandler.onCreation(({ buildId }) => {
  const key = Symbol.for('matside.cacheHandlerConfig');
  globalThis[key] ??= configure(buildId);
  return globalThis[key];
});

async function configure(buildId) {
  const url = process.env.REDIS_URL?.trim();
  const ttl = { defaultStaleAge: DEFAULT_STALE_AGE_SECONDS };
  // `next build` prerenders with a local cache only: a build must not need Redis, nor fill the
  // shared cache with pages of a release that is not serving yet.
  if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [createLruHandler()], ttl };
  const client = createRedisClient(url);
  // Per build: a page cached by one release references that release's JS chunks, so a new
  // release starts with an empty cache instead of serving the old one's pages.
  const keyPrefix = `${process.env.REDIS_KEY_PREFIX?.trim() || 'matside:'}${buildId?.trim() || 'dev'}:`;
  const handler = createSharedCacheHandler({ client, keyPrefix });
  const connected = client.connect().then(
    () => true,
    (error) => {
      consoleLog.warn(`Redis connection failed for good (${error?.message ?? error}): this instance caches in memory`);
      return false;
    },
  );
  const ready = await Promise.race([
    connected,
    new Promise((resolve) => setTimeout(resolve, FIRST_CONNECT_WAIT_MS, false)),
  ]);
  consoleLog.info(
    `shared cache on Redis ${new URL(url).host}, keys ${keyPrefix}*${ready ? '' : ' (not connected yet: memory until it is)'}`,
  );
  // `client` is ours (CacheHandler reads only handlers and ttl): a test closes it.
  return { handlers: [handler], ttl, client };
}

export default CacheHandler;
