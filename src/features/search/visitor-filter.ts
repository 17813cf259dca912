// The key of a visitor's cached search (decision 036): the filter in one canonical form, so every
// way of asking the same question (parameter order, letter case, "TX" or "Texas", "Bayern" or "Bavaria", a range given
// as its full bounds or left out) shares one cache entry. The search runs with this form, so an
// entry holds exactly what its key's query returns.
import { stateFilterKey } from '@/server/places/states';
import { VISITOR_CACHE, foldAsciiCase, isCachedPage } from '@/lib/visitor-cache';
import { AGE_RANGE, HEIGHT_RANGE, WEIGHT_RANGE, isFullRange, type Range, type SearchFilter } from './schema';

function canonicalRange(range: Range, bounds: { min: number; max: number }): Range {
  return isFullRange(range, bounds) ? [bounds.min, bounds.max] : [range[0], range[1]];
}

/**
 * The canonical filter of a search a visitor's cache may answer, or null when it is not cached:
 * a keyset page (`after`), a page past VISITOR_CACHE.pages, or text longer than
 * VISITOR_CACHE.maxTextLength. Keys are listed in one order (unstable_cache keys by JSON).
 */
export function visitorSearchFilter(filter: SearchFilter): SearchFilter | null {
  if (filter.after !== null || !isCachedPage(filter.limit, filter.offset)) return null;
  const texts = [filter.q, filter.city ?? '', filter.state ?? ''];
  if (texts.some((text) => text.length > VISITOR_CACHE.maxTextLength)) return null;
  // The state is matched by its spellings (stateFilterSpellings): a US state by its code, a region
  // the place data knows by its ISO codes ("Bayern" and "Bavaria" are "DE-BY"), other text
  // lower-cased in JavaScript, as the query itself does.
  const state = filter.state === null ? null : stateFilterKey(filter.state);
  return {
    q: foldAsciiCase(filter.q),
    age: canonicalRange(filter.age, AGE_RANGE),
    weight: canonicalRange(filter.weight, WEIGHT_RANGE),
    height: canonicalRange(filter.height, HEIGHT_RANGE),
    physique: filter.physique,
    // Compared as lower(city) = lower($1) in SQL.
    city: filter.city === null ? null : foldAsciiCase(filter.city),
    state,
    limit: filter.limit,
    offset: filter.offset,
    after: null,
  };
}
