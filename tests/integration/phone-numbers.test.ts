import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenGuys } from '@/features/bookings/screening';
import { REPORTING_TERMS } from '@/features/reporting/terms';
import { matchesTimewaster } from '@/features/timewasters/queries';
import { getActorFromHeaders } from '@/server/auth/actor';
import { getDb } from '@/server/db';
import { PHONE_NUMBERS_MIGRATION, storeTimewasterPhonesInE164 } from '@/server/db/data-migrations/phone-numbers';
import { SEALED_CONTACTS_MIGRATION, sealTimewasterContacts } from '@/server/db/data-migrations/sealed-contacts';
import { finishedDataMigrations, timewasterChanges, timewasterPhones, timewasters } from '@/server/db/schema';
import { createGirl, type TestGirl } from '../helpers/girls';
import { createGuy } from '../helpers/people';
import { clearContactColumns, insertClearPhone, restoreClearContactColumns } from '../helpers/clear-contacts';
import { call, insertTimewaster } from '../helpers/timewasters';
import { openContact, openEntryContacts } from '@/server/sealed-contacts';
import { openChangeValues } from '@/server/sealed-changes';

// The one phone rule (decision 046) in every path that reads a number: the report and the Add
// Phone dialog store E.164 digits, the search, the screening and the duplicate offer read a
// number typed with or without "+1" as the same one, and the data migration brings the numbers
// stored before the rule to the same form. '+1 888 004 1578' used to be stored as 18880041578 and
// found nothing typed as 888-004-1578; the dialog cut '+1 (312) 555-0142' to 1312555014.

const SAME_NUMBER = ['+1 888 004 1578', '888-004-1578', '(888) 004 1578'];

let girl: TestGirl;

beforeAll(async () => {
  girl = await createGirl({ prefix: 'phones' });
});

async function report(phoneNumber: string, extra: Record<string, unknown> = {}) {
  return call(
    'POST',
    '/api/v1/timewasters',
    girl.cookie,
    {
      name: 'Dial Tone',
      city: 'Austin',
      state: 'TX',
      country: 'USA',
      clientType: 'timewaster',
      comment: 'Never came.',
      phoneNumber,
      reportingTermsVersion: REPORTING_TERMS.version,
      ...extra,
    },
    'timewasters',
  );
}

const idsOf = (answer: { json: () => unknown }) =>
  (answer.json() as { data: { id: string }[] }).data.map((d) => Number(d.id));

describe('a "+1" number in every path', () => {
  let entry: number;

  beforeAll(async () => {
    const created = await report('+1 888 004 1578');
    expect(created.status, created.text).toBe(201);
    entry = Number((created.json() as { data: { id: string } }).data.id);
    const db = await getDb();
    await db.update(timewasters).set({ approved: true }).where(eq(timewasters.id, entry));
  });

  it("stores the report's number and a number added in the dialog in E.164 digits", async () => {
    const db = await getDb();
    const [row] = await db
      .select({ sealed: timewasters.contactsSealed })
      .from(timewasters)
      .where(eq(timewasters.id, entry));
    expect(openEntryContacts(row!.sealed).phoneNumber).toBe('18880041578');
    const added = await call(
      'POST',
      '/api/v1/timewaster-phones',
      girl.cookie,
      { timewasterId: entry, phoneNumber: '+1 (312) 555-0142' },
      'timewasterPhones',
    );
    // On an approved entry a girl's number waits for a moderator, already in its stored form.
    expect(added.status, added.text).toBe(202);
    // Typed again without the code: the same number, not a second one waiting.
    const again = await call(
      'POST',
      '/api/v1/timewaster-phones',
      girl.cookie,
      { timewasterId: entry, phoneNumber: '312-555-0142' },
      'timewasterPhones',
    );
    expect(again.status).toBeLessThan(300);
    const waiting = await db
      .select({ after: timewasterChanges.after })
      .from(timewasterChanges)
      .where(and(eq(timewasterChanges.timewasterId, entry), eq(timewasterChanges.kind, 'phone')));
    expect(waiting.map((w) => openChangeValues(w.after, 'after'))).toEqual([{ phoneNumber: '13125550142' }]);
    const phones = await db
      .select({ sealed: timewasterPhones.phoneSealed })
      .from(timewasterPhones)
      .where(eq(timewasterPhones.timewasterId, entry));
    expect(phones.map((p) => openContact('phone', p.sealed))).toEqual(['18880041578']);
    const bad = await call(
      'POST',
      '/api/v1/timewaster-phones',
      girl.cookie,
      { timewasterId: entry, phoneNumber: '555-0142' },
      'timewasterPhones',
    );
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('Phone number must have 10 digits, or + and its country code');
  });

  it('finds the entry by the whole number typed any way, and not by a fragment (decision 053: keyed hashes)', async () => {
    for (const q of [...SAME_NUMBER, '1 888 004 1578']) {
      const found = await call('GET', `/api/v1/timewasters?q=${encodeURIComponent(q)}`, girl.cookie);
      expect(found.status).toBe(200);
      expect(idsOf(found), q).toContain(entry);
    }
    for (const q of ['004-1578', '888004']) {
      const fragment = await call('GET', `/api/v1/timewasters?q=${encodeURIComponent(q)}`, girl.cookie);
      expect(fragment.status).toBe(200);
      expect(idsOf(fragment), q).not.toContain(entry);
    }
    const miss = await call('GET', `/api/v1/timewasters?q=${encodeURIComponent('+1 888 004 1579')}`, girl.cookie);
    expect(idsOf(miss)).not.toContain(entry);
  });

  it('screens a booking contact typed any way', async () => {
    const actor = await getActorFromHeaders(new Headers({ cookie: girl.cookie }));
    for (const phone of SAME_NUMBER) {
      expect(await matchesTimewaster(actor, { phone }), phone).toEqual({ matched: true, timewasterIds: [entry] });
    }
    const withCode = await createGuy({ phone: '+1 888 004 1578' });
    const without = await createGuy({ phone: '(888) 004 1578' });
    const screened = await screenGuys([withCode.guyId!, without.guyId!]);
    expect(screened.get(withCode.guyId!)?.matches).toEqual([{ timewasterId: entry, by: 'phone' }]);
    expect(screened.get(without.guyId!)?.matches).toEqual([{ timewasterId: entry, by: 'phone' }]);
  });

  it('offers the entry to a new report with the number typed any way', async () => {
    for (const phoneNumber of SAME_NUMBER) {
      const offer = await call('POST', '/api/v1/timewaster-matches', girl.cookie, { phoneNumber }, 'timewasterMatches');
      expect(offer.status, offer.text).toBe(200);
      expect(idsOf(offer), phoneNumber).toContain(entry);
    }
    const duplicate = await report('(888) 004 1578', { name: 'Dial Tone Again' });
    expect(duplicate.status).toBe(409);
  });
});

