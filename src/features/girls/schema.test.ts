import { describe, expect, it } from 'vitest';
import { ABOUT_ME_MAX as GUY_ABOUT_ME_MAX } from '@/features/guys/fields';
import { ABOUT_ME_MAX } from '@/lib/text-fields';
import { GirlProfilePatchSchema, GirlProfileSchema, PostSchema } from './schema';

const valid = {
  name: 'Gina Demo',
  stageName: 'Gina Slam',
  username: 'demo_girl',
  city: 'Las Vegas',
  state: 'NV',
  country: 'United States',
  physique: 'Athletic',
  email: 'girl@matside.test',
  about: 'Former collegiate wrestler.',
  height: '66',
  weight: '',
  birthday: '1990-04-02',
  deadlift: '225',
  instagram: '',
  scissoring: true,
  skype: false,
};

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('GirlProfileSchema', () => {
  it('accepts a full profile and normalises numbers and empty strings', () => {
    const parsed = GirlProfileSchema.parse(valid);
    expect(parsed).toMatchObject({
      height: 66,
      weight: null,
      deadlift: 225,
      instagram: null,
      birthday: '1990-04-02',
      scissoring: true,
      skype: false,
    });
  });

  it('gives the spec messages for the required fields', () => {
    const result = GirlProfileSchema.safeParse({
      ...valid,
      name: ' ',
      stageName: '',
      city: '',
      country: '',
      about: '',
      username: '',
      physique: '',
      email: 'nope',
    });
    expect(messages(result)).toMatchObject({
      name: 'Name is required',
      stageName: 'Stage name is required',
      city: 'City is required',
      country: 'Country is required',
      about: 'About me is required',
      username: 'Username is required',
      physique: 'You must select one physique from the list.',
      email: 'Invalid email',
    });
  });

  it('requires a US state code for a US profile', () => {
    expect(messages(GirlProfileSchema.safeParse({ ...valid, state: 'Nevada' }))).toEqual({ state: 'Invalid value' });
    expect(GirlProfileSchema.safeParse({ ...valid, country: 'Canada', state: 'Ontario' }).success).toBe(true);
  });

  it('refuses heights and weights outside the pickers', () => {
    expect(messages(GirlProfileSchema.safeParse({ ...valid, height: 40, weight: '400' }))).toEqual({
      height: 'Invalid value',
      weight: 'Invalid value',
    });
  });
});

describe('birthday (the shared rule of src/lib/birthday.ts)', () => {
  it('refuses a day that does not exist, which used to reach the database', () => {
    expect(messages(GirlProfilePatchSchema.safeParse({ birthday: '2023-02-30' }))).toEqual({
      birthday: 'Invalid value',
    });
  });
  it('keeps a real day and stores an empty one as none', () => {
    expect(GirlProfilePatchSchema.parse({ birthday: '1990-05-01' })).toEqual({ birthday: '1990-05-01' });
    expect(GirlProfilePatchSchema.parse({ birthday: '' })).toEqual({ birthday: null });
  });
  it('refuses a birthday under 18 (a 2015 birthday used to be published as age 11)', () => {
    expect(messages(GirlProfilePatchSchema.safeParse({ birthday: '2015-06-01' }))).toEqual({
      birthday: 'You must be 18 or older to use Matside.',
    });
  });
});

describe('About me: one limit for girls and guys, named when it is passed', () => {
  it('takes more than 300 characters (it used to answer "About me is required")', () => {
    expect(GirlProfilePatchSchema.parse({ about: 'a'.repeat(301) }).about).toHaveLength(301);
    expect(GirlProfilePatchSchema.parse({ about: 'a'.repeat(ABOUT_ME_MAX) }).about).toHaveLength(ABOUT_ME_MAX);
  });
  it('refuses a longer one with the limit in the message', () => {
    expect(messages(GirlProfilePatchSchema.safeParse({ about: 'a'.repeat(ABOUT_ME_MAX + 1) }))).toEqual({
      about: 'Too long (max characters: 5000)',
    });
    expect(messages(GirlProfilePatchSchema.safeParse({ headline: 'h'.repeat(301) }))).toEqual({
      headline: 'Too long (max characters: 300)',
    });
    expect(messages(GirlProfilePatchSchema.safeParse({ name: 'n'.repeat(301) }))).toEqual({
      name: 'Too long (max characters: 300)',
    });
  });
  it("is the guys' limit too", () => {
    expect(GUY_ABOUT_ME_MAX).toBe(ABOUT_ME_MAX);
  });
});

describe('GirlProfilePatchSchema', () => {
  it('takes a few fields and refuses unknown ones', () => {
    expect(GirlProfilePatchSchema.parse({ city: 'Reno' })).toEqual({ city: 'Reno' });
    expect(GirlProfilePatchSchema.safeParse({ phoneDigits: '1' }).success).toBe(false);
    expect(messages(GirlProfilePatchSchema.safeParse({ name: '' }))).toEqual({ name: 'Name is required' });
  });
});

describe('PostSchema', () => {
  it('needs a comment or a file', () => {
    expect(PostSchema.safeParse({ comment: ' ' }).success).toBe(false);
    expect(PostSchema.parse({ comment: 'Training day' })).toEqual({ comment: 'Training day' });
  });
});
