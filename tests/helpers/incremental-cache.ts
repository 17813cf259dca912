import { createHash } from 'node:crypto';
import '../setup/next-runtime';

// Next's incremental cache as `unstable_cache` uses it outside a request (it looks for
// `globalThis.__incrementalCache`): entries with their tags in this process's memory, counting
// the reads that found one. Integration tests install it to see what a cached read serves, and
// route `dropCacheTag` to `dropTag` (Next's revalidateTag needs a request; see
// visitor-result-cache.test.ts). Import this module before any of Next's: it makes
// AsyncLocalStorage global first, as Next's server does (../setup/next-runtime.ts).

interface Entry {
  value: unknown;
  tags: string[];
}

export interface TestIncrementalCache {
  /** Reads answered from an entry, reads that found none, entries written. */
  counts: { hits: number; misses: number; sets: number };
  dropTag(tag: string): void;
}

export function installIncrementalCache(): TestIncrementalCache {
  const entries = new Map<string, Entry>();
  const counts = { hits: 0, misses: 0, sets: 0 };
  const incrementalCache = {
    isOnDemandRevalidate: false,
    generateSimpleCacheKey: async (key: string) => createHash('sha256').update(key).digest('hex'),
    async get(key: string) {
      const entry = entries.get(key);
      if (entry) counts.hits += 1;
      else counts.misses += 1;
      return entry ? { value: entry.value, isStale: false } : null;
    },
    async set(key: string, value: unknown, context: { tags?: string[] }) {
      counts.sets += 1;
      entries.set(key, { value, tags: context.tags ?? [] });
    },
  };
  (globalThis as { __incrementalCache?: unknown }).__incrementalCache = incrementalCache;
  return {
    counts,
    dropTag(tag) {
      for (const [key, entry] of entries) if (entry.tags.includes(tag)) entries.delete(key);
    },
  };
}
