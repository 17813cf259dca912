import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as decisionRoute from '@/app/api/v1/admin/timewaster-changes/[id]/decision/route';
import { moderationQueue } from '@/features/moderation/queries';
import { displayPhone, normalizePhone } from '@/lib/contact-normalize';
import { getActorFromHeaders } from '@/server/auth/actor';
import { DataKeyring, newKeyEntry } from '@/server/data-keys';
import { getDb } from '@/server/db';
import { SEALED_CHANGES_MIGRATION, sealTimewasterChanges } from '@/server/db/data-migrations/sealed-changes';
import { auditLog, finishedDataMigrations, timewasterChanges, timewasterPhones, timewasters } from '@/server/db/schema';
import { env } from '@/server/env';
import { rotateContactKeys, rowsBelowNewestKey } from '@/server/key-rotation';
import { isSealedChangeValue, mapAuditCopy, openChangeValues } from '@/server/sealed-changes';
import { dataKeyring, openContact, openEntryContacts } from '@/server/sealed-contacts';
import { createGirl, uniqueName, type TestGirl } from '../helpers/girls';
import { request } from '../helpers/people';
import { call, createUser, insertTimewaster } from '../helpers/timewasters';

// docs/decisions/053: a pending change's contacts (a held edit's phone, e-mail and handles, a held
// phone or e-mail) and the audit log's copies of them are sealed; the moderator's diff and the
// approval open them on the server; the "already waiting" check compares keyed hashes; the data
// migration seals the rows written in clear before; keys:rotate re-seals them.

let owner: TestGirl;
let other: TestGirl;
let moderator: { cookie: string; userId: string };
let n = 0;
const uniq = (Date.now() % 100_000).toString().padStart(5, '0');
/** A US number spelled "(512) 5xx-xxxx", unique in this run, and its stored form. */
const newPhone = () => {
  n += 1;
  const national = `512${String(5 + (n % 4))}${uniq.slice(0, 2)}${String(n).padStart(2, '0')}${uniq.slice(2, 5)}`.slice(
    0,
    10,
  );
  return {
    spelled: `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`,
    other: `+1 ${national.slice(0, 3)}.${national.slice(3, 6)}.${national.slice(6)}`,
    national,
    stored: normalizePhone(national)!,
  };
};

beforeAll(async () => {
  owner = await createGirl({ prefix: 'scowner' });
  other = await createGirl({ prefix: 'scother' });
  moderator = await createUser(['moderator'], 'scmod');
});

const v1 = env.DATA_ENCRYPTION_KEY;
const setKeys = (text: string) => ((env as { DATA_ENCRYPTION_KEY: string }).DATA_ENCRYPTION_KEY = text);
afterAll(() => setKeys(v1));

/** Every stored text of the changes and of the change audit rows. */
async function storedText(): Promise<string> {
  const db = await getDb();
  const { rows } = await db.execute<{ text: string }>(sql`
    SELECT coalesce(string_agg(t.before::text || ' ' || t.after::text, ' '), '') AS text FROM (
      SELECT before, after FROM timewaster_changes
      UNION ALL SELECT before, after FROM audit_log WHERE action LIKE 'timewaster-change.%'
    ) AS t`);
  return rows[0]!.text;
}

async function rawChange(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(timewasterChanges).where(eq(timewasterChanges.id, id));
  return row!;
}

async function queued(changeId: number) {
  const actor = await getActorFromHeaders(new Headers({ cookie: moderator.cookie }));
  return (await moderationQueue(actor)).timewasterChanges.find((c) => c.id === changeId);
}

async function decide(id: number, body: unknown) {
  const response = await decisionRoute.POST(
    request(`/api/v1/admin/timewaster-changes/${id}/decision`, {
      method: 'POST',
      cookie: moderator.cookie,
      body,
      contentType: 'application/json',
    }),
    { params: Promise.resolve({ id: String(id) }) },
  );
  return { status: response.status, text: await response.text() };
}

async function addPhone(who: TestGirl, timewasterId: number, phoneNumber: string) {
  const answer = await call(
    'POST',
    '/api/v1/timewaster-phones',
    who.cookie,
    { timewasterId, phoneNumber },
    'timewasterPhones',
  );
  return { status: answer.status, id: Number((answer.json() as { data: { id: string } }).data.id), text: answer.text };
}

