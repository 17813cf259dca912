import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE_MESSAGE } from '@/lib/password';
import { GirlSignupSchema, US_STATE_MESSAGE } from './signup-schema';

const valid = {
  username: 'mat_queen',
  name: 'Gina',
  email: 'gina@example.test',
  password: 'Grapple2026x',
  passwordConfirmation: 'Grapple2026x',
  city: 'Las Vegas',
  state: 'NV',
  country: 'United States',
  image64: 'data:image/png;base64,AAAA',
  recaptcha: 'payload',
};

function messages(values: Record<string, unknown>): Record<string, string> {
  const result = GirlSignupSchema.safeParse(values);
  if (result.success) return {};
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('girl sign-up schema', () => {
  it('accepts a complete sign-up', () => {
    expect(messages(valid)).toEqual({});
  });

  it('gives the spec messages for missing fields', () => {
    expect(
      messages({
        ...valid,
        username: '',
        name: '',
        email: '',
        city: '',
        state: '',
        country: '',
        image64: '',
        recaptcha: '',
        passwordConfirmation: '',
      }),
    ).toEqual({
      username: 'Username is required',
      name: 'Name is required',
      email: 'Email is required',
      city: 'City is required',
      // No state message: without a country a state is not required.
      country: 'Country is required',
      image64: 'Profile picture is required',
      recaptcha: 'Captcha is required',
      passwordConfirmation: 'Confirm Password is required',
    });
  });

  it('applies the password rule, the username length and the confirmation match', () => {
    expect(messages({ ...valid, password: 'short', passwordConfirmation: 'short' })).toEqual({
      password: PASSWORD_RULE_MESSAGE,
    });
    expect(messages({ ...valid, username: 'a'.repeat(16) })).toEqual({
      username: 'Username must be 15 or less characters',
    });
    expect(messages({ ...valid, passwordConfirmation: 'Grapple2026y' })).toEqual({
      passwordConfirmation: "Passwords don't match",
    });
  });

  it('wants a state code for a US location, any region elsewhere', () => {
    expect(messages({ ...valid, state: 'Nevada' })).toEqual({ state: US_STATE_MESSAGE });
    expect(messages({ ...valid, country: 'Canada', state: 'Ontario' })).toEqual({});
  });
});
