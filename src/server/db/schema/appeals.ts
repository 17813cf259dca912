// Appeals against moderators' decisions (decision 039): one per decision notice, a thread of
// messages between the person and the moderators, decided by another moderator.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt } from './columns';
import { decisionNotices } from './moderation';

export const appeals = pgTable(
  'appeals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The decision appealed, as its person was told it; unique: one appeal per decision. */
    noticeId: integer('notice_id')
      .notNull()
      .unique('appeals_notice_id_unique')
      .references(() => decisionNotices.id, { onDelete: 'cascade' }),
    appellantUserId: text('appellant_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The notice's DecisionKind: 'girl' (a rejected profile) or 'ban'. */
    kind: text('kind').notNull(),
    /** The record the decision was about ('girls' or 'guys') and its id, from the decision's audit row. */
    subjectTable: text('subject_table').notNull(),
    subjectId: integer('subject_id').notNull(),
    /** The moderator who made the decision (server side only: the person reads "A moderator"). */
    decidedByUserId: text('decided_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('open'),
    /** The appeal's own decision: its reason code and the moderator's note. */
    reasonCode: text('reason_code'),
    reasonText: text('reason_text'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // 'withdrawn': the account was deleted while the appeal was open (it leaves the moderators' list).
    check('appeals_status_check', sql`${t.status} IN ('open', 'upheld', 'denied', 'withdrawn')`),
    index('appeals_appellant_idx').on(t.appellantUserId),
    index('appeals_decided_by_idx').on(t.decidedByUserId),
    index('appeals_status_idx').on(t.status, t.createdAt),
  ],
);

export const appealMessages = pgTable(
  'appeal_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    appealId: integer('appeal_id')
      .notNull()
      .references(() => appeals.id, { onDelete: 'cascade' }),
    /** Who wrote it (server side only; a moderator's message reads "A moderator"). */
    authorUserId: text('author_user_id').references(() => user.id, { onDelete: 'set null' }),
    fromModerator: boolean('from_moderator').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('appeal_messages_appeal_idx').on(t.appealId, t.createdAt),
    index('appeal_messages_author_idx').on(t.authorUserId),
  ],
);

export type Appeal = typeof appeals.$inferSelect;
export type AppealMessage = typeof appealMessages.$inferSelect;
