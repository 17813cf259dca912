import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORTING_TERMS } from '@/features/reporting/terms';
import { DataKeyring, newKeyEntry } from '@/server/data-keys';
import { getDb } from '@/server/db';
import {
  SEALED_CONTACTS_MIGRATION,
  SEALED_ENTRIES_MIGRATION,
  sealTimewasterContacts,
  sealTimewasterEntries,
} from '@/server/db/data-migrations/sealed-contacts';
import { finishedDataMigrations, timewasterEmails, timewasterPhones, timewasters } from '@/server/db/schema';
import {
  contactLookupHashes,
  dataKeyring,
  openContact,
  openEntryContacts,
  sealedEmailColumns,
  sealedEntryColumns,
  sealedPhoneColumns,
} from '@/server/sealed-contacts';
import {
  clearContactColumns,
  insertClearEmail,
  insertClearPhone,
  restoreClearContactColumns,
} from '../helpers/clear-contacts';
import { createGirl, type TestGirl } from '../helpers/girls';
import { call } from '../helpers/timewasters';

// docs/decisions/053: every writer of the timewaster phones and e-mails stores them sealed and
// hashed; the data migration seals the rows written before (in clear), a batch at a time,
// resumable, and verifies every row before it records that the clear columns may go.

let girl: TestGirl;
const uniq = Date.now().toString(36);

beforeAll(async () => {
  girl = await createGirl({ prefix: 'sealed' });
});

/** An entry of an upgraded database: its phone and e-mail rows hold the clear values only. */
async function clearEntry(phone: string, email: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(timewasters)
    .values({ name: 'Clear Text', city: 'Austin', state: 'TX', country: 'USA', clientType: 'timewaster', comment: 'x' })
    .returning({ id: timewasters.id });
  await insertClearPhone(row!.id, phone);
  await insertClearEmail(row!.id, email);
  return row!.id;
}

/** Each row of these entries as table, its value (opened) and whether a clear value is left. */
async function contactsOf(ids: number[]) {
  const db = await getDb();
  const phones = await db.select().from(timewasterPhones).where(inArray(timewasterPhones.timewasterId, ids));
  const emails = await db.select().from(timewasterEmails).where(inArray(timewasterEmails.timewasterId, ids));
  for (const row of phones)
    expect(contactLookupHashes('phone', openContact('phone', row.phoneSealed))).toContain(row.phoneHash);
  for (const row of emails)
    expect(contactLookupHashes('email', openContact('email', row.emailSealed))).toContain(row.emailHash);
  return [
    ...phones.map((row) => openContact('phone', row.phoneSealed)),
    ...emails.map((row) => openContact('email', row.emailSealed)),
  ].sort();
}

describe('the writers', () => {
  it('a report stores its phone and e-mail sealed, hashed and with the key version', async () => {
    const email = `sealed.${uniq}@example.com`;
    const created = await call(
      'POST',
      '/api/v1/timewasters',
      girl.cookie,
      {
        name: 'Sealed Report',
        city: 'Austin',
        state: 'TX',
        country: 'USA',
        clientType: 'timewaster',
        comment: 'Never came.',
        phoneNumber: '+1 888 004 2222',
        email,
        reportingTermsVersion: REPORTING_TERMS.version,
      },
      'timewasters',
    );
    expect(created.status, created.text).toBe(201);
    const id = Number((created.json() as { data: { id: string } }).data.id);
    const db = await getDb();
    const [phone] = await db.select().from(timewasterPhones).where(eq(timewasterPhones.timewasterId, id));
    const [mail] = await db.select().from(timewasterEmails).where(eq(timewasterEmails.timewasterId, id));
    const ring = dataKeyring();
    expect(phone!.keyVersion).toBe(ring.current);
    expect(phone!.phoneSealed).not.toContain('8880042222');
    expect(openContact('phone', phone!.phoneSealed)).toBe('18880042222');
    expect(contactLookupHashes('phone', '(888) 004-2222')).toContain(phone!.phoneHash);
    expect(mail!.keyVersion).toBe(ring.current);
    expect(mail!.emailSealed).not.toContain(uniq);
    expect(openContact('email', mail!.emailSealed)).toBe(email);
    expect(contactLookupHashes('email', email.toUpperCase())).toContain(mail!.emailHash);
  });
});

