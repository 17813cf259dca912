// The timewaster database: girls-only, all of it. The reporter's identity on an anonymous report
// or comment is for moderators only. E-mails are stored lower-cased and phones as digits so that
// lookups match; the database refuses anything else.
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { CLIENT_TYPE_VALUES, type ClientType } from '../../../lib/enums/client-types';
import { clientTypesByMonths } from '../../../lib/enums/timewaster-severity';
import { THUMB_TYPE_VALUES, type ThumbType } from '../../../lib/enums/thumb-types';
import {
  createdAt,
  moderationVersion,
  sqlList,
  trigramIndex,
  updatedAt,
  usStateCheck,
  type ImageVariants,
} from './columns';
import { girlOwned, girls } from './girls';

/**
 * When an entry leaves girls' searches and screening (docs/decisions/041): its last confirmation
 * plus its client type's months, counted on UTC's clock (an immutable expression, as a generated
 * column needs); null for the types that never expire.
 */
function expiresAtSql(): SQL {
  const t = timewasters;
  const cases = clientTypesByMonths().map(
    ({ months, clientTypes }) =>
      sql`WHEN ${t.clientType} IN (${sqlList(clientTypes)}) THEN ((${t.lastConfirmedAt} AT TIME ZONE 'UTC') + interval '${sql.raw(String(months))} months') AT TIME ZONE 'UTC'`,
  );
  return sql`CASE ${sql.join(cases, sql` `)} END`;
}

/** The fields searched by substring, lower-cased and U+001F-separated (the contacts by hash only). */
export function timewasterFieldsText(): SQL {
  const sep = sql`E'\\x1f'`;
  const t = timewasters;
  return sql`lower(${t.name} || ${sep} || coalesce(${t.publicUsername}, '') || ${sep} || ${t.city})`;
}

