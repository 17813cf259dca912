import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE_MESSAGE } from '@/lib/password';
import { UNKNOWN_SERVICE_MESSAGE } from '@/lib/enums/services';
import { toIsoDate } from '@/lib/dates';
import { VALID_ACCOUNT } from '../../../tests/fixtures/account-values';
import { GuyProfileRegistrationSchema, GuyRegistrationSchema } from './schema';

const valid = {
  ...VALID_ACCOUNT,
  state: 'TX',
  height: '70',
  weight: '180',
  birthday: '1990-05-17',
  aboutMe: 'Amateur grappler.',
  recaptcha: 'payload',
};

function messages(
  values: Record<string, unknown>,
  schema: typeof GuyRegistrationSchema | typeof GuyProfileRegistrationSchema = GuyRegistrationSchema,
) {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('GuyRegistrationSchema', () => {
  it('accepts a complete registration and fills the defaults', () => {
    const { birthday: _, ...withoutBirthday } = valid;
    const parsed = GuyRegistrationSchema.parse(withoutBirthday);
    expect(parsed.emailMeAboutNewGirlsInYourArea).toBe(true);
    expect(parsed.services).toEqual({});
    expect(parsed.birthday).toBeUndefined();
    expect(parsed.height).toBe(70);
    expect(parsed.weight).toBe(180);
  });

  it('refuses a birthday under 18', () => {
    expect(messages({ ...valid, birthday: '2015-06-01' })).toEqual({
      birthday: 'You must be 18 or older to use Matside.',
    });
  });

  it('keeps the chosen interests and the e-mail preference', () => {
    const parsed = GuyRegistrationSchema.parse({
      ...valid,
      emailMeAboutNewGirlsInYourArea: false,
      services: { grappling: true, skype: false },
    });
    expect(parsed.emailMeAboutNewGirlsInYourArea).toBe(false);
    expect(parsed.services).toEqual({ grappling: true, skype: false });
    expect(parsed.birthday).toBe('1990-05-17');
  });

  it('gives every spec message for an empty form', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((key) => [key, '']));
    expect(messages(empty)).toEqual({
      username: 'Username is required',
      name: 'Name is required',
      email: 'Email is required',
      password: PASSWORD_RULE_MESSAGE,
      passwordConfirmation: 'Confirm Password is required',
      city: 'City is required',
      country: 'Country is required',
      image64: 'Profile picture is required',
      height: 'Height is required',
      // The spec gives weight the height's text.
      weight: 'Height is required',
      aboutMe: 'About me is required',
      recaptcha: 'Captcha is required',
    });
  });

  it('limits the username, checks the password rule and the confirmation', () => {
    expect(messages({ ...valid, username: 'x'.repeat(16) })).toEqual({
      username: 'Username must be 15 or less characters',
    });
    expect(messages({ ...valid, password: 'alllowercase1', passwordConfirmation: 'alllowercase1' })).toEqual({
      password: PASSWORD_RULE_MESSAGE,
    });
    expect(messages({ ...valid, passwordConfirmation: 'Grapple2026y' })).toEqual({
      passwordConfirmation: "Passwords don't match",
    });
    expect(messages({ ...valid, email: 'nope' })).toEqual({ email: 'Invalid email' });
  });

  it("says 'Passwords don't match' even while other fields are still wrong", () => {
    expect(messages({ ...valid, state: '', height: '', passwordConfirmation: 'Grapple2026y' })).toEqual({
      state: 'State is required',
      height: 'Height is required',
      passwordConfirmation: "Passwords don't match",
    });
  });

  it('takes height and weight only from the lists', () => {
    expect(messages({ ...valid, height: '52' })).toEqual({ height: 'Height is required' });
    expect(messages({ ...valid, weight: 92 })).toEqual({ weight: 'Height is required' });
    expect(messages({ ...valid, height: 84, weight: 350 })).toEqual({});
  });

  it('takes a US state code', () => {
    expect(messages({ ...valid, state: 'XX' })).toEqual({ state: 'Invalid value' });
  });

  it('keeps the birthday optional, after 1900 and in the past', () => {
    expect(messages({ ...valid, birthday: '' })).toEqual({});
    expect(messages({ ...valid, birthday: null })).toEqual({});
    expect(messages({ ...valid, birthday: '1899-12-31' })).toEqual({ birthday: 'Select a date after 1900.' });
    expect(messages({ ...valid, birthday: '1900-01-01' })).toEqual({});
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    expect(messages({ ...valid, birthday: toIsoDate(tomorrow) })).toEqual({ birthday: 'Select a date in the past.' });
    expect(messages({ ...valid, birthday: '2001-02-30' })).toEqual({ birthday: 'Invalid value' });
  });

  it("refuses an unknown service with 'Such service does not exist!'", () => {
    expect(messages({ ...valid, services: { sumo: true } })).toEqual({ 'services.sumo': UNKNOWN_SERVICE_MESSAGE });
  });
});

describe('GuyProfileRegistrationSchema (signed-in variant)', () => {
  it('needs no username, e-mail or password', () => {
    const { username: _u, email: _e, password: _p, passwordConfirmation: _c, ...profile } = valid;
    expect(messages(profile, GuyProfileRegistrationSchema)).toEqual({});
    expect(GuyProfileRegistrationSchema.parse(profile)).not.toHaveProperty('password');
  });
});
