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

const SEALED_COLUMNS = {
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
 * sealed value is no longer `expected` (a write came in between) is left alone. Returns the ids written.
 */
export async function writeSealedRows(
  db: Pick<Db, 'execute'>,
  kind: SealedKind,
  rows: readonly SealedRowWrite[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const { table, sealed, hash } = SEALED_COLUMNS[kind];
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${row.id}::integer, ${row.sealed}::text, ${row.hash}::text, ${row.keyVersion}::smallint, ${row.expected}::text)`,
    ),
    sql`, `,
  );
  const { rows: written } = await db.execute<{ id: number }>(sql`
    UPDATE ${sql.identifier(table)} AS t
    SET ${sql.identifier(sealed)} = v.sealed, ${sql.identifier(hash)} = v.hash, key_version = v.version
    FROM (VALUES ${values}) AS v(id, sealed, hash, version, expected)
    WHERE t.id = v.id
      AND ((v.expected IS NULL AND t.key_version IS NULL) OR t.${sql.identifier(sealed)} = v.expected)
    RETURNING t.id`);
  return written.map((row) => Number(row.id));
}