const matches = async (contact: { phoneNumber?: string; email?: string }) =>
  (
    (await call('POST', '/api/v1/timewaster-matches', other.cookie, contact, 'timewasterMatches')).json() as {
      data: { id: string }[];
    }
  ).data.map((d) => Number(d.id));

describe('a held edit', () => {
  it('stores its contacts sealed (the row and the audit copies), shows them opened in the diff, and applies them on approval', async () => {
    const old = newPhone();
    const fresh = newPhone();
    const name = uniqueName('Sealed Edit');
    const id = await insertTimewaster(
      owner.girlId,
      { name, phoneNumber: old.stored, email: `old.${uniq}@sealed.test`, twitter: `@OldHandle${uniq}` },
      { phone: old.stored, email: `old.${uniq}@sealed.test`, comment: 'c' },
    );
    const edit = await call(
      'PATCH',
      `/api/v1/timewasters/${id}`,
      owner.cookie,
      { name: `${name} Renamed`, phoneNumber: fresh.spelled, email: `new.${uniq}@sealed.test` },
      'timewasters',
    );
    expect(edit.status, edit.text).toBe(202);
    const changeId = (edit.json() as { meta: { pendingChange: { id: number } } }).meta.pendingChange.id;
    // A second edit is folded into the first: its handle joins the held change.
    const again = await call(
      'PATCH',
      `/api/v1/timewasters/${id}`,
      owner.cookie,
      { twitter: `@NewHandle${uniq}` },
      'timewasters',
    );
    expect(again.status, again.text).toBe(202);

    const row = await rawChange(changeId);
    expect(row.keyVersion).toBe(dataKeyring().current);
    expect(row.contactHash).toBeNull();
    expect(row.after.name).toBe(`${name} Renamed`);
    const stored = await storedText();
    for (const clear of [
      fresh.national,
      old.national,
      `new.${uniq}@sealed.test`,
      `old.${uniq}@sealed.test`,
      `NewHandle${uniq}`,
      `OldHandle${uniq}`,
    ])
      expect(stored, clear).not.toContain(clear);
    expect(openChangeValues(row.after, 'after')).toEqual({
      name: `${name} Renamed`,
      phoneNumber: fresh.stored,
      email: `new.${uniq}@sealed.test`,
      twitter: `@NewHandle${uniq}`,
    });

    const item = await queued(changeId);
    const line = (label: string) => item!.fields.find((field) => field.label === label);
    expect(line('Phone')).toEqual({
      label: 'Phone',
      before: displayPhone(old.stored),
      after: displayPhone(fresh.stored),
    });
    expect(line('E-mail')).toMatchObject({ before: `old.${uniq}@sealed.test`, after: `new.${uniq}@sealed.test` });
    expect(JSON.stringify(item)).toContain(`@NewHandle${uniq}`);

    expect((await decide(changeId, { approved: true })).status).toBe(204);
    const db = await getDb();
    const [entry] = await db.select().from(timewasters).where(eq(timewasters.id, id));
    expect(openEntryContacts(entry!.contactsSealed)).toMatchObject({
      phoneNumber: fresh.stored,
      email: `new.${uniq}@sealed.test`,
      twitter: `@NewHandle${uniq}`,
    });
    expect(await matches({ phoneNumber: fresh.other })).toContain(id);
    expect(await matches({ phoneNumber: old.other })).not.toContain(id);
    const after = await storedText();
    for (const clear of [fresh.national, old.national, `new.${uniq}@sealed.test`, `OldHandle${uniq}`])
      expect(after, clear).not.toContain(clear);
  });
});

