// The A/B of decision 053 for `npm run bench:timewasters` (BENCH_TW_AB=1): the two lookups that
// must stay within 10 % of the clear-text p95, in the clear-text shape of before (the SQL the app
// ran then) and in the keyed-hash shape the app runs now (its own functions), on the same database
// in one process, rounds alternating A and B. The contacts are sealed now: the clear-text shape
// reads them from scratch tables opened from the sealed columns (bench_hashes.guy_phones where it
// read guys.phone, bench_hashes.timewaster_phones/_emails with the b-tree indexes the clear
// columns had); the app's tables are not touched.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { normalizeEmail, normalizePhone } from '@/lib/contact-normalize';
import type { Db } from '@/server/db';
import { liveTimewasters, searchableTimewasters } from '@/features/timewasters/access';
import type { SignedInActor } from '@/server/auth/actor-types';
import { openGuyPhone } from '@/server/guy-contacts';
import { openContact, SEALED_COLUMNS, type SealedKind } from '@/server/sealed-contacts';
import { guys, timewasters, user } from '@/server/db/schema';

const BATCH = 2_000;

/** Fills bench_hashes.guy_phones (guy_id, phone): the guys' phones in clear, as guys.phone held them. */
export async function buildClearGuyPhones(db: Db, log: (m: string) => void): Promise<void> {
  await db.execute(sql`DROP SCHEMA IF EXISTS bench_hashes CASCADE`);
  await db.execute(sql`CREATE SCHEMA bench_hashes`);
  await db.execute(sql`CREATE TABLE bench_hashes.guy_phones (guy_id integer PRIMARY KEY, phone text)`);
  let lastId = 0;
  let written = 0;
  for (;;) {
    const { rows } = await db.execute<{ id: number; sealed: string | null }>(
      sql`SELECT id, phone_sealed AS sealed FROM guys WHERE id > ${lastId} ORDER BY id LIMIT ${BATCH}`,
    );
    if (rows.length === 0) break;
    const values = rows.map((row) => sql`(${Number(row.id)}, ${openGuyPhone(row.sealed)})`);
    await db.execute(sql`INSERT INTO bench_hashes.guy_phones (guy_id, phone) VALUES ${sql.join(values, sql`, `)}`);
    written += rows.length;
    lastId = Number(rows.at(-1)!.id);
  }
  await db.execute(sql`ANALYZE bench_hashes.guy_phones`);
  log(`[bench:timewasters] clear shape: ${written.toLocaleString('en-US')} guys' phones opened`);
  for (const kind of ['phone', 'email'] as const) await buildClearContacts(db, kind, log);
}

/** bench_hashes.timewaster_phones/_emails (timewaster_id, value): the listed contacts opened, indexed as before. */
async function buildClearContacts(db: Db, kind: SealedKind, log: (m: string) => void): Promise<void> {
  const { table, sealed } = SEALED_COLUMNS[kind];
  const scratch = sql.identifier(table);
  await db.execute(
    sql`CREATE TABLE bench_hashes.${scratch} (id integer PRIMARY KEY, timewaster_id integer, value text)`,
  );
  let lastId = 0;
  for (;;) {
    const { rows } = await db.execute<{ id: number; timewasterId: number; sealed: string }>(
      sql`SELECT id, timewaster_id AS "timewasterId", ${sql.identifier(sealed)} AS sealed FROM ${scratch}
        WHERE id > ${lastId} ORDER BY id LIMIT ${BATCH}`,
    );
    if (rows.length === 0) break;
    const values = rows.map((row) => sql`(${row.id}, ${row.timewasterId}, ${openContact(kind, row.sealed)})`);
    await db.execute(sql`INSERT INTO bench_hashes.${scratch} VALUES ${sql.join(values, sql`, `)}`);
    lastId = Number(rows.at(-1)!.id);
  }
  await db.execute(sql`CREATE INDEX ON bench_hashes.${scratch} (value)`);
  await db.execute(sql`ANALYZE bench_hashes.${scratch}`);
  log(`[bench:timewasters] clear shape: ${table} opened`);
}

/** matchesTimewaster as it was before the sealed columns: the normalised clear values, b-tree indexes. */
export async function matchByClearText(
  db: Db,
  actor: SignedInActor,
  contact: { email?: string; phone?: string },
): Promise<number[]> {
  const email = contact.email ? normalizeEmail(contact.email) : '';
  const phone = contact.phone ? normalizePhone(contact.phone) : null;
  const branches = [];
  if (email) branches.push(sql`SELECT timewaster_id AS id FROM bench_hashes.timewaster_emails WHERE value = ${email}`);
  if (phone) branches.push(sql`SELECT timewaster_id AS id FROM bench_hashes.timewaster_phones WHERE value = ${phone}`);
  if (branches.length === 0) return [];
  const rows = await db
    .select({ id: timewasters.id })
    .from(timewasters)
    .where(and(searchableTimewasters(actor), sql`${timewasters.id} IN (${sql.join(branches, sql` UNION `)})`))
    .limit(20);
  return rows.map((r) => r.id);
}

/** screenGuys as it was before the hashes: his clear contacts normalised in SQL, b-tree indexes. */
export async function screenByClearText(db: Db, guyIds: readonly number[]): Promise<number> {
  const counted = and(eq(timewasters.approved, true), liveTimewasters());
  const { rows } = await db.execute<{ guyId: number; timewasterId: number; by: string }>(sql`
    with contact as (
      select ${guys.id} as guy_id,
        lower(trim(${guys.email})) as own_email,
        lower(trim(${user.email})) as account_email,
        regexp_replace(coalesce(p.phone, ''), '[^0-9]', '', 'g') as digits
      from ${guys} inner join ${user} on ${user.id} = ${guys.userId}
      left join bench_hashes.guy_phones as p on p.guy_id = ${guys.id}
      where ${inArray(guys.id, [...new Set(guyIds)])}
    ), phone as (
      select guy_id, case when digits ~ '^[2-9][0-9]{9}$' then '1' || digits else digits end as e164
      from contact
      where length(digits) >= 7
    )
    select distinct contact.guy_id as "guyId", e.timewaster_id as "timewasterId", 'email' as "by"
    from contact
    inner join bench_hashes.timewaster_emails as e on e.value in (contact.own_email, contact.account_email)
    inner join ${timewasters} on ${timewasters.id} = e.timewaster_id
    where ${counted}
    union
    select distinct phone.guy_id, p.timewaster_id, 'phone'
    from phone
    inner join bench_hashes.timewaster_phones as p on p.value = phone.e164
    inner join ${timewasters} on ${timewasters.id} = p.timewaster_id
    where ${counted}
    order by 3, 2`);
  return rows.length;
}
