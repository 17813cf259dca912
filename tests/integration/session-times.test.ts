import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listBookings } from '@/app/api/v1/bookings/route';
import { POST as bookGirl } from '@/app/book_girl/route';
import { listManagedBookings } from '@/features/admin-management/bookings-queries';
import { BOOKING_MESSAGES, BookingRequestSchema, toBookGirlBody } from '@/features/bookings/schema';
import { addTravel } from '@/features/travels/service';
import { getActorFromHeaders } from '@/server/auth/actor';
import { getDb } from '@/server/db';
import { bookings, travels } from '@/server/db/schema';
import { createGirl, type TestGirl } from '../helpers/girls';
import { createGuy, createModerator, outboxMessages, request, type Person } from '../helpers/people';

// Decision 026: a booking's time is read and shown on the clock of the
// city where the session happens, whatever zone the guy's browser is in; a time already gone is
// refused with the field message; a day she travels elsewhere is accepted and flagged to both.

let chicago: TestGirl;
let austin: TestGirl;
let guy: Person;
let moderator: Person;

beforeAll(async () => {
  chicago = await createGirl({ values: { city: 'Chicago', state: 'IL', country: 'United States' } });
  austin = await createGirl({ values: { city: 'Austin', state: 'TX', country: 'United States' } });
  guy = await createGuy();
  moderator = await createModerator();
});

/** The body the booking form sends for a datetime-local value (his browser's zone plays no part). */
function formBody(girlId: number, time: string) {
  const values = BookingRequestSchema.parse({ time, session_length: '1 hour', desired_session_type: 'Grappling' });
  return toBookGirlBody(values, girlId);
}

const book = (body: unknown, cookie = guy.cookie) =>
  bookGirl(request('/book_girl', { method: 'POST', cookie, body, contentType: 'application/json' }), undefined);

async function bookedId(body: unknown, cookie = guy.cookie): Promise<number> {
  const response = await book(body, cookie);
  expect(response.status).toBe(201);
  return ((await response.json()) as { booking: { id: number } }).booking.id;
}

type ListBody = { data: Array<{ id: string; attributes: Record<string, unknown> }> };
async function listed(cookie: string, id: number) {
  const body = (await (await listBookings(request('/api/v1/bookings', { cookie }), undefined)).json()) as ListBody;
  return body.data.find((b) => b.id === String(id))?.attributes;
}

