import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PASSWORD_RULE_MESSAGE } from '@/lib/password';
import { baseAccountFields, withMatchingPasswords } from '@/features/accounts/fields';
import { VALID_ACCOUNT } from '../../../tests/fixtures/account-values';

const schema = withMatchingPasswords(z.object(baseAccountFields));
const valid = VALID_ACCOUNT;

function messages(values: Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('base registration fields', () => {
  it('accepts a complete sign-up', () => {
    expect(messages(valid)).toEqual({});
  });

  it('gives the spec messages for empty fields', () => {
    expect(
      messages({
        ...valid,
        username: '',
        name: ' ',
        city: '',
        country: '',
        image64: '',
        passwordConfirmation: '',
        password: '',
      }),
    ).toMatchObject({
      username: 'Username is required',
      name: 'Name is required',
      city: 'City is required',
      country: 'Country is required',
      image64: 'Profile picture is required',
      passwordConfirmation: 'Confirm Password is required',
      password: PASSWORD_RULE_MESSAGE,
    });
  });

  it('limits the username to 15 characters', () => {
    expect(messages({ ...valid, username: 'a'.repeat(16) }).username).toBe('Username must be 15 or less characters');
    expect(messages({ ...valid, username: 'a'.repeat(15) }).username).toBeUndefined();
  });

  it("says 'Passwords don't match' on the confirmation", () => {
    expect(messages({ ...valid, passwordConfirmation: 'Grapple2026y' })).toEqual({
      passwordConfirmation: "Passwords don't match",
    });
  });

  it('refuses an invalid e-mail', () => {
    expect(messages({ ...valid, email: 'not-an-address' }).email).toBeDefined();
  });
});
