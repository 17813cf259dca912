import 'server-only';
import { and, asc, count, gt, isNotNull, lt, notInArray } from 'drizzle-orm';
import type { DataKeyring } from './data-keys';
import { eachInBatches } from './db/data-migrations/batches';
import { mapChangeAudits, resealChanges } from './db/data-migrations/sealed-changes';
import {
  guyContactHashes,
  guys,
  timewasterChanges,
  timewasterEmails,
  timewasterPhones,
  timewasters,
} from './db/schema';
import type { Db } from './db/types';
import { refreshGuyContacts } from './guy-contacts';
import { openedChange, resealedIfOlder } from './sealed-changes';
import {
  dataKeyring,
  openContact,
  openEntryContacts,
  sealContact,
  sealedEntryColumns,
  writeSealedEntries,
  writeSealedRows,
} from './sealed-contacts';

// `npm run keys:rotate` (docs/decisions/053): every sealed contact whose key version is below the
// keyring's newest is opened, sealed and hashed again under the newest, a batch at a time, while
// the site runs. Each batch is one statement, each row written with a compare-and-set on the sealed value it was read with: a
// write that came in between (already under the newest version, since every instance seals with
// it) wins and the row is left alone. Resumable: a run that stops is run again and reads only the
// rows still below the newest version. Lookups meanwhile compare with the hashes under every
// version the ring holds, so a row not yet reached is still found.

export interface RotationOptions {
  log?: (message: string) => void;
  batchSize?: number;
  keyring?: DataKeyring;
}

export interface RotationResult {
  /** The version every row is under afterwards. */
  version: number;
  rotated: number;
  /** Rows a concurrent write had changed between the read and the write (left as that write made them). */
  skipped: number;
}

type RotationDb = Pick<Db, 'select' | 'execute' | 'delete' | 'insert' | 'update'>;

interface RotatedRow {
  id: number;
  sealed: string | null;
}

/** The two sealed kinds: where their rows are, and what the progress lines call them. */
const SEALED_KINDS = {
  phone: { table: timewasterPhones, sealed: timewasterPhones.phoneSealed, plural: 'phones' },
  email: { table: timewasterEmails, sealed: timewasterEmails.emailSealed, plural: 'e-mails' },
} as const;

/** Re-seals and re-hashes every row below the newest key version; returns the counts. */
export async function rotateContactKeys(
  db: RotationDb,
  { log = () => {}, batchSize = 500, keyring = dataKeyring() }: RotationOptions = {},
): Promise<RotationResult> {
  const result: RotationResult = { version: keyring.current, rotated: 0, skipped: 0 };
  // The guys first: their hashes under every version still match the entries not yet rotated.
  await rotateGuys(db, { log, batchSize, keyring }, result);
  for (const kind of ['phone', 'email'] as const) await rotateKind(db, kind, { log, batchSize, keyring }, result);
  await rotateEntries(db, { log, batchSize, keyring }, result);
  await rotateChanges(db, { log, batchSize, keyring }, result);
  return result;
}

/** The pending changes' sealed contacts and held contacts' hashes (server/sealed-changes.ts). */
async function rotateChanges(
  db: RotationDb,
  { log, batchSize, keyring }: Required<RotationOptions>,
  result: RotationResult,
): Promise<void> {
  const below = and(isNotNull(timewasterChanges.keyVersion), lt(timewasterChanges.keyVersion, result.version));
  const changes = await resealChanges(
    db,
    below,
    batchSize,
    (row) => openedChange(row, keyring),
    keyring,
    (read, total) => log(`keys:rotate: ${read}/${total} changes under v${result.version}`),
  );
  result.rotated += changes.written;
  result.skipped += changes.skipped;
  // Their audit copies too (no key version column: every change audit row is read).
  const audits = await mapChangeAudits(
    db,
    batchSize,
    (value, column) => resealedIfOlder(value, column, keyring),
    (read, total) => log(`keys:rotate: ${read}/${total} change audit rows under v${result.version}`),
  );
  result.rotated += audits.written.length;
  result.skipped += audits.skipped.length;
}

