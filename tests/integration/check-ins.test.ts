import { vi } from 'vitest';

// A grace "minute" lasts a second here (decision 048's configuration, as the e2e server's), read
// by env.ts when the imports below load it: deadlines pass in seconds without touching a clock.
vi.hoisted(() => {
  process.env.CHECK_IN_GRACE_UNIT_SECONDS = '1';
});

import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as bookingsRoute from '@/app/api/v1/bookings/route';
import * as checkInRoute from '@/app/api/v1/check-ins/[id]/route';
import * as checkInsRoute from '@/app/api/v1/check-ins/route';
import * as consentRoute from '@/app/api/v1/trusted-contact-consents/[token]/route';
import * as contactRoute from '@/app/api/v1/trusted-contacts/[id]/route';
import * as contactsRoute from '@/app/api/v1/trusted-contacts/route';
import { deleteOldCheckIns, fireDueCheckIns } from '@/features/check-ins/deadlines';
import { alertPage } from '@/features/check-ins/queries';
import { toWallTime } from '@/lib/zoned-time';
import { getDb } from '@/server/db';
import { bookings, checkInAlerts, checkIns, girlsOnlyComments, guyReviews } from '@/server/db/schema';
import { createGirl, uniqueName, type TestGirl } from '../helpers/girls';
import { mailsTo, mailText } from '../helpers/mail';
import { createGuy, createModerator, request, type Person } from '../helpers/people';
import { insertTimewaster } from '../helpers/timewasters';

// Check-ins (docs/decisions/048): trusted contacts and their consent, the authorization table
// (her, another girl, the booking's client, a guy, a moderator, a visitor, a contact's token for
// another check-in), the deadline, extension, "I'm safe", "Help now", exactly one alert under
// concurrent firing, and retention.

interface Resource {
  id: string;
  attributes: Record<string, string> & { state?: string };
}
type Doc = { data: Resource & Resource[]; errors?: { source?: { pointer?: string } }[] };
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
const ZONE = 'America/Chicago';

async function call(handler: unknown, url: string, init: Parameters<typeof request>[1], params = {}) {
  const response = await (handler as Handler)(request(url, init), { params: Promise.resolve(params) });
  const text = await response.text();
  return { status: response.status, text, json: (text ? JSON.parse(text) : {}) as Doc };
}

const addContact = (cookie: string | undefined, name: string, email: string) =>
  call(contactsRoute.POST, '/api/v1/trusted-contacts', {
    method: 'POST',
    cookie,
    body: { data: { type: 'trustedContacts', attributes: { name, email } } },
  });

const consent = (token: string, active: boolean) =>
  call(
    consentRoute.PATCH,
    `/api/v1/trusted-contact-consents/${token}`,
    { method: 'PATCH', body: { data: { type: 'trustedContactConsents', attributes: { active } } } },
    { token },
  );

/** The wall time `seconds` from now on the session's clock, with seconds (the form has minutes). */
const wallIn = (seconds: number) => {
  const at = new Date(Date.now() + seconds * 1000);
  return `${toWallTime(at, ZONE)}:${String(at.getUTCSeconds()).padStart(2, '0')}`;
};

const start = (cookie: string | undefined, attributes: Record<string, unknown>) =>
  call(checkInsRoute.POST, '/api/v1/check-ins', {
    method: 'POST',
    cookie,
    body: { data: { type: 'checkIns', attributes: { graceMinutes: 5, timeZone: ZONE, ...attributes } } },
  });

const patch = (cookie: string | undefined, id: number | string, attributes: Record<string, unknown>) =>
  call(
    checkInRoute.PATCH,
    `/api/v1/check-ins/${id}`,
    { method: 'PATCH', cookie, body: { data: { type: 'checkIns', attributes } } },
    { id: String(id) },
  );

async function linkToken(address: string, path: string): Promise<string> {
  const mails = (await mailsTo(address)).map(mailText);
  const match = new RegExp(`${path}/([A-Za-z0-9_-]{43})`).exec(mails.at(-1) ?? '');
  if (!match) throw new Error(`no ${path} link to ${address}`);
  return match[1]!;
}

