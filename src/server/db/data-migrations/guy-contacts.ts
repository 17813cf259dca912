import 'server-only';
import { and, asc, count, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DataKeyring } from '@/server/data-keys';
import {
  guyContactHashRows,
  openGuyPhone,
  readGuyContacts,
  refreshGuyContacts,
  sealGuyPhone,
} from '@/server/guy-contacts';
import { dataKeyring } from '@/server/sealed-contacts';
import { guyContactHashes, guys } from '../schema';
import type { Db } from '../types';
import { eachInBatches, hasFinished, markFinished } from './batches';
import { hasColumn } from './phone-numbers';

// docs/decisions/053: the guys' phones sealed and their contacts hashed. On a database from before
// the sealed column, the clear phones are sealed first (and emptied in the same statement). Then
// every guy without a key version (those, or rows written by bulk SQL such as the large seed) is
// brought under the newest version by refreshGuyContacts, a batch at a time with a progress line.
// Resumable by both predicates. Then, once, every guy is verified (no clear phone left, the sealed
// one opens, his hashes are those of his current contacts), the mark is written, and only then is
// the clear column dropped.

export const GUY_CONTACTS_MIGRATION = 'guy-contacts-sealed';

export interface GuyContactsOptions {
  log?: (message: string) => void;
  batchSize?: number;
  keyring?: DataKeyring;
}

export interface GuyContactsResult {
  sealed: number;
  mismatched: number;
  verified: boolean;
}

type MigrationDb = Pick<Db, 'select' | 'insert' | 'execute' | 'delete'>;

const unsealed = isNull(guys.keyVersion);

function readIds(db: MigrationDb, afterId: number, limit: number, onlyUnsealed: boolean) {
  return db
    .select({ id: guys.id })
    .from(guys)
    .where(and(gt(guys.id, afterId), onlyUnsealed ? unsealed : undefined))
    .orderBy(asc(guys.id))
    .limit(limit);
}

async function total(db: MigrationDb, onlyUnsealed: boolean): Promise<number> {
  return (
    await db
      .select({ n: count() })
      .from(guys)
      .where(onlyUnsealed ? unsealed : undefined)
  )[0]!.n;
}

/** The guys of a batch whose stored contacts are not what their clear values give. */
async function mismatchedGuys(db: MigrationDb, ids: number[], keyring: DataKeyring): Promise<number[]> {
  const stored = await db
    .select({
      guyId: guyContactHashes.guyId,
      source: guyContactHashes.source,
      version: guyContactHashes.keyVersion,
      hash: guyContactHashes.hash,
    })
    .from(guyContactHashes)
    .where(inArray(guyContactHashes.guyId, ids));
  const key = (row: { source: string; keyVersion: number; hash: string }) =>
    `${row.source}:${row.keyVersion}:${row.hash}`;
  const bad: number[] = [];
  for (const row of await readGuyContacts(db, ids)) {
    try {
      if (row.keyVersion === null) throw new Error('not sealed');
      const phone = openGuyPhone(row.phoneSealed, keyring);
      const expected = guyContactHashRows(
        row.id,
        { phone, email: row.email, account_email: row.accountEmail },
        keyring,
      ).map(key);
      const actual = stored
        .filter((hash) => hash.guyId === row.id && keyring.versions.includes(hash.version))
        .map((hash) => key({ ...hash, keyVersion: hash.version }));
      if (expected.sort().join() !== actual.sort().join()) throw new Error('hashes differ');
    } catch {
      bad.push(row.id);
    }
  }
  return bad;
}

