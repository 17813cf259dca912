// Community features: polls (their votes live in social.ts poll_votes) and our own comments
// widget (scammer pages, and behind flags the home page, girl and guy profiles).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { COMMENT_THREADS, type CommentThread } from '../../../lib/enums/comment-threads';
import { createdAt, sqlList } from './columns';
import { user } from './auth';
import { girls } from './girls';
import { guys } from './guys';

/** A poll; poll_votes.poll holds its `key`. The newest active poll is the home page's card. */
export const polls = pgTable(
  'polls',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Stable name kept in poll_votes.poll. */
    key: text('key').notNull(),
    question: text('question').notNull(),
    options: text('options').array().notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('polls_key_unique').on(t.key),
    index('polls_active_idx').on(t.active, t.createdAt),
    check('polls_options_check', sql`cardinality(${t.options}) BETWEEN 2 AND 10`),
  ],
);

/**
 * A comment in one of our threads. A scammer's or a girl's thread hangs on her girls row, a guy's
 * on his guys row, the home page's on nothing. The author leaving keeps the words (set null):
 * shown as 'Unknown/Banned User'.
 */
export const comments = pgTable(
  'comments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    thread: text('thread').$type<CommentThread>().notNull(),
    girlId: integer('girl_id').references(() => girls.id, { onDelete: 'cascade' }),
    guyUserId: integer('guy_user_id').references(() => guys.id, { onDelete: 'cascade' }),
    authorUserId: text('author_user_id').references(() => user.id, { onDelete: 'set null' }),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('comments_girl_thread_idx').on(t.girlId, t.thread, t.createdAt),
    index('comments_guy_thread_idx').on(t.guyUserId, t.createdAt),
    index('comments_thread_idx').on(t.thread, t.createdAt),
    index('comments_author_user_id_idx').on(t.authorUserId),
    check('comments_thread_check', sql`${t.thread} IN (${sqlList(COMMENT_THREADS)})`),
    check(
      'comments_subject_check',
      sql`CASE ${t.thread}
        WHEN 'home' THEN ${t.girlId} IS NULL AND ${t.guyUserId} IS NULL
        WHEN 'guy-profile' THEN ${t.girlId} IS NULL AND ${t.guyUserId} IS NOT NULL
        ELSE ${t.girlId} IS NOT NULL AND ${t.guyUserId} IS NULL END`,
    ),
    check('comments_comment_check', sql`length(${t.comment}) BETWEEN 1 AND 2000`),
  ],
);

export type Poll = typeof polls.$inferSelect;
export type Comment = typeof comments.$inferSelect;
