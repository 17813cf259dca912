// The one birthday rule (spec sections 5 and 9 "Dates"), for guys and girls alike: optional,
// yyyy-MM-dd, a real calendar day, from 1 Jan 1900 to today.
import { z } from 'zod';
import { toIsoDate } from './dates';

export const BIRTHDAY_MIN = '1900-01-01';
export const BIRTHDAY_MESSAGES = {
  invalid: 'Invalid value',
  after1900: 'Select a date after 1900.',
  past: 'Select a date in the past.',
} as const;

/**
 * '' or null is "no birthday" (null). A day that does not exist (2023-02-30) is 'Invalid value'.
 * Today is the checking machine's local day (`today` is injectable for tests): the browser and the
 * server agree except around midnight across time zones, when the server's answer wins.
 * Use `.optional()` where an absent field must stay undefined (a PATCH that leaves it alone).
 * Other past dates follow the same rule (a problem girl's date of analysis), with their own
 * message for a value of the wrong type (`typeMessage`).
 */
export function birthdayField(today: () => Date = () => new Date(), typeMessage: string = BIRTHDAY_MESSAGES.invalid) {
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
