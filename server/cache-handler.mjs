// Next.js's incremental cache (docs/decisions/021-shared-cache-redis.md). next.config.ts points
// `cacheHandler` here in production. Without REDIS_URL the cache is this process's memory, an LRU
// bounded in entries and bytes (Next's own file-system cache grew by one file set per path asked
// for, without a bound); with REDIS_URL it is shared in Redis.
//
// Either way, a miss is not stored (`keepsOnly`): a page that answered 404 (an unknown profile, a
// page past the last one) and a cached read that found nothing (`null`) are rendered or read
// again on the next request instead of taking a cache entry per path anyone can make up.
//
// Everything Next caches through its incremental cache lives in Redis: unstable_cache and fetch
// data, ISR/static pages and route responses, each with its tags. `revalidateTag` and
// `revalidatePath` on one instance delete (or mark) the entries in Redis, so every instance
// misses on its next read and renders fresh. It does not cover 'use cache' / cacheComponents
// (that is `cacheHandlers`, which @fortedigital/nextjs-cache-handler does not implement).
//
// Redis down must not take pages down: while the client is not ready (never connected, or
// reconnecting), or after a call failed or outlasted its budget (5 s; a Redis that hangs on an
// open socket), reads and writes go to a local in-memory LRU, logged once per outage; a request
// tries Redis again at most once a second. Tags revalidated during the outage are replayed on
// Redis before it is used again, so a write made meanwhile does not leave an older page there;
// the local LRU is dropped at that moment too.
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
import { metrics } from './metrics.mjs';

/**
 * An operation slower than this counts as Redis being away. Not tighter: under CPU saturation the
 * event loop itself delays answers by a second or more (bench:cluster saw 1 s trip at 20
 * connections on 2 busy cores), and a trip sends the instance to its local cache for a while.
 */
const REDIS_TIMEOUT_MS = 5_000;
/** How long a failed Redis is left alone before a request tries it again. */
const RETRY_AFTER_OUTAGE_MS = 1_000;
/** Entries without `revalidate` leave Redis after 1.5 × this (old builds' keys do not pile up). */
const DEFAULT_STALE_AGE_SECONDS = 24 * 60 * 60;
/**
 * Every tag revalidated on any instance, with when (a hash under the key prefix): how an
 * instance's own visitor-search entries, which are not in Redis, learn of another instance's
 * revalidation. It outlives every entry (they expire by 1.5 × the stale age): refreshed on write.
 */
export const REVALIDATION_TIMES_KEY = '__revalidated_local_tags__';
const REVALIDATION_TIMES_TTL_SECONDS = 2 * DEFAULT_STALE_AGE_SECONDS;

const consoleLog = {
  warn: (message) => console.warn(`[cache] ${message}`),
  info: (message) => console.log(`[cache] ${message}`),
};

/** `promise`, or a rejection once `ms` have passed (the work itself goes on, its result unused). */
function within(promise, ms) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  promise.catch(() => undefined); // a late failure after the timeout is not unhandled
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** This process's own cache: at most this many entries and bytes, least recently used out first. */
export const LOCAL_CACHE_LIMITS = { maxItemsNumber: 2_000, maxItemSizeBytes: 128 * 1024 * 1024 };

/**
 * The visitors' searches (decision 045): their cached pages (/advanced_search/visitor/{filter})
 * and their cached results (tagged VISITOR_SEARCH_TAG) live in a partition of their own, so that
 * anonymous requests making up filters evict only other searches, never the public pages (home,
 * profiles, lists) in the partition above. With Redis they stay in that local partition and are
 * never written to Redis, so they take none of its memory either (createSharedCacheHandler).
 */
export const VISITOR_SEARCH_LIMITS = { maxItemsNumber: 500, maxItemSizeBytes: 32 * 1024 * 1024 };
export const VISITOR_SEARCH_PAGE_PREFIX = '/advanced_search/visitor/';
/** The tag of the visitors' cached search results (src/features/search/queries.ts). */
export const VISITOR_SEARCH_TAG = 'visitor-search';

/** Whether an entry belongs to the visitors' search partition: by its page path or its tag. */
export function isVisitorSearchEntry(key, entry) {
  if (String(key).startsWith(VISITOR_SEARCH_PAGE_PREFIX)) return true;
  return Array.isArray(entry?.tags) && entry.tags.includes(VISITOR_SEARCH_TAG);
}

/**
 * One handler over two local LRUs: the visitors' searches in their own (isVisitorSearchEntry),
 * everything else in the main one. A read looks in both (a data entry's key does not say which).
 */
