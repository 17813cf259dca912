import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listManagedBookings } from '@/features/admin-management/bookings-queries';
import { listGirlBookings } from '@/features/bookings/queries';
import { decideTimewasterReport } from '@/features/moderation/timewaster-decisions';
import { CONFIRMATION_MESSAGES } from '@/features/timewasters/confirmation-schema';
import { matchesTimewaster } from '@/features/timewasters/queries';
import { parseTableState } from '@/components/ui/server-table-state';
import { expiryOf } from '@/lib/enums/timewaster-severity';
import { getActorFromHeaders } from '@/server/auth/actor';
import { getDb } from '@/server/db';
import { bookings, timewasterConfirmations, timewasters } from '@/server/db/schema';
import { createGirl, uniqueName, type TestGirl } from '../helpers/girls';
import { createGuy, createModerator, type Person } from '../helpers/people';
import { confirm, entry, expireIn, today } from '../helpers/timewaster-expiry';
import { call, insertTimewaster } from '../helpers/timewasters';

// Expiry by severity (docs/decisions/041): an entry leaves girls' searches and screening when
// nobody confirmed it for its client type's months, stays for moderators marked expired, is
// renewed by a vetted girl's "I had this experience too" (the reminder job:
// timewaster-expiry-reminders.test.ts).

let reporter: TestGirl;
let reader: TestGirl;
let third: TestGirl;
let pendingGirl: TestGirl;
let guy: Person;
let himself: Person;
let moderator: Person;
const MISSING = 987_654;

beforeAll(async () => {
  reporter = await createGirl({ prefix: 'report' });
  reader = await createGirl({ prefix: 'reader' });
  third = await createGirl({ prefix: 'third' });
  pendingGirl = await createGirl({ prefix: 'pending', state: 'pending' });
  guy = await createGuy();
  himself = await createGuy({ email: 'expiry-himself@example.test', phone: '303-555-0199' });
  moderator = await createModerator();
});

const ids = (response: { json: () => unknown }) =>
  (response.json() as { data: { id: string }[] }).data.map((d) => Number(d.id));
const attributesOf = (response: { json: () => unknown }, id: number) =>
  (response.json() as { data: { id: string; attributes: Record<string, unknown> }[] }).data.find(
    (d) => Number(d.id) === id,
  )?.attributes;

