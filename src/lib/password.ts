// The password rule (spec §5 Registration), shared by the browser forms and the server (Better
// Auth's sign-up / reset / change hooks parse the same schema), so the two can never disagree.
import { z } from 'zod';
import { isCommonPassword } from './common-passwords';

/** Spec §5, verbatim (its wording, including "special case Character"). */
export const PASSWORD_RULE_MESSAGE =
  'Must Contain 9 Characters, One Uppercase, One Lowercase, One Number and one special case Character';
export const PASSWORD_TOO_LONG_MESSAGE = 'Password must be 128 or less characters';
export const PASSWORD_TOO_COMMON_MESSAGE = 'This password is too common. Please choose another one.';

export const PASSWORD_MIN_LENGTH = 9;
/** Hashing cost grows with length; Better Auth is configured with the same bound. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The spec's pattern: 9+ characters of letters, digits and @ $ ! % * # ? &, with at least one
 * upper-case letter, one lower-case letter and one digit. (The message mentions a special
 * character, the pattern does not require one; the pattern is the rule.)
 */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d@$!%*#?&]{9,}$/;

/** The characters besides letters and digits that the pattern accepts (password.test.ts holds the two together). */
export const PASSWORD_SPECIAL_CHARACTERS = ['@', '$', '!', '%', '*', '#', '?', '&'] as const;

/**
 * Shown under every field where a password is chosen, before anything is typed: the spec's message
 * says "special case Character" without naming them, and `-`, `_`, `.` or a space are refused.
 */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, with an upper-case letter, a lower-case letter and a number. Special characters that count: ${PASSWORD_SPECIAL_CHARACTERS.join(' ')} (no other symbols or spaces).`;

export const PasswordSchema = z
  .string({ message: PASSWORD_RULE_MESSAGE })
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE)
  .regex(PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE)
  .refine((value) => !isCommonPassword(value), PASSWORD_TOO_COMMON_MESSAGE);

/** The first rule a password breaks, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  const result = PasswordSchema.safeParse(password);
  return result.success ? null : (result.error.issues[0]?.message ?? PASSWORD_RULE_MESSAGE);
}
