import { describe, expect, it } from 'vitest';
import { DatabaseUsedChallengeStore } from '@/server/captcha';
import { createDatabaseRateLimiter } from '@/server/http/database-rate-limiter';

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