export function partitionedLocalHandler(
  mainLimits = LOCAL_CACHE_LIMITS,
  visitorLimits = VISITOR_SEARCH_LIMITS,
  lru = createLruHandler,
) {
  const main = lru(mainLimits);
  const visitor = lru(visitorLimits);
  return {
    name: 'local-lru-partitioned',
    async get(key, meta) {
      if (String(key).startsWith(VISITOR_SEARCH_PAGE_PREFIX)) return visitor.get(key, meta);
      return (await main.get(key, meta)) ?? visitor.get(key, meta);
    },
    set: (key, value, ctx) => (isVisitorSearchEntry(key, value) ? visitor : main).set(key, value, ctx),
    async revalidateTag(tag) {
      await Promise.all([main.revalidateTag(tag), visitor.revalidateTag(tag)]);
    },
    async delete(key) {
      await Promise.all([main.delete(key), visitor.delete(key)]);
    },
  };
}

/**
 * Whether an entry is worth keeping: not a page or route response with an error status (a 404
 * page), not a cached read whose result was null (a record that does not exist).
 */
export function isWorthKeeping(entry) {
  const value = entry?.value;
  if (!value) return true;
  if ((value.kind === 'APP_PAGE' || value.kind === 'APP_ROUTE') && Number(value.status) >= 400) return false;
  if (value.kind === 'FETCH' && value.data?.body === 'null') return false;
  return true;
}

/**
 * `handler` that stores only entries worth keeping. A miss also deletes what the key held: a
 * profile that became a 404 must not leave its older page behind to be served stale.
 */
export function keepsOnly(handler) {
  return {
    ...handler,
    name: `${handler.name ?? 'handler'}-without-misses`,
    set: (key, value, ctx) => (isWorthKeeping(value) ? handler.set(key, value, ctx) : handler.delete(key)),
  };
}

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
  const newLocal = () => createLruHandler(LOCAL_CACHE_LIMITS);
  let local = newLocal();
  /**
   * The visitors' searches: this instance's bounded partition, never written to Redis (a flood of
   * made-up filters takes none of Redis's memory and evicts none of its public pages). Another
   * instance's revalidations reach them through REVALIDATION_TIMES_KEY, read with each hit.
   */
  const newSearches = () => createLruHandler(VISITOR_SEARCH_LIMITS);
  let searches = newSearches();
  const revalidationTimesKey = `${keyPrefix}${REVALIDATION_TIMES_KEY}`;
  let outage = false;
  /** During an outage Redis is tried again at most once a second (the others go local at once). */
  let retryAt = 0;
  /** Tags revalidated while Redis was away: replayed there before it is used again. */
  const missedTags = new Set();
  let recovering = null;

  function away(reason) {
    retryAt = Date.now() + RETRY_AFTER_OUTAGE_MS;
    if (outage) return;
    outage = true;
    log.warn(`Redis is unavailable (${reason}): serving from this instance's memory until it is back`);
  }

  /** A tag revalidated: its entries leave Redis, and every instance's local searches learn when. */
  async function revalidateOnRedis(tag) {
    await redis.revalidateTag(tag);
    await client
      .multi()
      .hSet(revalidationTimesKey, tag, Date.now())
      .expire(revalidationTimesKey, REVALIDATION_TIMES_TTL_SECONDS)
      .exec();
  }

  /** Back from an outage once Redis answers: replay the missed revalidations, then leave the local cache. */
  function recover() {
    recovering ??= (async () => {
      await within(client.ping(), timeoutMs);
      const tags = [...missedTags];
      for (const tag of tags) {
        await within(revalidateOnRedis(tag), timeoutMs * 2);
        missedTags.delete(tag);
      }
      outage = false;
      local = newLocal();
      // Other instances' revalidations during the outage may not have been seen: start afresh.
      searches = newSearches();
      log.info(
        `Redis is back: shared cache again${tags.length ? ` (replayed ${tags.length} revalidated tag(s))` : ''}`,
      );
    })().finally(() => {
      recovering = null;
    });
    return recovering;
  }

  client.on('error', (error) => away(error?.message || String(error)));
  client.on('ready', () => {
    if (outage) recover().catch((error) => away(error?.message || String(error)));
  });

  /**
   * Runs `operation` on Redis when it is usable, else (or when it fails or outlasts its budget)
   * `fallback` locally. Our own budget: the client's abort signal only stops a command that has
   * not been sent yet, so a Redis that stops answering on an open socket would hold the request.
   */
  async function either(operation, fallback, budgetMs = timeoutMs) {
    if (!client.isReady) {
      away('not connected');
    } else if (!outage || Date.now() >= retryAt) {
      try {
        if (outage) await recover();
        return await within(operation(redis), budgetMs);
      } catch (error) {
        away(error?.message || String(error));
      }
    }
    return fallback(local);
  }

  /**
   * A local search entry, unless a tag of it (or of the page's path) was revalidated after it was
   * made, on any instance. Redis away: as the local cache, it is taken as it is.
   */
  async function ownSearch(key, meta) {
    const entry = await searches.get(key, meta);
    if (!entry) return null;
    const tags = [...new Set([...(entry.tags ?? []), ...(meta?.implicitTags ?? [])])];
    if (tags.length === 0) return entry;
    const fresh = await either(
      async () => {
        const times = await client.hmGet(revalidationTimesKey, tags);
        return times.every((time) => !time || Number(time) <= entry.lastModified);
      },
      () => true,
    );
    if (fresh) return entry;
    await searches.delete(key);
    return null;
  }

  return {
    name: 'redis-with-local-fallback',
    async get(key, meta) {
      if (String(key).startsWith(VISITOR_SEARCH_PAGE_PREFIX)) return ownSearch(key, meta);
      // A cached search result's key does not say what it is: this instance's searches first.
      return (
        (await ownSearch(key, meta)) ??
        either(
          (handler) => handler.get(key, meta),
          (handler) => handler.get(key, meta),
        )
      );
    },
    set(key, value, ctx) {
      if (isVisitorSearchEntry(key, value)) return searches.set(key, value, ctx);
      return either(
        (handler) => handler.set(key, value, ctx),
        (handler) => handler.set(key, value, ctx),
      );
    },
    async revalidateTag(tag) {
      await Promise.all([local.revalidateTag(tag), searches.revalidateTag(tag)]);
      // It scans the tag map: a longer budget. Past it, it is replayed later (it is idempotent).
      await either(
        () => revalidateOnRedis(tag),
        () => missedTags.add(tag),
        timeoutMs * 2,
      );
    },
    async delete(key) {
      await Promise.all([local.delete(key), searches.delete(key)]);
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
  if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) {
    return { handlers: [keepsOnly(partitionedLocalHandler())], ttl };
  }
  const client = createRedisClient(url);
  // Per build: a page cached by one release references that release's JS chunks, so a new
  // release starts with an empty cache instead of serving the old one's pages.
  const keyPrefix = `${process.env.REDIS_KEY_PREFIX?.trim() || 'matside:'}${buildId?.trim() || 'dev'}:`;
  const handler = keepsOnly(createSharedCacheHandler({ client, keyPrefix }));
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
  if (ready) void warnIfUnbounded(client);
  // `client` is ours (CacheHandler reads only handlers and ttl): a test closes it.
  return { handlers: [handler], ttl, client };
}

