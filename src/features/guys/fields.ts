// Field schemas shared by the guy registration and the male profile form (spec section 5), so a
// height or birthday means the same thing in both. Form values are strings (selects, inputs);
// the API also accepts numbers for height and weight.
import { z } from 'zod';
import { toIsoDate } from '@/lib/dates';
import { HEIGHTS } from '@/lib/enums/heights';
import { SERVICES, UNKNOWN_SERVICE_MESSAGE, isServiceCamel, type ServiceCamel } from '@/lib/enums/services';
import { isUsStateCode } from '@/lib/enums/us-states';
import { WEIGHTS } from '@/lib/enums/weights';

export const BIRTHDAY_MIN = '1900-01-01';
export const BIRTHDAY_AFTER_1900_MESSAGE = 'Select a date after 1900.';
export const BIRTHDAY_IN_PAST_MESSAGE = 'Select a date in the past.';
/** Spec section 5 "Generic": a choice outside the list. */
export const INVALID_VALUE_MESSAGE = 'Invalid value';
export const ABOUT_ME_MAX = 5_000;

const heightValues = new Set(HEIGHTS.map((h) => h.inches));
const weightValues = new Set(WEIGHTS.map((w) => w.lbs));

/** A number from the list (inches or lbs); '' / missing / off-list gives `message`. */
function choiceField(allowed: ReadonlySet<number>, message: string) {
  return z.union([z.string(), z.number()], { message }).transform((value, ctx) => {
    const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
    if (!allowed.has(number)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return number;
  });
}

export const heightField = (message = 'Height is required') => choiceField(heightValues, message);
export const weightField = (message: string) => choiceField(weightValues, message);

/** A two-letter US state code, as the state select offers. */
export const usStateField = z
  .string({ message: 'State is required' })
  .trim()
  .min(1, 'State is required')
  // Not `abort: true` on min: an aborted field makes zod skip the form-level password check.
  .refine((value) => value === '' || isUsStateCode(value), INVALID_VALUE_MESSAGE);

export const aboutMeField = z
  .string({ message: 'About me is required' })
  .trim()
  .min(1, 'About me is required')
  .max(ABOUT_ME_MAX, `Too long (max characters: ${ABOUT_ME_MAX})`);

/**
 * Birthday as yyyy-MM-dd ('' or null for none): from 1 Jan 1900 to today (spec section 9 "Dates").
 * Use it as `birthdayField.optional()`: undefined (absent) stays undefined, so a PATCH without it
 * leaves the stored birthday alone. Today is the checking machine's local day: the browser and
 * the server agree except around midnight across time zones, when the server's answer wins.
 */
export const birthdayField = z
  .union([z.string(), z.null()], { message: INVALID_VALUE_MESSAGE })
  .transform((value, ctx) => {
    const text = value?.trim() ?? '';
    if (text === '') return null;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || toIsoDate(text) !== text) {
      ctx.addIssue({ code: 'custom', message: INVALID_VALUE_MESSAGE });
      return z.NEVER;
    }
    if (text < BIRTHDAY_MIN) {
      ctx.addIssue({ code: 'custom', message: BIRTHDAY_AFTER_1900_MESSAGE });
      return z.NEVER;
    }
    if (text > toIsoDate(new Date())) {
      ctx.addIssue({ code: 'custom', message: BIRTHDAY_IN_PAST_MESSAGE });
      return z.NEVER;
    }
    return text;
  });

export type ServiceFlags = Partial<Record<ServiceCamel, boolean>>;

/** The interest flags by camelCase key, all optional; an unknown key is the spec's 'Such service does not exist!'. */
export const servicesField = z
  .record(z.string(), z.boolean())
  .optional()
  .superRefine((value, ctx) => {
    for (const key of Object.keys(value ?? {})) {
      if (!isServiceCamel(key)) ctx.addIssue({ code: 'custom', message: UNKNOWN_SERVICE_MESSAGE, path: [key] });
    }
  })
  .transform((value) => (value ?? {}) as ServiceFlags);

/** Every service flag false: the form's default. */
export function noServices(): Record<ServiceCamel, boolean> {
  return Object.fromEntries(SERVICES.map((s) => [s.camel, false])) as Record<ServiceCamel, boolean>;
}
