// What a visitor's search may be cached for and its key (decision 036); only visitors read it.

export const VISITOR_CACHE = {
  /** Only the first offset pages: deeper or keyset pages would let anyone mint keys without end. */
  pages: 5,
  /** Longer text is a one-off nobody asks for twice. */
  maxTextLength: 40,
  /** Ages and "today" in the age filter move daily. */
  revalidateSeconds: 300,
} as const;

/** Its own cache partition (decision 045): made-up searches never evict the public pages. */
export const VISITOR_SEARCH_TAG = 'visitor-search';

export function isCachedPage(limit: number, offset: number): boolean {
  return limit >= 1 && offset >= 0 && offset % limit === 0 && offset / limit < VISITOR_CACHE.pages;
}

/**
 * The database compares this text case-insensitively, so "Vegas" and "vegas" share an entry; only
 * ASCII, since JavaScript's and PostgreSQL's case rules differ beyond it.
 */
export function foldAsciiCase(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}