describe('the data migration of numbers stored before the rule', () => {
  it('stores each number in E.164 form once, drops a duplicate it makes, keeps what it cannot read', async () => {
    const db = await getDb();
    // The test database was migrated with the rule in place and without the clear column: put an
    // upgraded database's old-form rows back (clear values, not sealed yet) and run it again.
    await restoreClearContactColumns();
    await db.delete(finishedDataMigrations).where(eq(finishedDataMigrations.name, PHONE_NUMBERS_MIGRATION));
    await db.delete(finishedDataMigrations).where(eq(finishedDataMigrations.name, SEALED_CONTACTS_MIGRATION));
    const entry = (phone: string, email: string) =>
      insertTimewaster(girl.girlId, { phoneNumber: null }, { phone, email, comment: 'c' });
    const both = await entry('17135550101', 'both@example.test');
    await insertClearPhone(both, '7135550101');
    const local = await entry('5550101', 'local@example.test');
    const plain = await entry('2145550101', 'plain@example.test');
    // insertTimewaster stores the numbers as the app does: the old forms instead.
    await db.delete(timewasterPhones).where(inArray(timewasterPhones.timewasterId, [local, plain]));
    await insertClearPhone(local, '5550101');
    const plainRow = await insertClearPhone(plain, '2145550101');

    const lines: string[] = [];
    const result = await storeTimewasterPhonesInE164(db, { log: (line) => lines.push(line), batchSize: 2 });
    expect(result).toMatchObject({ merged: 1, changed: 1, unreadable: 1 });
    expect(lines.some((line) => /^phone numbers: 2\/\d+ added numbers read$/.test(line))).toBe(true);
    expect(lines.at(-1)).toMatch(/stored in E\.164 form, .* duplicate\(s\) dropped, .* unreadable left as they were$/);

    const stored = async () =>
      (
        await db.execute<{ id: number; phone: string | null; sealed: string | null }>(
          sql`SELECT timewaster_id AS id, phone_number AS phone, phone_sealed AS sealed FROM timewaster_phones
            WHERE ${inArray(timewasterPhones.timewasterId, [both, local, plain])}`,
        )
      ).rows.map((row) => [Number(row.id), row.sealed === null ? row.phone : openContact('phone', row.sealed)]);
    expect((await stored()).sort()).toEqual(
      [
        [both, '17135550101'],
        [local, '5550101'],
        [plain, '12145550101'],
      ].sort(),
    );

    // Once finished it never runs again: a 10-digit value may now be another country's number.
    await db.execute(sql`UPDATE timewaster_phones SET phone_number = '4989123456' WHERE id = ${plainRow}`);
    expect(await storeTimewasterPhonesInE164(db)).toBeNull();
    const { rows } = await db.execute<{ phone: string }>(
      sql`SELECT phone_number AS phone FROM timewaster_phones WHERE id = ${plainRow}`,
    );
    expect(rows[0]!.phone).toBe('4989123456');

    // The sealing migration then seals what is left, verifies and drops the clear column.
    await db.execute(sql`UPDATE timewaster_phones SET phone_number = '12145550101' WHERE id = ${plainRow}`);
    expect(await sealTimewasterContacts(db)).toMatchObject({ mismatched: 0, verified: true });
    expect(await clearContactColumns()).toEqual([]);
    const sealed = await db
      .select({ id: timewasterPhones.timewasterId, sealed: timewasterPhones.phoneSealed })
      .from(timewasterPhones)
      .where(inArray(timewasterPhones.timewasterId, [both, local, plain]));
    expect(sealed.map((row) => [row.id, openContact('phone', row.sealed)]).sort()).toEqual(
      [
        [both, '17135550101'],
        [local, '5550101'],
        [plain, '12145550101'],
      ].sort(),
    );
  });
});
