// Spec §5 "Migrate form": the messages are the spec's, verbatim (its typo 'mumber' included). One
// schema for the form and the PATCH /migrate_profile handler.
import { z } from 'zod';
import { confirmPasswordField, recaptchaField } from '@/features/accounts/fields';
import { PASSWORD_MAX_LENGTH, PASSWORD_PATTERN, PASSWORD_TOO_COMMON_MESSAGE, PASSWORD_TOO_LONG_MESSAGE } from '@/lib/password';
import { isCommonPassword } from '@/lib/common-passwords';

export const MIGRATE_PASSWORD_MESSAGE = 'Must contain 9 characters, one uppercase, one lowercase, and one mumber';
export const MIGRATE_SUCCESS_MESSAGE = 'Account migrated. Now check your email to verify your account.';

export const MigrateProfileSchema = z
  .object({
    email: z.string({ message: 'Email is required' }).trim().min(1, 'Email is required').pipe(z.email('Invalid email').max(254, 'Invalid email')),
    // The same pattern as registration (the account then signs in like any other), with the Migrate form's message.
    password: z
      .string({ message: MIGRATE_PASSWORD_MESSAGE })
      .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE)
      .regex(PASSWORD_PATTERN, MIGRATE_PASSWORD_MESSAGE)
      .refine((value) => !isCommonPassword(value), PASSWORD_TOO_COMMON_MESSAGE),
    passwordConfirmation: confirmPasswordField,
    recaptcha: recaptchaField,
  })
  .refine((values) => values.password === values.passwordConfirmation, {
    message: "Passwords don't match",
    path: ['passwordConfirmation'],
  });

export type MigrateProfileInput = z.input<typeof MigrateProfileSchema>;
export type MigrateProfileValues = z.output<typeof MigrateProfileSchema>;

/** Spec §7: the answer is read for data.id (success) or data.error (shown as an error toast). */
export type MigrateProfileAnswer = { data: { id: string } } | { data: { error: string } };
