import 'server-only';
import { sql } from 'drizzle-orm';
import type { DataKeyring } from '@/server/data-keys';
import {
  dataKeyring,
  ENTRY_CONTACT_FIELDS,
  entryContacts,
  openContact,
  openEntryContacts,
  sealContact,
  sealedEntryColumns,
  SEALED_COLUMNS,
  writeSealedEntries,
  writeSealedRows,
  type EntryContactField,
  type EntryContacts,
  type SealedKind,
} from '@/server/sealed-contacts';
import type { Db } from '../types';
import { eachInBatches, hasFinished, markFinished } from './batches';
import { hasColumn } from './phone-numbers';

// docs/decisions/053: the timewaster phones and e-mails stored only sealed and hashed. On a
// database upgraded from before, whose clear columns migration 0036 had to leave, this seals and
// hashes every row that has no key version yet, a batch at a time with a progress line; a run that
// stops half-way is run again and goes on from the rows still unsealed. Then, once, it verifies
// every row (its sealed value opens to the clear value, or to a value when the app wrote the row
// without one; its hash is that value's under its key version), records it in
// finished_data_migrations, and only with that mark drops the clear columns. Runs after the SQL
// migrations (runMigrations); with the clear columns gone it has nothing to do.

export const SEALED_CONTACTS_MIGRATION = 'timewaster-contacts-sealed';

export interface SealedContactsOptions {
  log?: (message: string) => void;
  /** Rows read per batch (one progress line each). */
  batchSize?: number;
  keyring?: DataKeyring;
}

export interface SealedContactsResult {
  sealed: number;
  /** Rows whose sealed value or hash does not match the clear value (listed in the log). */
  mismatched: number;
  /** Whether every row was verified in this run (false when an earlier run had already done it). */
  verified: boolean;
}

type MigrationDb = Pick<Db, 'select' | 'insert' | 'execute'>;

/** The clear column each sealed kind had before migration 0036. */
const CLEAR_CONTACT_COLUMN = { phone: 'phone_number', email: 'email' } as const satisfies Record<SealedKind, string>;
const LABEL = { phone: 'phones', email: 'e-mails' } as const satisfies Record<SealedKind, string>;

type ContactRow = {
  id: number;
  /** The clear value; null on a row the app wrote after migration 0036. */
  value: string | null;
  sealed: string | null;
  hash: string | null;
  keyVersion: number | null;
};

async function readContacts(db: MigrationDb, kind: SealedKind, afterId: number, limit: number, unsealedOnly: boolean) {
  const { table, sealed, hash } = SEALED_COLUMNS[kind];
  const { rows } = await db.execute<ContactRow>(sql`
    SELECT id, ${sql.identifier(CLEAR_CONTACT_COLUMN[kind])} AS value, ${sql.identifier(sealed)} AS sealed,
      ${sql.identifier(hash)} AS hash, key_version AS "keyVersion"
    FROM ${sql.identifier(table)} WHERE id > ${afterId}${unsealedOnly ? sql` AND key_version IS NULL` : sql``}
    ORDER BY id LIMIT ${limit}`);
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    keyVersion: row.keyVersion === null ? null : Number(row.keyVersion),
  }));
}

async function countContacts(db: MigrationDb, kind: SealedKind, unsealedOnly: boolean): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`SELECT count(*) AS n FROM ${sql.identifier(SEALED_COLUMNS[kind].table)}${unsealedOnly ? sql` WHERE key_version IS NULL` : sql``}`,
  );
  return Number(rows[0]!.n);
}

/** Whether a row's sealed value opens to its clear value (or any, without one) and its hash is that value's. */
export function rowMatches(kind: SealedKind, row: ContactRow, keyring: DataKeyring): boolean {
  if (row.sealed === null || row.hash === null || row.keyVersion === null) return false;
  try {
    const opened = openContact(kind, row.sealed, keyring);
    return (row.value === null || opened === row.value) && keyring.hash(kind, opened, row.keyVersion) === row.hash;
  } catch {
    return false;
  }
}

