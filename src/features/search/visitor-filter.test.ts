import { describe, expect, it } from 'vitest';
import { isCachedPage } from '@/lib/visitor-cache';
import { DEFAULT_FILTER, SEARCH_PAGE_SIZE, parseSearchFilter, type RawSearchParams } from './schema';
import { visitorSearchFilter } from './visitor-filter';

const key = (params: RawSearchParams) => {
  const filter = visitorSearchFilter({ ...parseSearchFilter(params), limit: SEARCH_PAGE_SIZE });
  return filter && JSON.stringify(filter);
};

describe('visitorSearchFilter', () => {
  it('gives equivalent searches one key: parameter order, letter case, state spelling, full ranges', () => {
    const same: RawSearchParams[] = [
      { q: 'Vegas', city: 'Las Vegas', state: 'NV', physique: 'Athletic' },
      { state: 'Nevada', physique: 'athletic', city: 'LAS VEGAS', q: 'vegas' },
      { q: '  VEGAS ', city: 'las  vegas', state: 'nevada', physique: 'ATHLETIC', age: '18-100' },
      { q: 'vegas', city: 'Las Vegas', state: 'nv', physique: 'Athletic', height: '10-500', weight: '400-80' },
    ];
    const keys = same.map(key);
    expect(keys[0]).not.toBeNull();
    expect(new Set(keys).size).toBe(1);
  });

  it('keeps what changes the result apart', () => {
    const base = key({ q: 'vegas' });
    for (const other of [
      { q: 'vega' },
      { q: 'vegas', age: '20-30' },
      { q: 'vegas', state: 'TX' },
      { q: 'vegas', city: 'Reno' },
      { q: 'vegas', offset: '20' },
    ])
      expect(key(other)).not.toBe(base);
    expect(key({ q: 'vegas', age: '20-30' })).toBe(key({ age: '30-20', q: 'VEGAS' }));
  });

  it('folds only A–Z (other letters keep their case, as the database may fold them differently)', () => {
    expect(visitorSearchFilter({ ...DEFAULT_FILTER, q: 'ÉVA Ö' })?.q).toBe('Éva Ö');
    expect(visitorSearchFilter({ ...DEFAULT_FILTER, state: 'Ÿland-Ost' })?.state).toBe('ÿland-ost');
    expect(visitorSearchFilter({ ...DEFAULT_FILTER, state: 'Île-de-France' })?.state).toBe('FR-IDF');
    expect(visitorSearchFilter({ ...DEFAULT_FILTER, state: 'Bayern' })).toEqual(
      visitorSearchFilter({ ...DEFAULT_FILTER, state: 'bavaria' }),
    );
  });

  it('caches the first five whole pages only, no keyset pages and no long text', () => {
    expect(key({ q: 'an', offset: '80' })).not.toBeNull();
    expect(key({ q: 'an', offset: '100' })).toBeNull();
    expect(key({ q: 'an', offset: '7' })).toBeNull();
    expect(key({ q: 'an', after: '1234' })).toBeNull();
    expect(key({ q: 'x'.repeat(40) })).not.toBeNull();
    expect(key({ q: 'x'.repeat(41) })).toBeNull();
    expect(key({ city: 'y'.repeat(41) })).toBeNull();
  });
});

describe('isCachedPage', () => {
  it('accepts offset 0, limit, … 4 × limit', () => {
    expect([0, 20, 40, 60, 80, 100, 10].map((offset) => isCachedPage(20, offset))).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(isCachedPage(1, 4)).toBe(true);
    expect(isCachedPage(1, 5)).toBe(false);
  });
});
