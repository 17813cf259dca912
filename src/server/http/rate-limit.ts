import 'server-only';
import { metrics } from '../observability/metrics';
import { AppError } from './app-error';

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/** Fixed-window counts per key. The in-memory one counts per process. */
export interface RateLimiter {
  hit(key: string): Promise<RateLimitResult>;
}

export interface MemoryRateLimiterOptions {
  limit: number;
  windowMs: number;
  /** So a flood of distinct addresses cannot grow memory without limit. */
  maxKeys?: number;
  now?: () => number;
}

export function createMemoryRateLimiter({
  limit,
  windowMs,
  maxKeys = 50_000,
  now = Date.now,
}: MemoryRateLimiterOptions): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();

  function prune(at: number) {
    for (const [key, entry] of windows) {
      if (at - entry.start >= windowMs) windows.delete(key);
    }
    while (windows.size >= maxKeys) {
      const oldest = windows.keys().next().value;
      if (oldest === undefined) break;
      windows.delete(oldest);
    }
  }

  return {
    async hit(key) {
      const at = now();
      let entry = windows.get(key);
      if (!entry || at - entry.start >= windowMs) {
        if (entry) windows.delete(key);
        if (windows.size >= maxKeys) prune(at);
        entry = { start: at, count: 0 };
        windows.set(key, entry);
      }
      entry.count += 1;
      if (entry.count > limit) {
        return {
          allowed: false,
          remaining: 0,
          retryAfterSeconds: Math.max(1, Math.ceil((entry.start + windowMs - at) / 1000)),
        };
      }
      return { allowed: true, remaining: limit - entry.count, retryAfterSeconds: 0 };
    },
  };
}

export async function enforceRateLimit(limiter: RateLimiter, key: string): Promise<void> {
  const result = await limiter.hit(key);
  if (!result.allowed) {
    metrics().rateLimitRefusals.inc({ limiter: 'app' });
    throw new AppError('rate_limited', undefined, { headers: { 'Retry-After': String(result.retryAfterSeconds) } });
  }
}
