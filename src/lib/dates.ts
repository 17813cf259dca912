import { format, isValid, parseISO } from 'date-fns';

// Spec section 9: dates show as MM-DD-YYYY. An instant with its time of day is shown only through
// the zoned formatter (src/lib/zoned-time.ts, src/components/viewer-time.tsx): with AM/PM and the zone.
export const DISPLAY_DATE_FORMAT = 'MM-dd-yyyy';
/** Wire format for date-only values (form fields, database `date` columns). */
export const ISO_DATE_FORMAT = 'yyyy-MM-dd';

export type DateInput = Date | string | number | null | undefined;

/** Turns a Date, an ISO string or epoch milliseconds into a valid Date, or null. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

/** MM-DD-YYYY, or '' when the value is missing or not a date. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? format(date, DISPLAY_DATE_FORMAT) : '';
}

/** yyyy-MM-dd in local time, for hidden form inputs and date-only columns. */
export function toIsoDate(value: DateInput): string {
  const date = toDate(value);
  return date ? format(date, ISO_DATE_FORMAT) : '';
}

/** 'MM-DD-YYYY - MM-DD-YYYY', e.g. a travel's date range in a confirm dialog. */
export function formatDateRange(start: DateInput, end: DateInput): string {
  return [formatDate(start), formatDate(end)].filter(Boolean).join(' - ');
}

/**
 * Spec section 5, date pattern: day 01-31, month 01-12, year 1900-2099, and the same separator
 * (slash, dot or dash) used twice. Day-first order, as the legacy pattern reads.
 */
export const DATE_PATTERN = /^(0[1-9]|[12][0-9]|3[01])([/.-])(0[1-9]|1[0-2])\2(19[0-9]{2}|20[0-9]{2})$/;

export function matchesDatePattern(text: string): boolean {
  return DATE_PATTERN.test(text);
}

/**
 * Parses a date typed as MM-DD-YYYY (also MM/DD/YYYY or MM.DD.YYYY) — the way we display dates —
 * and rejects impossible calendar days such as 02-30-2020.
 */
export function parseDisplayDate(text: string): Date | null {
  const match = /^(0[1-9]|1[0-2])([/.-])(0[1-9]|[12][0-9]|3[01])\2(19[0-9]{2}|20[0-9]{2})$/.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const day = Number(match[3]);
  const year = Number(match[4]);
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    return null;
  }
  return date;
}

/** First selectable day for pickers: 1 January, `years` years before today (spec: 100 years). */
export function yearsAgo(years: number, today: Date = new Date()): Date {
  return new Date(today.getFullYear() - years, 0, 1);
}

/** Midnight at the start of the given day, local time. */
export function startOfLocalDay(date: Date = new Date()): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}
