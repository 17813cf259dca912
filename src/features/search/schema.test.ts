import { describe, expect, it } from 'vitest';
import {
  COUNT_CAP,
  DEFAULT_FILTER,
  MAX_LIMIT,
  MAX_QUERY_LENGTH,
  filterToSearchParams,
  firstText,
  formatResultCount,
  formatWeightRange,
  hasCriteria,
  normalizeQuery,
  parseRange,
  parseSearchFilter,
  phoneDigitsOf,
  wholePhoneOf,
  searchParamsToRecord,
  textOnlyFilter,
} from './schema';

describe('normalizeQuery', () => {
  it('trims, collapses whitespace and turns control characters into spaces', () => {
    expect(normalizeQuery('  Las \t  Vegas \n')).toBe('Las Vegas');
    expect(normalizeQuery('a\u0000b\u001fc')).toBe('a b c');
    expect(normalizeQuery(undefined)).toBe('');
    expect(normalizeQuery(42)).toBe('');
  });

  it(`keeps at most ${MAX_QUERY_LENGTH} characters after trimming, without splitting emoji`, () => {
    expect(normalizeQuery(`   ${'x'.repeat(10_240)}`)).toHaveLength(MAX_QUERY_LENGTH);
    const emoji = normalizeQuery('😀'.repeat(300));
    expect(Array.from(emoji)).toHaveLength(MAX_QUERY_LENGTH);
    expect(emoji).not.toMatch(/[\uD800-\uDFFF](?![\uDC00-\uDFFF])/u);
  });
});

describe('wholePhoneOf', () => {
  it('takes a whole 10-digit number, dropping a leading country code 1', () => {
    expect(wholePhoneOf('(702) 555-0199')).toBe('7025550199');
    expect(wholePhoneOf('+1 702.555.0199')).toBe('7025550199');
    for (const q of ['+1 888 004 1578', '888-004-1578', '(888) 004 1578', '1 888 004 1578'])
      expect(wholePhoneOf(q), q).toBe('8880041578');
  });
  it('refuses parts of numbers and text', () => {
    for (const q of ['555-0199', '702555019', '70255501999', '0025550199', 'Vegas 2', ''])
      expect(wholePhoneOf(q), q).toBeNull();
  });
});

describe('phoneDigitsOf', () => {
  it('reduces phone-looking text to digits', () => {
    expect(phoneDigitsOf('(702) 555-0199')).toBe('7025550199');
    expect(phoneDigitsOf('+1 702.555.0199')).toBe('17025550199');
  });
  it('ignores text that is not a phone', () => {
    expect(phoneDigitsOf('Vegas 2')).toBeNull();
    expect(phoneDigitsOf('--')).toBeNull();
  });
});

describe('ranges and first values', () => {
  it('parses min-max inside the bounds, swapping and clamping', () => {
    const b = { min: 18, max: 100 };
    expect(parseRange('25-40', b)).toEqual([25, 40]);
    expect(parseRange('40-25', b)).toEqual([25, 40]);
    expect(parseRange('5-500', b)).toEqual([18, 100]);
    expect(parseRange('x-y', b)).toEqual([18, 100]);
    expect(parseRange(undefined, b)).toEqual([18, 100]);
    expect(parseRange(['20-30', '40-50'], b)).toEqual([20, 30]);
  });

  it('takes the first city/state value, trimmed; blank removes it', () => {
    expect(firstText(['  Denver ', 'Reno'])).toBe('Denver');
    expect(firstText('   ')).toBeNull();
    expect(firstText([])).toBeNull();
  });
});

describe('parseSearchFilter', () => {
  it('gives the defaults for an empty query and never throws on garbage', () => {
    expect(parseSearchFilter({})).toEqual(DEFAULT_FILTER);
    const odd = parseSearchFilter({ limit: '-1', offset: 'abc', physique: 'Giant', age: '1-2-3' });
    expect(odd).toEqual(DEFAULT_FILTER);
  });

  it('caps the limit and reads physique case-insensitively', () => {
    expect(parseSearchFilter({ limit: '1000000' }).limit).toBe(MAX_LIMIT);
    expect(parseSearchFilter({ physique: 'bbw' }).physique).toBe('BBW');
    expect(parseSearchFilter({}, { defaultLimit: 20 }).limit).toBe(20);
  });

  it('round-trips through the URL, leaving defaults out', () => {
    const filter = {
      ...DEFAULT_FILTER,
      q: 'Vegas',
      age: [20, 30] as const,
      physique: 'Slim' as const,
      city: 'Las Vegas',
    };
    const params = filterToSearchParams(filter);
    expect(params.toString()).toBe('q=Vegas&age=20-30&physique=Slim&city=Las+Vegas');
    expect(parseSearchFilter(searchParamsToRecord(params))).toEqual(filter);
    expect(filterToSearchParams(DEFAULT_FILTER).toString()).toBe('');
  });
});

describe('hasCriteria (spec §4: skipped until text or a non-default filter)', () => {
  it('is false for the defaults and true for any text or narrowed filter', () => {
    expect(hasCriteria(DEFAULT_FILTER)).toBe(false);
    expect(hasCriteria({ ...DEFAULT_FILTER, q: 'a' })).toBe(true);
    expect(hasCriteria({ ...DEFAULT_FILTER, weight: [80, 399] })).toBe(true);
    expect(hasCriteria({ ...DEFAULT_FILTER, state: 'NV' })).toBe(true);
  });
});

it("formats weight as 'X lbs - Y lbs'", () => {
  expect(formatWeightRange([80, 400])).toBe('80 lbs - 400 lbs');
});

describe('keyset cursor (after)', () => {
  it('reads a positive girl id and ignores anything else', () => {
    expect(parseSearchFilter({ after: '4711' }).after).toBe(4711);
    expect(parseSearchFilter({ after: [' 12 ', '99'] }).after).toBe(12);
    for (const bad of ['0', '-3', '1.5', '1e3', 'abc', '', '0x10', '2147483648', '99999999999999999999']) {
      expect(parseSearchFilter({ after: bad }).after, bad).toBeNull();
    }
    expect(parseSearchFilter({}).after).toBeNull();
  });

  it('goes into the URL only when set, and survives the text-only filter of a guy', () => {
    expect(filterToSearchParams({ q: 'an' }, { limit: 20, after: 77 }).toString()).toBe('q=an&limit=20&after=77');
    expect(filterToSearchParams({ q: 'an' }, { limit: 20, after: null }).toString()).toBe('q=an&limit=20');
    const filter = { ...DEFAULT_FILTER, q: 'an', physique: 'Slim' as const, after: 77 };
    expect(textOnlyFilter(filter)).toEqual({ ...DEFAULT_FILTER, q: 'an', after: 77 });
  });
});

describe('formatResultCount (spec §2 count text)', () => {
  it("says 'N Results', and 'N+ Results' for a count stopped at the cap", () => {
    expect(formatResultCount(0, false)).toBe('0 Results');
    expect(formatResultCount(1, false)).toBe('1 Result');
    expect(formatResultCount(987, false)).toBe('987 Results');
    expect(formatResultCount(COUNT_CAP, false)).toBe('1,000 Results');
    expect(formatResultCount(COUNT_CAP, true)).toBe('1,000+ Results');
  });
});
