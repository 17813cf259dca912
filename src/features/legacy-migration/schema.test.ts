import { describe, expect, it } from 'vitest';
import { MIGRATE_PASSWORD_MESSAGE, MigrateProfileSchema } from './schema';

const valid = { email: 'old@example.test', password: 'Grapple2026x', passwordConfirmation: 'Grapple2026x', recaptcha: 'payload' };

function messages(values: Record<string, unknown>): Record<string, string> {
  const result = MigrateProfileSchema.safeParse(values);
  if (result.success) return {};
  // The first message per field: the one the form shows.
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('migrate form schema', () => {
  it('accepts a complete form', () => {
    expect(messages(valid)).toEqual({});
  });

  it("uses the Migrate form's own password message, verbatim", () => {
    expect(MIGRATE_PASSWORD_MESSAGE).toBe('Must contain 9 characters, one uppercase, one lowercase, and one mumber');
    for (const password of ['Short1a', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere', 'Spaces in 1A']) {
      expect(messages({ ...valid, password, passwordConfirmation: password })).toEqual({ password: MIGRATE_PASSWORD_MESSAGE });
    }
  });

  it('checks the e-mail, the confirmation and the captcha', () => {
    expect(messages({ ...valid, email: 'not-an-email' })).toEqual({ email: 'Invalid email' });
    expect(messages({ ...valid, passwordConfirmation: '' })).toEqual({ passwordConfirmation: 'Confirm Password is required' });
    expect(messages({ ...valid, passwordConfirmation: 'Grapple2026y' })).toEqual({ passwordConfirmation: "Passwords don't match" });
    expect(messages({ ...valid, recaptcha: '' })).toEqual({ recaptcha: 'Captcha is required' });
  });
});
