// Spec section 3 "Registration" (guy) and section 5 messages: base sign-up fields + height, weight,
// state, optional birthday, about me, the e-mail preference and the interest flags. One schema for
// the /male_registration form, parsed again by POST /register_guy.
import { z } from 'zod';
import { STATE_RULE_PARAMS } from '@/lib/enums/us-state-rule';
import {
  aboutMeField,
  birthdayField,
  heightField,
  servicesField,
  usStateField,
  usStateRule,
  weightField,
} from '@/features/guys/fields';
import { baseAccountFields, recaptchaField } from '@/features/accounts/fields';

const guyProfileFields = {
  name: baseAccountFields.name,
  city: baseAccountFields.city,
  state: usStateField,
  country: baseAccountFields.country,
  image64: baseAccountFields.image64,
  height: heightField('Height is required'),
  // Spec section 5: "weight required (its message text is also 'Height is required')", verbatim.
  weight: weightField('Height is required'),
  birthday: birthdayField.optional(),
  aboutMe: aboutMeField,
  emailMeAboutNewGirlsInYourArea: z.boolean().default(true),
  services: servicesField,
  recaptcha: recaptchaField,
};

const passwordPair = z.object({
  password: baseAccountFields.password,
  passwordConfirmation: baseAccountFields.passwordConfirmation,
});

/**
 * A visitor signing up: account (username, e-mail, password) and guy profile together.
 * 'Passwords don't match' as accounts/fields' withMatchingPasswords says it, but checked as soon as
 * both password fields are valid, not only once the whole long form is (zod's default).
 */
export const GuyRegistrationSchema = z
  .object({
    username: baseAccountFields.username,
    email: baseAccountFields.email,
    ...passwordPair.shape,
    ...guyProfileFields,
  })
  .refine((values) => values.password === values.passwordConfirmation, {
    message: "Passwords don't match",
    path: ['passwordConfirmation'],
    when: (payload) => passwordPair.safeParse(payload.value).success,
  })
  .superRefine(usStateRule, STATE_RULE_PARAMS);
export type GuyRegistrationInput = z.input<typeof GuyRegistrationSchema>;
export type GuyRegistrationValues = z.output<typeof GuyRegistrationSchema>;

/**
 * Spec "a variant without username and password": a signed-in account that has no guy profile
 * yet. The account's own e-mail address is used, so there is no e-mail field either.
 */
export const GuyProfileRegistrationSchema = z.object(guyProfileFields).superRefine(usStateRule, STATE_RULE_PARAMS);

/** POST /register_guy reads a JSON object; which schema applies depends on who is signed in. */
export const RegistrationBodySchema = z.record(z.string(), z.unknown(), {
  message: 'The request body must be a JSON object.',
});
export type RegistrationBody = z.output<typeof RegistrationBodySchema>;

/**
 * The /male_registration form's schema for each variant, with one value type: the signed-in variant
 * has no account fields on screen, so it passes their empty strings through (the server parses
 * the body with GuyProfileRegistrationSchema, which drops them).
 */
export function guyRegistrationFormSchema(
  variant: 'visitor' | 'signed-in',
): z.ZodType<GuyRegistrationValues, GuyRegistrationInput> {
  if (variant === 'visitor') return GuyRegistrationSchema;
  return GuyProfileRegistrationSchema.extend({
    username: z.string(),
    email: z.string(),
    password: z.string(),
    passwordConfirmation: z.string(),
  });
}
export type GuyProfileRegistrationValues = z.output<typeof GuyProfileRegistrationSchema>;

/** What POST /register_guy answers (the same for a new and a taken e-mail; a taken username is a field error). */
export type RegisterGuyAnswer =
  { status: 'check-email'; message: string } | { status: 'profile-created'; message: string };

export const CHECK_EMAIL_MESSAGE = 'Registration complete. Now check your email to verify your account.';
export const PROFILE_CREATED_MESSAGE = 'Your profile has been created.';
