// Guy users (clients): spec "Guy user". Ban, ban end and e-mail verification are the account's
// (user.banned, user.banExpires, user.emailVerified: the spec's banned / unban_at /
// auth0_verified), and so are lockout and sign-in data (user.failedAttempts, lockedAt,
// *SignIn*): one source of truth for every account.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import {
  createdAt,
  heightCheck,
  serviceFlagColumns,
  trigramIndex,
  type ImageVariants,
  updatedAt,
  usStateCheck,
  weightCheck,
} from './columns';

/** The server record names the scissoring interest `scissors`. */
export const GUY_SERVICE_COLUMN_OVERRIDES = { scissoring: 'scissors' } as const;

export const guys = pgTable(
  'guys',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),

    // Identity
    username: text('username').notNull(),
    name: text('name'),
    email: text('email'),
    birthday: date('birthday'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    height: integer('height'),
    weight: integer('weight'),
    aboutMe: text('about_me'),

    // Contact (private: owner, moderators)
    /** His phone sealed under the data key (server/guy-contacts.ts). */
    phoneSealed: text('phone_sealed'),
    /** The key version of `phone_sealed` and of his guy_contact_hashes rows; null: not yet sealed. */
    keyVersion: smallint('key_version'),
    /** Skype handle. The private-webcam interest flag is `skype` / private_webcam_skype_video_chat. */
    skypeHandle: text('skype'),
    /** "Allow Session Girls to contact me" (default false). */
    allowContact: boolean('allow_contact').notNull().default(false),
    /** "Email me about new girls in your area" (default true). */
    canSendEmailsAboutWebsite: boolean('can_send_emails_about_website').notNull().default(true),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),

    // Visibility and account state
    adminShowProfile: boolean('admin_show_profile').notNull().default(true),
    userShowProfile: boolean('user_show_profile').notNull().default(true),
    softDeleted: boolean('soft_deleted').notNull().default(false),
    firstLogin: boolean('first_login').notNull().default(true),
    accountStatus: text('account_status'),

    // Picture: the spec's names; they hold our storage key and URLs.
    cloudinaryPublicId: text('cloudinary_public_id'),
    cloudinarySecureUrl: text('cloudinary_secure_url'),
    cloudinaryUrl: text('cloudinary_url'),
    /** The files of his upload (`avatar` 512², `icon` 64², the responsive ones); null before they were kept. */
    avatarVariants: jsonb('avatar_variants').$type<ImageVariants>(),

    /** Moderators only. */
    moderatorComments: text('moderator_comments'),

    // Interests
    ...serviceFlagColumns(GUY_SERVICE_COLUMN_OVERRIDES),

    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('guys_user_id_unique').on(t.userId),
    index('guys_key_version_idx').on(t.keyVersion),
    uniqueIndex('guys_username_lower_unique').on(sql`lower(${t.username})`),
    index('guys_email_lower_idx').on(sql`lower(${t.email})`),
    index('guys_city_lower_idx').on(sql`lower(${t.city})`),
    trigramIndex('guys_username_trgm_idx', t.username),
    trigramIndex('guys_name_trgm_idx', t.name),
    heightCheck('guys_height_check', t.height),
    weightCheck('guys_weight_check', t.weight),
    usStateCheck('guys_state_check', t.state, t.country),
    check('guys_latitude_check', sql`${t.latitude} IS NULL OR ${t.latitude} BETWEEN -90 AND 90`),
    check('guys_longitude_check', sql`${t.longitude} IS NULL OR ${t.longitude} BETWEEN -180 AND 180`),
  ],
);

/** What a guy_contact_hashes row is the hash of. */
export const GUY_CONTACT_SOURCES = ['phone', 'email', 'account_email'] as const;
export type GuyContactSource = (typeof GUY_CONTACT_SOURCES)[number];

/**
 * Keyed hashes of a guy's own contacts (his phone, his profile's and his account's e-mail), under
 * every key version the ring held when they were written: what screening and safety alerts
 * compare with the timewaster hashes (decision 053).
 */
export const guyContactHashes = pgTable(
  'guy_contact_hashes',
  {
    guyId: integer('guy_id')
      .notNull()
      .references(() => guys.id, { onDelete: 'cascade' }),
    source: text('source', { enum: GUY_CONTACT_SOURCES }).notNull(),
    keyVersion: smallint('key_version').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.guyId, t.source, t.keyVersion] }),
    index('guy_contact_hashes_hash_idx').on(t.hash),
    check('guy_contact_hashes_source_check', sql`${t.source} IN ('phone', 'email', 'account_email')`),
  ],
);

/** The guy a row is about: the row goes when his record does. */
export const guyOwned = () =>
  integer('guy_user_id')
    .notNull()
    .references(() => guys.id, { onDelete: 'cascade' });

export type Guy = typeof guys.$inferSelect;
export type NewGuy = typeof guys.$inferInsert;