describe('migration 0036 and the data migration: the clear phone and e-mail columns', () => {
  const migration = readFileSync(
    path.join(process.cwd(), 'src/server/db/migrations/0036_sealed-contacts-only.sql'),
    'utf8',
  );
  const guard = migration.slice(migration.indexOf('DO $$'));
  const notNull = async () => {
    const db = await getDb();
    const { rows } = await db.execute<{ name: string }>(
      sql`SELECT table_name || '.' || column_name AS name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name IN ('timewaster_phones', 'timewaster_emails')
          AND column_name IN ('phone_sealed', 'phone_hash', 'email_sealed', 'email_hash', 'key_version') AND is_nullable = 'NO'
        ORDER BY 1`,
    );
    return rows.map((row) => row.name);
  };
  const ALL_NOT_NULL = [
    'timewaster_emails.email_hash',
    'timewaster_emails.email_sealed',
    'timewaster_emails.key_version',
    'timewaster_phones.key_version',
    'timewaster_phones.phone_hash',
    'timewaster_phones.phone_sealed',
  ];

  it('a fresh database has no clear column, and its sealed, hash and key version columns are required', async () => {
    expect(await clearContactColumns()).toEqual([]);
    expect(await notNull()).toEqual(ALL_NOT_NULL);
  });

  it('0036 keeps the clear columns while a row is unsealed or no mark says every row was verified', async () => {
    const db = await getDb();
    await restoreClearContactColumns();
    await db.delete(finishedDataMigrations).where(eq(finishedDataMigrations.name, SEALED_CONTACTS_MIGRATION));
    const id = await clearEntry('15550001009', `guard.${uniq}@example.com`);
    await db.execute(sql.raw(guard));
    expect(await clearContactColumns()).toEqual(['timewaster_emails.email', 'timewaster_phones.phone_number']);
    // Every row sealed, but not verified (no mark): still kept.
    await db.delete(timewasters).where(eq(timewasters.id, id));
    await db.execute(sql.raw(guard));
    expect(await clearContactColumns()).toEqual(['timewaster_emails.email', 'timewaster_phones.phone_number']);
    // With the mark and no unsealed row: dropped, and the sealed columns required again.
    await db.insert(finishedDataMigrations).values({ name: SEALED_CONTACTS_MIGRATION });
    await db.execute(sql.raw(guard));
    expect(await clearContactColumns()).toEqual([]);
    expect(await notNull()).toEqual(ALL_NOT_NULL);
  });

  it('seals the clear rows in batches, resumes after a stop, verifies every row, records it, then drops the columns', async () => {
    const db = await getDb();
    await restoreClearContactColumns();
    await db.delete(finishedDataMigrations).where(eq(finishedDataMigrations.name, SEALED_CONTACTS_MIGRATION));
    const ids = [
      await clearEntry('15550001001', `one.${uniq}@example.com`),
      await clearEntry('15550001002', `two.${uniq}@example.com`),
      await clearEntry('15550001003', `three.${uniq}@example.com`),
    ];
    // Written by the app meanwhile (no clear value); one is a number the entry already held in clear.
    await db.insert(timewasterPhones).values({ timewasterId: ids[0]!, ...sealedPhoneColumns('15550001001') });
    await db
      .insert(timewasterEmails)
      .values({ timewasterId: ids[1]!, ...sealedEmailColumns(`new.${uniq}@example.com`) });

    // A run that dies after its first batch: the rows it reached are sealed, the others not.
    let batches = 0;
    await expect(
      sealTimewasterContacts(db, {
        batchSize: 1,
        log: () => {
          if (++batches === 1) throw new Error('crash');
        },
      }),
    ).rejects.toThrow('crash');
    const { rows: half } = await db.execute<{ n: number }>(
      sql`SELECT count(*) AS n FROM timewaster_phones WHERE key_version IS NULL`,
    );
    expect(Number(half[0]!.n)).toBeGreaterThan(0);
    expect(await clearContactColumns()).toHaveLength(2);

    const progress: string[] = [];
    const result = await sealTimewasterContacts(db, { batchSize: 2, log: (line) => progress.push(line) });
    expect(result).toMatchObject({ mismatched: 0, verified: true });
    expect(progress.some((line) => /sealed contacts: \d+\/\d+ phones sealed/.test(line))).toBe(true);
    expect(progress.some((line) => /sealed contacts: \d+\/\d+ e-mails verified/.test(line))).toBe(true);
    const marks = await db
      .select()
      .from(finishedDataMigrations)
      .where(eq(finishedDataMigrations.name, SEALED_CONTACTS_MIGRATION));
    expect(marks).toHaveLength(1);
    expect(await clearContactColumns()).toEqual([]);
    expect(await notNull()).toEqual(ALL_NOT_NULL);
    // The number held twice is kept once.
    expect(await contactsOf(ids)).toEqual(
      [
        '15550001001',
        '15550001002',
        '15550001003',
        `new.${uniq}@example.com`,
        `one.${uniq}@example.com`,
        `two.${uniq}@example.com`,
        `three.${uniq}@example.com`,
      ].sort(),
    );
    // With the columns gone it has nothing left to do.
    expect(await sealTimewasterContacts(db)).toEqual({ sealed: 0, mismatched: 0, verified: false });
  });

  it('a row that does not open to its clear value is reported, no mark is written and the columns stay', async () => {
    const db = await getDb();
    await restoreClearContactColumns();
    await db.delete(finishedDataMigrations).where(eq(finishedDataMigrations.name, SEALED_CONTACTS_MIGRATION));
    const id = await clearEntry('15550001004', `four.${uniq}@example.com`);
    // Sealed under a key this instance does not hold: it cannot be verified.
    const stranger = new DataKeyring(newKeyEntry(1));
    const phone = stranger.seal('15550001004', 'timewaster_phones.phone_number');
    await db.execute(
      sql`UPDATE timewaster_phones SET phone_sealed = ${phone}, phone_hash = 'x', key_version = 1 WHERE timewaster_id = ${id}`,
    );
    const lines: string[] = [];
    const result = await sealTimewasterContacts(db, { batchSize: 50, log: (line) => lines.push(line) });
    expect(result).toMatchObject({ mismatched: 1, verified: false });
    expect(lines.join('\n')).toMatch(/1 row\(s\) do not match their clear value: phone \d+/);
    const marks = await db
      .select()
      .from(finishedDataMigrations)
      .where(eq(finishedDataMigrations.name, SEALED_CONTACTS_MIGRATION));
    expect(marks).toHaveLength(0);
    expect(await clearContactColumns()).toHaveLength(2);
    // Repaired (sealed again from its clear value), it verifies and the columns go.
    await db.execute(sql`UPDATE timewaster_phones SET key_version = NULL WHERE timewaster_id = ${id}`);
    expect((await sealTimewasterContacts(db, { batchSize: 50 })).verified).toBe(true);
    expect(await clearContactColumns()).toEqual([]);
    expect(await contactsOf([id])).toEqual(['15550001004', `four.${uniq}@example.com`]);
  });
});