describe('expiry hides from search and screening', () => {
  it('a girl no longer finds an expired entry, a moderator does, marked; a dangerous client never expires', async () => {
    const name = uniqueName('Expiring Client');
    const expiring = await insertTimewaster(
      reporter.girlId,
      { name, clientType: 'timewaster' },
      { phone: '3035550199', email: 'expiry-himself@example.test', comment: 'no-show' },
    );
    const dangerous = await insertTimewaster(
      reporter.girlId,
      { name: `${name} Dangerous`, clientType: 'dangerous' },
      { phone: '3035550199', email: 'dangerous-other@example.test', comment: 'violent' },
    );
    const q = `/api/v1/timewasters?q=${encodeURIComponent(name)}`;
    // Live: every girl finds both, and the screening matches the guy.
    expect(ids(await call('GET', q, reader.cookie)).sort()).toEqual([expiring, dangerous].sort());
    const readerActor = await getActorFromHeaders(new Headers({ cookie: reader.cookie }));
    expect((await matchesTimewaster(readerActor, { email: 'expiry-himself@example.test' })).matched).toBe(true);

    await expireIn(expiring, -1);
    await expireIn(dangerous, -3650, 120); // confirmed ten years ago

    for (const girl of [reader, reporter]) expect(ids(await call('GET', q, girl.cookie))).toEqual([dangerous]);
    const byPhone = await call('GET', '/api/v1/search-timewasters?q=303-555-0199', reader.cookie);
    expect(ids(byPhone)).toContain(dangerous);
    expect(ids(byPhone)).not.toContain(expiring);
    expect((await call('GET', `/api/v1/timewasters/${expiring}`, reader.cookie)).status).toBe(404);

    // Moderators keep it, marked; its expiry is the severity table's.
    const moderated = await call('GET', q, moderator.cookie);
    expect(ids(moderated).sort()).toEqual([expiring, dangerous].sort());
    const db = await getDb();
    const [row] = await db.select().from(timewasters).where(eq(timewasters.id, expiring));
    expect(attributesOf(moderated, expiring)).toMatchObject({
      expired: true,
      expiresAt: expiryOf('timewaster', row!.lastConfirmedAt)!.toISOString(),
    });
    expect(attributesOf(moderated, dangerous)).toMatchObject({ expired: false, expiresAt: null });

    // The reporter still has it on her own list, marked.
    const mine = await call('GET', '/api/v1/my-timewasters', reporter.cookie);
    expect(attributesOf(mine, expiring)).toMatchObject({ expired: true });

    // Screening: the lookup and the girl's booking requests match the phone of the dangerous entry only.
    expect(await matchesTimewaster(readerActor, { email: 'expiry-himself@example.test' })).toEqual({
      matched: false,
      timewasterIds: [],
    });
    await requestSession(himself);
    const [booking] = (await listGirlBookings(readerActor)).filter((b) => b.guy.id === himself.guyId);
    expect(booking!.timewasterMatches).toEqual([{ timewasterId: dangerous, by: 'phone' }]);
    // Moderators' bookings table marks the same request; another guy's is not marked.
    const table = await bookingsTable(himself);
    expect(table.rows.map((row) => [row.id, row.screening.timewasterMatch])).toEqual([[booking!.id, true]]);
    await requestSession(guy);
    const other = await bookingsTable(guy);
    expect(other.rows.map((row) => row.screening.timewasterMatch)).toEqual([false]);
  });
});

/** A booking request from `who` to the reading girl. */
async function requestSession(who: Person) {
  const db = await getDb();
  await db.insert(bookings).values({
    girlId: reader.girlId,
    guyId: who.guyId!,
    girlStatus: 'pending',
    guyStatus: 'pending',
    dateTimeAvailable: new Date(Date.now() + 86_400_000),
    sessionLength: '1 hour',
    desiredSessionType: 'Competitive',
  });
}

/** The moderators' bookings table, filtered to `who`'s requests. */
async function bookingsTable(who: Person) {
  const actor = await getActorFromHeaders(new Headers({ cookie: moderator.cookie }));
  return listManagedBookings(actor, parseTableState({ q: who.username }));
}

