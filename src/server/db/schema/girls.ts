// Every girl record (data-model "People and accounts"): Matside members (matside_girl), scammers
// (is_scammer), forum-review girls and records created by moderators. Columns follow the spec's
// "Girl record (server)" plus the extended profile fields. Private fields and their audience are
// listed in docs/data-model.md; queries must select columns explicitly.
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import { BODY_TYPES, type BodyType } from '../../../lib/enums/body-types';
import { user } from './auth';
import {
  createdAt,
  heightCheck,
  inListCheck,
  moderationVersion,
  serviceFlagColumns,
  trigramIndex,
  updatedAt,
  usStateCheck,
  weightCheck,
} from './columns';

type SearchColumn = AnyPgColumn | ExtraConfigColumn;

/**
 * The text the site search matches ("contains" across username, stage_name, city, state and
 * country; spec §7). One expression, so one trigram GIN index serves the whole OR. Fields are
 * joined by U+001F, which the search strips from queries, so a match never spans two fields. The
 * index and the query must use this same expression or PostgreSQL will not use the index.
 * The phone is NOT in it: a substring match would let anyone read a private number digit by digit.
 * The search matches a whole phone number exactly, on phone_digits.
 */
export function girlSearchText(t: Record<'username' | 'stageName' | 'city' | 'state' | 'country', SearchColumn>): SQL {
  return sql`(coalesce(${t.username}, '') || E'\\x1f' || coalesce(${t.stageName}, '') || E'\\x1f' || coalesce(${t.city}, '') || E'\\x1f' || coalesce(${t.state}, '') || E'\\x1f' || coalesce(${t.country}, ''))`;
}

/**
 * What every girl the search can show has: approved, not hidden by the moderators, a stage name
 * (features/search; the partial indexes of its filters use it as their predicate).
 */
function searchCandidate(t: Record<'profileApproved' | 'adminShowProfile' | 'stageName', SearchColumn>): SQL {
  return sql`${t.profileApproved} AND ${t.adminShowProfile} AND ${t.stageName} IS NOT NULL`;
}

