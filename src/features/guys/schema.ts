// Spec section 3 "Male profile form" and section 5 "Male profile": one schema for the
// /edit-profile-male form, parsed again by PATCH /api/v1/guy-users/{userId} (JSON:API attributes).
import { z } from 'zod';
import { STATE_RULE_PARAMS } from '@/lib/enums/us-state-rule';
import { cityField, countryField } from '@/features/accounts/fields';
import { aboutMeField, birthdayField, heightField, usStateField, usStateRule, weightField } from './fields';

/** JSON:API resource type of guy users (spec section 7: /api/v1/guy-users). */
export const GUY_USERS_TYPE = 'guyUsers';

const profileFields = {
  city: cityField,
  state: usStateField,
  country: countryField,
  aboutMe: aboutMeField,
  height: heightField('Height is required'),
  weight: weightField('Weight is required'),
  birthday: birthdayField.optional(),
  /**
   * A new picture as a data URL; null removes the picture; absent keeps it. A stored URL is never
   * sent back (spec: "an image value starting with http is not sent").
   */
  image64: z.string().min(1, 'Profile picture is required').nullable().optional(),
};

/** The male profile form (spec defaults: allowSessionGirlsContact false). */
export const MaleProfileSchema = z
  .object({
    allowSessionGirlsContact: z.boolean().default(false),
    ...profileFields,
  })
  .superRefine(usStateRule, STATE_RULE_PARAMS);
export type MaleProfileValues = z.output<typeof MaleProfileSchema>;

/**
 * PATCH attributes: JSON:API semantics, an absent attribute is left unchanged, so the settings
 * page can send only its e-mail preference. Present attributes obey the form's rules.
 */
export const GuyUserAttributesSchema = z
  .object({
    allowSessionGirlsContact: z.boolean().optional(),
    emailMeAboutNewGirlsInYourArea: z.boolean().optional(),
    /** Show his public client profile (/client/{username}); off: 'This account is set to private.' */
    userShowProfile: z.boolean().optional(),
    city: profileFields.city.optional(),
    state: profileFields.state.optional(),
    country: profileFields.country.optional(),
    aboutMe: profileFields.aboutMe.optional(),
    height: profileFields.height.optional(),
    weight: profileFields.weight.optional(),
    birthday: profileFields.birthday,
    image64: profileFields.image64,
  })
  .superRefine(usStateRule, STATE_RULE_PARAMS);
export type GuyUserAttributes = z.output<typeof GuyUserAttributesSchema>;
