import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenGuy } from '@/features/bookings/screening';
import { addPhoneRow } from '@/features/timewasters/contact-rows';
import { matchesTimewaster, searchTimewasters } from '@/features/timewasters/queries';
import { getActorFromHeaders } from '@/server/auth/actor';
import type { SignedInActor } from '@/server/auth/actor-types';
import { newKeyEntry } from '@/server/data-keys';
import { getDb } from '@/server/db';
import { guyContactHashes, guys, timewasterEmails, timewasterPhones, timewasters } from '@/server/db/schema';
import { env } from '@/server/env';
import { rotateContactKeys, rowsBelowNewestKey } from '@/server/key-rotation';
import { openGuyPhone } from '@/server/guy-contacts';
import {
  contactLookupHashes,
  dataKeyring,
  openContact,
  openEntryContacts,
  sealedPhoneColumns,
} from '@/server/sealed-contacts';
import { createGirl, type TestGirl } from '../helpers/girls';
import { createGuy } from '../helpers/people';
import { call, insertTimewaster } from '../helpers/timewasters';

// `npm run keys:rotate` (docs/decisions/053): every sealed contact re-sealed and re-hashed under
// the newest key version, in batches, while girls search and add contacts; resumable after a
// crash; afterwards everything opens and matches with the newest version alone.

const v1 = env.DATA_ENCRYPTION_KEY;
const v2 = newKeyEntry(2);
let girl: TestGirl;
let actor: SignedInActor;
const entries: { id: number; phone: string; email: string }[] = [];
/** Guys whose phone (spelled otherwise) is on an approved entry: screening must flag them throughout. */
const listedGuys: { guyId: number; phone: string; entry: number }[] = [];
const uniq = Date.now().toString(36);

function setKeys(text: string) {
  (env as { DATA_ENCRYPTION_KEY: string }).DATA_ENCRYPTION_KEY = text;
}

beforeAll(async () => {
  girl = await createGirl({ prefix: 'rotate' });
  actor = (await getActorFromHeaders(new Headers({ cookie: girl.cookie }))) as SignedInActor;
  for (let i = 0; i < 16; i += 1) {
    const phone = `1303555${String(1000 + i)}`;
    const email = `rotate.${uniq}.${i}@example.test`;
    const id = await insertTimewaster(
      girl.girlId,
      { name: `Rotate ${i}`, approved: false, twitter: `@Rot_${uniq}_${i}` },
      { phone, email, comment: 'c' },
    );
    entries.push({ id, phone, email });
  }
  for (let i = 0; i < 6; i += 1) {
    const phone = `(720) 555-${3000 + i}`;
    const guy = await createGuy({ phone });
    const entry = await insertTimewaster(
      null,
      { name: `Rotate listed ${i}` },
      { phone: `1720555${3000 + i}`, email: `listed.${uniq}.${i}@example.test`, comment: 'c' },
    );
    listedGuys.push({ guyId: guy.guyId!, phone, entry });
  }
});

afterAll(() => setKeys(v1));

async function everyRowOf(ids: number[]) {
  const db = await getDb();
  const phones = await db.select().from(timewasterPhones).where(inArray(timewasterPhones.timewasterId, ids));
  const emails = await db.select().from(timewasterEmails).where(inArray(timewasterEmails.timewasterId, ids));
  return { phones, emails };
}

