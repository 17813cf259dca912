import { describe, it, expect } from 'vitest';
import {
  formatDate,
  formatDateRange,
  matchesDatePattern,
  parseDisplayDate,
  toDate,
  toIsoDate,
  yearsAgo,
} from './dates';

describe('formatDate', () => {
  it('shows dates as MM-DD-YYYY', () => {
    expect(formatDate(new Date(2022, 5, 7))).toBe('06-07-2022');
  });

  it('reads ISO date strings as local calendar days', () => {
    expect(formatDate('2023-12-31')).toBe('12-31-2023');
  });

  it('returns an empty string for missing or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateRange', () => {
  it('joins both ends with a dash', () => {
    expect(formatDateRange('2024-03-01', '2024-03-05')).toBe('03-01-2024 - 03-05-2024');
  });

  it('shows only the known end', () => {
    expect(formatDateRange('2024-03-01', null)).toBe('03-01-2024');
  });
});

describe('toIsoDate / toDate', () => {
  it('round-trips a local day', () => {
    const day = new Date(1999, 11, 31);
    expect(toIsoDate(day)).toBe('1999-12-31');
    expect(toDate('1999-12-31')?.getDate()).toBe(31);
  });

  it('accepts epoch milliseconds', () => {
    expect(toDate(0)).toBeInstanceOf(Date);
  });
});

describe('matchesDatePattern (spec section 5)', () => {
  it.each(['01/01/1900', '31.12.2099', '15-06-2022', '29/02/2000'])('accepts %s', (text) => {
    expect(matchesDatePattern(text)).toBe(true);
  });

  it.each([
    ['00/01/2000', 'day 00'],
    ['32/01/2000', 'day 32'],
    ['01/00/2000', 'month 00'],
    ['01/13/2000', 'month 13'],
    ['01/01/1899', 'year before 1900'],
    ['01/01/2100', 'year after 2099'],
    ['01/01-2000', 'mixed separators'],
    ['01.01/2000', 'mixed separators'],
    ['1/01/2000', 'one-digit day'],
    ['01 01 2000', 'space separator'],
    ['01/01/2000 ', 'trailing text'],
  ])('rejects %s (%s)', (text) => {
    expect(matchesDatePattern(text)).toBe(false);
  });
});

describe('parseDisplayDate', () => {
  it('parses MM-DD-YYYY with any one separator', () => {
    expect(toIsoDate(parseDisplayDate('06-07-2022'))).toBe('2022-06-07');
    expect(toIsoDate(parseDisplayDate('06/07/2022'))).toBe('2022-06-07');
    expect(toIsoDate(parseDisplayDate('06.07.2022'))).toBe('2022-06-07');
  });

  it('rejects impossible days and mixed separators', () => {
    expect(parseDisplayDate('02-30-2020')).toBeNull();
    expect(parseDisplayDate('02-29-2021')).toBeNull();
    expect(parseDisplayDate('06-07/2022')).toBeNull();
    expect(parseDisplayDate('13-01-2022')).toBeNull();
  });

  it('accepts a leap day', () => {
    expect(parseDisplayDate('02-29-2024')).not.toBeNull();
  });
});

describe('yearsAgo', () => {
  it('returns 1 January of the year `years` back', () => {
    expect(toIsoDate(yearsAgo(100, new Date(2026, 10, 21)))).toBe('1926-01-01');
  });
});
