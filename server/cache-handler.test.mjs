// The shared cache's wiring (server/cache-handler.mjs): two handlers on one Redis behave as two app
// instances. Needs a Redis: TEST_REDIS_URL (CI sets it; then it must answer), else the machine's
// redis://127.0.0.1:6379 when it answers; otherwise those tests are skipped with a message.
// The fallback tests need no Redis of their own (an unreachable port, or a throwaway redis-server
// when the binary is installed).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import {
  createRedisClient,
  createSharedCacheHandler,
  isWorthKeeping,
  keepsOnly,
  partitionedLocalHandler,
  VISITOR_SEARCH_LIMITS,
  VISITOR_SEARCH_PAGE_PREFIX,
  VISITOR_SEARCH_TAG,
  LOCAL_CACHE_LIMITS,
} from './cache-handler.mjs';

const explicitUrl = process.env.TEST_REDIS_URL?.trim();
const redisUrl = explicitUrl || 'redis://127.0.0.1:6379';

async function answers(url) {
  const client = createRedisClient(url);
  client.on('error', () => undefined);
  const connected = client.connect().then(
    () => true,
    () => false,
  );
  const ok = await Promise.race([connected, new Promise((resolve) => setTimeout(resolve, 1_000, false))]);
  close(client);
  return ok;
}

const redisAnswers = await answers(redisUrl);
if (explicitUrl && !redisAnswers) throw new Error(`TEST_REDIS_URL=${explicitUrl} does not answer`);
if (!redisAnswers) {
  console.log(`[cache-handler.test] no Redis answers at ${redisUrl}: skipping the shared-cache tests`);
}

const quiet = () => ({ warn: vi.fn(), info: vi.fn() });

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** What CacheHandler hands a handler for an unstable_cache entry (kind FETCH). */
function dataEntry(data, tags) {
  const now = Date.now();
  return {
    lastModified: now,
    lifespan: { expireAt: Math.floor(now / 1000) + 3600, staleAt: Math.floor(now / 1000) + 300, revalidate: 300 },
    tags,
    value: { kind: 'FETCH', data: { headers: {}, body: JSON.stringify(data), status: 200, url: '' }, revalidate: 300 },
  };
}

/** An ISR page entry: RSC payload as a Buffer, its tags as Next sends them in the headers. */
function pageEntry(html, tags) {
  const now = Date.now();
  return {
    lastModified: now,
    lifespan: { expireAt: Math.floor(now / 1000) + 3600, staleAt: Math.floor(now / 1000) + 300, revalidate: 300 },
    tags,
    value: {
      kind: 'APP_PAGE',
      html,
      rscData: Buffer.from(`rsc:${html}`),
      headers: { 'x-next-cache-tags': tags.join(',') },
      postponed: undefined,
      status: 200,
      segmentData: new Map([['/_tree', Buffer.from('tree')]]),
    },
  };
}

/** destroy() throws on a client that never connected; a test's cleanup must not. */
function close(client) {
  try {
    client.destroy();
  } catch {
    // not open
  }
}

