// The girl profile form (spec §3, §5): one schema for the browser and the PATCH body.
import { z } from 'zod';
import { birthdayField } from '@/lib/birthday';
import { BODY_TYPES } from '@/lib/enums/body-types';
import { HEIGHT_MAX_INCHES, HEIGHT_MIN_INCHES } from '@/lib/enums/heights';
import { SERVICES, type ServiceCamel } from '@/lib/enums/services';
import { stateForCountry, STATE_RULE_PARAMS } from '@/lib/enums/us-state-rule';
import { WEIGHT_MAX_LBS, WEIGHT_MIN_LBS } from '@/lib/enums/weights';
import { ABOUT_ME_MAX, tooLong } from '@/lib/text-fields';

export const PROFILE_FORM_ERROR = 'Please resolve form errors before submitting.';
export const TEXT_MAX = 300;
export const LONG_TEXT_MAX = 5000;

/** `skypeHandle` is the Skype link: the spec's `skype` is the private-webcam service flag. */
export const LINK_FIELDS = [
  ['sessiongirlsUrl', 'SessionGirls'],
  ['badkityUrl', 'Badkity'],
  ['facebook', 'Facebook'],
  ['twitter', 'Twitter'],
  ['instagram', 'Instagram'],
  ['tiktok', 'TikTok'],
  ['youtube', 'YouTube'],
  ['clips4sale', 'Clips4Sale'],
  ['amazonWishlist', 'Amazon wishlist'],
  ['personal1', 'Personal website 1'],
  ['personal2', 'Personal website 2'],
  ['wb270', 'WB270'],
  ['herbiceps', 'Herbiceps'],
  ['patreon', 'Patreon'],
  ['onlyFans', 'OnlyFans'],
  ['cameo', 'Cameo'],
  ['skypeHandle', 'Skype'],
  ['whatsapp', 'WhatsApp'],
] as const;
export type LinkField = (typeof LINK_FIELDS)[number][0];

export const OTHER_SITE_NUMBERS = [3, 4, 5, 6] as const;
const OTHER_SITE_FIELDS = OTHER_SITE_NUMBERS.flatMap((n) => [`otherName${n}`, `otherAddress${n}`] as const);
export type OtherSiteField = (typeof OTHER_SITE_FIELDS)[number];

export const LIFT_FIELDS = [
  ['deadlift', 'Deadlift (lbs)'],
  ['benchPress', 'Bench press (lbs)'],
  ['squat', 'Squat (lbs)'],
  ['legPress', 'Leg press (lbs)'],
] as const;
export type LiftField = (typeof LIFT_FIELDS)[number][0];

/** Over its limit the message names it. */
const required = (message: string, max: number = TEXT_MAX) =>
  z
    .string({ message })
    .trim()
    .min(1, message)
    .max(max, { error: tooLong(max) });
const optionalText = (max = TEXT_MAX) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((value) => (value ? value : null));

const optionalInt = (min: number, max: number) =>
  z.preprocess(
    (value) =>
      value === '' || value === undefined || value === null ? null : typeof value === 'string' ? Number(value) : value,
    z
      .number({ message: 'Invalid value' })
      .int('Invalid value')
      .min(min, 'Invalid value')
      .max(max, 'Invalid value')
      .nullable(),
  );

const serviceShape = Object.fromEntries(SERVICES.map((s) => [s.camel, z.boolean().optional()])) as {
  [K in ServiceCamel]: z.ZodOptional<z.ZodBoolean>;
};

export const girlProfileFields = {
  name: required('Name is required'),
  stageName: required('Stage name is required'),
  username: z
    .string({ message: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(15, 'Username must be 15 or less characters'),
  city: required('City is required'),
  state: optionalText(),
  country: required('Country is required'),
  height: optionalInt(HEIGHT_MIN_INCHES, HEIGHT_MAX_INCHES),
  weight: optionalInt(WEIGHT_MIN_LBS, WEIGHT_MAX_LBS),
  physique: z.enum(BODY_TYPES, { message: 'You must select one physique from the list.' }),
  headline: optionalText(),
  description: optionalText(LONG_TEXT_MAX),
  email: z.string({ message: 'Invalid email' }).trim().email('Invalid email'),
  phone: optionalText(40),
  travelPhone: optionalText(40),
  about: required('About me is required', ABOUT_ME_MAX),
  descriptionVerification: optionalText(LONG_TEXT_MAX),
  birthday: birthdayField()
    .optional()
    .transform((value) => value ?? null),
  ...(Object.fromEntries(LIFT_FIELDS.map(([field]) => [field, optionalInt(0, 2000)])) as Record<
    LiftField,
    ReturnType<typeof optionalInt>
  >),
  ...(Object.fromEntries(LINK_FIELDS.map(([field]) => [field, optionalText()])) as Record<
    LinkField,
    ReturnType<typeof optionalText>
  >),
  ...(Object.fromEntries(OTHER_SITE_FIELDS.map((field) => [field, optionalText()])) as Record<
    OtherSiteField,
    ReturnType<typeof optionalText>
  >),
  ...serviceShape,
  /** Moderators only (the service refuses it from anyone else). */
  notes: optionalText(LONG_TEXT_MAX).optional(),
  /** Spec §4. */
  girlShowProfile: z.boolean().optional(),
  adminShowProfile: z.boolean().optional(),
};

/** Spec §5 generic select message. */
const usState = stateForCountry({ invalid: 'Invalid value' });

export const GirlProfileSchema = z.object(girlProfileFields).superRefine(usState, STATE_RULE_PARAMS);
export const GirlProfilePatchSchema = z
  .object(girlProfileFields)
  .partial()
  .strict()
  .superRefine(usState, STATE_RULE_PARAMS);

export type GirlProfileInput = z.input<typeof GirlProfileSchema>;
export type GirlProfileValues = z.output<typeof GirlProfileSchema>;
export type GirlProfilePatch = z.output<typeof GirlProfilePatchSchema>;

export const POST_COMMENT_MAX = 2000;
/** A post has a comment, a photo or video, or both. */
export const POST_REQUIRED_MESSAGE = 'This field is required';
export const PostSchema = z
  .object({
    comment: optionalText(POST_COMMENT_MAX),
    image64: z.string().nullish(),
  })
  .refine((post) => !!post.comment || !!post.image64, { message: POST_REQUIRED_MESSAGE, path: ['comment'] });
export type PostInput = z.input<typeof PostSchema>;

export const PostEditSchema = z.object({
  comment: z
    .string()
    .trim()
    .max(POST_COMMENT_MAX, `Too long (max characters: ${POST_COMMENT_MAX})`)
    .nullish()
    .transform((value) => value || null),
});
export type PostEditInput = z.input<typeof PostEditSchema>;
