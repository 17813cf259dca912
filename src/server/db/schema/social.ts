// Interactions between guys and girls: follows, reviews both ways, girls-only comments,
// unverified references and poll votes. Authors who leave keep their words as history
// (set null: shown as 'Unknown/Banned User'); the subject's deletion removes them.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { girlOwned, girls } from './girls';
import { guyOwned, guys } from './guys';

export const follows = pgTable(
  'follows',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    girlId: girlOwned(),
    guyUserId: guyOwned(),
    followedAt: timestamp('followed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('follows_girl_guy_unique').on(t.girlId, t.guyUserId),
    index('follows_guy_user_id_idx').on(t.guyUserId),
  ],
);

/** A guy's review of a girl (public). */
export const girlReviews = pgTable(
  'girl_reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    girlId: girlOwned(),
    /** The author. */
    guyUserId: integer('guy_user_id').references(() => guys.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('girl_reviews_girl_id_idx').on(t.girlId, t.publishedAt),
    index('girl_reviews_guy_user_id_idx').on(t.guyUserId),
  ],
);

/** What a girl writes about a guy: she is the author (kept as history when she leaves), he the subject. */
const girlOnGuyColumns = () => ({
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** The author. */
  girlId: integer('girl_id').references(() => girls.id, { onDelete: 'set null' }),
  guyUserId: guyOwned(),
  comment: text('comment').notNull(),
});

/** Their lists: his, newest first, and hers. */
const girlOnGuyIndexes = (
  table: string,
  t: { guyUserId: ExtraConfigColumn; createdAt: ExtraConfigColumn; girlId: ExtraConfigColumn },
) => [index(`${table}_guy_user_id_idx`).on(t.guyUserId, t.createdAt), index(`${table}_girl_id_idx`).on(t.girlId)];

/** A girl's review ("reference") of a guy: vote true is thumbs up. Visible to signed-in users. */
export const guyReviews = pgTable(
  'guy_reviews',
  {
    ...girlOnGuyColumns(),
    vote: boolean('vote').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => girlOnGuyIndexes('guy_reviews', t),
);

/** A girl's comment on a guy, readable by girls (and moderators) only. */
export const girlsOnlyComments = pgTable(
  'girls_only_comments',
  {
    ...girlOnGuyColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => girlOnGuyIndexes('girls_only_comments', t),
);

/** pending → confirmed or denied by the girl it names (docs/decisions/020). */
export const REFERENCE_STATUSES = ['pending', 'confirmed', 'denied'] as const;
export type ReferenceStatus = (typeof REFERENCE_STATUSES)[number];

/** A guy's claim that he had a session with a girl, to be confirmed with her. */
export const unverifiedReferences = pgTable(
  'unverified_references',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    guyUserId: guyOwned(),
    girlUrl: text('girl_url').notNull(),
    girlUsername: text('girl_username').notNull(),
    email: text('email'),
    guyIdentifier: text('guy_identifier'),
    /**
     * The Matside girl the username or URL names (matched when he adds it), who confirms or
     * denies it from her dashboard; null when it names nobody on Matside.
     */
    girlId: integer('girl_id').references(() => girls.id, { onDelete: 'set null' }),
    /** pending until she answers; denied ones leave his profile and stay for moderators. */
    status: text('status', { enum: REFERENCE_STATUSES }).notNull().default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('unverified_references_guy_user_id_idx').on(t.guyUserId),
    index('unverified_references_girl_id_status_idx').on(t.girlId, t.status),
    check('unverified_references_status_check', sql`${t.status} in ('pending', 'confirmed', 'denied')`),
  ],
);

/** One vote per user per poll; a later vote updates it. Exactly one of girl_id / guy_user_id is set. */
export const pollVotes = pgTable(
  'poll_votes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    poll: text('poll').notNull(),
    vote: text('vote').notNull(),
    girlId: integer('girl_id').references(() => girls.id, { onDelete: 'cascade' }),
    guyUserId: integer('guy_user_id').references(() => guys.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('poll_votes_one_voter_check', sql`num_nonnulls(${t.girlId}, ${t.guyUserId}) = 1`),
    uniqueIndex('poll_votes_poll_girl_unique')
      .on(t.poll, t.girlId)
      .where(sql`${t.girlId} IS NOT NULL`),
    uniqueIndex('poll_votes_poll_guy_unique')
      .on(t.poll, t.guyUserId)
      .where(sql`${t.guyUserId} IS NOT NULL`),
    index('poll_votes_girl_id_idx').on(t.girlId),
    index('poll_votes_guy_user_id_idx').on(t.guyUserId),
  ],
);

export type Follow = typeof follows.$inferSelect;
export type GirlReview = typeof girlReviews.$inferSelect;
export type GuyReview = typeof guyReviews.$inferSelect;
export type GirlsOnlyComment = typeof girlsOnlyComments.$inferSelect;
export type UnverifiedReference = typeof unverifiedReferences.$inferSelect;
export type PollVote = typeof pollVotes.$inferSelect;
