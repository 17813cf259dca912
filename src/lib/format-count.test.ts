import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('groups the digits by three with commas, as en-US does', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCount(100000)).toBe('100,000');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(Number.MAX_SAFE_INTEGER)).toBe('9,007,199,254,740,991');
  });

  it('keeps the sign in front of the first group', () => {
    expect(formatCount(-5)).toBe('-5');
    expect(formatCount(-1234)).toBe('-1,234');
    expect(formatCount(-123456)).toBe('-123,456');
  });

  it('writes every whole number exactly as toLocaleString("en-US")', () => {
    for (const value of [1, 10, 99, 101, 1001, 10010, 999999, 1000000, -1000, 2 ** 31, -(2 ** 40)]) {
      expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
    }
  });

  it('leaves what is not a safe whole number to Intl', () => {
    expect(formatCount(1234.5)).toBe('1,234.5');
    expect(formatCount(Number.NaN)).toBe('NaN');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('∞');
  });
});