describe("the entries' own contacts (first-reported e-mail and phone, handles)", () => {
  const CLEAR = ['email', 'phone_number', 'facebook', 'instagram', 'twitter', 'skype'];
  const clearColumns = async () => {
    const db = await getDb();
    const { rows } = await db.execute<{ name: string }>(
      sql`SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'timewasters' AND column_name IN (${sql.join(
        CLEAR.map((c) => sql`${c}`),
        sql`, `,
      )}) ORDER BY 1`,
    );
    return rows.map((r) => r.name);
  };
  /** An upgraded database's state after migration 0033 left the clear columns to the data migration. */
  const restoreClearColumns = async () => {
    const db = await getDb();
    await db.execute(
      sql.raw(`ALTER TABLE timewasters ${CLEAR.map((c) => `ADD COLUMN IF NOT EXISTS ${c} text`).join(', ')}`),
    );
  };
  const migration = readFileSync(
    path.join(process.cwd(), 'src/server/db/migrations/0033_sealed-timewaster-contacts.sql'),
    'utf8',
  );
  // The migration's last statement: the guarded drop.
  const upgradeGuard = migration.slice(migration.indexOf('DO $$'));

  it('a report stores them sealed with the handles hashed; the search finds a whole handle, no clear column is left', async () => {
    expect(await clearColumns()).toEqual([]);
    const created = await call(
      'POST',
      '/api/v1/timewasters',
      girl.cookie,
      {
        name: 'Sealed Handles',
        city: 'Austin',
        state: 'TX',
        country: 'USA',
        clientType: 'timewaster',
        comment: 'Never came.',
        phoneNumber: '+1 888 004 3333',
        email: `entry.${uniq}@example.com`,
        instagram: `@Sealed_${uniq}`,
        skype: `live:sealed.${uniq}`,
        reportingTermsVersion: REPORTING_TERMS.version,
      },
      'timewasters',
    );
    expect(created.status, created.text).toBe(201);
    const id = Number((created.json() as { data: { id: string } }).data.id);
    const db = await getDb();
    const { rows } = await db.execute<{ row: string }>(sql`SELECT t::text AS row FROM timewasters t WHERE id = ${id}`);
    for (const clear of ['18880043333', `entry.${uniq}`, `sealed_${uniq}`.toLowerCase(), `sealed.${uniq}`])
      expect(rows[0]!.row.toLowerCase()).not.toContain(clear.toLowerCase());
    const [row] = await db.select().from(timewasters).where(eq(timewasters.id, id));
    expect(openEntryContacts(row!.contactsSealed)).toEqual({
      email: `entry.${uniq}@example.com`,
      phoneNumber: '18880043333',
      facebook: null,
      instagram: `@Sealed_${uniq}`,
      twitter: null,
      skype: `live:sealed.${uniq}`,
    });
    expect(row!.keyVersion).toBe(dataKeyring().current);
    expect(row!.handleHashes.sort()).toEqual(
      [dataKeyring().hash('handle', `sealed_${uniq}`), dataKeyring().hash('handle', `sealed.${uniq}`)].sort(),
    );
    const other = await createGirl({ prefix: 'sealedreader' });
    await db.update(timewasters).set({ approved: true }).where(eq(timewasters.id, id));
    const card = await call('GET', `/api/v1/timewasters/${id}`, other.cookie);
    expect(card.text).toContain(`@Sealed_${uniq}`);
    for (const q of [`sealed_${uniq.toUpperCase()}`, `instagram.com/sealed_${uniq}`, `sealed.${uniq}`]) {
      const found = await call('GET', `/api/v1/timewasters?q=${encodeURIComponent(q)}`, other.cookie);
      expect(found.text, q).toContain(`"${id}"`);
    }
    const fragment = await call(
      'GET',
      `/api/v1/timewasters?q=${encodeURIComponent(`sealed_${uniq.slice(0, 3)}`)}`,
      other.cookie,
    );
    expect(fragment.text).not.toContain(`"${id}"`);
  });

  it('migration 0033 keeps the clear columns while a row holds a value in them, and drops them when none does', async () => {
    const db = await getDb();
    await restoreClearColumns();
    const [row] = await db
      .insert(timewasters)
      .values({ name: 'Guarded', city: 'Austin', state: 'TX', country: 'USA', clientType: 'timewaster', comment: 'x' })
      .returning({ id: timewasters.id });
    await db.execute(sql`UPDATE timewasters SET skype = 'guarded.skype' WHERE id = ${row!.id}`);
    await db.execute(sql.raw(upgradeGuard));
    expect(await clearColumns()).toEqual([...CLEAR].sort());
    await db.execute(sql`UPDATE timewasters SET skype = NULL WHERE id = ${row!.id}`);
    await db.execute(sql.raw(upgradeGuard));
    expect(await clearColumns()).toEqual([]);
  });

  it('the data migration seals and verifies every clear row, and only then drops the clear columns', async () => {
    const db = await getDb();
    await restoreClearColumns();
    await db.delete(finishedDataMigrations).where(eq(finishedDataMigrations.name, SEALED_ENTRIES_MIGRATION));
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      const [row] = await db
        .insert(timewasters)
        .values({
          name: `Old ${n}`,
          city: 'Austin',
          state: 'TX',
          country: 'USA',
          clientType: 'timewaster',
          comment: 'x',
        })
        .returning({ id: timewasters.id });
      ids.push(row!.id);
      await db.execute(
        sql`UPDATE timewasters SET email = ${`old${n}.${uniq}@example.com`}, phone_number = ${`1888004444${n}`}, twitter = ${`@Old_${n}_${uniq}`}, key_version = NULL WHERE id = ${row!.id}`,
      );
    }
    // A row whose sealed value is not its clear contacts: the verification must refuse the drop.
    const [bad] = await db
      .insert(timewasters)
      .values({
        name: 'Bad',
        city: 'Austin',
        state: 'TX',
        country: 'USA',
        clientType: 'timewaster',
        comment: 'x',
        ...sealedEntryColumns({ skype: 'someone.else' }),
      })
      .returning({ id: timewasters.id });
    await db.execute(sql`UPDATE timewasters SET skype = 'the.real.one' WHERE id = ${bad!.id}`);

    const lines: string[] = [];
    const first = await sealTimewasterEntries(db, { log: (line) => lines.push(line), batchSize: 2 });
    expect(first.sealed).toBeGreaterThanOrEqual(3);
    expect(first).toMatchObject({ mismatched: 1, verified: false });
    expect(lines.some((line) => /^sealed contacts: 2\/\d+ entries sealed$/.test(line))).toBe(true);
    expect(lines.at(-1)).toContain(String(bad!.id));
    expect(await clearColumns()).toEqual([...CLEAR].sort());

    await db.execute(sql`UPDATE timewasters SET skype = 'someone.else' WHERE id = ${bad!.id}`);
    const second = await sealTimewasterEntries(db, { log: (line) => lines.push(line) });
    expect(second).toMatchObject({ sealed: 0, mismatched: 0, verified: true });
    expect(await clearColumns()).toEqual([]);
    const [mark] = await db
      .select()
      .from(finishedDataMigrations)
      .where(eq(finishedDataMigrations.name, SEALED_ENTRIES_MIGRATION));
    expect(mark).toBeDefined();
    const rows = await db.select().from(timewasters).where(inArray(timewasters.id, ids));
    expect(rows.map((row) => openEntryContacts(row.contactsSealed).phoneNumber).sort()).toEqual([
      '18880044441',
      '18880044442',
      '18880044443',
    ]);
    const other = await createGirl({ prefix: 'sealedold' });
    await db.update(timewasters).set({ approved: true }).where(inArray(timewasters.id, ids));
    const found = await call('GET', `/api/v1/timewasters?q=${encodeURIComponent(`old_2_${uniq}`)}`, other.cookie);
    expect(found.text).toContain(`"${ids[1]}"`);
  });
});
