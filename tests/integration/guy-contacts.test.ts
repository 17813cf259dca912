import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getManagedGuy } from '@/features/admin-management/guys-queries';
import { screenGuy } from '@/features/bookings/screening';
import { getGuyUser } from '@/features/guys/queries';
import { recordNewAlerts } from '@/features/safety-alerts/matching';
import { getActorFromHeaders } from '@/server/auth/actor';
import { getAuth } from '@/server/auth/auth';
import { getDb } from '@/server/db';
import { GUY_CONTACTS_MIGRATION, sealGuyContacts } from '@/server/db/data-migrations/guy-contacts';
import { hasColumn } from '@/server/db/data-migrations/phone-numbers';
import { bookings, finishedDataMigrations, guyContactHashes, guys, safetyAlerts } from '@/server/db/schema';
import { openGuyPhone } from '@/server/guy-contacts';
import { dumpRowsAsText, leakedIn, pgDump } from '../helpers/database-dump';
import { createGirl, uniqueName, type TestGirl } from '../helpers/girls';
import { createGuy, createModerator, type Person } from '../helpers/people';
import { insertTimewaster } from '../helpers/timewasters';

// Decision 053: a guy's phone is stored sealed, and his phone and e-mails are matched by keyed
// hashes: screening and safety alerts find any spelling of a whole number or address on the
// list, a fragment nothing, and a copy of the database shows none of the phones.

const digits = () => String(Math.floor(Math.random() * 9e6) + 1e6);
let her: TestGirl;

async function book(guyId: number, girlId: number) {
  const db = await getDb();
  await db.insert(bookings).values({
    girlId,
    guyId,
    dateTimeAvailable: new Date(Date.now() + 7 * 86_400_000),
    timeZone: 'America/Chicago',
    sessionLength: '1 hour',
    desiredSessionType: 'Contact hash test',
  });
}

/** A report a moderator approved just now, with that phone and e-mail. */
const listed = (phone: string, email = `${digits()}@list.example.test`) =>
  insertTimewaster(null, { name: uniqueName('Listed'), approvedAt: new Date() }, { phone, email, comment: 'c' });

beforeAll(async () => {
  her = await createGirl({ prefix: 'hashes' });
});

describe('screening and safety alerts by keyed hash', () => {
  it('match a phone in another spelling, as both rules matched before', async () => {
    const number = digits();
    // Before: screening read '+1 901…' as E.164, the alerts dropped the leading 1s of both sides.
    const international = await createGuy({ phone: `+1 (901) ${number.slice(0, 3)}-${number.slice(3)}` });
    const national = await createGuy({ phone: `901.${number.slice(0, 3)}.${number.slice(3)}` });
    const entry = await listed(`901-${number}`);
    for (const guy of [international, national]) {
      expect((await screenGuy(guy.guyId!)).matches).toEqual([{ timewasterId: entry, by: 'phone' }]);
      await book(guy.guyId!, her.girlId);
    }
    await recordNewAlerts(await getDb());
    const db = await getDb();
    const alerts = await db.select().from(safetyAlerts).where(eq(safetyAlerts.timewasterId, entry));
    expect(alerts.map((a) => [a.girlId, a.matchedBy])).toEqual([[her.girlId, 'booking']]);
  });

  it('match his profile e-mail (in any case) and his account e-mail', async () => {
    const profile = `Profile.${digits()}@Example.test`;
    const guy = await createGuy({ email: profile });
    const byProfile = await listed(`555${digits()}`, profile.toLowerCase());
    const byAccount = await listed(`555${digits()}`, guy.email.toLowerCase());
    expect((await screenGuy(guy.guyId!)).matches.sort((a, b) => a.timewasterId - b.timewasterId)).toEqual([
      { timewasterId: byProfile, by: 'email' },
      { timewasterId: byAccount, by: 'email' },
    ]);
  });

  it('match nothing by a fragment, either way', async () => {
    const number = digits();
    const short = await createGuy({ phone: number.slice(1) });
    const whole = await createGuy({ phone: `312${number}` });
    await listed(`312${number}`.slice(0, 9));
    await listed(number.slice(1, 7));
    await listed(`1312${number}0`);
    const entry = await listed(number.slice(1));
    expect((await screenGuy(whole.guyId!)).matches).toEqual([]);
    // Fewer than 7 digits is no phone (a fragment): not hashed, so it matches not even itself.
    expect((await screenGuy(short.guyId!)).matches).toEqual([]);
    await book(short.guyId!, her.girlId);
    await recordNewAlerts(await getDb());
    const db = await getDb();
    expect(await db.select().from(safetyAlerts).where(eq(safetyAlerts.timewasterId, entry))).toEqual([]);
  });

  it("follow his account's e-mail when Better Auth changes it", async () => {
    const guy = await createGuy();
    const next = `moved.${digits()}@example.test`;
    const entry = await listed(`555${digits()}`, next);
    expect((await screenGuy(guy.guyId!)).matches).toEqual([]);
    const auth = await getAuth();
    await (await auth.$context).internalAdapter.updateUser(guy.userId, { email: next });
    expect((await screenGuy(guy.guyId!)).matches).toEqual([{ timewasterId: entry, by: 'email' }]);
  });
});