async function connected(url) {
  const client = createRedisClient(url);
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

describe.skipIf(!redisAnswers)('the shared cache on Redis, seen from two instances', () => {
  const keyPrefix = `matside-test:${randomBytes(4).toString('hex')}:`;
  const clients = [];
  let a;
  let b;

  beforeAll(async () => {
    for (let i = 0; i < 2; i += 1) clients.push(await connected(redisUrl));
    a = createSharedCacheHandler({ client: clients[0], keyPrefix, log: quiet() });
    b = createSharedCacheHandler({ client: clients[1], keyPrefix, log: quiet() });
  });

  afterAll(async () => {
    if (!clients[0]) return;
    const keys = await clients[0].keys(`${keyPrefix}*`);
    if (keys.length) await clients[0].unlink(keys);
    clients.forEach(close);
  });

  it('an entry cached by A is read by B, pages with their buffers intact', async () => {
    await a.set('data-1', dataEntry({ stageName: 'Ruby' }, ['girl:1', 'girls']));
    await a.set('/profile/ruby', pageEntry('<p>Ruby</p>', ['girl:1', '_N_T_/profile/ruby']));

    const data = await b.get('data-1', { implicitTags: [] });
    expect(JSON.parse(data.value.data.body)).toEqual({ stageName: 'Ruby' });
    const page = await b.get('/profile/ruby', { implicitTags: [] });
    expect(page.value.html).toBe('<p>Ruby</p>');
    expect(Buffer.isBuffer(page.value.rscData)).toBe(true);
    expect(page.value.rscData.toString()).toBe('rsc:<p>Ruby</p>');
    expect(page.value.segmentData.get('/_tree').toString()).toBe('tree');
  });

  it("a tag revalidated through B is gone for A at once; other tags' entries stay", async () => {
    await a.set('girl-1', dataEntry({ id: 1 }, ['girl:1', 'girls']));
    await a.set('girl-2', dataEntry({ id: 2 }, ['girl:2', 'girls']));
    expect(await a.get('girl-1', { implicitTags: [] })).not.toBeNull();

    await b.revalidateTag('girl:1');

    expect(await a.get('girl-1', { implicitTags: [] })).toBeNull();
    expect(await a.get('girl-2', { implicitTags: [] })).not.toBeNull();
    await b.revalidateTag('girls');
    expect(await a.get('girl-2', { implicitTags: [] })).toBeNull();
  });

  it('a path revalidated through B (its implicit tag) drops the page A cached', async () => {
    await a.set('/scammers', pageEntry('<p>list</p>', ['scammers']));
    const implicitTags = ['_N_T_/layout', '_N_T_/scammers/layout', '_N_T_/scammers'];
    expect(await a.get('/scammers', { implicitTags })).not.toBeNull();

    // revalidatePath('/scammers') revalidates its implicit tag; entries stored before it are stale.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await b.revalidateTag('_N_T_/scammers');

    expect(await a.get('/scammers', { implicitTags })).toBeNull();
  });

  it('3,000 made-up visitor searches write nothing to Redis; every public page stays there', async () => {
    await a.set('/', pageEntry('<p>home</p>', ['girls']));
    for (let i = 0; i < 1_500; i += 1) await a.set(`/profile/flood-${i}`, pageEntry(`<p>${i}</p>`, ['girls']));
    const searches = Array.from({ length: 3_000 }, () => randomBytes(6).toString('hex'));
    for (const q of searches) {
      await a.set(`${VISITOR_SEARCH_PAGE_PREFIX}q%3D${q}`, pageEntry(`<p>${q}</p>`, ['girls']));
      await a.set(`search:${q}`, dataEntry([{ stageName: q }], ['girls', VISITOR_SEARCH_TAG]));
    }
    const keys = await clients[0].keys(`${keyPrefix}*`);
    expect(keys.filter((key) => key.includes('visitor') || key.includes('search:'))).toEqual([]);
    const stored = await Promise.all(
      Array.from({ length: 1_500 }, (_, i) => clients[0].exists(`${keyPrefix}/profile/flood-${i}`)),
    );
    expect(stored.reduce((sum, one) => sum + one, 0)).toBe(1_500);
    expect((await b.get('/', { implicitTags: [] }))?.value.html).toBe('<p>home</p>');
    // A serves its own searches from its bounded partition, the most recent kept.
    const search = (handler, q) => handler.get(`${VISITOR_SEARCH_PAGE_PREFIX}q%3D${q}`, { implicitTags: [] });
    expect((await search(a, searches.at(-1)))?.value.html).toBe(`<p>${searches.at(-1)}</p>`);
    expect(await search(a, searches[0])).toBeNull();
    expect(await search(b, searches.at(-1))).toBeNull();
    expect(JSON.parse((await a.get(`search:${searches.at(-1)}`, { implicitTags: [] })).value.data.body)).toEqual([
      { stageName: searches.at(-1) },
    ]);
  }, 120_000);

  it("a tag or path revalidated through B drops A's own cached searches too", async () => {
    const page = `${VISITOR_SEARCH_PAGE_PREFIX}q%3Druby`;
    await a.set(page, pageEntry('<p>ruby</p>', ['girls']));
    await a.set('search:ruby', dataEntry([{ stageName: 'Ruby' }], ['girls', VISITOR_SEARCH_TAG]));
    await a.set('search:other', dataEntry([], ['reviews', VISITOR_SEARCH_TAG]));
    const implicitTags = ['_N_T_/advanced_search/visitor/[key]/page'];
    expect(await a.get(page, { implicitTags })).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));

    await b.revalidateTag('girls');
    expect(await a.get(page, { implicitTags })).toBeNull();
    expect(await a.get('search:ruby', { implicitTags: [] })).toBeNull();
    expect(await a.get('search:other', { implicitTags: [] })).not.toBeNull();

    await a.set(page, pageEntry('<p>ruby again</p>', ['girls']));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await b.revalidateTag('_N_T_/advanced_search/visitor/[key]/page');
    expect(await a.get(page, { implicitTags })).toBeNull();
  });

  it('keeps runs apart by key prefix', async () => {
    const other = createSharedCacheHandler({ client: clients[1], keyPrefix: `${keyPrefix}other:`, log: quiet() });
    await a.set('isolated', dataEntry({ x: 1 }, ['t']));
    expect(await other.get('isolated', { implicitTags: [] })).toBeNull();
  });

  it('the CacheHandler Next loads uses Redis under REDIS_KEY_PREFIX and the build id', async () => {
    const distDir = await mkdtemp(path.join(os.tmpdir(), 'matside-cache-'));
    await mkdir(path.join(distDir, 'server'));
    await writeFile(path.join(distDir, 'BUILD_ID'), 'build-abc');
    await writeFile(path.join(distDir, 'prerender-manifest.json'), JSON.stringify({ version: 4, routes: {} }));
    vi.stubEnv('REDIS_URL', redisUrl);
    vi.stubEnv('REDIS_KEY_PREFIX', keyPrefix);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { default: CacheHandler } = await import('./cache-handler.mjs');
      const next = new CacheHandler({ serverDistDir: path.join(distDir, 'server'), dev: false });
      await next.set(
        'via-next',
        { kind: 'FETCH', data: { headers: {}, body: '"hello"', status: 200, url: '' }, revalidate: 60 },
        { tags: ['news'], revalidate: 60 },
      );
      const peer = createSharedCacheHandler({ client: clients[1], keyPrefix: `${keyPrefix}build-abc:`, log: quiet() });
      const seen = await peer.get('via-next', { implicitTags: [] });
      expect(seen?.value.data.body).toBe('"hello"');

      await peer.revalidateTag('news');
      expect(await next.get('via-next', { kind: 'FETCH', softTags: [] })).toBeNull();
    } finally {
      vi.unstubAllEnvs();
      await rm(distDir, { recursive: true, force: true });
      const config = await globalThis[Symbol.for('matside.cacheHandlerConfig')];
      if (config?.client) close(config.client);
      vi.mocked(console.log).mockRestore();
      vi.mocked(console.warn).mockRestore();
    }
  });
});

