import { beforeAll, describe, expect, it, vi } from 'vitest';
// First: it prepares what Next's modules need outside a server (see the helper).
import { installIncrementalCache } from '../helpers/incremental-cache';
import { GET as girlsRoute } from '@/app/api/v1/girls/route';
import { GET as searchRoute } from '@/app/api/v1/search/route';
import { toggleGirlAttribute } from '@/features/admin-management/girls-service';
import { getActorFromHeaders } from '@/server/auth/actor';
import type { Actor } from '@/server/auth/actor-types';
import { insertGirl, setGirl } from '../helpers/girls';
import { createModerator, request, type Person } from '../helpers/people';

// Decision 036: a visitor's search and GET /api/v1/girls pages come from Next's incremental cache
// (here a test double of it that counts reads), keyed by the normalised filter; a write that
// changes a girl's public data drops them by the tag the cached public pages use ('girls'); a
// signed-in actor never reads them.

const cache = installIncrementalCache();
vi.mock('@/server/cache', async (original) => {
  const real = await original<typeof import('@/server/cache')>();
  // Next's revalidateTag needs a request: the services' tag drops reach the test cache instead.
  return {
    ...real,
    dropCacheTag: (tag: string) => {
      real.dropCacheTag(tag);
      (globalThis as { __testCacheDropTag?: (tag: string) => void }).__testCacheDropTag?.(tag);
    },
  };
});
(globalThis as { __testCacheDropTag?: (tag: string) => void }).__testCacheDropTag = cache.dropTag;

let moderator: Person;
let moderatorActor: Actor;
const girlIds: Record<string, number> = {};

interface Doc {
  data: { id: string; attributes: { stageName: string } }[];
}

async function names(response: Response): Promise<string[]> {
  expect(response.status).toBe(200);
  const doc = (await response.json()) as Doc;
  return doc.data
    .map((item) => item.attributes.stageName)
    .filter((name) => name.startsWith('Cachetest'))
    .sort();
}
const search = (query: string, cookie?: string) =>
  searchRoute(request(`/api/v1/search?${query}`, { cookie }), undefined);
const girlsPage = (cookie?: string) => girlsRoute(request('/api/v1/girls?page[limit]=100', { cookie }), undefined);
/** What the cache did during `work`. */
async function cacheUse(work: () => Promise<unknown>) {
  const before = { ...cache.counts };
  await work();
  return {
    hits: cache.counts.hits - before.hits,
    misses: cache.counts.misses - before.misses,
    sets: cache.counts.sets - before.sets,
  };
}

beforeAll(async () => {
  moderator = await createModerator();
  moderatorActor = await getActorFromHeaders(new Headers({ cookie: moderator.cookie }));
  for (const key of ['Anna', 'Bella', 'Carla', 'Dora'])
    girlIds[key] = (await insertGirl('visible', { stageName: `Cachetest ${key}`, city: 'Reno', state: 'NV' })).id;
});

describe("a visitor's search and girls list come from the cache", () => {
  it('serves an equivalent repeated search from one entry, and the same girls page', async () => {
    let first: string[] = [];
    expect(await cacheUse(async () => (first = await names(await search('q=cachetest&state=NV'))))).toEqual({
      hits: 0,
      misses: 1,
      sets: 1,
    });
    expect(first).toEqual(['Cachetest Anna', 'Cachetest Bella', 'Cachetest Carla', 'Cachetest Dora']);
    // Another order, case and spelling of the same filter: the same entry.
    let again: string[] = [];
    expect(await cacheUse(async () => (again = await names(await search('state=nevada&q=CacheTest'))))).toEqual({
      hits: 1,
      misses: 0,
      sets: 0,
    });
    expect(again).toEqual(first);

    const listed = await girlsPage();
    const listedBody = await listed.text();
    const repeat = await cacheUse(async () => expect(await (await girlsPage()).text()).toBe(listedBody));
    expect(repeat).toEqual({ hits: 1, misses: 0, sets: 0 });
  });

  it('a write the tags do not see stays cached for visitors; a moderator reads the database', async () => {
    await names(await search('q=cachetest%20anna'));
    await girlsPage();
    // Straight to the database, no tag dropped: only a cached answer can still show her.
    await setGirl(girlIds.Anna!, { adminShowProfile: false });
    expect(await names(await search('q=Cachetest Anna'))).toEqual(['Cachetest Anna']);
    expect(await names(await girlsPage())).toContain('Cachetest Anna');

    let seen: string[] = [];
    const moderatorSearch = await cacheUse(
      async () => (seen = await names(await search('q=cachetest%20anna', moderator.cookie))),
    );
    expect(moderatorSearch).toEqual({ hits: 0, misses: 0, sets: 0 });
    expect(seen).toEqual([]);
    const moderatorList = await cacheUse(async () => {
      const response = await girlsPage(moderator.cookie);
      expect(response.status).toBe(200);
    });
    expect(moderatorList).toEqual({ hits: 0, misses: 0, sets: 0 });
    // Put her back for the next test, through a moderator's write (drops the tags).
    await toggleGirlAttribute(moderatorActor, girlIds.Anna!, { attribute: 'admin_show_profile', value: true });
    expect(await names(await search('q=cachetest%20anna'))).toEqual(['Cachetest Anna']);
  });

  it("unapproving or hiding a girl removes her from the next visitor's search and girls page", async () => {
    expect(await names(await search('q=cachetest'))).toContain('Cachetest Bella');
    expect(await names(await girlsPage())).toContain('Cachetest Bella');
    await toggleGirlAttribute(moderatorActor, girlIds.Bella!, { attribute: 'profile_approved', value: false });
    expect(await names(await search('q=cachetest'))).not.toContain('Cachetest Bella');
    expect(await names(await girlsPage())).not.toContain('Cachetest Bella');

    expect(await names(await search('q=cachetest'))).toContain('Cachetest Carla');
    await toggleGirlAttribute(moderatorActor, girlIds.Carla!, { attribute: 'girl_show_profile', value: false });
    expect(await names(await search('q=cachetest'))).not.toContain('Cachetest Carla');
    expect(await names(await girlsPage())).not.toContain('Cachetest Carla');
  });

  it('does not cache keyset pages or pages past the fifth', async () => {
    const deep = await cacheUse(async () => {
      await names(await search('q=cachetest&after=2147483647'));
      await names(await search('q=cachetest&offset=50&limit=10'));
      await girlsRoute(request('/api/v1/girls?page[limit]=10&page[offset]=50'), undefined);
    });
    expect(deep).toEqual({ hits: 0, misses: 0, sets: 0 });
  });
});
