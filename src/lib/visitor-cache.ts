// What a visitor's dynamic answer (the girl search, GET /api/v1/girls) may be cached for, and how
// its cache key is made (docs/decisions/036-search-and-api-speed.md). Pure, for unit tests; the
// cached reads themselves are `unstable_cache` entries in Next's incremental cache (decisions
// 021, 022), tagged like the public pages they mirror, and only visitors read them.

export const VISITOR_CACHE = {
  /**
   * Offset pages 1..5 of a list (offset 0, limit, …, 4 × limit). The first pages are what people
   * and links ask for; deeper pages and keyset pages (`after`, any girl id) would let anyone make
   * up keys without end, each taking an entry from the bounded cache the public pages live in.
   */
  pages: 5,
  /**
   * Longer search text (or city, state) is not cached: a name, place or phone fits in 40
   * characters, and text past that is a one-off nobody asks for twice.
   */
  maxTextLength: 40,
  /** Seconds an entry may live without a write: ages and "today" in the age filter move daily. */
  revalidateSeconds: 300,
} as const;

/**
 * The tag that puts a cached visitors' search in the cache's partition for them
 * (server/cache-handler.mjs, VISITOR_SEARCH_TAG there; decision 045): made-up searches evict
 * other searches, never the public pages.
 */
export const VISITOR_SEARCH_TAG = 'visitor-search';

/** Whether offset/limit is one of the first VISITOR_CACHE.pages whole pages of the list. */
export function isCachedPage(limit: number, offset: number): boolean {
  return limit >= 1 && offset >= 0 && offset % limit === 0 && offset / limit < VISITOR_CACHE.pages;
}

/**
 * A–Z as a–z, nothing else. For text the database compares case-insensitively (ILIKE, lower() on
 * both sides) this never changes what matches, so "Vegas" and "vegas" share one entry; other
 * letters keep their case (JavaScript's and PostgreSQL's case rules differ outside ASCII, and an
 * entry must hold exactly what its key's query returns).
 */
export function foldAsciiCase(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}
