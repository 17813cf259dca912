// Spec §3 guy "Registration", §5 messages: one schema for /male_registration and POST /register_guy.
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
  // Spec §5, verbatim.
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

/** 'Passwords don't match' is checked as soon as both fields are valid, not once the whole form is. */
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

/** Spec's variant without username and password: the account's own e-mail is used. */
export const GuyProfileRegistrationSchema = z.object(guyProfileFields).superRefine(usStateRule, STATE_RULE_PARAMS);

/** Which schema applies depends on who is signed in. */
export const RegistrationBodySchema = z.record(z.string(), z.unknown(), {
  message: 'The request body must be a JSON object.',
});
export type RegistrationBody = z.output<typeof RegistrationBodySchema>;

/** The signed-in variant passes the empty account fields through; the server drops them. */
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

/** The same for a new and a taken e-mail; a taken username is a field error. */
export type RegisterGuyAnswer =
  { status: 'check-email'; message: string } | { status: 'profile-created'; message: string };

export const CHECK_EMAIL_MESSAGE = 'Registration complete. Now check your email to verify your account.';
export const PROFILE_CREATED_MESSAGE = 'Your profile has been created.';
