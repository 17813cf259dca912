import { describe, expect, it } from 'vitest';
import { BIRTHDAY_MESSAGES, birthdayField } from './birthday';

const schema = birthdayField(() => new Date(2026, 0, 15, 12));
const message = (value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('birthdayField', () => {
  it('is optional: empty and null are no birthday', () => {
    expect(schema.parse('')).toBeNull();
    expect(schema.parse('  ')).toBeNull();
    expect(schema.parse(null)).toBeNull();
  });
  it('takes a real day from 1900 to today', () => {
    expect(schema.parse('1900-01-01')).toBe('1900-01-01');
    expect(schema.parse('2026-01-15')).toBe('2026-01-15');
  });
  it('refuses a day that does not exist, and other shapes', () => {
    expect(message('2023-02-30')).toBe(BIRTHDAY_MESSAGES.invalid);
    expect(message('2023-13-01')).toBe(BIRTHDAY_MESSAGES.invalid);
    expect(message('15/01/1990')).toBe(BIRTHDAY_MESSAGES.invalid);
    expect(message(19900115)).toBe(BIRTHDAY_MESSAGES.invalid);
  });
  it('must be after 1900 and not in the future', () => {
    expect(message('1899-12-31')).toBe('Select a date after 1900.');
    expect(message('2026-01-16')).toBe('Select a date in the past.');
  });
});