/**
 * Redis bounds the shared cache itself: `maxmemory` with `maxmemory-policy volatile-lru` (README:
 * entries carry a TTL, the tag bookkeeping does not and must not be evicted), the operator's
 * setting since the Redis may be shared. Every entry also expires (`ttl` above), and
 * misses are never stored. Said once at start when the Redis has no bound; a Redis that refuses
 * CONFIG (some managed ones) is taken at its word.
 */
async function warnIfUnbounded(client) {
  try {
    const config = await within(client.configGet('maxmemory*'), REDIS_TIMEOUT_MS);
    const unbounded = Number(config.maxmemory ?? 0) === 0 || config['maxmemory-policy'] === 'noeviction';
    if (unbounded) {
      consoleLog.warn(
        'Redis has no memory bound (set maxmemory and maxmemory-policy volatile-lru): the shared cache may grow until Redis is full',
      );
    }
  } catch {
    // CONFIG not allowed: nothing to say.
  }
}

/** Next's cache kinds as the metrics' `kind` label: a fixed set. */
const LOOKUP_KINDS = { APP_PAGE: 'page', APP_ROUTE: 'route', FETCH: 'data' };

/** Counts which lookups found an entry (GET /metrics: matside_cache_lookups_total). */
export function countLookup(kind, found) {
  metrics().cacheLookups.inc({ kind: LOOKUP_KINDS[kind] ?? 'other', result: found ? 'hit' : 'miss' });
}

/**
 * The handler Next loads: the one above, counting hits and misses. Only here does Next say which
 * kind of entry it looks for (a cached page, a route response, data), and a miss has no entry to tell.
 */
export default class CountingCacheHandler extends CacheHandler {
  async get(cacheKey, ctx) {
    const entry = await super.get(cacheKey, ctx);
    countLookup(ctx?.kind, entry);
    return entry;
  }
}
