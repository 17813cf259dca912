import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST as startupRoute } from '@/app/api/internal/startup/route';
import { BUILD_SHELL_TAG } from '@/server/build-phase';
import { dropCachePath, dropCacheTag } from '@/server/cache';
import { env } from '@/server/env';

// Decision 022: when our server starts (server/index.mjs → POST /api/internal/startup), the build's
// shells go, and a cache kept on this machine (.next/cache, no REDIS_URL) is dropped whole: what
// happened to the database while the server was down (a restore, a seed) must show at once, as a
// write through the app would. A shared cache (Redis) is kept current by the other instances.

vi.mock('@/server/cache', async (original) => {
  const real = await original<typeof import('@/server/cache')>();
  return { ...real, dropCachePath: vi.fn(real.dropCachePath), dropCacheTag: vi.fn(real.dropCacheTag) };
});

const TOKEN = 'a-token-of-this-start';
const saved = { token: env.MATSIDE_STARTUP_TOKEN, redis: env.REDIS_URL };

afterEach(() => {
  Object.assign(env, { MATSIDE_STARTUP_TOKEN: saved.token, REDIS_URL: saved.redis });
  vi.mocked(dropCachePath).mockClear();
  vi.mocked(dropCacheTag).mockClear();
});

function start(token: string | null) {
  const headers: Record<string, string> = token ? { 'x-matside-startup-token': token } : {};
  return startupRoute(
    new Request('http://localhost:3000/api/internal/startup', { method: 'POST', headers }),
    undefined,
  );
}

describe('POST /api/internal/startup drops what the server cannot trust after a start', () => {
  it('a local cache: the build shells and every cached page and read (the root layout path)', async () => {
    Object.assign(env, { MATSIDE_STARTUP_TOKEN: TOKEN, REDIS_URL: undefined });
    expect((await start(TOKEN)).status).toBe(204);
    expect(dropCacheTag).toHaveBeenCalledWith(BUILD_SHELL_TAG);
    expect(dropCachePath).toHaveBeenCalledWith('/', 'layout');
  });

  it('a shared cache (REDIS_URL): only the build shells', async () => {
    Object.assign(env, { MATSIDE_STARTUP_TOKEN: TOKEN, REDIS_URL: 'redis://127.0.0.1:6379' });
    expect((await start(TOKEN)).status).toBe(204);
    expect(dropCacheTag).toHaveBeenCalledWith(BUILD_SHELL_TAG);
    expect(dropCachePath).not.toHaveBeenCalled();
  });

  it('without the token nothing is dropped: the 404 of a missing route', async () => {
    Object.assign(env, { MATSIDE_STARTUP_TOKEN: TOKEN, REDIS_URL: undefined });
    expect((await start('guess')).status).toBe(404);
    expect((await start(null)).status).toBe(404);
    expect(dropCacheTag).not.toHaveBeenCalled();
    expect(dropCachePath).not.toHaveBeenCalled();
  });
});