describe('a held phone', () => {
  it('is sealed and hashed; another spelling is "already waiting"; approval lists it and it matches', async () => {
    const listed = newPhone();
    const id = await insertTimewaster(
      owner.girlId,
      { name: uniqueName('Sealed Contact') },
      { phone: listed.stored, email: `c.${uniq}@sealed.test`, comment: 'c' },
    );
    const added = newPhone();
    const held = await addPhone(other, id, added.spelled);
    expect(held.status, held.text).toBe(202);
    const row = await rawChange(held.id);
    expect(row.contactHash).not.toBeNull();
    expect(await storedText()).not.toContain(added.national);
    expect(openChangeValues(row.after, 'after')).toEqual({ phoneNumber: added.stored });

    // Another spelling, by another girl: the same waiting change.
    const twice = await addPhone(owner, id, added.other);
    expect(twice).toMatchObject({ status: 202, id: held.id });
    const db = await getDb();
    expect(
      await db.$count(
        timewasterChanges,
        and(eq(timewasterChanges.timewasterId, id), eq(timewasterChanges.kind, 'phone')),
      ),
    ).toBe(1);
    // The entry's own number in another spelling is not held at all.
    expect((await addPhone(other, id, listed.other)).status).toBe(201);

    const item = await queued(held.id);
    expect(item!.fields[0]!.after).toContain(displayPhone(added.stored));
    expect((await decide(held.id, { approved: true })).status).toBe(204);
    const phones = await db.select().from(timewasterPhones).where(eq(timewasterPhones.timewasterId, id));
    expect(phones.map((phone) => openContact('phone', phone.phoneSealed!))).toContain(added.stored);
    expect(await matches({ phoneNumber: added.other })).toContain(id);
    expect(await storedText()).not.toContain(added.national);
  });
});

describe('the data migration', () => {
  it('seals the changes and audit rows written in clear, resumes after a crash, verifies, and keeps the mark away from a bad row', async () => {
    const db = await getDb();
    const phone = newPhone();
    const edited = newPhone();
    const id = await insertTimewaster(
      owner.girlId,
      { name: uniqueName('Old Clear') },
      { phone: newPhone().stored, email: `m.${uniq}@sealed.test`, comment: 'c' },
    );
    const rows = await db
      .insert(timewasterChanges)
      .values([
        { timewasterId: id, girlId: other.girlId, kind: 'phone', before: {}, after: { phoneNumber: phone.stored } },
        {
          timewasterId: id,
          girlId: owner.girlId,
          kind: 'edit',
          before: { email: null, name: 'Old' },
          after: { email: `clear.${uniq}@sealed.test`, name: 'New', phoneNumber: edited.stored },
        },
      ])
      .returning({ id: timewasterChanges.id });
    await db.insert(auditLog).values([
      {
        actorUserId: other.userId,
        action: 'timewaster-change.propose',
        targetTable: 'timewasters',
        targetId: String(id),
        after: { pending: { phoneNumber: phone.stored }, changeId: rows[0]!.id },
      },
      {
        actorUserId: moderator.userId,
        action: 'timewaster-change.approve',
        targetTable: 'timewaster_changes',
        targetId: '999999',
        before: { timewasterId: id, kind: 'edit', email: `was.${uniq}@sealed.test` },
        after: { timewasterId: id, approved: true, email: `clear.${uniq}@sealed.test` },
      },
    ]);
    expect(await storedText()).toContain(phone.stored);
    await db.delete(finishedDataMigrations).where(eq(finishedDataMigrations.name, SEALED_CHANGES_MIGRATION));

    let batches = 0;
    await expect(
      sealTimewasterChanges(db, {
        batchSize: 1,
        log: () => {
          if (++batches === 1) throw new Error('crash');
        },
      }),
    ).rejects.toThrow('crash');
    const unsealed = await db.$count(
      timewasterChanges,
      and(inArray(timewasterChanges.id, [rows[0]!.id, rows[1]!.id]), sql`${timewasterChanges.keyVersion} IS NULL`),
    );
    expect(unsealed).toBe(1);

    const lines: string[] = [];
    const result = await sealTimewasterChanges(db, { batchSize: 1, log: (line) => lines.push(line) });
    expect(result).toMatchObject({ sealed: 1, mismatched: 0, verified: true });
    expect(result.audits).toBeGreaterThanOrEqual(2);
    expect(lines).toContain('sealed changes: 1/1 changes sealed');
    expect(await db.$count(finishedDataMigrations, eq(finishedDataMigrations.name, SEALED_CHANGES_MIGRATION))).toBe(1);
    const stored = await storedText();
    for (const clear of [phone.national, edited.national, `clear.${uniq}@sealed.test`, `was.${uniq}@sealed.test`])
      expect(stored, clear).not.toContain(clear);

    // Opened for the moderator; the migrated held phone is "already waiting" in another spelling.
    expect((await queued(rows[0]!.id))!.fields[0]!.after).toContain(displayPhone(phone.stored));
    expect((await queued(rows[1]!.id))!.fields).toContainEqual({
      label: 'E-mail',
      before: null,
      after: `clear.${uniq}@sealed.test`,
    });
    expect(await addPhone(other, id, phone.other)).toMatchObject({ status: 202, id: rows[0]!.id });

    // A row marked sealed that holds a clear contact keeps the mark away.
    const [bad] = await db
      .insert(timewasterChanges)
      .values({
        timewasterId: id,
        kind: 'email',
        before: {},
        after: { email: `bad.${uniq}@sealed.test` },
        keyVersion: 1,
      })
      .returning({ id: timewasterChanges.id });
    await db.delete(finishedDataMigrations).where(eq(finishedDataMigrations.name, SEALED_CHANGES_MIGRATION));
    const failed: string[] = [];
    expect(await sealTimewasterChanges(db, { log: (line) => failed.push(line) })).toMatchObject({
      mismatched: 1,
      verified: false,
    });
    expect(failed.at(-1)).toContain(`change ${bad!.id}`);
    expect(await db.$count(finishedDataMigrations, eq(finishedDataMigrations.name, SEALED_CHANGES_MIGRATION))).toBe(0);
    await db.delete(timewasterChanges).where(eq(timewasterChanges.id, bad!.id));
    expect((await sealTimewasterChanges(db)).verified).toBe(true);
  });
});