async function book(girlId: number, guyId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(bookings)
    .values({
      girlId,
      guyId,
      dateTimeAvailable: new Date(Date.now() + 3_600_000),
      timeZone: ZONE,
      sessionLength: '90 minutes',
      sessionLocation: 'Hilton Downtown, room 1204',
      desiredSessionType: 'Wrestling session',
    })
    .returning({ id: bookings.id });
  return row!.id;
}

/**
 * Moves a check-in's end and deadline `seconds` into the past: time passing, without waiting for it
 * (check-in-restart.test.ts waits for a real deadline across a server restart).
 */
async function letTimePass(id: number | string, seconds: number) {
  const db = await getDb();
  const back = sql`make_interval(secs => ${seconds})`;
  await db
    .update(checkIns)
    .set({ endsAt: sql`${checkIns.endsAt} - ${back}`, deadlineAt: sql`${checkIns.deadlineAt} - ${back}` })
    .where(eq(checkIns.id, Number(id)));
}

async function alertsOf(checkInId: number) {
  const db = await getDb();
  return db.select().from(checkInAlerts).where(eq(checkInAlerts.checkInId, checkInId));
}

let her: TestGirl;
let other: TestGirl;
let client: Person;
let guy: Person;
let moderator: Person;
let bookingId: number;
const contact = `buddy-${Date.now()}@example.com`;
const pendingContact = `pending-${Date.now()}@example.com`;

beforeAll(async () => {
  her = await createGirl({ prefix: 'mina' });
  other = await createGirl({ prefix: 'other' });
  client = await createGuy();
  guy = await createGuy();
  moderator = await createModerator();
  bookingId = await book(her.girlId, client.guyId!);
  expect((await addContact(her.cookie, 'Best Friend', contact)).status).toBe(201);
  expect((await addContact(her.cookie, 'Not Yet', pendingContact)).status).toBe(201);
  expect((await consent(await linkToken(contact, '/trusted-contact'), true)).status).toBe(200);
  // The other girl needs a contact of her own to start anything.
  await addContact(other.cookie, 'Other Friend', `other-${contact}`);
  await consent(await linkToken(`other-${contact}`, '/trusted-contact'), true);
});

describe('trusted contacts', () => {
  it('mails a consent link that tells nothing but her stage name; the same link stops and restarts', async () => {
    const [mail] = (await mailsTo(pendingContact)).map(mailText);
    expect(mail).toContain(`${her.stageName} asks you to be her trusted contact`);
    expect(mail).not.toContain(her.email);
    const token = await linkToken(pendingContact, '/trusted-contact');
    expect(JSON.parse((await consent(token, false)).text).data.attributes).toEqual({ active: false });
    expect((await consent('x'.repeat(43), true)).status).toBe(404);
  });

  it('allows three contacts at most, one per address, and only to a girl', async () => {
    expect((await addContact(her.cookie, 'Same', contact.toUpperCase())).status).toBe(409);
    expect((await addContact(her.cookie, 'Third', `third-${contact}`)).status).toBe(201);
    const fourth = await addContact(her.cookie, 'Fourth', `fourth-${contact}`);
    expect(fourth.status).toBe(409);
    expect(fourth.text).toContain('up to 3 trusted contacts');
    expect((await addContact(her.cookie, '', 'not-an-address')).status).toBe(400);
    expect((await addContact(undefined, 'A', 'a@example.com')).status).toBe(401);
    expect((await addContact(guy.cookie, 'A', 'a@example.com')).status).toBe(403);
    expect((await addContact(moderator.cookie, 'A', 'a@example.com')).status).toBe(403);
  });

  it('lists only her own contacts; removing another girl’s answers like a missing one', async () => {
    const mine = await call(contactsRoute.GET, '/api/v1/trusted-contacts', { cookie: her.cookie });
    const theirs = await call(contactsRoute.GET, '/api/v1/trusted-contacts', { cookie: other.cookie });
    expect(theirs.text).not.toContain(contact.split('@')[0]!.slice(0, 12) + '@');
    const third = mine.json.data.find((c: Resource) => c.attributes.email.startsWith('third-'))!;
    const del = (cookie: string | undefined, id: string) =>
      call(contactRoute.DELETE, `/api/v1/trusted-contacts/${id}`, { method: 'DELETE', cookie }, { id });
    const foreign = await del(other.cookie, third.id);
    const missing = await del(other.cookie, '99999999');
    expect(foreign.status).toBe(404);
    expect(foreign.text).toBe(missing.text);
    expect((await del(moderator.cookie, third.id)).status).toBe(403);
    expect((await del(her.cookie, third.id)).status).toBe(204);
  });
});

