import 'server-only';
import { integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// pg-boss's own job table (schema `pgboss`, created and migrated by pg-boss itself, decision
// 034): described here for reading and auditing only, outside src/server/db/schema so that
// drizzle-kit never generates a migration for it. Only the columns the app reads.
const pgboss = pgSchema('pgboss');

export const bossJobs = pgboss.table('job', {
  id: uuid('id').notNull(),
  name: text('name').notNull(),
  state: text('state').notNull(),
  retryCount: integer('retry_count').notNull(),
  retryLimit: integer('retry_limit').notNull(),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
  completedOn: timestamp('completed_on', { withTimezone: true }),
  output: jsonb('output').$type<{ message?: string } | null>(),
});
