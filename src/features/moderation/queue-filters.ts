import { QUEUE_SECTIONS, type QueueSectionKey } from './sections';

// The queue's filters: by kind (a section), by age (how long an item has waited) and a search
// over what the item shows (a name, a username, an e-mail, a place, a text). They live in the
// page's address (`?kind=photos&age=day&q=anna`), so a filtered queue is a link and the back
// button undoes a filter; the section queries apply them in SQL (section-filters.ts), so a filter
// finds an item however far down its section it waits. Pure: the page, the filter bar and the
// unit test read the same functions.

export const AGE_FILTERS = {
  any: { label: 'Any age', ms: 0 },
  day: { label: 'Waiting over a day', ms: 86_400_000 },
  week: { label: 'Waiting over a week', ms: 7 * 86_400_000 },
} as const;
export type AgeFilter = keyof typeof AGE_FILTERS;

export interface QueueFilters {
  kind: QueueSectionKey | 'all';
  age: AgeFilter;
  /** A person's name, username, e-mail or place, or any text of the item; case-insensitive. */
  search: string;
}

export const NO_FILTERS: QueueFilters = { kind: 'all', age: 'any', search: '' };

/** The longest search the address carries (longer is cut). */
export const SEARCH_MAX = 100;

/** The query parameters the filters use (the sections' page numbers use the section keys). */
export const FILTER_PARAMS = { kind: 'kind', age: 'age', search: 'q' } as const;

export function isFiltered(filters: QueueFilters): boolean {
  return filters.kind !== 'all' || filters.age !== 'any' || filters.search.trim() !== '';
}

const first = (raw: string | string[] | undefined) => (Array.isArray(raw) ? raw[0] : raw);

/** The filters the query names; anything unknown is no filter. */
export function parseQueueFilters(query: Record<string, string | string[] | undefined>): QueueFilters {
  const kind = first(query[FILTER_PARAMS.kind]);
  const age = first(query[FILTER_PARAMS.age]);
  return {
    kind: QUEUE_SECTIONS.some((section) => section.key === kind) ? (kind as QueueSectionKey) : 'all',
    age: age && Object.hasOwn(AGE_FILTERS, age) ? (age as AgeFilter) : 'any',
    search: (first(query[FILTER_PARAMS.search]) ?? '').trim().slice(0, SEARCH_MAX),
  };
}

/** The filters as query parameters (none for no filter), in a fixed order. */
export function filterParams(filters: QueueFilters): [string, string][] {
  const params: [string, string][] = [];
  if (filters.kind !== 'all') params.push([FILTER_PARAMS.kind, filters.kind]);
  if (filters.age !== 'any') params.push([FILTER_PARAMS.age, filters.age]);
  const search = filters.search.trim();
  if (search) params.push([FILTER_PARAMS.search, search]);
  return params;
}

/** The queue's address for other filters: a new filter starts every section at its first page. */
export function queueFilterHref(filters: QueueFilters): string {
  const query = new URLSearchParams(filterParams(filters)).toString();
  return query ? `?${query}` : '?';
}