export const timewasters = pgTable(
  'timewasters',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    state: text('state'),
    country: text('country').notNull(),
    clientType: text('client_type').$type<ClientType>().notNull(),
    /** The report's description. */
    comment: text('comment').notNull(),
    /**
     * The first-reported e-mail and phone and the handles, sealed as one JSON object
     * (docs/decisions/053; sealed-contacts.ts); null when the entry has none.
     */
    contactsSealed: text('contacts_sealed'),
    /** Keyed hashes of the normalised handles under `key_version`: the search by a whole handle. */
    handleHashes: text('handle_hashes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The data key version of contacts_sealed and handle_hashes; null until sealed. */
    keyVersion: smallint('key_version'),
    /** The timewaster's public handle, searchable. */
    publicUsername: text('public_username'),
    /** Hide the reporting girl from other girls (moderators still see girl_id). */
    anonymous: boolean('anonymous').notNull().default(false),
    approved: boolean('approved').notNull().default(false),
    /**
     * When a moderator last approved it: set by the timewasters_approved_at trigger (migration
     * 0022) on every path that approves, null while not approved. The safety alerts read it.
     */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** The reporting girl; the report survives her account. */
    girlId: integer('girl_id').references(() => girls.id, { onDelete: 'set null' }),
    /** The reporting terms version the reporter agreed to (docs/decisions/035); null on older reports. */
    reportingTermsVersion: text('reporting_terms_version'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: moderationVersion(),
    /** The report, its approval or a girl's "I had this experience too", whichever came last. */
    lastConfirmedAt: timestamp('last_confirmed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: never expires (a dangerous client). Past: hidden from girls, kept for moderators. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).generatedAlwaysAs((): SQL => expiresAtSql()),
    /**
     * What the search matches by substring, one trigram index: name, public_username and city,
     * separated by U+001F so a search text never matches across two fields.
     */
    searchText: text('search_text').generatedAlwaysAs((): SQL => timewasterFieldsText()),
  },
  (t) => [
    index('timewasters_girl_id_idx').on(t.girlId),
    index('timewasters_created_at_idx').on(t.createdAt),
    index('timewasters_client_type_idx').on(t.clientType),
    index('timewasters_expires_at_idx').on(t.expiresAt),
    index('timewasters_approved_at_idx').on(t.approvedAt),
    // The moderation queue's "Timewaster reports" section, counted and paged by id (decision 049:
    // a sequential scan of every entry, 80 ms at 100,000, on every queue page).
    index('timewasters_pending_idx')
      .on(t.id)
      .where(sql`${t.approved} = false`),
    trigramIndex('timewasters_search_text_trgm_idx', t.searchText),
    index('timewasters_handle_hashes_idx').using('gin', t.handleHashes),
    index('timewasters_key_version_idx').on(t.keyVersion),
    check('timewasters_client_type_check', sql`${t.clientType} IN (${sqlList(CLIENT_TYPE_VALUES)})`),
    usStateCheck('timewasters_state_check', t.state, t.country),
  ],
);

/** The entry a row belongs to: the row goes when the entry does. */
export const timewasterOwned = () =>
  integer('timewaster_id')
    .notNull()
    .references(() => timewasters.id, { onDelete: 'cascade' });

export const timewasterEmails = pgTable(
  'timewaster_emails',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    timewasterId: timewasterOwned(),
    /** The address sealed (docs/decisions/053): `v<key version>.<iv>.<ciphertext>`. */
    emailSealed: text('email_sealed').notNull(),
    /** Keyed hash of the normalised address under `key_version`: what every lookup compares. */
    emailHash: text('email_hash').notNull(),
    /** The data key version that sealed and hashed this row. */
    keyVersion: smallint('key_version').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // One version's hash: writers also look the address up under every version (addContactRow).
    unique('timewaster_emails_timewaster_email_hash_unique').on(t.timewasterId, t.emailHash),
    index('timewaster_emails_email_hash_idx').on(t.emailHash),
    index('timewaster_emails_key_version_idx').on(t.keyVersion),
  ],
);

export const timewasterPhones = pgTable(
  'timewaster_phones',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    timewasterId: timewasterOwned(),
    /** The number sealed (docs/decisions/053): `v<key version>.<iv>.<ciphertext>`. */
    phoneSealed: text('phone_sealed').notNull(),
    /** Keyed hash of the number's E.164 digits under `key_version`: what every lookup compares. */
    phoneHash: text('phone_hash').notNull(),
    /** The data key version that sealed and hashed this row. */
    keyVersion: smallint('key_version').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // One version's hash: writers also look the number up under every version (addContactRow).
    unique('timewaster_phones_timewaster_phone_hash_unique').on(t.timewasterId, t.phoneHash),
    index('timewaster_phones_phone_hash_idx').on(t.phoneHash),
    index('timewaster_phones_key_version_idx').on(t.keyVersion),
  ],
);

export const timewasterComments = pgTable(
  'timewaster_comments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    timewasterId: timewasterOwned(),
    /** The commenting girl; null after her account is gone ('Unknown/Banned User'). */
    girlId: integer('girl_id').references(() => girls.id, { onDelete: 'set null' }),
    comment: text('comment').notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('timewaster_comments_timewaster_id_idx').on(t.timewasterId, t.createdAt),
    index('timewaster_comments_girl_id_idx').on(t.girlId),
    // The moderators' newest comments of all, in their order (decision 049: without it the read
    // hash-joined every comment to every girl, 148 ms at 100,000 girls).
    index('timewaster_comments_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id),
  ],
);

export const timewasterPhotos = pgTable(
  'timewaster_photos',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    timewasterId: timewasterOwned(),
    /** The uploading girl. */
    girlId: integer('girl_id').references(() => girls.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull(),
    secureUrl: text('secure_url').notNull(),
    variants: jsonb('variants').$type<ImageVariants>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('timewaster_photos_timewaster_id_idx').on(t.timewasterId),
    index('timewaster_photos_girl_id_idx').on(t.girlId),
  ],
);

