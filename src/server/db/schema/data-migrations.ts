// Which one-time data migrations (src/server/db/data-migrations) have finished: a migration whose
// work cannot tell an old row from a new one (a phone number stored before and after the one phone
// rule) runs until its row is here, and never again.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const finishedDataMigrations = pgTable('finished_data_migrations', {
  name: text('name').primaryKey(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
});
