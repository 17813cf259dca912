import 'server-only';
import { revalidatePath, revalidateTag, unstable_cache } from 'next/cache';
import { logger } from './logger';

// Dropping Next's cached data and pages, the one way every write and the moderators' cache tool
// do it. `expire: 0` drops the entries at once instead of serving them stale one more time.

function outsideNext(error: unknown): boolean {
  // Scripts and integration tests call services outside a Next.js request: nothing is cached there.
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

/**
 * `unstable_cache` for a read that services also make outside a Next.js server (scripts,
 * integration tests): there Next has no incremental cache and `fn` simply runs, as dropCacheTag
 * does nothing there. In the server it is the same cache, tags and handler as every cached read.
 */
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
