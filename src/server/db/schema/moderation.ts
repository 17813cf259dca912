// Moderators' notes on guys and girls, and the audit log of moderator and sensitive actions.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, updatedAt } from './columns';
import { girlOwned } from './girls';
import { guyOwned } from './guys';

export const moderatorCommentsGuys = pgTable(
  'moderator_comments_guys',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    guyUserId: guyOwned(),
    moderatorUserId: text('moderator_user_id').references(() => user.id, { onDelete: 'set null' }),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('moderator_comments_guys_guy_user_id_idx').on(t.guyUserId),
    index('moderator_comments_guys_moderator_user_id_idx').on(t.moderatorUserId),
  ],
);

export const moderatorCommentsGirls = pgTable(
  'moderator_comments_girls',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    girlId: girlOwned(),
    moderatorUserId: text('moderator_user_id').references(() => user.id, { onDelete: 'set null' }),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('moderator_comments_girls_girl_id_idx').on(t.girlId),
    index('moderator_comments_girls_moderator_user_id_idx').on(t.moderatorUserId),
  ],
);

/**
 * Who changed what. target_id is text so rows of Better Auth tables (text ids) and ours
 * (integer ids) both fit. No foreign key to the target: the log outlives what it describes.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: text('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetTable: text('target_table').notNull(),
    targetId: text('target_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    /** What the moderator typed to explain the decision (a rejection's reason, a comment), if anything. */
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetTable, t.targetId),
    index('audit_log_actor_user_id_idx').on(t.actorUserId),
    index('audit_log_at_idx').on(t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);

/**
 * What a person is told on her or his dashboard about a moderator's decision (decision 037): the
 * person it concerns, or the one who reported. Written in the decision's transaction; it never
 * names the moderator.
 */
export const decisionNotices = pgTable(
  'decision_notices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    recipientUserId: text('recipient_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** A DecisionKind of src/features/due-process/reason-codes.ts: 'girl', 'photo', 'scammer-report'… */
    kind: text('kind').notNull(),
    /** 'subject': the decision is about her or him; 'reporter': about what she or he reported. */
    role: text('role').notNull(),
    /** A short summary of what was decided on: "your profile", "your report about jon99". */
    subject: text('subject').notNull(),
    accepted: boolean('accepted').notNull(),
    reasonCode: text('reason_code'),
    /** What the moderator wrote for the person (the "other" text, a note). */
    reasonText: text('reason_text'),
    createdAt: createdAt(),
  },
  (t) => [index('decision_notices_recipient_idx').on(t.recipientUserId, t.createdAt)],
);

/**
 * Who is looking at a queue item (docs/decisions/040): one claim per item, keyed by the queue's
 * section (`girls`, `photos`, …) and the item's id. Others see it and may take it over; it lapses
 * after CLAIM_MINUTES and is deleted by the item's decision.
 */
export const moderationClaims = pgTable(
  'moderation_claims',
  {
    itemKind: text('item_kind').notNull(),
    itemId: integer('item_id').notNull(),
    moderatorUserId: text('moderator_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.itemKind, t.itemId] }),
    index('moderation_claims_moderator_user_id_idx').on(t.moderatorUserId),
  ],
);

export type ModeratorCommentGuy = typeof moderatorCommentsGuys.$inferSelect;
export type ModeratorCommentGirl = typeof moderatorCommentsGirls.$inferSelect;
export type AuditLogEntry = typeof auditLog.$inferSelect;
export type NewAuditLogEntry = typeof auditLog.$inferInsert;
export type DecisionNotice = typeof decisionNotices.$inferSelect;
export type ModerationClaim = typeof moderationClaims.$inferSelect;

/**
 * A moderator's suspension of one person's right to report (decision 042): while
 * the row exists every report endpoint answers 403 with the reason; lifting deletes it. Keyed by
 * the account, so it holds for a girl and a guy alike.
 */
export const reportSuspensions = pgTable('report_suspensions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** A ReasonCodeId of src/features/due-process/reason-codes.ts (kind 'report-suspension'). */
  reasonCode: text('reason_code').notNull(),
  /** What the moderator wrote ("other" needs it); the person sees it on the report forms. */
  reason: text('reason'),
  suspendedByUserId: text('suspended_by_user_id').references(() => user.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
