// Spec §5 "Migrate form", verbatim (typo 'mumber' included). The password is chosen only on the
// page the e-mailed one-time link opens.
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
/** The same answer for every address. */
export const MIGRATE_LINK_SENT_MESSAGE =
  'Now check your email: if this address belongs to an account from our old site, we have sent it a link to choose your new password.';
/** The link itself proved the address. */
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

export type MigrateAnswer = { data: { message: string } } | { data: { error: string } };
