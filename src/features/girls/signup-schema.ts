// The girl sign-up form (spec §3 Registration "Girl signup sends", §5 messages): the shared base
// fields plus state and the captcha. One schema for the browser form and the POST /register_girl
// handler, which parses the body again.
import { z } from 'zod';
import { baseAccountFields, recaptchaField, stateField, withMatchingPasswords } from '@/features/accounts/fields';
import { STATE_MESSAGES, stateForCountry, STATE_RULE_PARAMS } from '@/lib/enums/us-state-rule';

/** Our own text (the spec has none): a US location is stored with its two-letter state code. */
export const US_STATE_MESSAGE = STATE_MESSAGES.usState;

export const GirlSignupSchema = withMatchingPasswords(
  z.object({
    ...baseAccountFields,
    state: stateField,
    recaptcha: recaptchaField,
  }),
).superRefine(stateForCountry(), STATE_RULE_PARAMS);
export type GirlSignupValues = z.output<typeof GirlSignupSchema>;

/**
 * The one answer for a new and an already registered e-mail (no enumeration): the owner of a
 * taken address gets a mail instead. A taken username is the username field's error. Her profile stays hidden until a moderator approves it.
 */
export const GIRL_SIGNUP_SUCCESS_MESSAGE =
  'Thank you for signing up! Please check your e-mail and follow the link to verify your account. Your profile awaits approval by our moderators before it is shown on Matside.';
