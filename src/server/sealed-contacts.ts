import 'server-only';
import { sql } from 'drizzle-orm';
import { DataKeyring, type ContactKind } from './data-keys';
import type { Db } from './db/types';
import { env } from './env';

// docs/decisions/053-encryption-at-rest.md: what a row of the timewaster contacts stores beside (and,
// once the clear columns are gone, instead of) the value: the value sealed under the data key, its
// keyed hash and the key version; and what a lookup compares with. Every writer of those rows and
// every lookup goes through here, so that one keyring and one table+column context are used.

let ring: { text: string; keyring: DataKeyring } | undefined;

/** The keyring of DATA_ENCRYPTION_KEY (read again when the variable's value changes: a rotation's test). */
export function dataKeyring(): DataKeyring {
  const text = env.DATA_ENCRYPTION_KEY;
  if (ring?.text !== text) ring = { text, keyring: new DataKeyring(text) };
  return ring.keyring;
}

/** The authenticated context of each sealed column: a value copied into another column does not open. */
export const SEALED_CONTEXT = {
  phone: 'timewaster_phones.phone_number',
  email: 'timewaster_emails.email',
} as const satisfies Partial<Record<ContactKind, string>>;

export type SealedKind = keyof typeof SEALED_CONTEXT;

export interface SealedValue {
  sealed: string;
  hash: string;
  keyVersion: number;
}

/** A contact sealed and hashed under the keyring's newest version (or `version`). */
export function sealContact(
  kind: SealedKind,
  value: string,
  keyring = dataKeyring(),
  version = keyring.current,
): SealedValue {
  const hash = keyring.hash(kind, value, version);
  if (hash === null) throw new Error(`an empty ${kind} cannot be sealed`);
  return { sealed: keyring.seal(value, SEALED_CONTEXT[kind], version), hash, keyVersion: version };
}

/** What `timewasters.contacts_sealed` holds: the first-reported e-mail and phone and the handles. */
export const ENTRY_CONTACT_FIELDS = ['email', 'phoneNumber', 'facebook', 'instagram', 'twitter', 'skype'] as const;
export type EntryContactField = (typeof ENTRY_CONTACT_FIELDS)[number];
export type EntryContacts = Record<EntryContactField, string | null>;
const HANDLE_FIELDS = ['facebook', 'instagram', 'twitter', 'skype'] as const satisfies EntryContactField[];
const ENTRY_CONTEXT = 'timewasters.contacts_sealed';

/** An entry's contacts out of any values that name them (absent or empty: null). */
export function entryContacts(values: Partial<Record<EntryContactField, unknown>>): EntryContacts {
  return Object.fromEntries(
    ENTRY_CONTACT_FIELDS.map((field) => {
      const value = values[field];
      return [field, typeof value === 'string' && value !== '' ? value : null];
    }),
  ) as EntryContacts;
}

/** The values without the contact fields (which go into the sealed columns). */
export function withoutEntryContacts<T extends object>(values: T): Omit<T, EntryContactField> {
  return Object.fromEntries(
    Object.entries(values).filter(([field]) => !(ENTRY_CONTACT_FIELDS as readonly string[]).includes(field)),
  ) as Omit<T, EntryContactField>;
}

/** A timewasters row with its contacts opened, for the server's comparisons and the forms. */
export function openedEntry<T extends { contactsSealed: string | null }>(row: T): T & EntryContacts {
  return { ...row, ...openEntryContacts(row.contactsSealed) };
}

export interface SealedEntryColumns {
  contactsSealed: string | null;
  handleHashes: string[];
  keyVersion: number;
}

/** The sealed columns of a timewasters row: its contacts as one sealed JSON object, its handles' hashes. */
export function sealedEntryColumns(
  values: Partial<Record<EntryContactField, unknown>>,
  keyring = dataKeyring(),
  version = keyring.current,
): SealedEntryColumns {
  const contacts = entryContacts(values);
  const present = Object.fromEntries(Object.entries(contacts).filter(([, value]) => value !== null));
  const handleHashes = [
    ...new Set(
      HANDLE_FIELDS.flatMap((field) => {
        const hash = contacts[field] === null ? null : keyring.hash('handle', contacts[field], version);
        return hash === null ? [] : [hash];
      }),
    ),
  ];
  return {
    contactsSealed: Object.keys(present).length ? keyring.seal(JSON.stringify(present), ENTRY_CONTEXT, version) : null,
    handleHashes,
    keyVersion: version,
  };
}

/** A timewasters row's contacts opened: only for readers allowed to see them (vetted girls, moderators). */
export function openEntryContacts(contactsSealed: string | null, keyring = dataKeyring()): EntryContacts {
  return entryContacts(contactsSealed === null ? {} : JSON.parse(keyring.open(contactsSealed, ENTRY_CONTEXT)));
}

/** What a search by a whole handle compares `handle_hashes` with (every key version). */
export function handleLookupHashes(value: string, keyring = dataKeyring()): string[] {
  return keyring.lookupHashes('handle', value);
}

/** The sealed columns of a timewaster_phones row. */
export function sealedPhoneColumns(phoneNumber: string, keyring = dataKeyring()) {
  const { sealed, hash, keyVersion } = sealContact('phone', phoneNumber, keyring);
  return { phoneSealed: sealed, phoneHash: hash, keyVersion };
}

