import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DatabaseUsedChallengeStore } from '@/server/captcha';
import { getDb } from '@/server/db';
import { rateLimitWindows, usedCaptchaChallenges } from '@/server/db/schema';
import { createDatabaseRateLimiter, MAX_RATE_LIMIT_WINDOW_MS } from '@/server/http/database-rate-limiter';

// The rate limiter and the captcha replay store keep their state in the database so that every
// app instance shares it. Two limiter objects stand in for two instances.

describe('database rate limiter', () => {
  it('counts hits of one key across instances and refuses past the limit', async () => {
    let now = 1_000_000;
    const instanceA = createDatabaseRateLimiter({ limit: 3, windowMs: 60_000, now: () => now });
    const instanceB = createDatabaseRateLimiter({ limit: 3, windowMs: 60_000, now: () => now });
    expect((await instanceA.hit('test:shared')).remaining).toBe(2);
    expect((await instanceB.hit('test:shared')).remaining).toBe(1);
    expect((await instanceA.hit('test:shared')).allowed).toBe(true);
    now += 10_000;
    const refused = await instanceB.hit('test:shared');
    expect(refused).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 50 });
    expect((await instanceA.hit('test:other')).allowed).toBe(true);
  });

  it('opens a new window when the old one has run out', async () => {
    let now = 5_000_000;
    const limiter = createDatabaseRateLimiter({ limit: 1, windowMs: 1_000, now: () => now });
    expect((await limiter.hit('test:window')).allowed).toBe(true);
    expect((await limiter.hit('test:window')).allowed).toBe(false);
    now += 1_000;
    expect((await limiter.hit('test:window')).allowed).toBe(true);
  });

  it('counts concurrent hits exactly once each', async () => {
    const limiter = createDatabaseRateLimiter({ limit: 5, windowMs: 60_000 });
    const results = await Promise.all(Array.from({ length: 8 }, () => limiter.hit('test:burst')));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });
});

describe('database used-challenge store', () => {
  it('accepts a challenge once, also across instances', async () => {
    const expiresAt = Math.floor(Date.now() / 1000) + 600;
    const first = new DatabaseUsedChallengeStore();
    const second = new DatabaseUsedChallengeStore();
    expect(await first.markUsed('sig-1', expiresAt)).toBe(true);
    expect(await second.markUsed('sig-1', expiresAt)).toBe(false);
    expect(await second.markUsed('sig-2', expiresAt)).toBe(true);
  });

  it('lets only one of concurrent uses of the same challenge through', async () => {
    const store = new DatabaseUsedChallengeStore();
    const expiresAt = Math.floor(Date.now() / 1000) + 600;
    const results = await Promise.all(Array.from({ length: 6 }, () => store.markUsed('sig-race', expiresAt)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});

describe('sweeping expired guard rows', () => {
  const HOUR = 60 * 60_000;

  it('deletes rate-limit windows that have certainly run out, on a later hit, and keeps live ones', async () => {
    let now = 10_000_000_000;
    const limiter = createDatabaseRateLimiter({ limit: 5, windowMs: 60_000, now: () => now });
    await limiter.hit('sweep:old');
    now += MAX_RATE_LIMIT_WINDOW_MS - HOUR;
    await limiter.hit('sweep:recent');
    now += 2 * HOUR;
    await limiter.hit('sweep:trigger');
    const db = await getDb();
    const keys = (await db.select({ key: rateLimitWindows.key }).from(rateLimitWindows)).map((r) => r.key);
    expect(keys).not.toContain('sweep:old');
    expect(keys).toEqual(expect.arrayContaining(['sweep:recent', 'sweep:trigger']));
  });

  it('deletes used captcha solutions once they have expired', async () => {
    let now = 20_000_000_000;
    const store = new DatabaseUsedChallengeStore(getDb, () => now);
    await store.markUsed('sweep-expired', Math.floor(now / 1000) + 600);
    await store.markUsed('sweep-live', Math.floor(now / 1000) + 3 * 3600);
    now += 2 * HOUR;
    await store.markUsed('sweep-trigger', Math.floor(now / 1000) + 600);
    const db = await getDb();
    const gone = await db
      .select()
      .from(usedCaptchaChallenges)
      .where(eq(usedCaptchaChallenges.signature, 'sweep-expired'));
    const kept = await db.select().from(usedCaptchaChallenges).where(eq(usedCaptchaChallenges.signature, 'sweep-live'));
    expect(gone).toEqual([]);
    expect(kept).toHaveLength(1);
  });
});