describe('npm run keys:rotate', () => {
  it('re-seals the changes under the new version: they open, match and apply with it alone', async () => {
    const db = await getDb();
    const id = await insertTimewaster(
      owner.girlId,
      { name: uniqueName('Rotated'), email: `r.${uniq}@sealed.test` },
      { phone: newPhone().stored, email: `r.${uniq}@sealed.test`, comment: 'c' },
    );
    const added = newPhone();
    const held = await addPhone(other, id, added.spelled);
    const edit = await call(
      'PATCH',
      `/api/v1/timewasters/${id}`,
      owner.cookie,
      { email: `rotated.${uniq}@sealed.test` },
      'timewasters',
    );
    const editId = (edit.json() as { meta: { pendingChange: { id: number } } }).meta.pendingChange.id;
    expect((await rawChange(held.id)).keyVersion).toBe(1);

    setKeys(`${v1},${newKeyEntry(2)}`);
    const v2 = env.DATA_ENCRYPTION_KEY.split(',')[1]!;
    await rotateContactKeys(db, { batchSize: 2 });
    expect(await rowsBelowNewestKey(db)).toBe(0);
    setKeys(v2);
    for (const changeId of [held.id, editId]) expect((await rawChange(changeId)).keyVersion).toBe(2);
    // The audit copies too: every contact in them opens with v2 alone.
    const copies = await db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} LIKE 'timewaster-change.%'`);
    const versions = new Set<number | null>();
    for (const row of copies)
      for (const [values, column] of [
        [row.before, 'before'],
        [row.after, 'after'],
      ] as const)
        mapAuditCopy(values, column, (value, context) => {
          versions.add(DataKeyring.versionOf(value));
          expect(isSealedChangeValue(value, context), `audit ${row.id}`).toBe(true);
          return value;
        });
    expect([...versions]).toEqual([2]);
    expect(await storedText()).not.toContain(added.national);
    expect((await queued(held.id))!.fields[0]!.after).toContain(displayPhone(added.stored));
    expect((await queued(editId))!.fields).toContainEqual({
      label: 'E-mail',
      before: `r.${uniq}@sealed.test`,
      after: `rotated.${uniq}@sealed.test`,
    });
    expect(await addPhone(owner, id, added.other)).toMatchObject({ status: 202, id: held.id });
    expect((await decide(held.id, { approved: true })).status).toBe(204);
    expect(await matches({ phoneNumber: added.spelled })).toContain(id);
  });
});
