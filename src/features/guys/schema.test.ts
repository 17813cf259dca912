import { describe, expect, it } from 'vitest';
import { BIRTHDAY_MESSAGES, latestAdultBirthday } from '@/lib/birthday';
import { toIsoDate } from '@/lib/dates';
import { GuyUserAttributesSchema, MaleProfileSchema } from './schema';

const valid = {
  city: 'Denver',
  state: 'CO',
  country: 'United States',
  aboutMe: 'Wrestling fan.',
  height: '72',
  weight: '200',
  birthday: '1985-03-01',
};

function messages(values: Record<string, unknown>) {
  const result = MaleProfileSchema.safeParse(values);
  if (result.success) return {};
  // The first message per field, as the form shows it.
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('MaleProfileSchema', () => {
  it('accepts a complete profile; allowSessionGirlsContact defaults to false', () => {
    const parsed = MaleProfileSchema.parse(valid);
    expect(parsed).toMatchObject({ allowSessionGirlsContact: false, height: 72, weight: 200, birthday: '1985-03-01' });
    expect(parsed.image64).toBeUndefined();
    expect(MaleProfileSchema.parse({ ...valid, allowSessionGirlsContact: true, image64: null })).toMatchObject({
      allowSessionGirlsContact: true,
      image64: null,
    });
  });

  it("gives '... is required' for every required field", () => {
    expect(messages({ city: '', state: '', country: '', aboutMe: '', height: '', weight: '' })).toEqual({
      city: 'City is required',
      // No state message: without a country a state is not required.
      country: 'Country is required',
      aboutMe: 'About me is required',
      height: 'Height is required',
      weight: 'Weight is required',
    });
  });

  it('keeps the birthday optional, not before 1900, not in the future and 18 years ago at the latest', () => {
    expect(messages({ ...valid, birthday: '' })).toEqual({});
    expect(MaleProfileSchema.parse({ ...valid, birthday: '' }).birthday).toBeNull();
    expect(messages({ ...valid, birthday: '1850-06-01' })).toEqual({ birthday: 'Select a date after 1900.' });
    const nextYear = new Date();
    nextYear.setFullYear(nextYear.getFullYear() + 1);
    expect(messages({ ...valid, birthday: toIsoDate(nextYear) })).toEqual({ birthday: 'Select a date in the past.' });
    expect(messages({ ...valid, birthday: toIsoDate(new Date()) })).toEqual({ birthday: BIRTHDAY_MESSAGES.underage });
    expect(messages({ ...valid, birthday: '2015-06-01' })).toEqual({
      birthday: 'You must be 18 or older to use Matside.',
    });
    expect(messages({ ...valid, birthday: latestAdultBirthday() })).toEqual({});
  });
});

describe('GuyUserAttributesSchema (PATCH)', () => {
  it('leaves absent attributes absent, so they stay unchanged', () => {
    expect(GuyUserAttributesSchema.parse({ emailMeAboutNewGirlsInYourArea: false })).toEqual({
      emailMeAboutNewGirlsInYourArea: false,
    });
  });

  it('applies the form rules to present attributes', () => {
    const result = GuyUserAttributesSchema.safeParse({ city: '', weight: '1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['City is required', 'Weight is required']);
  });
});