describe('the authorization table of a check-in', () => {
  it('lets her alone start and change it; the client, guys and moderators never reach it', async () => {
    const body = { bookingId, place: 'Hilton', endsAt: wallIn(3600) };
    expect((await start(undefined, body)).status).toBe(401);
    expect((await start(client.cookie, body)).status).toBe(403);
    expect((await start(guy.cookie, body)).status).toBe(403);
    expect((await start(moderator.cookie, body)).status).toBe(403);
    const foreignBooking = await start(other.cookie, body);
    const missingBooking = await start(other.cookie, { ...body, bookingId: 99999999 });
    expect(foreignBooking.status).toBe(404);
    expect(foreignBooking.text).toBe(missingBooking.text);

    const mine = await start(her.cookie, body);
    expect(mine.status).toBe(201);
    const id = mine.json.data.id as string;
    expect(mine.json.data.attributes).toMatchObject({ client: client.username, state: 'running' });

    const extend = { action: 'extend', endsAt: wallIn(7200) };
    expect((await patch(undefined, id, extend)).status).toBe(401);
    for (const person of [client, guy, moderator]) expect((await patch(person.cookie, id, extend)).status).toBe(403);
    const foreign = await patch(other.cookie, id, { action: 'safe' });
    const missing = await patch(other.cookie, 99999999, { action: 'safe' });
    expect(foreign.status).toBe(404);
    expect(foreign.text).toBe(missing.text);

    // The client's own booking list says nothing of it.
    const his = await call(bookingsRoute.GET, '/api/v1/bookings', { cookie: client.cookie });
    expect(his.status).toBe(200);
    expect(his.text).not.toMatch(/check-?in|trusted|Best Friend|buddy-/i);

    expect((await patch(her.cookie, id, { action: 'safe' })).json.data.attributes.state).toBe('safe');
    expect((await patch(her.cookie, id, { action: 'safe' })).status).toBe(409);
  });

  it('refuses bad input with the messages and a 4xx', async () => {
    const noClient = await start(her.cookie, { place: 'Motel', endsAt: wallIn(600) });
    expect(noClient.status).toBe(400);
    expect(noClient.text).toContain('With whom is required');
    const past = await start(her.cookie, { place: 'Motel', clientName: 'Joe', endsAt: wallIn(-3600) });
    expect(past.status).toBe(400);
    expect(past.json.errors?.[0]?.source?.pointer).toBe('/data/attributes/endsAt');
    const grace = await start(her.cookie, { place: 'Motel', clientName: 'Joe', endsAt: wallIn(600), graceMinutes: 61 });
    expect(grace.status).toBe(400);
    expect((await start(guy.cookie, { place: 'x' })).status).toBe(403);
  });
});