/** Seals the unsealed rows; verifies every row once; then drops the clear columns. */
export async function sealTimewasterContacts(
  db: MigrationDb,
  { log = () => {}, batchSize = 500, keyring = dataKeyring() }: SealedContactsOptions = {},
): Promise<SealedContactsResult> {
  const result: SealedContactsResult = { sealed: 0, mismatched: 0, verified: false };
  const kinds: SealedKind[] = [];
  for (const kind of ['phone', 'email'] as const)
    if (await hasColumn(db, SEALED_COLUMNS[kind].table, CLEAR_CONTACT_COLUMN[kind])) kinds.push(kind);
  for (const kind of kinds) {
    await eachInBatches({
      batchSize,
      total: () => countContacts(db, kind, true),
      // Sealed rows leave the predicate: the keyset still moves on by id.
      read: (afterId, limit) => readContacts(db, kind, afterId, limit, true),
      eachBatch: async (rows) => {
        const writes = rows.flatMap((row) =>
          row.value === null ? [] : [{ id: row.id, expected: null, ...sealContact(kind, row.value, keyring) }],
        );
        result.sealed += (await writeSealedRows(db, kind, writes)).length;
      },
      progress: (read, total) => log(`sealed contacts: ${read}/${total} ${LABEL[kind]} sealed`),
    });
  }
  // The hash columns were empty when the planner last looked: a large sealing changes its estimates.
  if (result.sealed >= 1_000) await db.execute(sql`ANALYZE timewaster_phones, timewaster_emails`);
  if (!kinds.length) return result;
  if (!(await hasFinished(db, SEALED_CONTACTS_MIGRATION))) {
    const mismatched: string[] = [];
    for (const kind of kinds) {
      await eachInBatches({
        batchSize,
        total: () => countContacts(db, kind, false),
        read: (afterId, limit) => readContacts(db, kind, afterId, limit, false),
        each: async (row) => {
          if (!rowMatches(kind, row, keyring)) mismatched.push(`${kind} ${row.id}`);
        },
        progress: (read, total) => log(`sealed contacts: ${read}/${total} ${LABEL[kind]} verified`),
      });
    }
    result.mismatched = mismatched.length;
    if (mismatched.length > 0) {
      log(
        `sealed contacts: ${mismatched.length} row(s) do not match their clear value: ${mismatched.slice(0, 20).join(', ')}`,
      );
      return result;
    }
    await markFinished(db, SEALED_CONTACTS_MIGRATION);
    result.verified = true;
  }
  // Only with the mark: every row was sealed and verified (IF EXISTS: a crash after one table).
  for (const kind of kinds) {
    const { table, sealed, hash } = SEALED_COLUMNS[kind];
    await db.execute(
      sql.raw(
        `ALTER TABLE ${table} DROP COLUMN IF EXISTS ${CLEAR_CONTACT_COLUMN[kind]}, ALTER COLUMN ${sealed} SET NOT NULL, ALTER COLUMN ${hash} SET NOT NULL, ALTER COLUMN key_version SET NOT NULL`,
      ),
    );
  }
  log(
    `sealed contacts: ${result.sealed} row(s) sealed, every row verified, the clear phone and e-mail columns dropped`,
  );
  return result;
}

export const SEALED_ENTRIES_MIGRATION = 'timewaster-entry-contacts-sealed';

/** The clear contact columns timewasters had before migration 0033, by their field. */
const CLEAR_ENTRY_COLUMNS = {
  email: 'email',
  phoneNumber: 'phone_number',
  facebook: 'facebook',
  instagram: 'instagram',
  twitter: 'twitter',
  skype: 'skype',
} as const satisfies Record<EntryContactField, string>;

type EntryRow = {
  id: number;
  contactsSealed: string | null;
  handleHashes: string[] | null;
  keyVersion: number | null;
} & EntryContacts;