/** A girl's vote on a timewaster: 1 = thumbs down ("is a timewaster"), 2 = up. One per girl. */
export const thumbs = pgTable(
  'thumbs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    girlId: girlOwned(),
    timewasterId: timewasterOwned(),
    thumbType: smallint('thumb_type').$type<ThumbType>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('thumbs_girl_timewaster_unique').on(t.girlId, t.timewasterId),
    index('thumbs_timewaster_id_idx').on(t.timewasterId),
    check('thumbs_thumb_type_check', sql`${t.thumbType} IN (${sqlList(THUMB_TYPE_VALUES)})`),
  ],
);

/**
 * A vetted girl's "I had this experience too" on an entry, with the day it happened: renews the
 * entry (docs/decisions/041). One per girl per entry.
 */
export const timewasterConfirmations = pgTable(
  'timewaster_confirmations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    timewasterId: timewasterOwned(),
    girlId: girlOwned(),
    experienceDate: date('experience_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('timewaster_confirmations_girl_timewaster_unique').on(t.timewasterId, t.girlId),
    index('timewaster_confirmations_girl_id_idx').on(t.girlId),
  ],
);

/** The reporter was told that her entry expires at `expires_at`: one reminder per entry per expiry. */
export const timewasterExpiryReminders = pgTable(
  'timewaster_expiry_reminders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    timewasterId: timewasterOwned(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('timewaster_expiry_reminders_timewaster_expiry_unique').on(t.timewasterId, t.expiresAt)],
);

/** What a pending change proposes: an edit of who the entry is about, or one more phone or e-mail. */
export const TIMEWASTER_CHANGE_KINDS = ['edit', 'phone', 'email'] as const;
export type TimewasterChangeKind = (typeof TIMEWASTER_CHANGE_KINDS)[number];

/**
 * A girl's change to an approved entry that waits for a moderator (src/features/timewasters/
 * pending-changes.ts): an edit of the fields that say who the entry is about, or a phone or an
 * e-mail she added. Until a moderator approves it nothing reads it but the moderation queue: the
 * entry, its searches, its matches and the booking screening keep the approved values. A decision
 * deletes the row (the audit log keeps it, before and after).
 */
export const timewasterChanges = pgTable(
  'timewaster_changes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    timewasterId: timewasterOwned(),
    /** The girl who proposed it; null once her account is gone. */
    girlId: integer('girl_id').references(() => girls.id, { onDelete: 'set null' }),
    kind: text('kind').$type<TimewasterChangeKind>().notNull(),
    /** The changed fields as the entry had them when the change was proposed ({} for a contact). */
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    /** The proposed values: the changed fields, or {phoneNumber} / {email}. */
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    /** A held phone's or e-mail's keyed hash (the "already waiting" check); null for an edit. */
    contactHash: text('contact_hash'),
    /** The key version of the contacts sealed inside before/after; null: not sealed yet. */
    keyVersion: smallint('key_version'),
    createdAt: createdAt(),
    version: moderationVersion(),
  },
  (t) => [
    index('timewaster_changes_timewaster_id_idx').on(t.timewasterId),
    index('timewaster_changes_girl_id_idx').on(t.girlId),
    check('timewaster_changes_kind_check', sql`${t.kind} IN (${sqlList(TIMEWASTER_CHANGE_KINDS)})`),
  ],
);

export type Timewaster = typeof timewasters.$inferSelect;
export type NewTimewaster = typeof timewasters.$inferInsert;
export type TimewasterEmail = typeof timewasterEmails.$inferSelect;
export type TimewasterPhone = typeof timewasterPhones.$inferSelect;
export type TimewasterComment = typeof timewasterComments.$inferSelect;
export type TimewasterPhoto = typeof timewasterPhotos.$inferSelect;
export type Thumb = typeof thumbs.$inferSelect;
export type TimewasterConfirmation = typeof timewasterConfirmations.$inferSelect;
export type TimewasterChange = typeof timewasterChanges.$inferSelect;