describe('the expiry clock', () => {
  it("starts again at a moderator's approval, however long the report waited", async () => {
    const waited = await entry(uniqueName('Long Wait'), reporter.girlId, { approved: false });
    await expireIn(waited, -30);
    const actor = await getActorFromHeaders(new Headers({ cookie: moderator.cookie }));
    await decideTimewasterReport(actor, waited, { approved: true, reasonCode: undefined, reason: undefined });
    const db = await getDb();
    const [row] = await db.select().from(timewasters).where(eq(timewasters.id, waited));
    expect(Math.abs(row!.lastConfirmedAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(row!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 700 * 86_400_000);
  });
});

describe('POST /api/v1/timewasters/{id}/confirmations ("I had this experience too")', () => {
  let approved: number;
  let waiting: number;
  let expired: number;

  beforeAll(async () => {
    approved = await entry(uniqueName('Confirm Me'), reporter.girlId);
    await expireIn(approved, 100);
    waiting = await entry(uniqueName('Waiting Report'), reporter.girlId, { approved: false });
    expired = await entry(uniqueName('Long Gone'), reporter.girlId);
    await expireIn(expired, -5);
  });

  it('answers everyone but a vetted girl like a missing entry', async () => {
    const missing = await confirm(MISSING, undefined, today());
    expect(missing.status).toBe(404);
    for (const cookie of [undefined, guy.cookie, himself.cookie, pendingGirl.cookie]) {
      const existing = await confirm(approved, cookie, today());
      expect(existing.status).toBe(404);
      expect(existing.text).toBe((await confirm(MISSING, cookie, today())).text);
    }
    // Another girl cannot see the reporter's waiting report nor an expired entry.
    expect((await confirm(waiting, third.cookie, today())).text).toBe(
      (await confirm(MISSING, third.cookie, today())).text,
    );
    expect((await confirm(expired, third.cookie, today())).status).toBe(404);
    // A moderator sees it, but has no experience of her own to confirm.
    expect((await confirm(approved, moderator.cookie, today())).status).toBe(403);
    const db = await getDb();
    expect(
      await db.select().from(timewasterConfirmations).where(eq(timewasterConfirmations.timewasterId, approved)),
    ).toEqual([]);
  });

  it('a vetted girl renews the entry once; the reporter may confirm her own when it happened again', async () => {
    const db = await getDb();
    const [before] = await db
      .select({ at: timewasters.expiresAt })
      .from(timewasters)
      .where(eq(timewasters.id, approved));
    const confirmed = await confirm(approved, reader.cookie, '2026-01-15');
    expect(confirmed.status, confirmed.text).toBe(201);
    const attributes = (confirmed.json().data as { attributes: { expiresAt: string; experienceDate: string } })
      .attributes;
    expect(attributes.experienceDate).toBe('2026-01-15');
    expect(new Date(attributes.expiresAt).getTime()).toBeGreaterThan(before!.at!.getTime() + 600 * 86_400_000);

    const again = await confirm(approved, reader.cookie, '2026-02-01');
    expect(again.status).toBe(409);
    expect(again.json()).toMatchObject({
      errors: [{ detail: CONFIRMATION_MESSAGES.already, source: { pointer: '/data/attributes/experienceDate' } }],
    });

    expect((await confirm(approved, reporter.cookie, today())).status).toBe(201);
    // Other girls see how many confirmed and their own date, never who.
    const card = await call('GET', `/api/v1/timewasters/${approved}`, third.cookie);
    expect((card.json() as { data: { attributes: Record<string, unknown> } }).data.attributes).toMatchObject({
      confirmationCount: 2,
      myExperienceDate: null,
      expired: false,
    });
    expect(card.text).not.toContain(reader.username);
    const own = await call('GET', `/api/v1/timewasters/${approved}`, reader.cookie);
    expect((own.json() as { data: { attributes: Record<string, unknown> } }).data.attributes).toMatchObject({
      myExperienceDate: '2026-01-15',
    });

    // The reporter's own expired entry is hers to revive.
    expect((await confirm(expired, reporter.cookie, today())).status).toBe(201);
    expect(ids(await call('GET', `/api/v1/timewasters?q=Long%20Gone`, third.cookie))).toContain(expired);
    // Her own waiting report is not an entry yet.
    expect((await confirm(waiting, reporter.cookie, today())).json()).toMatchObject({
      errors: [{ detail: CONFIRMATION_MESSAGES.notApproved }],
    });
  });

  it('refuses a date in the future, more than ten years ago or not a date, naming the field', async () => {
    for (const [date, message] of [
      ['2999-01-01', CONFIRMATION_MESSAGES.dateInFuture],
      ['2001-01-01', CONFIRMATION_MESSAGES.dateTooOld],
      ['01-15-2026', CONFIRMATION_MESSAGES.dateRequired],
      [42, CONFIRMATION_MESSAGES.dateRequired],
    ] as const) {
      const refused = await confirm(approved, third.cookie, date);
      expect(refused.status, String(date)).toBe(400);
      expect(refused.json()).toMatchObject({
        errors: [{ detail: message, source: { pointer: '/data/attributes/experienceDate' } }],
      });
    }
  });
});
