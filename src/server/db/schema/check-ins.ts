// Check-ins during a session (docs/decisions/048): a girl's trusted contacts, her check-ins (where,
// with whom, until when) and the alerts sent to her contacts when she misses one. Tokens are kept
// as SHA-256 hashes: the raw token only travels in the contact's e-mail.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt } from './columns';
import { girlOwned } from './girls';
import { guys } from './guys';

export const TRUSTED_CONTACT_STATES = ['pending', 'active', 'stopped'] as const;
export type TrustedContactState = (typeof TRUSTED_CONTACT_STATES)[number];

/** How an alert reaches a contact; a new channel (SMS, a messaging app) adds its name here. */
export const ALERT_CHANNELS = ['email'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

export const CHECK_IN_STATES = ['running', 'alerted', 'safe'] as const;
export type CheckInState = (typeof CHECK_IN_STATES)[number];

export const CHECK_IN_ALERT_KINDS = ['missed', 'urgent'] as const;
export type CheckInAlertKind = (typeof CHECK_IN_ALERT_KINDS)[number];

/** What screening showed her about a booking's client when she started: counts only. */
export interface CheckInScreening {
  timewasterMatches: number;
  thumbsUp: number;
  thumbsDown: number;
  girlsOnlyComments: number;
  confirmedReferences: number;
}

export const trustedContacts = pgTable(
  'trusted_contacts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    girlId: girlOwned(),
    name: varchar('name', { length: 100 }).notNull(),
    channel: text('channel').$type<AlertChannel>().notNull().default('email'),
    /** The channel's address: an e-mail address for `email`. Never shown to moderators. */
    address: varchar('address', { length: 254 }).notNull(),
    state: text('state').$type<TrustedContactState>().notNull().default('pending'),
    /** Hash of the consent link's token: the same link accepts and stops. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('trusted_contacts_token_hash_unique').on(t.tokenHash),
    uniqueIndex('trusted_contacts_girl_address_unique').on(t.girlId, sql`lower(${t.address})`),
    check('trusted_contacts_state_check', sql`${t.state} IN ('pending', 'active', 'stopped')`),
    check('trusted_contacts_channel_check', sql`${t.channel} IN ('email')`),
  ],
);

export const checkIns = pgTable(
  'check_ins',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    girlId: girlOwned(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** The booking's client (his username is read at alert time). */
    guyId: integer('guy_id').references(() => guys.id, { onDelete: 'set null' }),
    /** The client's name as she typed it, for a session without a booking. */
    clientName: varchar('client_name', { length: 100 }),
    place: varchar('place', { length: 300 }).notNull(),
    /** IANA zone of the session, for the times shown to her and her contacts. */
    timeZone: text('time_zone').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    graceMinutes: integer('grace_minutes').notNull(),
    /** endsAt + grace: when her contacts are alerted unless she pressed "I'm safe". */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    /** Raised by every extension and by "Help now": each round alerts at most once. */
    round: integer('round').notNull().default(1),
    state: text('state').$type<CheckInState>().notNull().default('running'),
    screening: jsonb('screening').$type<CheckInScreening>(),
    createdAt: createdAt(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('check_ins_girl_id_idx').on(t.girlId, t.createdAt),
    index('check_ins_due_idx')
      .on(t.deadlineAt)
      .where(sql`${t.state} = 'running'`),
    index('check_ins_ended_at_idx').on(t.endedAt),
    check('check_ins_state_check', sql`${t.state} IN ('running', 'alerted', 'safe')`),
    check('check_ins_grace_check', sql`${t.graceMinutes} BETWEEN 5 AND 60`),
  ],
);

export const checkInAlerts = pgTable(
  'check_in_alerts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    checkInId: integer('check_in_id')
      .notNull()
      .references(() => checkIns.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    kind: text('kind').$type<CheckInAlertKind>().notNull(),
    /** Hash of the link's token: the link shows this check-in and nothing else. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the deadline (or "Help now") was due; createdAt minus this is the alert's lateness. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // The exactly-once rule: one alert per check-in and round, whoever fires it.
    unique('check_in_alerts_round_unique').on(t.checkInId, t.round),
    uniqueIndex('check_in_alerts_token_hash_unique').on(t.tokenHash),
    check('check_in_alerts_kind_check', sql`${t.kind} IN ('missed', 'urgent')`),
  ],
);

export type TrustedContact = typeof trustedContacts.$inferSelect;
export type CheckIn = typeof checkIns.$inferSelect;
export type CheckInAlert = typeof checkInAlerts.$inferSelect;