export const girls = pgTable(
  'girls',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Account, when she has one (scammers and reviewed girls often do not). Unique: one girl per user. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),

    // Identity and location
    name: text('name'),
    username: text('username'),
    stageName: text('stage_name'),
    email: text('email'),
    /** Private: the age is public, the date is not. */
    birthday: date('birthday'),
    city: text('city'),
    state: text('state'),
    country: text('country'),

    // Profile
    height: integer('height'),
    weight: integer('weight'),
    physique: text('physique').$type<BodyType>(),
    headline: text('headline'),
    synopsis: text('synopsis'),
    about: text('about'),
    description: text('description'),
    descriptionVerification: text('description_verification'),
    /**
     * Her verification picture (face and a paper with "Matside" and her username): a private
     * storage key, read by moderators only, deleted once they have decided.
     */
    verificationPictureKey: text('verification_picture_key'),
    verificationPictureAt: timestamp('verification_picture_at', { withTimezone: true }),
    review: text('review'),
    dateOfAnalysis: date('date_of_analysis'),
    /** Moderators only. */
    notes: text('notes'),

    // Pictures (profile_pic_* hold our storage key / URL; the names are the spec's)
    profilePicSecureUrl: text('profile_pic_secure_url'),
    profilePicPublicId: text('profile_pic_public_id'),
    profilePicFileName: text('profile_pic_file_name'),
    verifyPicPublicId: text('verify_pic_public_id'),
    verifyPicSecureUrl: text('verify_pic_secure_url'),

    // Approval: null = pending, then true/false set by a moderator.
    profilePicApproved: boolean('profile_pic_approved'),
    /**
     * Her link preview's storage key (share/<hash>.jpg, features/seo/profile-share-image.ts): a
     * replaced card and a hidden girl's card are deleted by it (decision 045).
     */
    shareCardKey: text('share_card_key'),
    profileApproved: boolean('profile_approved'),
    // Visibility (default visible)
    adminShowProfile: boolean('admin_show_profile').notNull().default(true),
    girlShowProfile: boolean('girl_show_profile').notNull().default(true),
    // Classification
    matsideGirl: boolean('matside_girl').notNull().default(false),
    trans: boolean('trans').notNull().default(false),
    isScammer: boolean('is_scammer').notNull().default(false),
    /**
     * The username a scammer report names, until a moderator publishes it (it then becomes the
     * stage name). Not unique and not the username column: a report never reserves a name or
     * learns whether a hidden account holds it.
     */
    reportedUsername: text('reported_username'),
    /** A scammer report's reporting terms version (docs/decisions/035); null on every other record. */
    reportingTermsVersion: text('reporting_terms_version'),
    active: boolean('active').notNull().default(true),
    /** Her "Safety alerts" setting (docs/decisions/043): the daily digest and dashboard alerts. */
    safetyAlerts: boolean('safety_alerts').notNull().default(true),
    /** A listing classification; account bans live on user.banned. */
    banned: boolean('banned').notNull().default(false),

    // Contact
    phone: text('phone'),
    /** Digits of `phone`, for the search's phone "contains" match. */
    phoneDigits: text('phone_digits').generatedAlwaysAs(sql`regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')`),
    travelPhone: text('travel_phone'),
    /** The Skype handle (text). The private-webcam *service* flag is `skype` / private_webcam_skype_video_chat. */
    skypeHandle: text('skype'),
    whatsapp: text('whatsapp'),

    // Sites and socials
    sessiongirlsUrl: text('sessiongirls_url'),
    badkityUrl: text('badkity_url'),
    anatsListUrl: text('anats_list_url'),
    facebook: text('facebook'),
    twitter: text('twitter'),
    instagram: text('instagram'),
    tiktok: text('tiktok'),
    youtube: text('youtube'),
    pinterest: text('pinterest'),
    amazonWishlist: text('amazon_wishlist'),
    clips4sale: text('clips4sale'),
    herbiceps: text('herbiceps'),
    patreon: text('patreon'),
    onlyfans: text('onlyfans'),
    cameo: text('cameo'),
    wb270: text('wb270'),
    personal1: text('personal1'),
    personal2: text('personal2'),
    website1Name: text('website1_name'),
    website1Url: text('website1_url'),
    website2Name: text('website2_name'),
    website2Url: text('website2_url'),
    website3Name: text('website3_name'),
    website3Url: text('website3_url'),
    website4Name: text('website4_name'),
    website4Url: text('website4_url'),
    website5Name: text('website5_name'),
    website5Url: text('website5_url'),
    website6Name: text('website6_name'),
    website6Url: text('website6_url'),
    // The profile form's "other sites" 3-6
    otherName3: text('other_name_3'),
    otherAddress3: text('other_address_3'),
    otherName4: text('other_name_4'),
    otherAddress4: text('other_address_4'),
    otherName5: text('other_name_5'),
    otherAddress5: text('other_address_5'),
    otherName6: text('other_name_6'),
    otherAddress6: text('other_address_6'),

    // Lifting stats (lbs)
    deadlift: integer('deadlift'),
    benchPress: integer('benchpress'),
    squat: integer('squat'),
    legPress: integer('leg_press'),

    // Billing and subscription (owner, moderators). No payment provider yet (spec: tips not implemented).
    tier: text('tier'),
    billingCustomerId: text('billing_customer_id'),
    subscriptionId: text('subscription_id'),
    subscriptionStatus: text('subscription_status'),
    subscriptionPlan: text('subscription_plan'),
    subscriptionStartedAt: timestamp('subscription_started_at', { withTimezone: true }),
    subscriptionEndsAt: timestamp('subscription_ends_at', { withTimezone: true }),

    // Services offered
    ...serviceFlagColumns(),

    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: moderationVersion(),
  },
  (t) => [
    uniqueIndex('girls_user_id_unique').on(t.userId),
    // Public URLs use them (/profile/{stageName}, /scammer/{stage_name}): unique, case-insensitive.
    uniqueIndex('girls_stage_name_lower_unique').on(sql`lower(${t.stageName})`),
    uniqueIndex('girls_username_lower_unique').on(sql`lower(${t.username})`),
    index('girls_email_lower_idx').on(sql`lower(${t.email})`),
    index('girls_birthday_idx').on(t.birthday),
    index('girls_physique_idx').on(t.physique),
    index('girls_height_idx').on(t.height),
    index('girls_weight_idx').on(t.weight),
    index('girls_matside_girl_idx').on(t.matsideGirl),
    index('girls_is_scammer_idx')
      .on(t.isScammer)
      .where(sql`${t.isScammer}`),
    // Decided girls only: the waiting ones have their own indexes below, which the planner passed
    // over for this one at 100,000 girls (decision 049, session 14).
    index('girls_profile_approved_idx')
      .on(t.profileApproved)
      .where(sql`${t.profileApproved} IS NOT NULL`),
    index('girls_profile_pic_approved_idx').on(t.profilePicApproved),
    // The moderation queue's new girls and scammer reports, counted and paged oldest first
    // (decision 049: 65 and 27 ms through girls_profile_approved_idx at 100,000 girls).
    index('girls_pending_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.matsideGirl} = true AND ${t.isScammer} = false AND ${t.profileApproved} IS NULL`),
    // The new girls' count and the photos' join read only these (decision 051: at 10,000 waiting).
    index('girls_pending_user_idx')
      .on(t.userId)
      .where(sql`${t.matsideGirl} = true AND ${t.isScammer} = false AND ${t.profileApproved} IS NULL`),
    index('girls_approved_user_idx')
      .on(t.id, t.userId)
      .where(sql`${t.profileApproved} = true`),
    index('girls_scammer_reports_pending_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.isScammer} = true AND ${t.profileApproved} IS NULL AND ${t.reportedUsername} IS NOT NULL`),
    trigramIndex('girls_username_trgm_idx', t.username),
    trigramIndex('girls_stage_name_trgm_idx', t.stageName),
    trigramIndex('girls_city_trgm_idx', t.city),
    trigramIndex('girls_state_trgm_idx', t.state),
    trigramIndex('girls_country_trgm_idx', t.country),
    // Exact whole-number lookups only (search and booking screening); never a substring.
    index('girls_phone_digits_idx').on(t.phoneDigits),
    // The search's single filters and its order: equality, then id, so the newest
    // matches are read in order and the scan stops at the page. Partial on what every visible girl
    // has (both arms of the search's visibility test imply it), which leaves out half the rows.
    index('girls_search_city_idx')
      .on(sql`lower(${t.city})`, t.id)
      .where(searchCandidate(t)),
    index('girls_search_state_idx')
      .on(sql`lower(${t.state})`, t.id)
      .where(searchCandidate(t)),
    index('girls_search_physique_idx').on(t.physique, t.id).where(searchCandidate(t)),
    index('girls_search_text_trgm_idx')
      .using('gin', sql`${girlSearchText(t)} gin_trgm_ops`)
      .with({ fastupdate: false }),
    inListCheck('girls_physique_check', t.physique, BODY_TYPES),
    heightCheck('girls_height_check', t.height),
    weightCheck('girls_weight_check', t.weight),
    usStateCheck('girls_state_check', t.state, t.country),
    check(
      'girls_lifts_check',
      sql`coalesce(${t.deadlift}, 0) >= 0 AND coalesce(${t.benchPress}, 0) >= 0 AND coalesce(${t.squat}, 0) >= 0 AND coalesce(${t.legPress}, 0) >= 0`,
    ),
  ],
);

/** The girl a row belongs to: the row goes when her record does. */
export const girlOwned = () =>
  integer('girl_id')
    .notNull()
    .references(() => girls.id, { onDelete: 'cascade' });

export type Girl = typeof girls.$inferSelect;
export type NewGirl = typeof girls.$inferInsert;
