// The one birthday rule (spec sections 5 and 9 "Dates"), for guys and girls alike: optional,
// yyyy-MM-dd, a real calendar day, from 1 Jan 1900 to today; a person's birthday also at least
// MINIMUM_AGE years ago (spec section 1 and 9 "Age and policy": the site is for persons 18 or older).
import { z } from 'zod';
import { toIsoDate } from './dates';

export const BIRTHDAY_MIN = '1900-01-01';
export const BIRTHDAY_MESSAGES = {
  invalid: 'Invalid value',
  after1900: 'Select a date after 1900.',
  past: 'Select a date in the past.',
  underage: 'You must be 18 or older to use Matside.',
} as const;

/** Spec section 9 "Age and policy": site age requirement 18. */
export const MINIMUM_AGE = 18;

/**
 * The last birthday (yyyy-MM-dd) of someone who is MINIMUM_AGE on `today` (a local calendar day):
 * a person born on 29 February turns 18 on 1 March in a year without one.
 */
export function latestAdultBirthday(today: Date = new Date()): string {
  const [year, month, day] = toIsoDate(today).split('-');
  return `${String(Number(year) - MINIMUM_AGE).padStart(4, '0')}-${month}-${day}`;
}

/** True when the birthday (yyyy-MM-dd) makes its person younger than MINIMUM_AGE on `today`. */
export function isUnderage(birthday: string, today: Date = new Date()): boolean {
  return birthday > latestAdultBirthday(today);
}

/**
 * '' or null is "no birthday" (null). A day that does not exist (2023-02-30) is 'Invalid value'.
 * Today is the checking machine's local day (`today` is injectable for tests): the browser and the
 * server agree except around midnight across time zones, when the server's answer wins.
 * Use `.optional()` where an absent field must stay undefined (a PATCH that leaves it alone).
 * Other past dates (a problem girl's date of analysis) use this rule without the age, with their
 * own message for a value of the wrong type (`typeMessage`).
 */
export function pastDateField(today: () => Date = () => new Date(), typeMessage: string = BIRTHDAY_MESSAGES.invalid) {
  return z.union([z.string(), z.null()], { message: typeMessage }).transform((value, ctx) => {
    const text = value?.trim() ?? '';
    if (text === '') return null;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || toIsoDate(text) !== text) {
      ctx.addIssue({ code: 'custom', message: BIRTHDAY_MESSAGES.invalid });
      return z.NEVER;
    }
    if (text < BIRTHDAY_MIN) {
      ctx.addIssue({ code: 'custom', message: BIRTHDAY_MESSAGES.after1900 });
      return z.NEVER;
    }
    if (text > toIsoDate(today())) {
      ctx.addIssue({ code: 'custom', message: BIRTHDAY_MESSAGES.past });
      return z.NEVER;
    }
    return text;
  });
}

/** A person's birthday: the past-date rule, and MINIMUM_AGE years ago at the latest. */
export function birthdayField(today: () => Date = () => new Date()) {
  return pastDateField(today).superRefine((value, ctx) => {
    if (value !== null && isUnderage(value, today()))
      ctx.addIssue({ code: 'custom', message: BIRTHDAY_MESSAGES.underage });
  });
}
