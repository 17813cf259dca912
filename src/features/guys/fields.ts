// Field schemas shared by the guy registration and the male profile form (spec section 5), so a
// height or birthday means the same thing in both. Form values are strings (selects, inputs);
// the API also accepts numbers for height and weight.
import { z } from 'zod';
import { stateForCountry } from '@/lib/enums/us-state-rule';
import { birthdayField as sharedBirthdayField } from '@/lib/birthday';
import { HEIGHTS } from '@/lib/enums/heights';
import { UNKNOWN_SERVICE_MESSAGE, isServiceCamel, type ServiceCamel } from '@/lib/enums/services';
import { WEIGHTS } from '@/lib/enums/weights';
import { ABOUT_ME_MAX, tooLong } from '@/lib/text-fields';

/** Spec section 5 "Generic": a choice outside the list. */
export const INVALID_VALUE_MESSAGE = 'Invalid value';
export { ABOUT_ME_MAX };

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
/** Required (and a code) only in the United States: the schemas add usStateRule. */
export const usStateField = z
  .string({ message: 'State is required' })
  .trim()
  .max(100, 'Too long (max characters: 100)');
export const usStateRule = stateForCountry({ invalid: INVALID_VALUE_MESSAGE });

export const aboutMeField = z
  .string({ message: 'About me is required' })
  .trim()
  .min(1, 'About me is required')
  .max(ABOUT_ME_MAX, tooLong(ABOUT_ME_MAX));

/** The shared birthday rule (src/lib/birthday.ts); `.optional()` where a PATCH may leave it out. */
export const birthdayField = sharedBirthdayField();

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
