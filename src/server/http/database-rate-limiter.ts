import 'server-only';
import { eq, lt, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/server/db';
import { rateLimitWindows } from '@/server/db/schema';
import type { RateLimiter, RateLimitResult } from './rate-limit';
import { sweepDue } from './sweep-schedule';

/** The longest window any limiter may use, so older rows may be swept. */
export const MAX_RATE_LIMIT_WINDOW_MS = 24 * 60 * 60_000;

export async function sweepRateLimitWindows(database: Db, now: number): Promise<void> {
  await database.delete(rateLimitWindows).where(lt(rateLimitWindows.windowStart, now - MAX_RATE_LIMIT_WINDOW_MS));
}

export interface DatabaseRateLimiterOptions {
  limit: number;
  windowMs: number;
  db?: () => Promise<Db>;
  now?: () => number;
}

/** A fixed-window limiter in the database, so a limit holds across instances (one upsert per hit). */
export interface DatabaseRateLimiter extends RateLimiter {
  peek(key: string): Promise<number>;
}

export function createDatabaseRateLimiter({
  limit,
  windowMs,
  db = getDb,
  now = Date.now,
}: DatabaseRateLimiterOptions): DatabaseRateLimiter {
  if (windowMs > MAX_RATE_LIMIT_WINDOW_MS) throw new Error('rate limit window longer than MAX_RATE_LIMIT_WINDOW_MS');
  return {
    async hit(key): Promise<RateLimitResult> {
      const at = now();
      const expiredBefore = at - windowMs;
      const database = await db();
      if (sweepDue('rate_limit_windows', at)) await sweepRateLimitWindows(database, at);
      const result = await database.execute<{ window_start: string | number; count: number }>(sql`
        INSERT INTO rate_limit_windows AS w (key, window_start, count) VALUES (${key}, ${at}, 1)
        ON CONFLICT (key) DO UPDATE SET
          window_start = CASE WHEN w.window_start <= ${expiredBefore} THEN ${at} ELSE w.window_start END,
          count = CASE WHEN w.window_start <= ${expiredBefore} THEN 1 ELSE w.count + 1 END
        RETURNING window_start, count`);
      const row = result.rows[0]!;
      const count = Number(row.count);
      if (count > limit) {
        const retryAfterMs = Number(row.window_start) + windowMs - at;
        return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
      }
      return { allowed: true, remaining: limit - count, retryAfterSeconds: 0 };
    },
    async peek(key) {
      const database = await db();
      const [row] = await database
        .select({ windowStart: rateLimitWindows.windowStart, count: rateLimitWindows.count })
        .from(rateLimitWindows)
        .where(eq(rateLimitWindows.key, key));
      return row && row.windowStart > now() - windowMs ? row.count : 0;
    },
  };
}
