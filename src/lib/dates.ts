import { format, isValid, parseISO } from 'date-fns';

// Spec §9: MM-DD-YYYY. A time of day is shown only through zoned-time.ts, with AM/PM and the zone.
export const DISPLAY_DATE_FORMAT = 'MM-dd-yyyy';
/** Date-only wire format. */
export const ISO_DATE_FORMAT = 'yyyy-MM-dd';

export type DateInput = Date | string | number | null | undefined;

export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? format(date, DISPLAY_DATE_FORMAT) : '';
}

export function toIsoDate(value: DateInput): string {
  const date = toDate(value);
  return date ? format(date, ISO_DATE_FORMAT) : '';
}

export function formatDateRange(start: DateInput, end: DateInput): string {
  return [formatDate(start), formatDate(end)].filter(Boolean).join(' - ');
}

/** Spec §5 date pattern: day first, the same separator twice. */
export const DATE_PATTERN = /^(0[1-9]|[12][0-9]|3[01])([/.-])(0[1-9]|1[0-2])\2(19[0-9]{2}|20[0-9]{2})$/;

export function matchesDatePattern(text: string): boolean {
  return DATE_PATTERN.test(text);
}

/** MM-DD-YYYY (or / or .), rejecting impossible days such as 02-30-2020. */
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

/** 1 January `years` years ago (spec: 100 years). */
export function yearsAgo(years: number, today: Date = new Date()): Date {
  return new Date(today.getFullYear() - years, 0, 1);
}

export function startOfLocalDay(date: Date = new Date()): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}