describe('deadlines', () => {
  it('alerts every active contact once after end + grace, with the facts and a link to that check-in only', async () => {
    const before = (await mailsTo(contact)).length;
    const started = await start(her.cookie, { bookingId, place: 'Hilton Downtown, room 1204', endsAt: wallIn(1) });
    const id = Number(started.json.data.id);
    expect(await fireDueCheckIns()).toBe(0); // end + 5 s not reached
    await letTimePass(id, 7);
    expect(await fireDueCheckIns()).toBe(1);
    expect(await fireDueCheckIns()).toBe(0);
    expect(await alertsOf(id)).toHaveLength(1);

    const mails = (await mailsTo(contact)).map(mailText).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`Missed check-in: ${her.stageName}`);
    expect(mails[0]).toContain('Where: Hilton Downtown, room 1204');
    expect(mails[0]).toContain(`With: ${client.username}`);
    expect(mails[0]).toContain('Timewaster database: no match');
    expect(mails[0]).toMatch(/Expected end: \w{3} \d{2}-\d{2}-\d{4} \d{1,2}:\d{2} [AP]M C[SD]T/);
    expect((await mailsTo(pendingContact)).map(mailText).join()).not.toContain('Missed check-in');

    const token = await linkToken(contact, '/check-in-alert');
    const page = await alertPage(token);
    expect(page?.facts).toMatchObject({ stageName: her.stageName, client: client.username, bookingClient: true });
    expect(page?.safe).toBe(false);

    // "I'm safe" after an alert tells her contacts.
    await patch(her.cookie, id, { action: 'safe' });
    expect((await mailsTo(contact)).map(mailText).at(-1)).toContain(`${her.stageName} is safe`);
    expect((await alertPage(token))?.safe).toBe(true);

    // A contact's token opens its own check-in only.
    const second = await start(her.cookie, { place: 'Motel 6', clientName: 'Walk-in Joe', endsAt: wallIn(1) });
    await letTimePass(second.json.data.id, 7);
    expect(await fireDueCheckIns()).toBe(1);
    const secondToken = await linkToken(contact, '/check-in-alert');
    expect(secondToken).not.toBe(token);
    expect((await alertPage(secondToken))?.facts).toMatchObject({
      place: 'Motel 6',
      client: 'Walk-in Joe',
      screening: null,
    });
    expect((await alertPage(token))?.facts.place).toBe('Hilton Downtown, room 1204');
    expect(await alertPage('A'.repeat(43))).toBeNull();
    const db = await getDb();
    await db
      .update(checkInAlerts)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(checkInAlerts.checkInId, id));
    expect(await alertPage(token)).toBeNull();
    await patch(her.cookie, second.json.data.id, { action: 'safe' });
  });

  it('moves the deadline with each extension; once it has passed, an extension is refused', async () => {
    const started = await start(her.cookie, { place: 'Studio', clientName: 'Sam', endsAt: wallIn(1) });
    const id = started.json.data.id as string;
    for (const seconds of [2, 4]) {
      const extended = await patch(her.cookie, id, { action: 'extend', endsAt: wallIn(seconds) });
      expect(extended.status).toBe(200);
    }
    const db = await getDb();
    const [row] = await db
      .select()
      .from(checkIns)
      .where(eq(checkIns.id, Number(id)));
    expect(row!.round).toBe(3);
    expect(row!.deadlineAt.getTime() - row!.endsAt.getTime()).toBe(5_000);
    // Six seconds on, the first deadline (end 1 s + 5 s) has passed without an alert; four more and
    // the last one (4 s + 5 s) alerts.
    await letTimePass(id, 6);
    expect(await fireDueCheckIns()).toBe(0);
    await letTimePass(id, 4);
    expect(await fireDueCheckIns()).toBe(1);
    const late = await patch(her.cookie, id, { action: 'extend', endsAt: wallIn(600) });
    expect(late.status).toBe(409);
    const alerts = await alertsOf(Number(id));
    expect(alerts.map((a) => a.round)).toEqual([3]);
    await patch(her.cookie, id, { action: 'safe' });
  });

  it('"I\'m safe" before the deadline ends it quietly', async () => {
    const before = (await mailsTo(contact)).length;
    const started = await start(her.cookie, { place: 'Gym', clientName: 'Max', endsAt: wallIn(1) });
    await patch(her.cookie, started.json.data.id, { action: 'safe' });
    await letTimePass(started.json.data.id, 7);
    expect(await fireDueCheckIns()).toBe(0);
    expect(await mailsTo(contact)).toHaveLength(before);
  });

  it('"Help now" alerts at once, marked urgent, and the deadline then adds nothing', async () => {
    const started = await start(her.cookie, { place: 'Hotel Z', clientName: 'Rex', endsAt: wallIn(1), tellNow: true });
    expect((await mailsTo(contact)).map(mailText).at(-1)).toContain(`${her.stageName} started a check-in`);
    const help = await patch(her.cookie, started.json.data.id, { action: 'help' });
    expect(help.json.data.attributes.state).toBe('alerted');
    const last = (await mailsTo(contact)).map(mailText).at(-1)!;
    expect(last).toContain(`URGENT: ${her.stageName} asks for help now`);
    expect(last).toContain('Where: Hotel Z');
    await letTimePass(started.json.data.id, 7);
    expect(await fireDueCheckIns()).toBe(0);
    expect(await alertsOf(Number(started.json.data.id))).toHaveLength(1);
    await patch(her.cookie, started.json.data.id, { action: 'safe' });
  });

  it('alerts exactly once when several workers fire the same deadline at once', async () => {
    const started = await start(her.cookie, { place: 'Arena', clientName: 'Ben', endsAt: wallIn(1) });
    const before = (await mailsTo(contact)).length;
    await letTimePass(started.json.data.id, 7);
    const fired = await Promise.all([
      fireDueCheckIns(),
      fireDueCheckIns(),
      fireDueCheckIns({ checkInId: Number(started.json.data.id) }),
    ]);
    expect(fired.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await mailsTo(contact)).toHaveLength(before + 1);
    await patch(her.cookie, started.json.data.id, { action: 'safe' });
  });
});

