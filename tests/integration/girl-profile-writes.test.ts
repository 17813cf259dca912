import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PATCH as patchGirlRoute } from '@/app/api/v1/girls/[id]/route';
import { GIRLS_CACHE_TAG } from '@/features/girls/queries';
import { PROFILE_WRITE_LIMIT } from '@/features/girls/service';
import { dropCacheTag } from '@/server/cache';
import { getDb } from '@/server/db';
import { girls } from '@/server/db/schema';
import { createVerifiedAccount, signIn } from '../helpers/auth';
import { createGirl, type TestGirl } from '../helpers/girls';

// A profile PATCH drops the public caches only when it changes a public field of
// a public girl (a pending girl's save, a no-op save, a private detail leave them alone), and
// profile writes are limited per account.

vi.mock('@/server/cache', async (original) => {
  const real = await original<typeof import('@/server/cache')>();
  return { ...real, dropCacheTag: vi.fn(real.dropCacheTag) };
});

let approved: TestGirl;
let pending: TestGirl;
let moderatorCookie: string;

beforeAll(async () => {
  approved = await createGirl({ prefix: 'pubwrite', values: { headline: 'Same headline' } });
  pending = await createGirl({ prefix: 'penwrite', state: 'pending', values: { headline: 'Pending headline' } });
  moderatorCookie = await signIn((await createVerifiedAccount(['moderator'], 'modwrite')).username);
});

afterEach(() => vi.mocked(dropCacheTag).mockClear());

function patch(cookie: string, girlId: number, attributes: Record<string, unknown>) {
  return patchGirlRoute(
    new Request(`http://localhost:3000/api/v1/girls/${girlId}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/vnd.api+json', Cookie: cookie },
      body: JSON.stringify({ data: { id: String(girlId), type: 'girls', attributes } }),
    }),
    { params: Promise.resolve({ id: String(girlId) }) },
  );
}

const droppedTags = () => vi.mocked(dropCacheTag).mock.calls.map(([tag]) => tag);

describe('PATCH /api/v1/girls/{id} and the public caches', () => {
  it('a no-op save of a public girl drops nothing', async () => {
    const response = await patch(approved.cookie, approved.girlId, { headline: 'Same headline', city: 'Austin' });
    expect(response.status).toBe(200);
    expect(droppedTags()).toEqual([]);
  });

  it('a change to a public field of a public girl drops her profile and the lists', async () => {
    const response = await patch(approved.cookie, approved.girlId, { headline: 'A new headline' });
    expect(response.status).toBe(200);
    expect(droppedTags()).toEqual(expect.arrayContaining([`girl:${approved.girlId}`, GIRLS_CACHE_TAG]));
    const db = await getDb();
    const [row] = await db.select({ headline: girls.headline }).from(girls).where(eq(girls.id, approved.girlId));
    expect(row?.headline).toBe('A new headline');
  });

  it('a change to a private field of a public girl is stored and drops nothing', async () => {
    const response = await patch(approved.cookie, approved.girlId, { phone: '(212) 555-0187' });
    expect(response.status).toBe(200);
    expect(droppedTags()).toEqual([]);
    const db = await getDb();
    const [row] = await db.select({ phone: girls.phone }).from(girls).where(eq(girls.id, approved.girlId));
    expect(row?.phone).toBe('(212) 555-0187');
  });

  it('a pending girl’s edit is stored and drops nothing', async () => {
    const response = await patch(pending.cookie, pending.girlId, { headline: 'Changed while pending' });
    expect(response.status).toBe(200);
    expect(droppedTags()).toEqual([]);
    const db = await getDb();
    const [row] = await db.select({ headline: girls.headline }).from(girls).where(eq(girls.id, pending.girlId));
    expect(row?.headline).toBe('Changed while pending');
  });

  it('a public girl hiding herself, and showing herself again, drops the public caches each time', async () => {
    const girl = await createGirl({ prefix: 'selfhide' });
    expect((await patch(girl.cookie, girl.girlId, { girlShowProfile: false })).status).toBe(200);
    expect(droppedTags()).toEqual(expect.arrayContaining([`girl:${girl.girlId}`, GIRLS_CACHE_TAG]));
    vi.mocked(dropCacheTag).mockClear();
    expect((await patch(girl.cookie, girl.girlId, { girlShowProfile: true })).status).toBe(200);
    expect(droppedTags()).toEqual(expect.arrayContaining([`girl:${girl.girlId}`, GIRLS_CACHE_TAG]));
  });

  it('a moderator hiding a public girl drops the public caches (she was public before)', async () => {
    const girl = await createGirl({ prefix: 'modhide' });
    const response = await patch(moderatorCookie, girl.girlId, { adminShowProfile: false });
    expect(response.status).toBe(200);
    expect(droppedTags()).toEqual(expect.arrayContaining([`girl:${girl.girlId}`, GIRLS_CACHE_TAG]));
  });
});

describe('PATCH /api/v1/girls/{id}: a per-account limit', () => {
  it(`answers 429 past ${PROFILE_WRITE_LIMIT.limit} writes in the window, for that account only`, async () => {
    const girl = await createGirl({ prefix: 'ratewrit' });
    for (let i = 0; i < PROFILE_WRITE_LIMIT.limit; i += 1) {
      expect((await patch(girl.cookie, girl.girlId, { headline: `Headline ${i % 2}` })).status).toBe(200);
    }
    const limited = await patch(girl.cookie, girl.girlId, { headline: 'One too many' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/);
    // Another girl and a moderator editing her are not held by her count.
    expect((await patch(approved.cookie, approved.girlId, { headline: 'Still allowed' })).status).toBe(200);
    expect((await patch(moderatorCookie, girl.girlId, { headline: 'Moderator edit' })).status).toBe(200);
  });
});

describe('PATCH /api/v1/girls/{id}: her profile username', () => {
  it('cannot be another account’s sign-in name; her own account’s is fine', async () => {
    const other = await createVerifiedAccount(['guy'], 'namegrab');
    const taken = await patch(approved.cookie, approved.girlId, { username: other.username });
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain('This stage name or username is already taken.');
    const db = await getDb();
    const usernameOf = async () =>
      (await db.select({ username: girls.username }).from(girls).where(eq(girls.id, approved.girlId)))[0]?.username;
    expect(await usernameOf()).toBe(approved.username);

    expect((await patch(approved.cookie, approved.girlId, { username: 'fresh_name_x' })).status).toBe(200);
    expect(await usernameOf()).toBe('fresh_name_x');
    expect((await patch(approved.cookie, approved.girlId, { username: approved.username })).status).toBe(200);
    expect(await usernameOf()).toBe(approved.username);
  });
});
