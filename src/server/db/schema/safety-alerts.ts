// Safety alerts (docs/decisions/043): a vetted girl is told once about a newly approved timewaster
// entry that matches a guy who asked her for a session in the last 90 days, or the city of one of
// her travels in the next 30 days. One row per girl and entry; the daily digest mails the rows
// not yet mailed, her dashboard lists those she has not marked seen.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt } from './columns';
import { travels } from './content';
import { girlOwned } from './girls';
import { timewasterOwned } from './timewasters';

export const SAFETY_ALERT_MATCHES = ['booking', 'travel'] as const;
export type SafetyAlertMatch = (typeof SAFETY_ALERT_MATCHES)[number];

export const safetyAlerts = pgTable(
  'safety_alerts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    girlId: girlOwned(),
    timewasterId: timewasterOwned(),
    /** Why she is told: a booking request from him, or a travel to the entry's city. */
    matchedBy: text('matched_by').$type<SafetyAlertMatch>().notNull(),
    /** The booking request that matched (matchedBy 'booking'). */
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** The travel that matched (matchedBy 'travel'). */
    travelId: integer('travel_id').references(() => travels.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** The digest e-mail that listed it was queued; null: not mailed yet (or her alerts are off). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    /** She marked it seen on her dashboard. */
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [
    unique('safety_alerts_girl_timewaster_unique').on(t.girlId, t.timewasterId),
    index('safety_alerts_timewaster_id_idx').on(t.timewasterId),
    index('safety_alerts_unmailed_idx')
      .on(t.girlId)
      .where(sql`${t.emailedAt} IS NULL`),
    check('safety_alerts_matched_by_check', sql`${t.matchedBy} IN ('booking', 'travel')`),
  ],
);

export type SafetyAlert = typeof safetyAlerts.$inferSelect;
