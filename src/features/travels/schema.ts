import { z } from 'zod';
import { STATE_MESSAGES, stateForCountry } from '@/lib/enums/us-state-rule';
import { isUsCountry } from '@/lib/enums/us-states';
import { requiredText, tooLong } from '@/lib/text-fields';

// Spec §5 "Travel": city, state and country required; 'Start Date is required' / 'End Date is
// required'; the pickers disallow past dates. One schema for the form and the server.

export const TRAVEL_LIMITS = { city: 100, state: 100, country: 100 } as const;
export const TRAVEL_MESSAGES = {
  startRequired: 'Start Date is required',
  endRequired: 'End Date is required',
  past: 'Select a date that is not in the past.',
  endBeforeStart: 'End Date must be on or after Start Date.',
  cityRequired: 'City is required',
  stateRequired: STATE_MESSAGES.required,
  usState: STATE_MESSAGES.usState,
  countryRequired: 'Country is required',
} as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isRealIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const isoDay = (required: string) =>
  z.string({ message: required }).trim().min(1, required).refine(isRealIsoDay, required);

export interface TravelDateRules {
  /** First allowed day (yyyy-MM-dd): today for the picker, yesterday (UTC) on the server. */
  minDate: string;
  /** When editing: the stored days, which stay allowed even once they are in the past. */
  keep?: { dateBegins: string; dateEnds: string };
}

/** yyyy-MM-dd strings compare like the days they name. */
export function isPastDay(day: string, minDate: string): boolean {
  return day < minDate;
}

/** Issues of the day rules: no past day (except a kept one), the end not before the start. */
function dayIssues(
  value: { dateBegins: string; dateEnds: string },
  { minDate, keep }: Partial<TravelDateRules>,
): z.core.$ZodIssueCustom[] {
  const issues: z.core.$ZodIssueCustom[] = [];
  // zod still runs refinements after a field check failed; compare only real days.
  if (!isRealIsoDay(value.dateBegins) || !isRealIsoDay(value.dateEnds)) return issues;
  const issue = (path: string, message: string) => issues.push({ code: 'custom', path: [path], message, input: value });
  if (minDate !== undefined && isPastDay(value.dateBegins, minDate) && value.dateBegins !== keep?.dateBegins)
    issue('dateBegins', TRAVEL_MESSAGES.past);
  if (minDate !== undefined && isPastDay(value.dateEnds, minDate) && value.dateEnds !== keep?.dateEnds)
    issue('dateEnds', TRAVEL_MESSAGES.past);
  if (value.dateEnds < value.dateBegins) issue('dateEnds', TRAVEL_MESSAGES.endBeforeStart);
  return issues;
}

/** Without a minDate no day counts as past: the server then checks days against the record. */
export function travelFormSchema(rules: Partial<TravelDateRules> = {}) {
  return z
    .object({
      dateBegins: isoDay(TRAVEL_MESSAGES.startRequired),
      dateEnds: isoDay(TRAVEL_MESSAGES.endRequired),
      city: requiredText(TRAVEL_MESSAGES.cityRequired, TRAVEL_LIMITS.city),
      // Required only in the United States: the rule below.
      state: z.string().trim().max(TRAVEL_LIMITS.state, tooLong(TRAVEL_LIMITS.state)),
      country: requiredText(TRAVEL_MESSAGES.countryRequired, TRAVEL_LIMITS.country),
    })
    .superRefine((value, ctx) => {
      for (const { path, message } of dayIssues(value, rules)) ctx.addIssue({ code: 'custom', path, message });
      // The database stores US states as two-letter codes so the list can show full names.
      stateForCountry()(value, ctx);
    })
    .transform((value) => (isUsCountry(value.country) ? { ...value, state: value.state.toUpperCase() } : value));
}

/** The server's day rules on parsed values: a 400 (zod issues) for a past day not kept. */
export function checkTravelDays(values: { dateBegins: string; dateEnds: string }, rules: TravelDateRules): void {
  const issues = dayIssues(values, rules);
  if (issues.length > 0) throw new z.ZodError(issues);
}
export type TravelFormValues = z.output<ReturnType<typeof travelFormSchema>>;

/** yyyy-MM-dd of a Date in local time (the browser's "today"). */
export function localIsoDay(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Yesterday in UTC: a girl west of UTC may still be on the previous day. */
export function serverMinTravelDay(now: Date = new Date()): string {
  return new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A travel as the list, the API and the calendar see it (public fields only). */
export interface TravelDto {
  id: number;
  girlId: number;
  city: string;
  state: string;
  country: string;
  dateBegins: string;
  dateEnds: string;
}
