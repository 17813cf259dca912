// The search text rules the site search box needs on every page, without zod (schema.ts builds the
// full filter on them). Browser-safe.

/** The site search box dropdown (spec §9). */
export const DROPDOWN_LIMIT = 10;
/** Longer text cannot be a name, place or phone; capping keeps the trigram scan cheap. */
export const MAX_QUERY_LENGTH = 200;

/**
 * Search text as the database sees it: control characters (NUL would make PostgreSQL fail, and
 * the searchable text uses U+001F as its field separator) become spaces, runs of whitespace
 * collapse, ends are trimmed, and at most MAX_QUERY_LENGTH characters (code points) are kept.
 */
export function normalizeQuery(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  const cleaned = raw
    .replace(/[\p{Cc}\p{Cs}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(cleaned).slice(0, MAX_QUERY_LENGTH).join('').trim();
}

/** /advanced_search for a text-only search (the same URL filterToSearchParams builds for `{ q }`). */
export function textSearchHref(q: string): string {
  return q ? `/advanced_search?${new URLSearchParams({ q }).toString()}` : '/advanced_search';
}
