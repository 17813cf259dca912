import 'server-only';
import { revalidatePath, revalidateTag, unstable_cache } from 'next/cache';
import { logger } from './logger';

// `expire: 0` drops the entries at once instead of serving them stale once more.

function outsideNext(error: unknown): boolean {
  // Outside a Next.js request (scripts, tests) nothing is cached.
  return error instanceof Error && error.message.includes('static generation store missing');
}

export function dropCacheTag(tag: string): void {
  try {
    revalidateTag(tag, { expire: 0 });
  } catch (error) {
    if (outsideNext(error)) return;
    logger.error({ tag }, 'Cache revalidation failed');
    throw error;
  }
}

export function dropCachePath(path: string, type: 'page' | 'layout' = 'page'): void {
  try {
    revalidatePath(path, type);
  } catch (error) {
    if (outsideNext(error)) return;
    logger.error({ path }, 'Cache revalidation failed');
    throw error;
  }
}

function noIncrementalCache(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('Invariant: incrementalCache missing');
}

/** Outside a Next.js server (scripts, tests) `fn` simply runs. */
export function cachedRead<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  keyParts: string[],
  options: { tags: string[]; revalidate: number },
): (...args: A) => Promise<R> {
  const cached = unstable_cache(fn, keyParts, options);
  return async (...args) => {
    try {
      return await cached(...args);
    } catch (error) {
      if (noIncrementalCache(error)) return fn(...args);
      throw error;
    }
  };
}