async function stored(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

describe('a session time on the clock of her city', () => {
  it('7 PM in Chicago is stored as 01:00Z next day and shown 7:00 PM CST in both lists, the admin table and the e-mail', async () => {
    // The form sends the wall time as typed: a guy in New York types 19:00 meaning Chicago's 19:00.
    const body = formBody(chicago.girlId, '2027-02-04T19:00');
    expect(body.date_time_available).toBe('2027-02-04T19:00');
    const id = await bookedId(body);
    const row = await stored(id);
    expect(row.dateTimeAvailable.toISOString()).toBe('2027-02-05T01:00:00.000Z');
    expect(row.timeZone).toBe('America/Chicago');
    expect(row.travelNote).toBeNull();

    const shown = 'Thu 02-04-2027 7:00 PM CST';
    expect((await listed(chicago.cookie, id))?.dateTimeText).toBe(shown);
    expect((await listed(guy.cookie, id))?.dateTimeText).toBe(shown);
    const mod = await getActorFromHeaders(new Headers({ cookie: moderator.cookie }));
    const table = await listManagedBookings(mod, { q: guy.username, page: 1, size: 25, sort: 'id', dir: 'desc' });
    expect(table.rows.find((r) => r.id === id)?.dateTimeText).toBe(shown);
    const mail = (await outboxMessages()).filter((m) => m.includes(`New booking request from ${guy.username}`));
    expect(mail.some((m) => m.includes(`booking request for ${shown}.`))).toBe(true);
    expect(mail.some((m) => m.includes('(UTC)'))).toBe(false);
  });

  it('an API client may still send an instant with its offset', async () => {
    const id = await bookedId({
      ...formBody(chicago.girlId, '2027-02-04T19:00'),
      date_time_available: '2027-02-04T20:00:00-05:00',
    });
    expect((await stored(id)).dateTimeAvailable.toISOString()).toBe('2027-02-05T01:00:00.000Z');
    expect((await listed(guy.cookie, id))?.dateTimeText).toBe('Thu 02-04-2027 7:00 PM CST');
  });

  it('a summer time shows the daylight abbreviation', async () => {
    const id = await bookedId(formBody(chicago.girlId, '2027-07-04T19:00'));
    expect((await stored(id)).dateTimeAvailable.toISOString()).toBe('2027-07-05T00:00:00.000Z');
    expect((await listed(chicago.cookie, id))?.dateTimeText).toBe('Sun 07-04-2027 7:00 PM CDT');
  });

  it('a travel stores the zone of its city', async () => {
    const girlActor = await getActorFromHeaders(new Headers({ cookie: austin.cookie }));
    const travel = await addTravel(
      girlActor,
      { city: 'Rome', state: 'Lazio', country: 'Italy', dateBegins: '2027-03-01', dateEnds: '2027-03-05' },
      undefined,
      { sendAlerts: false },
    );
    const db = await getDb();
    const [row] = await db.select({ timeZone: travels.timeZone }).from(travels).where(eq(travels.id, travel.id));
    expect(row?.timeZone).toBe('Europe/Rome');
  });
});

describe('no bookings in the past', () => {
  it('refuses a past wall time and a past instant with the field message, and stores nothing', async () => {
    const db = await getDb();
    const before = (await db.select({ id: bookings.id }).from(bookings)).length;
    for (const body of [
      formBody(chicago.girlId, '2020-03-03T17:00'),
      { ...formBody(chicago.girlId, '2020-03-03T17:00'), date_time_available: '2020-03-03T17:00:00Z' },
    ]) {
      const response = await book(body);
      expect(response.status).toBe(400);
      const { errors } = (await response.json()) as { errors: Array<{ detail: string; source: { pointer: string } }> };
      expect(errors.map((e) => [e.source.pointer, e.detail])).toEqual([
        ['/date_time_available', BOOKING_MESSAGES.pastTime],
      ]);
    }
    expect((await db.select({ id: bookings.id }).from(bookings)).length).toBe(before);
  });
});

describe('the time rule of the form and the chat', () => {
  it('refuses a date over a year ahead and a length the form does not take with field messages', async () => {
    const other = await createGuy();
    const far = `${new Date().getUTCFullYear() + 5}-12-02T18:00`;
    for (const [body, pointer, message] of [
      [formBody(chicago.girlId, far), '/date_time_available', BOOKING_MESSAGES.farTime],
      [
        { ...formBody(chicago.girlId, far), date_time_available: `${far}:00Z` },
        '/date_time_available',
        BOOKING_MESSAGES.farTime,
      ],
      [
        { ...formBody(chicago.girlId, '2027-02-04T19:00'), session_length: '30 hours' },
        '/session_length',
        BOOKING_MESSAGES.sessionLength,
      ],
    ] as const) {
      const response = await book(body, other.cookie);
      expect(response.status).toBe(400);
      const { errors } = (await response.json()) as { errors: Array<{ detail: string; source: { pointer: string } }> };
      expect(errors.map((e) => [e.source.pointer, e.detail])).toEqual([[pointer, message]]);
    }
  });
});

describe('a day she travels elsewhere', () => {
  it('her e-mail shows her home clock beside the travel city’s when they differ', async () => {
    const db = await getDb();
    await db.insert(travels).values({
      girlId: austin.girlId,
      city: 'Rome',
      state: 'Lazio',
      country: 'Italy',
      dateBegins: '2027-04-12',
      dateEnds: '2027-04-14',
      timeZone: 'Europe/Rome',
    });
    const traveller = await createGuy();
    const id = await bookedId(formBody(austin.girlId, '2027-04-13T19:00'), traveller.cookie);
    expect((await stored(id)).dateTimeAvailable.toISOString()).toBe('2027-04-13T17:00:00.000Z');
    const shown = 'Tue 04-13-2027 7:00 PM GMT+2';
    expect((await listed(austin.cookie, id))?.dateTimeText).toBe(shown);
    const mail = (await outboxMessages()).filter((m) => m.includes(`New booking request from ${traveller.username}`));
    // Quoted-printable: a long line is wrapped with a soft break.
    expect(mail.join('\n').replace(/=\r?\n/g, '')).toContain(
      `booking request for ${shown} in Rome, 12:00 PM your time.`,
    );
  });

  it('is accepted, read on the travel city clock and flagged to both sides', async () => {
    const db = await getDb();
    await db.insert(travels).values({
      girlId: austin.girlId,
      city: 'Chicago',
      state: 'IL',
      country: 'United States',
      dateBegins: '2027-02-05',
      dateEnds: '2027-02-09',
      timeZone: 'America/Chicago',
    });
    const id = await bookedId(formBody(austin.girlId, '2027-02-06T19:00'));
    const row = await stored(id);
    expect(row).toMatchObject({ timeZone: 'America/Chicago', travelNote: 'She is in Chicago 5–9 Feb' });
    expect((await listed(austin.cookie, id))?.travelNote).toBe('She is in Chicago 5–9 Feb');
    expect((await listed(guy.cookie, id))?.travelNote).toBe('She is in Chicago 5–9 Feb');
    // At home the day before: no note.
    const home = await bookedId(formBody(austin.girlId, '2027-02-04T19:00'));
    expect((await listed(guy.cookie, home))?.travelNote).toBeNull();
  });
});
