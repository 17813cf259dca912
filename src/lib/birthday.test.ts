import { describe, expect, it } from 'vitest';
import { BIRTHDAY_MESSAGES, birthdayField, isUnderage, latestAdultBirthday, pastDateField } from './birthday';

const today = () => new Date(2026, 0, 15, 12);
const schema = birthdayField(today);
const message = (value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('birthdayField', () => {
  it('is optional: empty and null are no birthday', () => {
    expect(schema.parse('')).toBeNull();
    expect(schema.parse('  ')).toBeNull();
    expect(schema.parse(null)).toBeNull();
  });
  it('takes a real day from 1900 to 18 years ago', () => {
    expect(schema.parse('1900-01-01')).toBe('1900-01-01');
    expect(schema.parse('2008-01-15')).toBe('2008-01-15');
  });
  it('refuses a birthday under 18, up to the day before the 18th', () => {
    expect(message('2008-01-16')).toBe('You must be 18 or older to use Matside.');
    expect(message('2015-06-01')).toBe(BIRTHDAY_MESSAGES.underage);
    expect(message('2026-01-15')).toBe(BIRTHDAY_MESSAGES.underage);
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

describe('the age rule', () => {
  it('is 18 on the 18th birthday, local day', () => {
    expect(latestAdultBirthday(new Date(2026, 0, 15, 0, 5))).toBe('2008-01-15');
    expect(isUnderage('2008-01-15', new Date(2026, 0, 15, 0, 5))).toBe(false);
    expect(isUnderage('2008-01-16', new Date(2026, 0, 15, 23, 55))).toBe(true);
  });
  it('someone born on 29 February is 18 from 1 March in a year without one', () => {
    expect(isUnderage('2008-02-29', new Date(2026, 1, 28, 12))).toBe(true);
    expect(isUnderage('2008-02-29', new Date(2026, 2, 1, 12))).toBe(false);
  });
});

describe("pastDateField (no age: a problem girl's date of analysis)", () => {
  const past = pastDateField(today);
  it('takes any day from 1900 to today', () => {
    expect(past.parse('2026-01-15')).toBe('2026-01-15');
    expect(past.safeParse('2026-01-16').error?.issues[0]?.message).toBe(BIRTHDAY_MESSAGES.past);
  });
});
