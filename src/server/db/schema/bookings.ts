// Booking requests from a guy to a girl (spec "Booking request (form)" + "Booking (stored)").
// Each party has its own status; an admin delete sets both to deleted.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES } from '../../../lib/enums/booking-statuses';
import { createdAt, sqlList, updatedAt } from './columns';
import { girlOwned } from './girls';
import { guys } from './guys';

export const bookings = pgTable(
  'bookings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    girlId: girlOwned(),
    guyId: integer('guy_id')
      .notNull()
      .references(() => guys.id, { onDelete: 'cascade' }),
    girlStatus: text('girl_status', { enum: BOOKING_STATUSES }).notNull().default('pending'),
    guyStatus: text('guy_status', { enum: BOOKING_STATUSES }).notNull().default('pending'),
    /** The form's "time". */
    dateTimeAvailable: timestamp('date_time_available', { withTimezone: true }).notNull(),
    /** IANA zone where the session happens (decision 026); null on rows older than the column. */
    timeZone: text('time_zone'),
    /** "She is in Chicago 5–9 Dec" when her travels placed her away from home at that time. */
    travelNote: text('travel_note'),
    sessionLocation: text('session_location'),
    sessionLength: text('session_length').notNull(),
    desiredSessionType: varchar('desired_session_type', { length: 500 }).notNull(),
    thingsToNotInclude: varchar('things_to_not_include', { length: 500 }),
    requestedAttire: text('requested_attire'),
    detailsQuestions: text('details_questions'),
    detailsNotes: text('details_notes'),
    servicesInterests: boolean('services_interests').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_girl_id_idx').on(t.girlId, t.createdAt),
    index('bookings_guy_id_idx').on(t.guyId, t.createdAt),
    check('bookings_girl_status_check', sql`${t.girlStatus} IN (${sqlList(BOOKING_STATUSES)})`),
    check('bookings_guy_status_check', sql`${t.guyStatus} IN (${sqlList(BOOKING_STATUSES)})`),
  ],
);

export type Booking = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
