import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import { normalizePhone } from '@/lib/contact-normalize';
import { timewasterPhones } from '../schema';
import type { Db } from '../types';
import { eachInBatches, hasFinished, markFinished } from './batches';
import { contactLookupHashes, sealedPhoneColumns } from '@/server/sealed-contacts';

// The one phone rule (docs/decisions/046): timewaster numbers are stored as E.164 digits (the
// country code and the number). Before it they were the typed digits: a US number without its
// code is 10 digits ('8880041578'), with it 11 ('18880041578'), and the two never matched. This
// reads every stored number with the rule and stores its E.164 form; an entry that already holds
// the number in that form loses the duplicate row. A number the rule cannot read (a 7-digit local
// number, one the old dialog cut to 10 digits after a '+1') is left as it is and counted.
// It runs once: after it, a 10-digit value can be another country's E.164 number, which a second
// run would misread as a US one, so its name goes into finished_data_migrations when it is done.
// A run that stops half-way is simply run again (a number already in E.164 form stays as it is).
// Runs after the SQL migrations (runMigrations), printing its progress.

export const PHONE_NUMBERS_MIGRATION = 'timewaster-phone-numbers-e164';

export interface PhoneNumbersOptions {
  log?: (message: string) => void;
  /** Rows read per batch (one progress line each). */
  batchSize?: number;
}

export interface PhoneNumbersResult {
  changed: number;
  /** Rows dropped because their entry already held the same number in E.164 form. */
  merged: number;
  unreadable: number;
}

type MigrationDb = Pick<Db, 'select' | 'update' | 'delete' | 'insert' | 'transaction' | 'execute'>;

/**
 * The added numbers (timewaster_phones), one batch at a time by id. Only on a database whose clear
 * column is still there (the sealing migration reads it afterwards, then drops it).
 */
async function addedNumbers(db: MigrationDb, result: PhoneNumbersResult, log: (m: string) => void, batchSize: number) {
  if (!(await hasColumn(db, 'timewaster_phones', 'phone_number'))) return;
  type Row = { id: number; timewasterId: number; phone: string };
  await eachInBatches<Row>({
    batchSize,
    total: async () =>
      Number(
        (
          await db.execute<{ n: number }>(
            sql`SELECT count(*) AS n FROM timewaster_phones WHERE phone_number IS NOT NULL`,
          )
        ).rows[0]!.n,
      ),
    read: async (lastId, limit) =>
      (
        await db.execute<Row>(
          sql`SELECT id, timewaster_id AS "timewasterId", phone_number AS phone FROM timewaster_phones
            WHERE phone_number IS NOT NULL AND id > ${lastId} ORDER BY id LIMIT ${limit}`,
        )
      ).rows.map((row) => ({ ...row, id: Number(row.id), timewasterId: Number(row.timewasterId) })),
    each: async (row) => {
      const stored = normalizePhone(row.phone);
      if (stored === null) result.unreadable += 1;
      else if (stored !== row.phone) {
        await db.transaction(async (tx) => {
          const { rows: held } = await tx.execute<{ id: number }>(
            sql`SELECT id FROM timewaster_phones WHERE timewaster_id = ${row.timewasterId} AND id <> ${row.id}
              AND (phone_number = ${stored} OR ${inArray(timewasterPhones.phoneHash, contactLookupHashes('phone', stored))})
              LIMIT 1`,
          );
          if (held.length) {
            await tx.execute(sql`DELETE FROM timewaster_phones WHERE id = ${row.id}`);
            result.merged += 1;
          } else {
            const { phoneSealed, phoneHash, keyVersion } = sealedPhoneColumns(stored);
            await tx.execute(
              sql`UPDATE timewaster_phones SET phone_number = ${stored}, phone_sealed = ${phoneSealed},
                phone_hash = ${phoneHash}, key_version = ${keyVersion} WHERE id = ${row.id}`,
            );
            result.changed += 1;
          }
        });
      }
    },
    progress: (read, total) => log(`phone numbers: ${read}/${total} added numbers read`),
  });
}

/** Whether a column is still there (the clear contact columns of an upgraded database, until sealed). */
export async function hasColumn(db: Pick<Db, 'execute'>, table: string, column: string): Promise<boolean> {
  const { rows } = await db.execute<{ present: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table} AND column_name = ${column}) AS present`,
  );
  return Boolean(rows[0]?.present);
}

/**
 * Each report's first-reported number (timewasters.phone_number), one batch at a time by id. Only
 * on a database whose clear column is still there (the sealing migration reads it afterwards).
 */
async function reportNumbers(db: MigrationDb, result: PhoneNumbersResult, log: (m: string) => void, batchSize: number) {
  if (!(await hasColumn(db, 'timewasters', 'phone_number'))) return;
  const withPhone = sql`phone_number IS NOT NULL AND phone_number <> ''`;
  await eachInBatches<{ id: number; phone: string }>({
    batchSize,
    total: async () =>
      Number(
        (await db.execute<{ n: number }>(sql`SELECT count(*) AS n FROM timewasters WHERE ${withPhone}`)).rows[0]!.n,
      ),
    read: async (lastId, limit) =>
      (
        await db.execute<{ id: number; phone: string }>(
          sql`SELECT id, phone_number AS phone FROM timewasters WHERE ${withPhone} AND id > ${lastId} ORDER BY id LIMIT ${limit}`,
        )
      ).rows.map((row) => ({ id: Number(row.id), phone: row.phone })),
    each: async (row) => {
      const stored = normalizePhone(row.phone);
      if (stored === null) result.unreadable += 1;
      else if (stored !== row.phone) {
        // The entry's own edit time stays: no one edited it.
        await db.execute(
          sql`UPDATE timewasters SET phone_number = ${stored}, updated_at = updated_at WHERE id = ${row.id}`,
        );
        result.changed += 1;
      }
    },
    progress: (read, total) => log(`phone numbers: ${read}/${total} reports read`),
  });
}

/** Stores every timewaster number in E.164 form, once; null when it had already run. */
export async function storeTimewasterPhonesInE164(
  db: MigrationDb,
  { log = () => {}, batchSize = 500 }: PhoneNumbersOptions = {},
): Promise<PhoneNumbersResult | null> {
  if (await hasFinished(db, PHONE_NUMBERS_MIGRATION)) return null;
  const result: PhoneNumbersResult = { changed: 0, merged: 0, unreadable: 0 };
  await addedNumbers(db, result, log, batchSize);
  await reportNumbers(db, result, log, batchSize);
  await markFinished(db, PHONE_NUMBERS_MIGRATION);
  log(
    `phone numbers: ${result.changed} stored in E.164 form, ${result.merged} duplicate(s) dropped, ${result.unreadable} unreadable left as they were`,
  );
  return result;
}
