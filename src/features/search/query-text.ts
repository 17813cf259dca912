// Without zod: the site search box is on every page.

/** Spec §9. */
export const DROPDOWN_LIMIT = 10;
/** Capping keeps the trigram scan cheap. */
export const MAX_QUERY_LENGTH = 200;

/** Control characters become spaces (NUL fails PostgreSQL; U+001F is our field separator). */
export function normalizeQuery(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  const cleaned = raw
    .replace(/[\p{Cc}\p{Cs}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(cleaned).slice(0, MAX_QUERY_LENGTH).join('').trim();
}

export function textSearchHref(q: string): string {
  return q ? `/advanced_search?${new URLSearchParams({ q }).toString()}` : '/advanced_search';
}