describe("the guy's phone at rest", () => {
  let guy: Person;
  const phone = `(415) ${digits().slice(0, 3)}-0142`;

  beforeAll(async () => {
    guy = await createGuy({ phone });
  });

  it('is stored sealed, and opened only for him and the moderators', async () => {
    const db = await getDb();
    const [row] = await db.select().from(guys).where(eq(guys.id, guy.guyId!));
    expect(await hasColumn(db, 'guys', 'phone')).toBe(false);
    expect(row!.phoneSealed).not.toContain(phone.slice(-4));
    expect(openGuyPhone(row!.phoneSealed)).toBe(phone);
    const asHimself = await getActorFromHeaders(new Headers({ cookie: guy.cookie }));
    const moderator = await createModerator();
    const asModerator = await getActorFromHeaders(new Headers({ cookie: moderator.cookie }));
    const other = await createGuy();
    const asOther = await getActorFromHeaders(new Headers({ cookie: other.cookie }));
    expect((await getGuyUser(asHimself, guy.userId)).attributes).toMatchObject({ phone });
    expect((await getGuyUser(asModerator, guy.userId)).attributes).toMatchObject({ phone });
    expect((await getManagedGuy(asModerator, guy.guyId!))?.phone).toBe(phone);
    expect((await getGuyUser(asOther, guy.userId)).attributes).not.toHaveProperty('phone');
  });

  it('is sealed from the clear rows by the data migration, resumably, verified, and no dump shows it', async () => {
    const db = await getDb();
    // A database from before the sealed column: the clear column, clear phones, no key version.
    await db.execute(sql`ALTER TABLE guys ADD COLUMN phone text`);
    const legacy = await Promise.all([0, 1, 2].map(() => createGuy()));
    const legacyPhones = legacy.map((_, i) => `+1 646 555 01${i}${digits().slice(0, 1)}`);
    for (const [i, person] of legacy.entries()) {
      await db.execute(
        sql`UPDATE guys SET phone = ${legacyPhones[i]!}, phone_sealed = NULL, key_version = NULL WHERE id = ${person.guyId!}`,
      );
    }
    const ids = legacy.map((person) => person.guyId!);
    await db.delete(guyContactHashes).where(inArray(guyContactHashes.guyId, ids));
    await db.delete(finishedDataMigrations).where(eq(finishedDataMigrations.name, GUY_CONTACTS_MIGRATION));
    const entry = await listed(legacyPhones[0]!.replace('+1 ', ''));
    expect((await screenGuy(ids[0]!)).matches).toEqual([]);

    let batches = 0;
    const crash = () => {
      if (++batches === 1) throw new Error('crash');
    };
    await expect(sealGuyContacts(db, { batchSize: 1, log: crash })).rejects.toThrow('crash');
    const lines: string[] = [];
    const result = await sealGuyContacts(db, { batchSize: 2, log: (line) => lines.push(line) });
    expect(result).toEqual({ sealed: 3, mismatched: 0, verified: true });
    expect(lines).toEqual(
      expect.arrayContaining(['guy contacts: 2/2 clear phones sealed', 'guy contacts: 3/3 guys sealed and hashed']),
    );
    // Verified, so the clear column is gone.
    expect(await hasColumn(db, 'guys', 'phone')).toBe(false);
    const rows = await db.select().from(guys).where(inArray(guys.id, ids));
    expect(rows.map((row) => [row.id, openGuyPhone(row.phoneSealed)])).toEqual(
      expect.arrayContaining(ids.map((id, i) => [id, legacyPhones[i]])),
    );
    expect((await screenGuy(ids[0]!)).matches).toEqual([{ timewasterId: entry, by: 'phone' }]);

    const phones = [phone, ...legacyPhones.slice(1)];
    expect(leakedIn(await dumpRowsAsText(db), 'phone', phones)).toEqual([]);
    if (process.env.DATABASE_URL) expect(leakedIn(await pgDump(process.env.DATABASE_URL), 'phone', phones)).toEqual([]);
    // What the dump would have shown before.
    expect(leakedIn(`guys\t${legacyPhones[1]}`, 'phone', [legacyPhones[1]!])).not.toEqual([]);
  });

  it('a hash that is not of his contacts fails the verification: no mark', async () => {
    const db = await getDb();
    await db.delete(finishedDataMigrations).where(eq(finishedDataMigrations.name, GUY_CONTACTS_MIGRATION));
    await db.execute(sql`UPDATE guy_contact_hashes SET hash = 'x' || hash WHERE guy_id = ${guy.guyId!}`);
    const result = await sealGuyContacts(db);
    expect(result).toMatchObject({ mismatched: 1, verified: false });
  });

  it('the migration keeps the clear column while a guy holds a phone in it, and drops it when none does', async () => {
    const db = await getDb();
    const folder = path.join(process.cwd(), 'src/server/db/migrations');
    const file = readdirSync(folder).find((name) => name.endsWith('_guys-clear-phone.sql'))!;
    const migration = readFileSync(path.join(folder, file), 'utf8');
    const guard = migration.slice(migration.indexOf('DO $$'));
    await db.execute(sql`ALTER TABLE guys ADD COLUMN IF NOT EXISTS phone text`);
    await db.execute(sql`UPDATE guys SET phone = '312 555 0100' WHERE id = ${guy.guyId!}`);
    await db.execute(sql.raw(guard));
    expect(await hasColumn(db, 'guys', 'phone')).toBe(true);
    await db.execute(sql`UPDATE guys SET phone = NULL WHERE id = ${guy.guyId!}`);
    await db.execute(sql.raw(guard));
    expect(await hasColumn(db, 'guys', 'phone')).toBe(false);
  });
});
