// A visitor's cached search key (decision 036): one canonical form per question, and the search
// runs with it, so an entry holds exactly what its key's query returns.
import { stateFilterKey } from '@/server/places/states';
import { VISITOR_CACHE, foldAsciiCase, isCachedPage } from '@/lib/visitor-cache';
import { AGE_RANGE, HEIGHT_RANGE, WEIGHT_RANGE, isFullRange, type Range, type SearchFilter } from './schema';

function canonicalRange(range: Range, bounds: { min: number; max: number }): Range {
  return isFullRange(range, bounds) ? [bounds.min, bounds.max] : [range[0], range[1]];
}

/** Null when not cached (keyset page, deep page, long text). unstable_cache keys by JSON: fixed key order. */
export function visitorSearchFilter(filter: SearchFilter): SearchFilter | null {
  if (filter.after !== null || !isCachedPage(filter.limit, filter.offset)) return null;
  const texts = [filter.q, filter.city ?? '', filter.state ?? ''];
  if (texts.some((text) => text.length > VISITOR_CACHE.maxTextLength)) return null;
  // As the query matches it (stateFilterSpellings).
  const state = filter.state === null ? null : stateFilterKey(filter.state);
  return {
    q: foldAsciiCase(filter.q),
    age: canonicalRange(filter.age, AGE_RANGE),
    weight: canonicalRange(filter.weight, WEIGHT_RANGE),
    height: canonicalRange(filter.height, HEIGHT_RANGE),
    physique: filter.physique,
    city: filter.city === null ? null : foldAsciiCase(filter.city),
    state,
    limit: filter.limit,
    offset: filter.offset,
    after: null,
  };
}
