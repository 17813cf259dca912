// Content about girls and site-wide content: travels, photos, posts, forum reviews, the news
// feed, the reputation list and the legacy follow-my-travels records.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { MEDIA_TYPES, type MediaType } from '../../../lib/enums/media-types';
import { createdAt, moderationVersion, sqlList, updatedAt, usStateCheck, type ImageVariants } from './columns';
import { girlOwned } from './girls';
import { sessionGirls } from './session-girls';

export const travels = pgTable(
  'travels',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    girlId: girlOwned(),
    city: text('city').notNull(),
    /** A US state code when the country is the US; the region's name elsewhere (see usStateCheck). */
    state: text('state').notNull(),
    country: text('country').notNull(),
    dateBegins: date('date_begins').notNull(),
    dateEnds: date('date_ends').notNull(),
    /** IANA zone of the city (decision 026); null on rows older than the column, resolved on read. */
    timeZone: text('time_zone'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('travels_girl_id_idx').on(t.girlId, t.dateBegins),
    index('travels_date_ends_idx').on(t.dateEnds),
    index('travels_city_lower_idx').on(sql`lower(${t.city})`),
    check('travels_dates_check', sql`${t.dateEnds} >= ${t.dateBegins}`),
    usStateCheck('travels_state_check', t.state, t.country),
  ],
);

/** Gallery and profile pictures (and videos). Approved ones are public; pending: owner and moderators. */
export const girlPhotos = pgTable(
  'girl_photos',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    girlId: girlOwned(),
    type: text('type').$type<MediaType>().notNull().default('image'),
    storageKey: text('storage_key').notNull(),
    secureUrl: text('secure_url').notNull(),
    variants: jsonb('variants').$type<ImageVariants>(),
    approved: boolean('approved').notNull().default(false),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    isProfilePic: boolean('is_profile_pic').notNull().default(false),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
    version: moderationVersion(),
  },
  (t) => [
    index('girl_photos_girl_id_idx').on(t.girlId, t.id),
    index('girl_photos_pending_idx')
      .on(t.id)
      .where(sql`${t.approved} = false`),
    index('girl_photos_pending_girl_idx')
      .on(t.girlId)
      .where(sql`${t.approved} = false`),
    uniqueIndex('girl_photos_one_profile_pic_unique')
      .on(t.girlId)
      .where(sql`${t.isProfilePic}`),
    check('girl_photos_type_check', sql`${t.type} IN (${sqlList(MEDIA_TYPES)})`),
    check(
      'girl_photos_size_check',
      sql`(${t.width} IS NULL OR ${t.width} > 0) AND (${t.height} IS NULL OR ${t.height} > 0)`,
    ),
  ],
);

/** Timeline posts: a comment with optional media. */
export const posts = pgTable(
  'posts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    girlId: girlOwned(),
    comment: text('comment'),
    /** The spec's publicId. */
    storageKey: text('storage_key'),
    secureUrl: text('secure_url'),
    variants: jsonb('variants').$type<ImageVariants>(),
    fileType: text('file_type').$type<MediaType>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('posts_girl_id_idx').on(t.girlId, t.createdAt),
    check('posts_file_type_check', sql`${t.fileType} IS NULL OR ${t.fileType} IN (${sqlList(MEDIA_TYPES)})`),
    check('posts_not_empty_check', sql`${t.comment} IS NOT NULL OR ${t.storageKey} IS NOT NULL`),
  ],
);

export const newsFeed = pgTable(
  'news_feed',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    cardInfo: jsonb('card_info').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('news_feed_created_at_idx').on(t.createdAt)],
);

/** Forum reviews of a girl (links to the forum thread). */
export const forumReviews = pgTable(
  'forum_reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    girlId: girlOwned(),
    username: text('username'),
    reviewUrl: text('review_url').notNull(),
    deprecatedPageTitle: text('deprecated_page_title'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('forum_reviews_girl_id_idx').on(t.girlId)],
);

export const reputationList = pgTable('reputation_list', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  url: text('url'),
  girlHandle: text('girl_handle'),
  guyHandle: text('guy_handle'),
  /** The mutation's "description". */
  comment: text('comment'),
  imageStorageKey: text('image_storage_key'),
  imageSecureUrl: text('image_secure_url'),
  imageVariants: jsonb('image_variants').$type<ImageVariants>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Follow-my-travels subscriptions carried over from the legacy site. */
export const legacyFollowTravels = pgTable(
  'legacy_follow_travels',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    identifier: text('identifier'),
    legacyGirlId: integer('legacy_girl_id'),
    sessionGirlId: integer('session_girl_id').references(() => sessionGirls.id, { onDelete: 'set null' }),
    username: text('username'),
    followAllCities: boolean('follow_all_cities').notNull().default(false),
    email: text('email'),
    cities: text('cities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index('legacy_follow_travels_session_girl_id_idx').on(t.sessionGirlId),
    index('legacy_follow_travels_legacy_girl_id_idx').on(t.legacyGirlId),
  ],
);

export type Travel = typeof travels.$inferSelect;
export type NewTravel = typeof travels.$inferInsert;
export type GirlPhoto = typeof girlPhotos.$inferSelect;
export type NewGirlPhoto = typeof girlPhotos.$inferInsert;
export type Post = typeof posts.$inferSelect;
export type NewsFeedItem = typeof newsFeed.$inferSelect;
export type ForumReview = typeof forumReviews.$inferSelect;
export type ReputationItem = typeof reputationList.$inferSelect;
export type LegacyFollowTravel = typeof legacyFollowTravels.$inferSelect;
