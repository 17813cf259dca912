import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORTING_TERMS } from '@/features/reporting/terms';
import { DataKeyring, newKeyEntry } from '@/server/data-keys';
import { getDb } from '@/server/db';
import { SEALED_CONTACTS_MIGRATION, sealTimewasterContacts } from '@/server/db/data-migrations/sealed-contacts';
import { finishedDataMigrations, timewasterEmails, timewasterPhones, timewasters } from '@/server/db/schema';
import { contactLookupHashes, dataKeyring, openContact } from '@/server/sealed-contacts';
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

async function clearEntry(phone: string, email: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(timewasters)
    .values({ name: 'Clear Text', city: 'Austin', state: 'TX', country: 'USA', clientType: 'timewaster', comment: 'x' })
    .returning({ id: timewasters.id });
  await db.insert(timewasterPhones).values({ timewasterId: row!.id, phoneNumber: phone });
  await db.insert(timewasterEmails).values({ timewasterId: row!.id, email });
  return row!.id;
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
    expect(openContact('phone', phone!.phoneSealed!)).toBe('18880042222');
    expect(contactLookupHashes('phone', '(888) 004-2222')).toContain(phone!.phoneHash);
    expect(mail!.keyVersion).toBe(ring.current);
    expect(mail!.emailSealed).not.toContain(uniq);
    expect(openContact('email', mail!.emailSealed!)).toBe(email);
    expect(contactLookupHashes('email', email.toUpperCase())).toContain(mail!.emailHash);
  });
});

describe('the data migration', () => {
  it('seals the clear rows in batches, resumes after a stop, verifies every row and records it', async () => {
    const db = await getDb();
    const ids = [
      await clearEntry('15550001001', `one.${uniq}@example.com`),
      await clearEntry('15550001002', `two.${uniq}@example.com`),
      await clearEntry('15550001003', `three.${uniq}@example.com`),
    ];
    await db.delete(finishedDataMigrations).where(eq(finishedDataMigrations.name, SEALED_CONTACTS_MIGRATION));

    // A run that dies after its first batch: the rows it reached are sealed, the others not.
    const lines: string[] = [];
    let batches = 0;
    await expect(
      sealTimewasterContacts(db, {
        batchSize: 1,
        log: (line) => {
          lines.push(line);
          if (++batches === 1) throw new Error('crash');
        },
      }),
    ).rejects.toThrow('crash');
    const half = await db.select().from(timewasterPhones).where(inArray(timewasterPhones.timewasterId, ids));
    expect(half.filter((r) => r.keyVersion === null).length).toBeGreaterThan(0);

    const progress: string[] = [];
    const result = await sealTimewasterContacts(db, { batchSize: 2, log: (line) => progress.push(line) });
    expect(result.mismatched).toBe(0);
    expect(result.verified).toBe(true);
    expect(progress.some((line) => /sealed contacts: \d+\/\d+ phones sealed/.test(line))).toBe(true);
    expect(progress.some((line) => /sealed contacts: \d+\/\d+ e-mails verified/.test(line))).toBe(true);
    const marks = await db
      .select()
      .from(finishedDataMigrations)
      .where(eq(finishedDataMigrations.name, SEALED_CONTACTS_MIGRATION));
    expect(marks).toHaveLength(1);

    const phones = await db.select().from(timewasterPhones).where(inArray(timewasterPhones.timewasterId, ids));
    const emails = await db.select().from(timewasterEmails).where(inArray(timewasterEmails.timewasterId, ids));
    for (const row of phones) {
      expect(openContact('phone', row.phoneSealed!)).toBe(row.phoneNumber);
      expect(contactLookupHashes('phone', row.phoneNumber)).toContain(row.phoneHash);
    }
    for (const row of emails) {
      expect(openContact('email', row.emailSealed!)).toBe(row.email);
      expect(contactLookupHashes('email', row.email)).toContain(row.emailHash);
    }
  });

  it('a row that does not open to its clear value is reported and the mark is not written', async () => {
    const db = await getDb();
    const id = await clearEntry('15550001004', `four.${uniq}@example.com`);
    await db.delete(finishedDataMigrations).where(eq(finishedDataMigrations.name, SEALED_CONTACTS_MIGRATION));
    await sealTimewasterContacts(db, { batchSize: 50 });
    // Sealed under a key this instance does not hold: it cannot be verified.
    const stranger = new DataKeyring(newKeyEntry(1));
    await db
      .update(timewasterPhones)
      .set({ phoneSealed: stranger.seal('15550001004', 'timewaster_phones.phone_number') })
      .where(eq(timewasterPhones.timewasterId, id));
    await db.delete(finishedDataMigrations).where(eq(finishedDataMigrations.name, SEALED_CONTACTS_MIGRATION));
    const lines: string[] = [];
    const result = await sealTimewasterContacts(db, { batchSize: 50, log: (line) => lines.push(line) });
    expect(result.mismatched).toBe(1);
    expect(result.verified).toBe(false);
    expect(lines.join('\n')).toMatch(/1 row\(s\) do not match their clear value: phone \d+/);
    const marks = await db
      .select()
      .from(finishedDataMigrations)
      .where(eq(finishedDataMigrations.name, SEALED_CONTACTS_MIGRATION));
    expect(marks).toHaveLength(0);
    // Repaired, it verifies.
    await db.update(timewasterPhones).set({ keyVersion: null }).where(eq(timewasterPhones.timewasterId, id));
    expect((await sealTimewasterContacts(db, { batchSize: 50 })).verified).toBe(true);
  });
});
