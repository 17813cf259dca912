import 'server-only';
import { integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// pg-boss's own table (decision 034), described outside the schema so drizzle-kit never migrates it.
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