describe('screening', () => {
  it('keeps what screening showed her about the client, read in one statement, her own review left out', async () => {
    const listed = await createGuy({ phone: '(415) 555-0187' });
    await insertTimewaster(
      other.girlId,
      { name: uniqueName('Listed') },
      { phone: '4155550187', email: 'listed-nobody@example.test', comment: 'no-show' },
    );
    const db = await getDb();
    const about = (girlId: number, vote: boolean) => ({ girlId, guyUserId: listed.guyId!, vote, comment: 'seen him' });
    await db.insert(guyReviews).values([about(her.girlId, false), about(other.girlId, false)]);
    await db.insert(girlsOnlyComments).values({ girlId: other.girlId, guyUserId: listed.guyId!, comment: 'careful' });
    const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const spy = vi.spyOn(client, 'query');
    const started = await start(her.cookie, {
      bookingId: await book(her.girlId, listed.guyId!),
      place: 'Studio',
      endsAt: wallIn(600),
    });
    // PGlite takes (text, params), node-postgres a config object and the params.
    const texts = spy.mock.calls.map(([first]) =>
      typeof first === 'string' ? first : (first as { text: string }).text,
    );
    spy.mockRestore();
    expect(started.status, started.text).toBe(201);
    expect(texts.filter((text) => text.includes('guy_reviews'))).toHaveLength(1);
    const [row] = await db
      .select({ screening: checkIns.screening })
      .from(checkIns)
      .where(eq(checkIns.id, Number(started.json.data.id)));
    expect(row?.screening).toEqual({
      timewasterMatches: 1,
      thumbsUp: 0,
      thumbsDown: 1,
      girlsOnlyComments: 1,
      confirmedReferences: 0,
    });
    await patch(her.cookie, started.json.data.id, { action: 'safe' });
  });
});

describe('retention', () => {
  it('deletes check-ins and their alerts 30 days after they end, and nothing younger', async () => {
    const db = await getDb();
    const old = await start(her.cookie, { place: 'Old', clientName: 'Old', endsAt: wallIn(1) });
    await patch(her.cookie, old.json.data.id, { action: 'help' });
    await patch(her.cookie, old.json.data.id, { action: 'safe' });
    const recent = await start(her.cookie, { place: 'Recent', clientName: 'New', endsAt: wallIn(1) });
    await patch(her.cookie, recent.json.data.id, { action: 'safe' });
    await db.execute(
      sql`UPDATE check_ins SET ended_at = now() - interval '31 days' WHERE id = ${Number(old.json.data.id)}`,
    );
    await db.execute(
      sql`UPDATE check_ins SET ended_at = now() - interval '29 days' WHERE id = ${Number(recent.json.data.id)}`,
    );
    expect(await deleteOldCheckIns()).toBeGreaterThanOrEqual(1);
    const left = await db.select({ id: checkIns.id }).from(checkIns).where(eq(checkIns.girlId, her.girlId));
    expect(left.map((r) => r.id)).not.toContain(Number(old.json.data.id));
    expect(left.map((r) => r.id)).toContain(Number(recent.json.data.id));
    expect(await alertsOf(Number(old.json.data.id))).toHaveLength(0);
  });
});
