// Profiles scraped from / migrated off the legacy session-girls site, with their images, reports
// and travels. Scraped data is kept as found: no US-state CHECK on their locations.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { BODY_TYPES, type BodyType } from '../../../lib/enums/body-types';
import { createdAt, heightCheck, inListCheck, moderationVersion, updatedAt, weightCheck } from './columns';
import { girls } from './girls';
import { guys } from './guys';

export const sessionGirls = pgTable(
  'session_girls',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name'),
    username: text('username').notNull(),
    height: integer('height'),
    weight: integer('weight'),
    physique: text('physique').$type<BodyType>(),
    /** Where the scraper found the picture. */
    pictureUrl: text('picture_url'),
    cloudinaryPublicId: text('cloudinary_public_id'),
    cloudinarySecureUrl: text('cloudinary_secure_url'),
    /** Moderators only. null = not matched yet; '' = moderator chose "No match (set empty email)". */
    email: text('email'),
    // Approval: null = pending.
    profilePicApproved: boolean('profile_pic_approved'),
    profileApproved: boolean('profile_approved'),
    // Matching with the legacy site
    legacyGirlId: integer('legacy_girl_id'),
    sendNewGirlNotification: boolean('send_new_girl_notification').notNull().default(false),
    sendTravelEmails: boolean('send_travel_emails').notNull().default(false),
    /** The girls row this profile was matched to, if any. */
    girlId: integer('girl_id').references(() => girls.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: moderationVersion(),
  },
  (t) => [
    uniqueIndex('session_girls_username_lower_unique').on(sql`lower(${t.username})`),
    index('session_girls_girl_id_idx').on(t.girlId),
    index('session_girls_legacy_girl_id_idx').on(t.legacyGirlId),
    index('session_girls_profile_approved_idx').on(t.profileApproved),
    index('session_girls_profile_pic_approved_idx').on(t.profilePicApproved),
    index('session_girls_email_pending_idx')
      .on(t.id)
      .where(sql`${t.email} IS NULL`),
    inListCheck('session_girls_physique_check', t.physique, BODY_TYPES),
    heightCheck('session_girls_height_check', t.height),
    weightCheck('session_girls_weight_check', t.weight),
  ],
);

export const sessionGirlImages = pgTable(
  'session_girl_images',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    sessionGirlId: integer('session_girl_id')
      .notNull()
      .references(() => sessionGirls.id, { onDelete: 'cascade' }),
    /** e.g. 'gallery'. */
    imageType: text('image_type').notNull().default('gallery'),
    cloudinaryPublicId: text('cloudinary_public_id'),
    cloudinarySecureUrl: text('cloudinary_secure_url').notNull(),
    explicit: boolean('explicit').notNull().default(false),
    explicitNudity: boolean('explicit_nudity').notNull().default(false),
    /** null = pending moderator review, then true/false. */
    jenApproved: boolean('jen_approved'),
    createdAt: createdAt(),
    version: moderationVersion(),
  },
  (t) => [
    index('session_girl_images_session_girl_id_idx').on(t.sessionGirlId),
    index('session_girl_images_pending_idx')
      .on(t.id)
      .where(sql`${t.jenApproved} IS NULL`),
  ],
);

export const sessionGirlReports = pgTable(
  'session_girl_reports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    sessionGirlId: integer('session_girl_id')
      .notNull()
      .references(() => sessionGirls.id, { onDelete: 'cascade' }),
    guyUserId: integer('guy_user_id').references(() => guys.id, { onDelete: 'set null' }),
    category: text('category').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
    /** Set when a moderator marks the report handled: it leaves the moderation queue. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** The reporting terms version the guy agreed to (docs/decisions/035); null on older reports. */
    reportingTermsVersion: text('reporting_terms_version'),
    version: moderationVersion(),
  },
  (t) => [
    index('session_girl_reports_session_girl_id_idx').on(t.sessionGirlId),
    index('session_girl_reports_pending_idx')
      .on(t.id)
      .where(sql`${t.handledAt} IS NULL`),
    index('session_girl_reports_guy_user_id_idx').on(t.guyUserId),
    // One waiting report per guy and session girl (docs/decisions/035).
    uniqueIndex('session_girl_reports_one_open_per_guy_unique')
      .on(t.guyUserId, t.sessionGirlId)
      .where(sql`${t.handledAt} IS NULL`),
  ],
);

export const sessionGirlTravels = pgTable(
  'session_girl_travels',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    sessionGirlId: integer('session_girl_id')
      .notNull()
      .references(() => sessionGirls.id, { onDelete: 'cascade' }),
    beginDate: date('begin_date').notNull(),
    endDate: date('end_date').notNull(),
    country: text('country'),
    city: text('city'),
    state: text('state'),
    optionalDesc: text('optional_desc'),
    createdAt: createdAt(),
  },
  (t) => [
    index('session_girl_travels_session_girl_id_idx').on(t.sessionGirlId),
    index('session_girl_travels_end_date_idx').on(t.endDate),
    check('session_girl_travels_dates_check', sql`${t.endDate} >= ${t.beginDate}`),
  ],
);

export type SessionGirl = typeof sessionGirls.$inferSelect;
export type NewSessionGirl = typeof sessionGirls.$inferInsert;
export type SessionGirlImage = typeof sessionGirlImages.$inferSelect;
