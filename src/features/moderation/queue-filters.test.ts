import { describe, expect, it } from 'vitest';
import { filterParams, isFiltered, NO_FILTERS, parseQueueFilters, queueFilterHref, SEARCH_MAX } from './queue-filters';
import { queuePageHref } from './queue-pages';

describe('the queue filters in the address', () => {
  it('without a filter the address is bare', () => {
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(parseQueueFilters({})).toEqual(NO_FILTERS);
    expect(queueFilterHref(NO_FILTERS)).toBe('?');
    expect(isFiltered({ ...NO_FILTERS, search: '   ' })).toBe(false);
  });

  it('reads the kind, the age and the search, and ignores what it does not know', () => {
    expect(parseQueueFilters({ kind: 'photos', age: 'week', q: '  Anna ' })).toEqual({
      kind: 'photos',
      age: 'week',
      search: 'Anna',
    });
    expect(parseQueueFilters({ kind: 'toString', age: 'constructor', q: ['cleo', 'x'] })).toEqual({
      ...NO_FILTERS,
      search: 'cleo',
    });
    expect(parseQueueFilters({ q: 'x'.repeat(500) }).search).toHaveLength(SEARCH_MAX);
  });

  it('writes them back as they were read, and a new filter starts at the first pages', () => {
    const filters = { kind: 'girls', age: 'day', search: 'anna & co' } as const;
    const href = queueFilterHref(filters);
    expect(href).toBe('?kind=girls&age=day&q=anna+%26+co');
    expect(parseQueueFilters(Object.fromEntries(new URLSearchParams(href)))).toEqual(filters);
    expect(filterParams({ ...NO_FILTERS, age: 'week' })).toEqual([['age', 'week']]);
  });

  it('a page link keeps the filters', () => {
    expect(queuePageHref({ girls: 2 }, 'photos', 3, { ...NO_FILTERS, search: 'anna' })).toBe(
      '?q=anna&girls=2&photos=3',
    );
  });
});