/** A page entry as Next stores a `notFound()` render of an ISR route. */
function notFoundPageEntry() {
  const entry = pageEntry('<h1>User not found.</h1>', ['_N_T_/profile/[stageName]/page']);
  return { ...entry, value: { ...entry.value, status: 404 } };
}

// A path anyone can make up (/profile/<random>) must not take a cache entry.
describe('misses are not kept, and the local cache is bounded', () => {
  it('tells a miss from an entry worth keeping', () => {
    expect(isWorthKeeping(pageEntry('<p>her</p>', ['girls']))).toBe(true);
    expect(isWorthKeeping(dataEntry({ stageName: 'x' }, ['girls']))).toBe(true);
    expect(isWorthKeeping(dataEntry([], ['girls']))).toBe(true);
    expect(isWorthKeeping(notFoundPageEntry())).toBe(false);
    expect(isWorthKeeping(dataEntry(null, ['girls']))).toBe(false);
  });

  it('500 unknown profiles (their 404 pages and null reads) leave the local cache empty', async () => {
    const handler = keepsOnly(createLruHandler(LOCAL_CACHE_LIMITS));
    await handler.set('/profile/known', pageEntry('<p>known</p>', ['girls']));
    for (let i = 0; i < 500; i += 1) {
      const name = randomBytes(8).toString('hex');
      await handler.set(`/profile/${name}`, notFoundPageEntry());
      await handler.set(`profile:${name}`, dataEntry(null, ['girls']));
    }
    let kept = 0;
    for (let i = 0; i < 500; i += 1) {
      if (await handler.get(`/profile/${randomBytes(8).toString('hex')}`, { implicitTags: [] })) kept += 1;
    }
    expect(kept).toBe(0);
    expect((await handler.get('/profile/known', { implicitTags: [] }))?.value.html).toBe('<p>known</p>');
  });

  it('a page that becomes a 404 drops its older copy (it is not served stale)', async () => {
    const handler = keepsOnly(createLruHandler(LOCAL_CACHE_LIMITS));
    await handler.set('/profile/hidden', pageEntry('<p>was public</p>', ['girls']));
    await handler.set('/profile/hidden', notFoundPageEntry());
    expect(await handler.get('/profile/hidden', { implicitTags: [] })).toBeNull();
  });

  it('the local cache keeps at most its number of entries, least recently used out first', async () => {
    const handler = keepsOnly(createLruHandler({ ...LOCAL_CACHE_LIMITS, maxItemsNumber: 50 }));
    for (let i = 0; i < 120; i += 1) await handler.set(`/wrestlers/page/${i}`, pageEntry(`<p>${i}</p>`, ['girls']));
    let kept = 0;
    for (let i = 0; i < 120; i += 1) if (await handler.get(`/wrestlers/page/${i}`, { implicitTags: [] })) kept += 1;
    expect(kept).toBe(50);
    expect(await handler.get('/wrestlers/page/119', { implicitTags: [] })).not.toBeNull();
    expect(await handler.get('/wrestlers/page/0', { implicitTags: [] })).toBeNull();
    expect(LOCAL_CACHE_LIMITS.maxItemsNumber).toBeLessThanOrEqual(5_000);
    expect(LOCAL_CACHE_LIMITS.maxItemSizeBytes).toBeLessThanOrEqual(256 * 1024 * 1024);
  });

  it('3,000 made-up visitor searches evict no public page: they have a partition of their own', async () => {
    const handler = keepsOnly(partitionedLocalHandler());
    await handler.set('/', pageEntry('<p>home</p>', ['girls']));
    for (let i = 0; i < 1_500; i += 1) await handler.set(`/profile/girl-${i}`, pageEntry(`<p>${i}</p>`, ['girls']));
    const searches = Array.from({ length: 3_000 }, () => randomBytes(6).toString('hex'));
    for (const q of searches) {
      await handler.set(`${VISITOR_SEARCH_PAGE_PREFIX}q%3D${q}`, pageEntry(`<p>${q}</p>`, ['girls']));
      await handler.set(`search:${q}`, dataEntry([{ stageName: q }], ['girls', VISITOR_SEARCH_TAG]));
    }
    expect((await handler.get('/', { implicitTags: [] }))?.value.html).toBe('<p>home</p>');
    let profiles = 0;
    for (let i = 0; i < 1_500; i += 1) if (await handler.get(`/profile/girl-${i}`, { implicitTags: [] })) profiles += 1;
    expect(profiles).toBe(1_500);
    // The searches keep a bounded share of their own, the most recent first.
    const search = (q) => handler.get(`${VISITOR_SEARCH_PAGE_PREFIX}q%3D${q}`, { implicitTags: [] });
    expect(await search(searches.at(-1))).not.toBeNull();
    expect(await search(searches[0])).toBeNull();
    expect(VISITOR_SEARCH_LIMITS.maxItemsNumber).toBeLessThan(LOCAL_CACHE_LIMITS.maxItemsNumber);
    // A tag revalidated drops entries in both partitions.
    await handler.revalidateTag('girls');
    expect(await handler.get('/', { implicitTags: [] })).toBeNull();
  });

  it.skipIf(!redisAnswers)(
    'on Redis, 500 unknown profiles write no key',
    async () => {
      const client = createRedisClient(redisUrl);
      client.on('error', () => undefined);
      await client.connect();
      const prefix = `matside-test-misses-${randomBytes(4).toString('hex')}:`;
      const handler = keepsOnly(createSharedCacheHandler({ client, keyPrefix: prefix, log: quiet() }));
      try {
        for (let i = 0; i < 500; i += 1) {
          const name = randomBytes(8).toString('hex');
          await handler.set(`/profile/${name}`, notFoundPageEntry());
          await handler.set(`profile:${name}`, dataEntry(null, ['girls']));
        }
        const keys = await client.keys(`${prefix}*`);
        expect(keys.filter((key) => key.includes('profile'))).toEqual([]);
      } finally {
        const keys = await client.keys(`${prefix}*`);
        if (keys.length) await client.del(keys);
        close(client);
      }
    },
    30_000,
  );
});

