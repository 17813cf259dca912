// Problem girls: moderator-edited records, some crawled from forums (those have no username and
// wait in the moderation queue's "New Problem Girls Crawled" until reviewed).
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, heightCheck, updatedAt, weightCheck, type ImageVariants } from './columns';
import { girls } from './girls';
import { guys } from './guys';

export const problemGirls = pgTable(
  'problem_girls',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** null for crawled records. */
    username: text('username'),
    name: text('name'),
    headline: text('headline'),
    description: text('description'),
    city: text('city'),
    country: text('country'),
    height: integer('height'),
    weight: integer('weight'),
    dob: date('dob'),
    profileUrl: text('profile_url'),
    reasonWhy: text('reason_why'),
    dateOfAnalysis: date('date_of_analysis'),
    pageTitle: text('page_title'),
    messageThread: text('message_thread'),
    /** The guy who reported her, if reported through the site. */
    guyId: integer('guy_id').references(() => guys.id, { onDelete: 'set null' }),
    /** The matching girls row, if any. */
    girlId: integer('girl_id').references(() => girls.id, { onDelete: 'set null' }),
    // Picture: the spec's names; they hold our storage key and URLs.
    cloudinaryPublicId: text('cloudinary_public_id'),
    cloudinarySecureUrl: text('cloudinary_secure_url'),
    cloudinaryUrl: text('cloudinary_url'),
    /** Set by the crawler; null for records entered by people. */
    crawledAt: timestamp('crawled_at', { withTimezone: true }),
    /** A moderator has looked at it (clears it from the crawled queue). */
    reviewed: boolean('reviewed').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('problem_girls_girl_id_idx').on(t.girlId),
    index('problem_girls_guy_id_idx').on(t.guyId),
    index('problem_girls_username_lower_idx').on(sql`lower(${t.username})`),
    // The queue's history line of a crawled listing finds the other records of the same listing.
    index('problem_girls_profile_url_idx').on(t.profileUrl),
    index('problem_girls_crawled_queue_idx')
      .on(t.crawledAt)
      .where(sql`${t.crawledAt} IS NOT NULL AND ${t.reviewed} = false`),
    heightCheck('problem_girls_height_check', t.height),
    weightCheck('problem_girls_weight_check', t.weight),
  ],
);

export const problemGirlReportedUrls = pgTable(
  'problem_girl_reported_urls',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    problemGirlId: integer('problem_girl_id')
      .notNull()
      .references(() => problemGirls.id, { onDelete: 'cascade' }),
    reportedUrl: text('reported_url').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('problem_girl_reported_urls_problem_girl_id_idx').on(t.problemGirlId)],
);

export const problemGirlPhotos = pgTable(
  'problem_girl_photos',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    problemGirlId: integer('problem_girl_id')
      .notNull()
      .references(() => problemGirls.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    secureUrl: text('secure_url').notNull(),
    variants: jsonb('variants').$type<ImageVariants>(),
    createdAt: createdAt(),
  },
  (t) => [index('problem_girl_photos_problem_girl_id_idx').on(t.problemGirlId)],
);

export type ProblemGirl = typeof problemGirls.$inferSelect;
export type NewProblemGirl = typeof problemGirls.$inferInsert;
export type ProblemGirlReportedUrl = typeof problemGirlReportedUrls.$inferSelect;
export type ProblemGirlPhoto = typeof problemGirlPhotos.$inferSelect;
