import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db';
import { eachInBatches } from '@/server/db/data-migrations/batches';
import { timewasterEmails, timewasterPhones } from '@/server/db/schema';
import { sealedEmailColumns, sealedPhoneColumns } from '@/server/sealed-contacts';

// Bulk SQL seeds and benches cannot seal (the keys are the app's, docs/decisions/053): their
// statements write the entries' phones and e-mails into this scratch table, and the app then
// inserts them sealed and hashed into timewaster_phones/_emails and drops it.

export const STAGED_CONTACTS = 'staged_timewaster_contacts';

/** Creates the scratch table: (timewaster_id, kind 'phone' | 'email', value, created_at). */
export async function createStagedContacts(db: Pick<Db, 'execute'>): Promise<void> {
  await db.execute(
    sql.raw(`CREATE UNLOGGED TABLE IF NOT EXISTS ${STAGED_CONTACTS} (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY, timewaster_id integer NOT NULL, kind text NOT NULL,
      value text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`),
  );
}

type Staged = { id: number; timewasterId: number; kind: string; value: string; createdAt: string };

/** Inserts the staged contacts sealed, a batch at a time, then drops the scratch table; returns the count. */
export async function sealStagedContacts(db: Db, { batchSize = 2_000, log = (_: string) => {} } = {}) {
  const done = await eachInBatches<Staged>({
    batchSize,
    total: async () =>
      Number((await db.execute<{ n: number }>(sql.raw(`SELECT count(*) AS n FROM ${STAGED_CONTACTS}`))).rows[0]!.n),
    read: async (afterId, limit) =>
      (
        await db.execute<Staged>(
          sql`SELECT id, timewaster_id AS "timewasterId", kind, value, created_at::text AS "createdAt"
            FROM ${sql.identifier(STAGED_CONTACTS)} WHERE id > ${afterId} ORDER BY id LIMIT ${limit}`,
        )
      ).rows.map((row) => ({ ...row, id: Number(row.id), timewasterId: Number(row.timewasterId) })),
    eachBatch: async (rows) => {
      const of = (kind: string) => rows.filter((row) => row.kind === kind);
      const at = (row: Staged) => ({ timewasterId: row.timewasterId, createdAt: new Date(row.createdAt) });
      if (of('phone').length)
        await db
          .insert(timewasterPhones)
          .values(of('phone').map((row) => ({ ...at(row), ...sealedPhoneColumns(row.value) })))
          .onConflictDoNothing();
      if (of('email').length)
        await db
          .insert(timewasterEmails)
          .values(of('email').map((row) => ({ ...at(row), ...sealedEmailColumns(row.value) })))
          .onConflictDoNothing();
    },
    progress: (read, total) => log(`sealed contacts: ${read}/${total} staged phones and e-mails sealed`),
  });
  await db.execute(sql.raw(`DROP TABLE IF EXISTS ${STAGED_CONTACTS}`));
  await db.execute(sql`ANALYZE timewaster_phones, timewaster_emails`);
  return done;
}
