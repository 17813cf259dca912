import { describe, expect, it } from 'vitest';
import {
  MIGRATE_LINK_INVALID_MESSAGE,
  MIGRATE_PASSWORD_MESSAGE,
  MigratePasswordSchema,
  MigrateRequestSchema,
} from './schema';

const valid = { token: 'x'.repeat(43), password: 'Grapple2026x', passwordConfirmation: 'Grapple2026x' };

function messages(values: Record<string, unknown>): Record<string, string> {
  const result = MigratePasswordSchema.safeParse(values);
  if (result.success) return {};
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
      expect(messages({ ...valid, password, passwordConfirmation: password })).toEqual({
        password: MIGRATE_PASSWORD_MESSAGE,
      });
    }
  });

  it('checks the confirmation and the link token', () => {
    expect(messages({ ...valid, passwordConfirmation: '' })).toEqual({
      passwordConfirmation: 'Confirm Password is required',
    });
    expect(messages({ ...valid, passwordConfirmation: 'Grapple2026y' })).toEqual({
      passwordConfirmation: "Passwords don't match",
    });
    expect(messages({ ...valid, token: 'short' })).toEqual({ token: MIGRATE_LINK_INVALID_MESSAGE });
  });

  it('asks only for the address and the captcha in the first step', () => {
    const first = (values: Record<string, unknown>) =>
      MigrateRequestSchema.safeParse(values).error?.issues.map((i) => i.message) ?? [];
    expect(first({ email: 'old@example.test', recaptcha: 'payload' })).toEqual([]);
    expect(first({ email: 'not-an-email', recaptcha: 'payload' })).toEqual(['Invalid email']);
    expect(first({ email: 'old@example.test', recaptcha: '' })).toEqual(['Captcha is required']);
  });
});
