import 'server-only';
import { and, asc, count, gt, isNull, sql } from 'drizzle-orm';
import type { DataKeyring } from '@/server/data-keys';
import { dataKeyring, openContact, sealContact, writeSealedRows, type SealedKind } from '@/server/sealed-contacts';
import { timewasterEmails, timewasterPhones } from '../schema';
import type { Db } from '../types';
import { eachInBatches, hasFinished, markFinished } from './batches';

// docs/decisions/053: the timewaster phones and e-mails stored sealed and hashed. This seals and
// hashes every row that has no key version yet (the rows written before the sealed columns, or by
// a bulk SQL insert such as the large seed), a batch at a time with a progress line; a run that
// stops half-way is run again and goes on from the rows still unsealed. Then, once, it verifies
// every row (its sealed value opens to the clear value, its hash is the clear value's under its
// key version) and records that in finished_data_migrations: the mark that the clear columns may go.
// Runs after the SQL migrations (runMigrations).

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

interface ContactTable {
  kind: SealedKind;
  label: string;
  read: (db: MigrationDb, afterId: number, limit: number, unsealedOnly: boolean) => Promise<ContactRow[]>;
  total: (db: MigrationDb, unsealedOnly: boolean) => Promise<number>;
}

interface ContactRow {
  id: number;
  value: string;
  sealed: string | null;
  hash: string | null;
  keyVersion: number | null;
}

/** One sealed kind's rows: its table and its clear, sealed and hash columns. */
function contactTable(
  kind: SealedKind,
  label: string,
  table: typeof timewasterPhones | typeof timewasterEmails,
  columns: {
    value: typeof timewasterPhones.phoneNumber | typeof timewasterEmails.email;
    sealed: typeof timewasterPhones.phoneSealed | typeof timewasterEmails.emailSealed;
    hash: typeof timewasterPhones.phoneHash | typeof timewasterEmails.emailHash;
  },
): ContactTable {
  const unsealed = (unsealedOnly: boolean) => (unsealedOnly ? isNull(table.keyVersion) : undefined);
  return {
    kind,
    label,
    read: (db, afterId, limit, unsealedOnly) =>
      db
        .select({ id: table.id, ...columns, keyVersion: table.keyVersion })
        .from(table)
        .where(and(gt(table.id, afterId), unsealed(unsealedOnly)))
        .orderBy(asc(table.id))
        .limit(limit),
    total: async (db, unsealedOnly) =>
      (await db.select({ total: count() }).from(table).where(unsealed(unsealedOnly)))[0]!.total,
  };
}

const phones = contactTable('phone', 'phones', timewasterPhones, {
  value: timewasterPhones.phoneNumber,
  sealed: timewasterPhones.phoneSealed,
  hash: timewasterPhones.phoneHash,
});
const emails = contactTable('email', 'e-mails', timewasterEmails, {
  value: timewasterEmails.email,
  sealed: timewasterEmails.emailSealed,
  hash: timewasterEmails.emailHash,
});

/** Whether a row's sealed value opens to its clear value and its hash is the clear value's. */
export function rowMatches(kind: SealedKind, row: ContactRow, keyring: DataKeyring): boolean {
  if (row.sealed === null || row.hash === null || row.keyVersion === null) return false;
  try {
    return (
      openContact(kind, row.sealed, keyring) === row.value && keyring.hash(kind, row.value, row.keyVersion) === row.hash
    );
  } catch {
    return false;
  }
}

/** Seals the unsealed rows; verifies every row once. */
export async function sealTimewasterContacts(
  db: MigrationDb,
  { log = () => {}, batchSize = 500, keyring = dataKeyring() }: SealedContactsOptions = {},
): Promise<SealedContactsResult> {
  const result: SealedContactsResult = { sealed: 0, mismatched: 0, verified: false };
  for (const table of [phones, emails]) {
    await eachInBatches({
      batchSize,
      total: () => table.total(db, true),
      // Sealed rows leave the predicate: the keyset still moves on by id.
      read: (afterId, limit) => table.read(db, afterId, limit, true),
      eachBatch: async (rows) => {
        const writes = rows.map((row) => ({
          id: row.id,
          expected: null,
          ...sealContact(table.kind, row.value, keyring),
        }));
        result.sealed += (await writeSealedRows(db, table.kind, writes)).length;
      },
      progress: (read, total) => log(`sealed contacts: ${read}/${total} ${table.label} sealed`),
    });
  }
  // The hash columns were empty when the planner last looked: a large sealing changes its estimates.
  if (result.sealed >= 1_000) await db.execute(sql`ANALYZE timewaster_phones, timewaster_emails`);
  if (await hasFinished(db, SEALED_CONTACTS_MIGRATION)) return result;
  const mismatched: string[] = [];
  for (const table of [phones, emails]) {
    await eachInBatches({
      batchSize,
      total: () => table.total(db, false),
      read: (afterId, limit) => table.read(db, afterId, limit, false),
      each: async (row) => {
        if (!rowMatches(table.kind, row, keyring)) mismatched.push(`${table.kind} ${row.id}`);
      },
      progress: (read, total) => log(`sealed contacts: ${read}/${total} ${table.label} verified`),
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
  log(`sealed contacts: ${result.sealed} row(s) sealed, every row verified`);
  return result;
}
