// Spec §5 "Migrate form": the messages are the spec's, verbatim (its typo 'mumber' included).
// Two steps: the form asks for the address, a one-time link goes to that address,
// and the new password is chosen only on the page that link opens. One schema per step, used by the
// form and by its handler.
import { z } from 'zod';
import { confirmPasswordField, recaptchaField } from '@/features/accounts/fields';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_PATTERN,
  PASSWORD_TOO_COMMON_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
} from '@/lib/password';
import { isCommonPassword } from '@/lib/common-passwords';

export const MIGRATE_PASSWORD_MESSAGE = 'Must contain 9 characters, one uppercase, one lowercase, and one mumber';
/** The same answer for every address, legacy or not: which it was is only the owner's business. */
export const MIGRATE_LINK_SENT_MESSAGE =
  'Now check your email: if this address belongs to an account from our old site, we have sent it a link to choose your new password.';
/** Once the link page has set the password; the link itself proved the address (spec §8's text said to check mail then). */
export const MIGRATE_DONE_MESSAGE = 'Account migrated. You can now log in with your new password.';
export const MIGRATE_LINK_INVALID_MESSAGE = 'This link has expired or has already been used. Please ask for a new one.';

export const MigrateRequestSchema = z.object({
  email: z
    .string({ message: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email('Invalid email').max(254, 'Invalid email')),
  recaptcha: recaptchaField,
});
export type MigrateRequestValues = z.output<typeof MigrateRequestSchema>;

export const MigratePasswordSchema = z
  .object({
    token: z
      .string({ message: MIGRATE_LINK_INVALID_MESSAGE })
      .regex(/^[A-Za-z0-9_-]{43}$/, MIGRATE_LINK_INVALID_MESSAGE),
    // The same pattern as registration (the account then signs in like any other), with the Migrate form's message.
    password: z
      .string({ message: MIGRATE_PASSWORD_MESSAGE })
      .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE)
      .regex(PASSWORD_PATTERN, MIGRATE_PASSWORD_MESSAGE)
      .refine((value) => !isCommonPassword(value), PASSWORD_TOO_COMMON_MESSAGE),
    passwordConfirmation: confirmPasswordField,
  })
  .refine((values) => values.password === values.passwordConfirmation, {
    message: "Passwords don't match",
    path: ['passwordConfirmation'],
  });
export type MigratePasswordValues = z.output<typeof MigratePasswordSchema>;

/** Spec §7: the answer is read for data.error, else it went through. */
export type MigrateAnswer = { data: { message: string } } | { data: { error: string } };