describe('Redis away: pages keep being served from memory', () => {
  it('with no Redis at all, reads and writes work locally and the outage is logged once', async () => {
    const client = createRedisClient(`redis://127.0.0.1:${await freePort()}`);
    const log = quiet();
    const handler = createSharedCacheHandler({ client, keyPrefix: 'x:', log });
    client.connect().catch(() => undefined);
    try {
      await handler.set('k', dataEntry({ v: 1 }, ['girl:1']));
      expect(JSON.parse((await handler.get('k', { implicitTags: [] })).value.data.body)).toEqual({ v: 1 });
      await handler.revalidateTag('girl:1');
      expect(await handler.get('k', { implicitTags: [] })).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 300)); // reconnect attempts fail meanwhile
      await handler.get('k', { implicitTags: [] });
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(log.warn.mock.calls[0][0]).toMatch(/Redis is unavailable/);
    } finally {
      close(client);
    }
  });

  const redisServer = spawnSync('redis-server', ['--version']).status === 0;

  /** A redis-server of the test's own: append-only with fsync per write, so a kill loses nothing. */
  async function throwawayRedis(extra = []) {
    const port = await freePort();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'matside-redis-'));
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', ...extra];
    const start = () =>
      spawn('redis-server', [...args, '--appendonly', 'yes', '--appendfsync', 'always'], { stdio: 'ignore' });
    const redis = { url: `redis://127.0.0.1:${port}`, server: start() };
    redis.restart = () => (redis.server = start());
    redis.stop = async () => {
      redis.server.kill('SIGKILL');
      await rm(dir, { recursive: true, force: true });
    };
    // A first connect refused would already count as an outage in the handler under test.
    await accepting(port);
    return redis;
  }

  async function accepting(port) {
    const open = () =>
      new Promise((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => resolve(true));
        socket.once('error', () => resolve(false));
        socket.once('connect', () => socket.destroy());
      });
    for (let i = 0; i < 200 && !(await open()); i += 1) await new Promise((resolve) => setTimeout(resolve, 25));
  }

  async function until(check) {
    for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(check()).toBe(true);
  }

  it.skipIf(!redisServer)(
    'a Redis bounded by maxmemory (volatile-lru): a flood of visitor searches evicts no public page',
    async () => {
      const redis = await throwawayRedis(['--maxmemory', '4mb', '--maxmemory-policy', 'volatile-lru']);
      const client = createRedisClient(redis.url);
      const handler = keepsOnly(createSharedCacheHandler({ client, keyPrefix: 'm:', log: quiet() }));
      try {
        client.on('error', () => undefined);
        client.connect().catch(() => undefined);
        await until(() => client.isReady);
        const profile = (i) => pageEntry(`<p>${i}</p>${'x'.repeat(600)}`, ['girls']);
        for (let i = 0; i < 1_000; i += 1) await handler.set(`/profile/girl-${i}`, profile(i));
        for (let i = 0; i < 4_000; i += 1) {
          const q = randomBytes(6).toString('hex');
          await handler.set(
            `${VISITOR_SEARCH_PAGE_PREFIX}q%3D${q}`,
            pageEntry(`<p>${q}</p>${'y'.repeat(600)}`, ['girls']),
          );
          await handler.set(`search:${q}`, dataEntry([{ stageName: q, about: 'z'.repeat(400) }], [VISITOR_SEARCH_TAG]));
        }
        const kept = await Promise.all(Array.from({ length: 1_000 }, (_, i) => client.exists(`m:/profile/girl-${i}`)));
        expect(kept.reduce((sum, one) => sum + one, 0)).toBe(1_000);
        expect(await client.dbSize()).toBeLessThan(1_100);
      } finally {
        close(client);
        await redis.stop();
      }
    },
    120_000,
  );

  it.skipIf(!redisServer)(
    'Redis going away mid-run and coming back: served from memory meanwhile, missed revalidations replayed',
    async () => {
      const redis = await throwawayRedis();
      const client = createRedisClient(redis.url);
      const observer = createRedisClient(redis.url);
      const log = quiet();
      const handler = createSharedCacheHandler({ client, keyPrefix: 'r:', log });
      try {
        client.connect().catch(() => undefined);
        await until(() => client.isReady);
        await handler.set('page', dataEntry({ v: 'old' }, ['girl:7']));

        redis.server.kill('SIGKILL');
        await until(() => !client.isReady);
        // While Redis is away: no error reaches Next, entries live locally, a revalidation is noted.
        await handler.set('local', dataEntry({ v: 'local' }, ['x']));
        expect((await handler.get('local', { implicitTags: [] }))?.value.data.body).toBe('{"v":"local"}');
        await handler.revalidateTag('girl:7');
        expect(log.warn).toHaveBeenCalledTimes(1);

        redis.restart();
        await until(() => client.isReady);
        await until(() => log.info.mock.calls.length > 0); // the replay runs on 'ready'
        expect(log.info).toHaveBeenCalledWith(expect.stringMatching(/replayed 1 revalidated tag/));
        observer.on('error', () => undefined);
        await observer.connect();
        // The page cached before the outage was dropped by the replayed revalidation...
        expect(await observer.exists('r:page')).toBe(0);
        expect(await handler.get('page', { implicitTags: [] })).toBeNull();
        // ...and the handler writes to Redis again.
        await handler.set('again', dataEntry({ v: 'again' }, ['y']));
        expect(await observer.exists('r:again')).toBe(1);
      } finally {
        close(client);
        close(observer);
        await redis.stop();
      }
    },
    20_000,
  );

  it.skipIf(!redisServer)(
    'a Redis that stops answering on an open connection does not hold requests past the budget',
    async () => {
      const redis = await throwawayRedis();
      const client = createRedisClient(redis.url);
      const observer = createRedisClient(redis.url);
      observer.on('error', () => undefined);
      const log = quiet();
      const handler = createSharedCacheHandler({ client, keyPrefix: 'p:', log, timeoutMs: 200 });
      try {
        await Promise.all([client.connect(), observer.connect()]);
        await handler.set('page', dataEntry({ v: 'old' }, ['girl:8']));
        // Every client's commands wait for 1.5 s; the connections stay open.
        await observer.sendCommand(['CLIENT', 'PAUSE', '1500', 'ALL']);

        const started = Date.now();
        expect(await handler.get('page', { implicitTags: [] })).toBeNull(); // a local miss, not a hang
        await handler.revalidateTag('girl:8');
        expect(Date.now() - started).toBeLessThan(1_400);
        expect(log.warn).toHaveBeenCalledTimes(1);

        await new Promise((resolve) => setTimeout(resolve, 1_600));
        // The first use after the pause replays the revalidation before reading.
        expect(await handler.get('page', { implicitTags: [] })).toBeNull();
        expect(log.info).toHaveBeenCalledWith(expect.stringMatching(/replayed 1 revalidated tag/));
        expect(await observer.exists('p:page')).toBe(0);
      } finally {
        close(client);
        close(observer);
        await redis.stop();
      }
    },
    20_000,
  );
});
