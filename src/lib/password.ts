// The password rule (spec §5), shared by the forms and Better Auth's hooks so they never disagree.
import { z } from 'zod';
import { isCommonPassword } from './common-passwords';

/** Spec §5 verbatim, typo included. */
export const PASSWORD_RULE_MESSAGE =
  'Must Contain 9 Characters, One Uppercase, One Lowercase, One Number and one special case Character';
export const PASSWORD_TOO_LONG_MESSAGE = 'Password must be 128 or less characters';
export const PASSWORD_TOO_COMMON_MESSAGE = 'This password is too common. Please choose another one.';

export const PASSWORD_MIN_LENGTH = 9;
export const PASSWORD_MAX_LENGTH = 128;

/** The spec's pattern is the rule: its message mentions a special character it does not require. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d@$!%*#?&]{9,}$/;

/** password.test.ts holds these and the pattern together. */
export const PASSWORD_SPECIAL_CHARACTERS = ['@', '$', '!', '%', '*', '#', '?', '&'] as const;

/** The spec's message does not name the accepted characters. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, with an upper-case letter, a lower-case letter and a number. Special characters that count: ${PASSWORD_SPECIAL_CHARACTERS.join(' ')} (no other symbols or spaces).`;

export const PasswordSchema = z
  .string({ message: PASSWORD_RULE_MESSAGE })
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE)
  .regex(PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE)
  .refine((value) => !isCommonPassword(value), PASSWORD_TOO_COMMON_MESSAGE);

export function passwordProblem(password: string): string | null {
  const result = PasswordSchema.safeParse(password);
  return result.success ? null : (result.error.issues[0]?.message ?? PASSWORD_RULE_MESSAGE);
}