/** The clear phones of a database from before the sealed column, sealed and emptied a batch at a time. */
async function sealClearPhones(
  db: MigrationDb,
  log: (message: string) => void,
  batchSize: number,
  keyring: DataKeyring,
) {
  if (!(await hasColumn(db, 'guys', 'phone'))) return;
  const clear = sql`phone IS NOT NULL`;
  await eachInBatches<{ id: number; phone: string; phone_sealed: string | null }>({
    batchSize,
    total: async () =>
      Number((await db.execute<{ n: number }>(sql`SELECT count(*) AS n FROM guys WHERE ${clear}`)).rows[0]!.n),
    read: async (afterId, limit) =>
      (
        await db.execute<{ id: number; phone: string; phone_sealed: string | null }>(
          sql`SELECT id, phone, phone_sealed FROM guys WHERE ${clear} AND id > ${afterId} ORDER BY id LIMIT ${limit}`,
        )
      ).rows.map((row) => ({ ...row, id: Number(row.id) })),
    eachBatch: async (rows) => {
      // A row sealed already keeps its sealed phone; the key version is cleared so that the next
      // step hashes what is sealed.
      const values = sql.join(
        rows.map(
          (row) =>
            sql`(${row.id}::integer, ${row.phone}::text, ${row.phone_sealed ?? sealGuyPhone(row.phone, keyring)}::text)`,
        ),
        sql`, `,
      );
      await db.execute(sql`
        UPDATE guys AS g SET phone_sealed = v.sealed, phone = NULL, key_version = NULL
        FROM (VALUES ${values}) AS v(id, phone, sealed)
        WHERE g.id = v.id AND g.phone = v.phone`);
    },
    progress: (read, all) => log(`guy contacts: ${read}/${all} clear phones sealed`),
  });
}

/** Seals and hashes the guys not yet under a key version; verifies every guy once. */
export async function sealGuyContacts(
  db: MigrationDb,
  { log = () => {}, batchSize = 500, keyring = dataKeyring() }: GuyContactsOptions = {},
): Promise<GuyContactsResult> {
  const result: GuyContactsResult = { sealed: 0, mismatched: 0, verified: false };
  await sealClearPhones(db, log, batchSize, keyring);
  await eachInBatches({
    batchSize,
    total: () => total(db, true),
    read: (afterId, limit) => readIds(db, afterId, limit, true),
    eachBatch: async (rows) => {
      result.sealed += (
        await refreshGuyContacts(
          db,
          rows.map((row) => row.id),
          keyring,
        )
      ).length;
    },
    progress: (read, all) => log(`guy contacts: ${read}/${all} guys sealed and hashed`),
  });
  if (result.sealed >= 1_000) await db.execute(sql`ANALYZE guys, guy_contact_hashes`);
  if (await hasFinished(db, GUY_CONTACTS_MIGRATION)) return dropClearPhone(db, result);
  const mismatched: number[] = [];
  await eachInBatches({
    batchSize,
    total: () => total(db, false),
    read: (afterId, limit) => readIds(db, afterId, limit, false),
    eachBatch: async (rows) => {
      mismatched.push(
        ...(await mismatchedGuys(
          db,
          rows.map((row) => row.id),
          keyring,
        )),
      );
    },
    progress: (read, all) => log(`guy contacts: ${read}/${all} guys verified`),
  });
  if (await hasColumn(db, 'guys', 'phone')) {
    const { rows } = await db.execute<{ id: number }>(sql`SELECT id FROM guys WHERE phone IS NOT NULL`);
    mismatched.push(...rows.map((row) => Number(row.id)));
  }
  result.mismatched = mismatched.length;
  if (mismatched.length > 0) {
    log(`guy contacts: ${mismatched.length} guy(s) do not match their contacts: ${mismatched.slice(0, 20).join(', ')}`);
    return result;
  }
  await markFinished(db, GUY_CONTACTS_MIGRATION);
  result.verified = true;
  log(`guy contacts: ${result.sealed} guy(s) sealed, every guy verified`);
  return dropClearPhone(db, result);
}

/** Only with the mark: every guy was sealed and verified (a crash after the mark is finished here). */
async function dropClearPhone(db: MigrationDb, result: GuyContactsResult): Promise<GuyContactsResult> {
  await db.execute(sql`ALTER TABLE guys DROP COLUMN IF EXISTS phone`);
  return result;
}
