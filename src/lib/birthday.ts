// The one birthday rule (spec §5, §9): optional, yyyy-MM-dd, a real day from 1900 to today, and
// at least MINIMUM_AGE years ago.
import { z } from 'zod';
import { toIsoDate } from './dates';

export const BIRTHDAY_MIN = '1900-01-01';
export const BIRTHDAY_MESSAGES = {
  invalid: 'Invalid value',
  after1900: 'Select a date after 1900.',
  past: 'Select a date in the past.',
  underage: 'You must be 18 or older to use Matside.',
} as const;

export const MINIMUM_AGE = 18;

/** Born on 29 February: 18 on 1 March in a year without one. */
export function latestAdultBirthday(today: Date = new Date()): string {
  const [year, month, day] = toIsoDate(today).split('-');
  return `${String(Number(year) - MINIMUM_AGE).padStart(4, '0')}-${month}-${day}`;
}

export function isUnderage(birthday: string, today: Date = new Date()): boolean {
  return birthday > latestAdultBirthday(today);
}

/**
 * '' or null is null. Today is the checking machine's local day: browser and server disagree only
 * around midnight across zones, when the server wins. Other past dates use it with their own message.
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

export function birthdayField(today: () => Date = () => new Date()) {
  return pastDateField(today).superRefine((value, ctx) => {
    if (value !== null && isUnderage(value, today()))
      ctx.addIssue({ code: 'custom', message: BIRTHDAY_MESSAGES.underage });
  });
}