/** Rows of timewasters with their clear contacts when the columns are still there (else nulls). */
async function readEntries(db: MigrationDb, clear: boolean, afterId: number, limit: number, unsealedOnly: boolean) {
  const columns = sql.join(
    ENTRY_CONTACT_FIELDS.map((field) =>
      clear
        ? sql`${sql.identifier(CLEAR_ENTRY_COLUMNS[field])} AS ${sql.identifier(field)}`
        : sql`NULL AS ${sql.identifier(field)}`,
    ),
    sql`, `,
  );
  const { rows } = await db.execute<EntryRow>(sql`
    SELECT id, contacts_sealed AS "contactsSealed", handle_hashes AS "handleHashes", key_version AS "keyVersion", ${columns}
    FROM timewasters WHERE id > ${afterId}${unsealedOnly ? sql` AND key_version IS NULL` : sql``}
    ORDER BY id LIMIT ${limit}`);
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    keyVersion: row.keyVersion === null ? null : Number(row.keyVersion),
  }));
}

async function countEntries(db: MigrationDb, unsealedOnly: boolean): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`SELECT count(*) AS n FROM timewasters${unsealedOnly ? sql` WHERE key_version IS NULL` : sql``}`,
  );
  return Number(rows[0]!.n);
}

/** Whether dropping an entry's clear contacts loses nothing: its sealed columns hold exactly them. */
export function entryMatches(row: EntryRow, keyring: DataKeyring): boolean {
  if (row.keyVersion === null) return false;
  // Nothing in clear (a row the app wrote after 0033): the drop loses nothing.
  if (ENTRY_CONTACT_FIELDS.every((field) => entryContacts(row)[field] === null)) return true;
  try {
    const opened = openEntryContacts(row.contactsSealed, keyring);
    const expected = sealedEntryColumns(row, keyring, row.keyVersion);
    return (
      ENTRY_CONTACT_FIELDS.every((field) => opened[field] === entryContacts(row)[field]) &&
      [...(row.handleHashes ?? [])].sort().join() === [...expected.handleHashes].sort().join()
    );
  } catch {
    return false;
  }
}

/**
 * The entries' own contacts (first-reported e-mail and phone, handles): sealed from the clear
 * columns while an upgraded database still has them, every row verified, the mark written, and
 * only then the clear columns dropped (migration 0033 drops them itself when no row holds one).
 * Rows written without a key version (a bulk SQL insert) are given one.
 */
export async function sealTimewasterEntries(
  db: MigrationDb,
  { log = () => {}, batchSize = 500, keyring = dataKeyring() }: SealedContactsOptions = {},
): Promise<SealedContactsResult> {
  const result: SealedContactsResult = { sealed: 0, mismatched: 0, verified: false };
  const clear = await hasColumn(db, 'timewasters', 'email');
  await eachInBatches<EntryRow>({
    batchSize,
    total: () => countEntries(db, true),
    read: (afterId, limit) => readEntries(db, clear, afterId, limit, true),
    eachBatch: async (rows) => {
      const writes = rows.map((row) => ({ id: row.id, expected: null, ...sealedEntryColumns(row, keyring) }));
      result.sealed += (await writeSealedEntries(db, writes)).length;
    },
    progress: (read, total) => log(`sealed contacts: ${read}/${total} entries sealed`),
  });
  if (!clear) return result;
  if (!(await hasFinished(db, SEALED_ENTRIES_MIGRATION))) {
    const mismatched: number[] = [];
    await eachInBatches<EntryRow>({
      batchSize,
      total: () => countEntries(db, false),
      read: (afterId, limit) => readEntries(db, clear, afterId, limit, false),
      each: async (row) => {
        if (!entryMatches(row, keyring)) mismatched.push(row.id);
      },
      progress: (read, total) => log(`sealed contacts: ${read}/${total} entries verified`),
    });
    result.mismatched = mismatched.length;
    if (mismatched.length > 0) {
      log(
        `sealed contacts: ${mismatched.length} entries do not match their clear contacts: ${mismatched.slice(0, 20).join(', ')}`,
      );
      return result;
    }
    await markFinished(db, SEALED_ENTRIES_MIGRATION);
    result.verified = true;
  }
  // Only with the mark: every row was sealed and verified.
  await db.execute(
    sql.raw(
      `ALTER TABLE timewasters ${Object.values(CLEAR_ENTRY_COLUMNS)
        .map((column) => `DROP COLUMN IF EXISTS ${column}`)
        .join(', ')}`,
    ),
  );
  log('sealed contacts: every entry verified, the clear contact columns of timewasters dropped');
  return result;
}
