import { describe, expect, it } from 'vitest';
import { advancedSearchHref } from './client';
import { normalizeQuery, textSearchHref } from './query-text';

describe('textSearchHref', () => {
  it('builds the same URL as the full filter for a text search', () => {
    for (const q of ['', 'an', 'Las Vegas', 'a&b=c', 'Zoë + 2'])
      expect(textSearchHref(normalizeQuery(q))).toBe(advancedSearchHref({ q: normalizeQuery(q) }));
  });
});