/** The guys' sealed phones and contact hashes (server/guy-contacts.ts), under every version of the ring. */
async function rotateGuys(
  db: RotationDb,
  { log, batchSize, keyring }: Required<RotationOptions>,
  result: RotationResult,
): Promise<void> {
  const below = lt(guys.keyVersion, result.version);
  // Hashes under a version no longer in the ring match nothing: gone.
  await db.delete(guyContactHashes).where(notInArray(guyContactHashes.keyVersion, keyring.versions));
  await eachInBatches<{ id: number }>({
    batchSize,
    total: async () => (await db.select({ n: count() }).from(guys).where(below))[0]!.n,
    read: (afterId, limit) =>
      db
        .select({ id: guys.id })
        .from(guys)
        .where(and(below, gt(guys.id, afterId)))
        .orderBy(asc(guys.id))
        .limit(limit),
    eachBatch: async (rows) => {
      const written = (
        await refreshGuyContacts(
          db,
          rows.map((row) => row.id),
          keyring,
        )
      ).length;
      result.rotated += written;
      result.skipped += rows.length - written;
    },
    progress: (read, total) => log(`keys:rotate: ${read}/${total} guys under v${result.version}`),
  });
}

/** The entries' own sealed contacts and handle hashes (one sealed object per row). */
async function rotateEntries(
  db: RotationDb,
  { log, batchSize, keyring }: Required<RotationOptions>,
  result: RotationResult,
): Promise<void> {
  const below = and(isNotNull(timewasters.keyVersion), lt(timewasters.keyVersion, result.version));
  await eachInBatches({
    batchSize,
    total: async () => (await db.select({ n: count() }).from(timewasters).where(below))[0]!.n,
    read: (afterId, limit) =>
      db
        .select({ id: timewasters.id, sealed: timewasters.contactsSealed, keyVersion: timewasters.keyVersion })
        .from(timewasters)
        .where(and(below, gt(timewasters.id, afterId)))
        .orderBy(asc(timewasters.id))
        .limit(limit),
    eachBatch: async (rows) => {
      const written = await writeSealedEntries(
        db,
        rows.map((row) => ({
          id: row.id,
          expected: { sealed: row.sealed, keyVersion: row.keyVersion },
          ...sealedEntryColumns(openEntryContacts(row.sealed, keyring), keyring),
        })),
      );
      result.rotated += written.length;
      result.skipped += rows.length - written.length;
    },
    progress: (read, total) => log(`keys:rotate: ${read}/${total} entries under v${result.version}`),
  });
}

async function rotateKind(
  db: RotationDb,
  kind: keyof typeof SEALED_KINDS,
  { log, batchSize, keyring }: Required<RotationOptions>,
  result: RotationResult,
): Promise<void> {
  const { table, sealed, plural } = SEALED_KINDS[kind];
  const below = and(isNotNull(table.keyVersion), lt(table.keyVersion, result.version));
  await eachInBatches<RotatedRow>({
    batchSize,
    total: async () => (await db.select({ n: count() }).from(table).where(below))[0]!.n,
    read: (afterId, limit) =>
      db
        .select({ id: table.id, sealed })
        .from(table)
        .where(and(below, gt(table.id, afterId)))
        .orderBy(asc(table.id))
        .limit(limit),
    eachBatch: async (rows) => {
      const writes = rows.flatMap((row) =>
        row.sealed === null
          ? []
          : [
              {
                id: row.id,
                expected: row.sealed,
                ...sealContact(kind, openContact(kind, row.sealed, keyring), keyring),
              },
            ],
      );
      const written = (await writeSealedRows(db, kind, writes)).length;
      result.rotated += written;
      result.skipped += writes.length - written;
    },
    progress: (read, total) => log(`keys:rotate: ${read}/${total} ${plural} under v${result.version}`),
  });
}

/** How many sealed rows are still below the newest version (0 once a rotation has finished). */
export async function rowsBelowNewestKey(db: RotationDb, keyring = dataKeyring()): Promise<number> {
  const version = keyring.current;
  const [phones] = await db
    .select({ n: count() })
    .from(timewasterPhones)
    .where(lt(timewasterPhones.keyVersion, version));
  const [emails] = await db
    .select({ n: count() })
    .from(timewasterEmails)
    .where(lt(timewasterEmails.keyVersion, version));
  const [guyRows] = await db.select({ n: count() }).from(guys).where(lt(guys.keyVersion, version));
  const [entries] = await db.select({ n: count() }).from(timewasters).where(lt(timewasters.keyVersion, version));
  const [changes] = await db
    .select({ n: count() })
    .from(timewasterChanges)
    .where(lt(timewasterChanges.keyVersion, version));
  return phones!.n + emails!.n + guyRows!.n + entries!.n + changes!.n;
}