/** The sealed columns of a timewaster_emails row. */
export function sealedEmailColumns(email: string, keyring = dataKeyring()) {
  const { sealed, hash, keyVersion } = sealContact('email', email, keyring);
  return { emailSealed: sealed, emailHash: hash, keyVersion };
}

/** A sealed contact's clear value: only for readers allowed to see it (vetted girls, moderators). */
export function openContact(kind: SealedKind, sealed: string, keyring = dataKeyring()): string {
  return keyring.open(sealed, SEALED_CONTEXT[kind]);
}

/**
 * What a lookup of a whole contact compares the hash columns with: its hash under every key
 * version the ring holds (rows a rotation has not reached yet are still found). Empty when the
 * value normalises to nothing.
 */
export function contactLookupHashes(kind: SealedKind, value: string, keyring = dataKeyring()): string[] {
  return keyring.lookupHashes(kind, value);
}

/** Where each sealed kind is stored (SQL names). */
export const SEALED_COLUMNS = {
  phone: { table: 'timewaster_phones', sealed: 'phone_sealed', hash: 'phone_hash' },
  email: { table: 'timewaster_emails', sealed: 'email_sealed', hash: 'email_hash' },
} as const;

export interface SealedRowWrite extends SealedValue {
  id: number;
  /** The sealed value the row was read with (a compare-and-set), or null: the row must still be unsealed. */
  expected: string | null;
}

/**
 * Writes a batch of sealed rows in one statement (the data migration, the rotation); a row whose
 * sealed value is no longer `expected` (a write came in between) is left alone. A row whose new
 * hash its entry already holds in another row (the same contact added under another key version)
 * is deleted instead: the entry keeps it once. Returns the ids written or deleted.
 */
export async function writeSealedRows(
  db: Pick<Db, 'execute'>,
  kind: SealedKind,
  rows: readonly SealedRowWrite[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const { table, sealed, hash } = SEALED_COLUMNS[kind];
  const [t, sealedColumn, hashColumn] = [sql.identifier(table), sql.identifier(sealed), sql.identifier(hash)];
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${row.id}::integer, ${row.sealed}::text, ${row.hash}::text, ${row.keyVersion}::smallint, ${row.expected}::text)`,
    ),
    sql`, `,
  );
  const { rows: written } = await db.execute<{ id: number }>(sql`
    WITH v(id, sealed, hash, version, expected) AS (VALUES ${values}),
    unchanged AS (
      SELECT t.id, t.timewaster_id, v.sealed, v.hash, v.version FROM ${t} AS t JOIN v ON v.id = t.id
      WHERE (v.expected IS NULL AND t.key_version IS NULL) OR t.${sealedColumn} = v.expected
    ),
    held_twice AS (
      DELETE FROM ${t} AS t USING unchanged AS u
      WHERE t.id = u.id AND EXISTS (
        SELECT 1 FROM ${t} AS other WHERE other.timewaster_id = u.timewaster_id AND other.${hashColumn} = u.hash AND other.id <> u.id)
      RETURNING t.id
    ),
    updated AS (
      UPDATE ${t} AS t SET ${sealedColumn} = u.sealed, ${hashColumn} = u.hash, key_version = u.version
      FROM unchanged AS u WHERE t.id = u.id AND u.id NOT IN (SELECT id FROM held_twice)
      RETURNING t.id
    )
    SELECT id FROM updated UNION ALL SELECT id FROM held_twice`);
  return written.map((row) => Number(row.id));
}

export interface SealedEntryWrite extends SealedEntryColumns {
  id: number;
  /** What the row held when read (a compare-and-set), or null: the row must still be unsealed. */
  expected: { sealed: string | null; keyVersion: number | null } | null;
}

/** Writes a batch of entries' sealed columns in one statement; a row changed since it was read is left alone. */
export async function writeSealedEntries(
  db: Pick<Db, 'execute'>,
  rows: readonly SealedEntryWrite[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const values = sql.join(
    rows.map((row) => {
      const hashes = row.handleHashes.length
        ? sql`ARRAY[${sql.join(
            row.handleHashes.map((hash) => sql`${hash}`),
            sql`, `,
          )}]::text[]`
        : sql`'{}'::text[]`;
      const unsealed = row.expected === null;
      return sql`(${row.id}::integer, ${row.contactsSealed}::text, ${hashes}, ${row.keyVersion}::smallint, ${unsealed}::boolean, ${row.expected?.sealed ?? null}::text, ${row.expected?.keyVersion ?? null}::smallint)`;
    }),
    sql`, `,
  );
  const { rows: written } = await db.execute<{ id: number }>(sql`
    UPDATE timewasters AS t
    SET contacts_sealed = v.sealed, handle_hashes = v.hashes, key_version = v.version
    FROM (VALUES ${values}) AS v(id, sealed, hashes, version, unsealed, expected, expected_version)
    WHERE t.id = v.id
      AND CASE WHEN v.unsealed THEN t.key_version IS NULL
        ELSE t.key_version = v.expected_version AND t.contacts_sealed IS NOT DISTINCT FROM v.expected END
    RETURNING t.id`);
  return written.map((row) => Number(row.id));
}