describe('npm run keys:rotate', () => {
  it('rotates every row to v2 during reads and writes, resumes after a crash, and loses nothing', async () => {
    const db = await getDb();
    expect(dataKeyring().current).toBe(1);
    // Every instance now holds both versions: new writes are sealed under v2, lookups try both.
    setKeys(`${v1},${v2}`);
    expect(dataKeyring().versions).toEqual([2, 1]);

    // A run that dies after its first batch.
    let batches = 0;
    await expect(
      rotateContactKeys(db, {
        batchSize: 5,
        log: () => {
          if (++batches === 1) throw new Error('crash');
        },
      }),
    ).rejects.toThrow('crash');
    expect(await rowsBelowNewestKey(db)).toBeGreaterThan(0);

    // The resumed run, with the girl reading and adding contacts to her waiting reports meanwhile.
    const added: { id: number; phone: string }[] = [];
    let reading = true;
    const reads = (async () => {
      let rounds = 0;
      // Bounded: a failed write or rotation ends the test instead of leaving this loop spinning.
      while ((reading || rounds === 0) && rounds < 200) {
        rounds += 1;
        // A pause between rounds: PGlite has one connection, which the rotation shares.
        await new Promise((resolve) => setTimeout(resolve, 25));
        for (const entry of entries.slice(0, 4)) {
          const byPhone = await matchesTimewaster(actor, { phone: entry.phone });
          expect(byPhone.timewasterIds, entry.phone).toContain(entry.id);
          const byEmail = await matchesTimewaster(actor, { email: entry.email.toUpperCase() });
          expect(byEmail.timewasterIds, entry.email).toContain(entry.id);
        }
        for (const listed of listedGuys) {
          expect((await screenGuy(listed.guyId)).matches, listed.phone).toEqual([
            { timewasterId: listed.entry, by: 'phone' },
          ]);
        }
      }
      return rounds;
    })();
    const writes = (async () => {
      for (const [i, entry] of entries.slice(0, 6).entries()) {
        const phone = `1212555${String(2000 + i)}`;
        const answer = await call(
          'POST',
          '/api/v1/timewaster-phones',
          girl.cookie,
          { timewasterId: entry.id, phoneNumber: phone },
          'timewasterPhones',
        );
        expect(answer.status, answer.text).toBeLessThan(300);
        added.push({ id: entry.id, phone });
      }
      // Her own waiting report's handle, edited while the rotation runs: written under v2.
      const edited = await call(
        'PATCH',
        `/api/v1/timewasters/${entries[15]!.id}`,
        girl.cookie,
        { twitter: `@Edited_${uniq}` },
        'timewasters',
      );
      expect(edited.status, edited.text).toBeLessThan(300);
    })();
    let result;
    try {
      result = await rotateContactKeys(db, { batchSize: 4 });
      await writes;
    } finally {
      reading = false;
    }
    expect(await reads).toBeGreaterThan(0);
    expect(result.version).toBe(2);
    expect(await rowsBelowNewestKey(db)).toBe(0);

    // v1 is removed: every row opens, and every contact is found, with v2 alone.
    setKeys(v2);
    expect(dataKeyring().versions).toEqual([2]);
    const ids = entries.map((entry) => entry.id);
    const { phones, emails } = await everyRowOf(ids);
    expect(phones.length).toBe(entries.length + added.length);
    expect(emails.length).toBe(entries.length);
    for (const row of phones) {
      expect(row.keyVersion).toBe(2);
      expect(contactLookupHashes('phone', openContact('phone', row.phoneSealed))).toContain(row.phoneHash);
    }
    for (const row of emails) {
      expect(row.keyVersion).toBe(2);
      expect(contactLookupHashes('email', openContact('email', row.emailSealed))).toContain(row.emailHash);
    }
    for (const entry of entries) {
      expect((await matchesTimewaster(actor, { phone: entry.phone })).timewasterIds).toContain(entry.id);
      expect((await matchesTimewaster(actor, { email: entry.email })).timewasterIds).toContain(entry.id);
    }
    for (const entry of added) {
      expect((await matchesTimewaster(actor, { phone: entry.phone })).timewasterIds).toContain(entry.id);
    }
    // The entries' own sealed contacts and handle hashes too.
    const rows = await db.select().from(timewasters).where(inArray(timewasters.id, ids));
    for (const row of rows) {
      expect(row.keyVersion).toBe(2);
      const i = entries.findIndex((entry) => entry.id === row.id);
      expect(openEntryContacts(row.contactsSealed).twitter).toBe(i === 15 ? `@Edited_${uniq}` : `@Rot_${uniq}_${i}`);
    }
    for (const [i, q] of [
      [0, `rot_${uniq}_0`],
      [7, `@ROT_${uniq}_7`],
      [15, `edited_${uniq}`],
    ] as const) {
      const found = await searchTimewasters(actor, { q, page: 1, limit: 20 });
      expect(
        found.items.map((item) => item.id),
        q,
      ).toContain(entries[i]!.id);
    }
    const guyIds = listedGuys.map((listed) => listed.guyId);
    const guyRows = await db.select().from(guys).where(inArray(guys.id, guyIds));
    for (const row of guyRows) {
      expect(row.keyVersion).toBe(2);
      expect(openGuyPhone(row.phoneSealed)).toBe(listedGuys.find((listed) => listed.guyId === row.id)!.phone);
    }
    for (const listed of listedGuys) {
      expect((await screenGuy(listed.guyId)).matches).toEqual([{ timewasterId: listed.entry, by: 'phone' }]);
    }
    // A later run drops the hashes of the version the ring no longer holds.
    await rotateContactKeys(db);
    const versions = await db
      .selectDistinct({ version: guyContactHashes.keyVersion })
      .from(guyContactHashes)
      .where(inArray(guyContactHashes.guyId, guyIds));
    expect(versions).toEqual([{ version: 2 }]);
  }, 180_000);

  it('holds a contact once per entry across key versions: a writer finds the older row, the rotation drops a copy', async () => {
    const db = await getDb();
    setKeys(v1);
    const phone = '13035569999';
    const id = await insertTimewaster(
      null,
      { name: 'Rotate once' },
      { phone, email: `once.${uniq}@example.test`, comment: 'c' },
    );
    setKeys(`${v1},${v2}`);
    // The unique (entry, hash) key holds one version: the writer looks the number up under both.
    await addPhoneRow(db, id, phone);
    expect((await everyRowOf([id])).phones.map((row) => row.keyVersion)).toEqual([1]);
    // A copy under v2 all the same (two writers at once): the rotation keeps one row.
    await db.insert(timewasterPhones).values({ timewasterId: id, ...sealedPhoneColumns(phone) });
    await rotateContactKeys(db);
    const { phones } = await everyRowOf([id]);
    expect(phones.map((row) => [row.keyVersion, openContact('phone', row.phoneSealed)])).toEqual([[2, phone]]);
  });
});
