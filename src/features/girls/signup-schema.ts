// The girl sign-up (spec §3, §5): one schema for the form and POST /register_girl.
import { z } from 'zod';
import { baseAccountFields, recaptchaField, stateField, withMatchingPasswords } from '@/features/accounts/fields';
import { STATE_MESSAGES, stateForCountry, STATE_RULE_PARAMS } from '@/lib/enums/us-state-rule';

export const US_STATE_MESSAGE = STATE_MESSAGES.usState;

export const GirlSignupSchema = withMatchingPasswords(
  z.object({
    ...baseAccountFields,
    state: stateField,
    recaptcha: recaptchaField,
  }),
).superRefine(stateForCountry(), STATE_RULE_PARAMS);
export type GirlSignupValues = z.output<typeof GirlSignupSchema>;

/** The same answer for a new and a taken e-mail (no enumeration). */
export const GIRL_SIGNUP_SUCCESS_MESSAGE =
  'Thank you for signing up! Please check your e-mail and follow the link to verify your account. Your profile awaits approval by our moderators before it is shown on Matside.';
