import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as bookGirl } from '@/app/book_girl/route';
import { DELETE as unfollow, POST as follow } from '@/app/follow/route';
import { GET as listBookings } from '@/app/api/v1/bookings/route';
import { DELETE as adminDelete, PATCH as patchBooking } from '@/app/api/v1/bookings/[id]/route';
import { getDb } from '@/server/db';
import { bookings, follows, timewasterEmails, timewasterPhones, timewasters } from '@/server/db/schema';
import { BOOKING_MESSAGES } from '@/features/bookings/schema';
import { createGuy, createModerator, recipientsOf, request, type Person } from '../helpers/people';
import { createGirl } from '../helpers/girls';
import { sealedEmailColumns, sealedPhoneColumns } from '@/server/sealed-contacts';

// Follows and bookings through their HTTP handlers: the authorization table, the booking
// lifecycle, the girl's e-mail and the timewaster flag (the girl sees it, the guy never does).

let girl: Person;
let otherGirl: Person;
let guy: Person;
let moderator: Person;

beforeAll(async () => {
  girl = await createGirl();
  otherGirl = await createGirl();
  guy = await createGuy();
  moderator = await createModerator();
});

const followBody = (girlId: number) => ({ follow: { girl_id: girlId } });
const post = (handler: typeof follow, url: string, cookie: string | undefined, body: unknown, method = 'POST') =>
  handler(request(url, { method, cookie, body, contentType: 'application/json' }), undefined);

async function followRow(guyId: number, girlId: number) {
  const db = await getDb();
  return db
    .select()
    .from(follows)
    .where(and(eq(follows.guyUserId, guyId), eq(follows.girlId, girlId)));
}

describe('POST/DELETE /follow', () => {
  it('authorization: visitor 401, girl 403, other girl 403, moderator 403, guy 200', async () => {
    expect((await post(follow, '/follow', undefined, followBody(girl.girlId!))).status).toBe(401);
    expect((await post(follow, '/follow', girl.cookie, followBody(girl.girlId!))).status).toBe(403);
    expect((await post(follow, '/follow', otherGirl.cookie, followBody(girl.girlId!))).status).toBe(403);
    expect((await post(follow, '/follow', moderator.cookie, followBody(girl.girlId!))).status).toBe(403);
    expect((await post(unfollow, '/follow', undefined, followBody(girl.girlId!), 'DELETE')).status).toBe(401);
    expect((await post(unfollow, '/follow', girl.cookie, followBody(girl.girlId!), 'DELETE')).status).toBe(403);
    const ok = await post(follow, '/follow', guy.cookie, followBody(girl.girlId!));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ follow: { girl_id: girl.girlId, following: true } });
  });

  it('follows once (twice is harmless), unfollows, and refuses a hidden or unknown girl', async () => {
    const fan = await createGuy();
    await post(follow, '/follow', fan.cookie, followBody(girl.girlId!));
    await post(follow, '/follow', fan.cookie, followBody(girl.girlId!));
    expect(await followRow(fan.guyId!, girl.girlId!)).toHaveLength(1);
    expect((await post(unfollow, '/follow', fan.cookie, followBody(girl.girlId!), 'DELETE')).status).toBe(200);
    expect(await followRow(fan.guyId!, girl.girlId!)).toHaveLength(0);
    const hidden = await createGirl({ visible: false });
    expect((await post(follow, '/follow', fan.cookie, followBody(hidden.girlId!))).status).toBe(404);
    expect((await post(follow, '/follow', fan.cookie, followBody(99_999_999))).status).toBe(404);
    expect((await post(follow, '/follow', fan.cookie, { follow: {} })).status).toBe(400);
  });
});

function bookingBody(girlId: number, extra: Record<string, unknown> = {}) {
  return {
    girl_id: girlId,
    date_time_available: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    session_location: 'My hotel',
    session_length: '1 hour',
    desired_session_type: 'Submission wrestling',
    things_to_not_include: '',
    requested_attire: 'Singlet',
    details_questions: 'Do you have mats?',
    details_notes: '',
    ...extra,
  };
}

async function book(cookie: string | undefined, body: unknown) {
  return post(bookGirl, '/book_girl', cookie, body);
}

describe('POST /book_girl', () => {
  it('authorization: visitor 401, girl 403, other girl 403, moderator 403, guy 201', async () => {
    expect((await book(undefined, bookingBody(girl.girlId!))).status).toBe(401);
    expect((await book(girl.cookie, bookingBody(girl.girlId!))).status).toBe(403);
    expect((await book(otherGirl.cookie, bookingBody(girl.girlId!))).status).toBe(403);
    expect((await book(moderator.cookie, bookingBody(girl.girlId!))).status).toBe(403);
    expect((await book(guy.cookie, bookingBody(girl.girlId!))).status).toBe(201);
  });

  it('validates with the spec messages (500-character limits) and stores nothing', async () => {
    const db = await getDb();
    const before = (await db.select({ id: bookings.id }).from(bookings)).length;
    const response = await book(
      guy.cookie,
      bookingBody(girl.girlId!, {
        desired_session_type: 'x'.repeat(501),
        things_to_not_include: 'y'.repeat(501),
        session_length: '',
        date_time_available: '',
      }),
    );
    expect(response.status).toBe(400);
    const details = (
      (await response.json()) as { errors: Array<{ detail: string; source: { pointer: string } }> }
    ).errors.map((e) => [e.source.pointer, e.detail]);
    expect(details).toEqual(
      expect.arrayContaining([
        ['/desired_session_type', 'Too long (max characters: 500)'],
        ['/things_to_not_include', 'Too long (max characters: 500)'],
        ['/session_length', 'This field is required'],
        ['/date_time_available', 'Required'],
      ]),
    );
    expect((await db.select({ id: bookings.id }).from(bookings)).length).toBe(before);
  });

  it('e-mails the girl and refuses a hidden girl', async () => {
    const star = await createGirl();
    expect((await book(guy.cookie, bookingBody(star.girlId!))).status).toBe(201);
    expect(await recipientsOf(`New booking request from ${guy.username}`)).toContain(star.email.toLowerCase());
    const hidden = await createGirl({ visible: false });
    expect((await book(guy.cookie, bookingBody(hidden.girlId!))).status).toBe(404);
  });
});

type ListBody = { data: Array<{ id: string; attributes: Record<string, unknown> }> };

async function listAs(cookie: string | undefined) {
  return listBookings(request('/api/v1/bookings', { cookie }), undefined);
}

describe('timewaster screening', () => {
  it('flags a matching guy to the girl only; the guy never gets the field', async () => {
    const marker = `tw-${Date.now()}@example.test`;
    const suspect = await createGuy({ email: marker, phone: '(555) 010-7788' });
    const phoneOnly = await createGuy({ phone: '+1 555 010 9911' });
    const clean = await createGuy();
    const db = await getDb();
    const [tw] = await db
      .insert(timewasters)
      .values({
        name: 'Test Timewaster',
        city: 'Austin',
        country: 'United States',
        comment: 'No show twice.',
        approved: true,
        clientType: 'timewaster',
      })
      .returning({ id: timewasters.id });
    await db.insert(timewasterEmails).values({ timewasterId: tw!.id, ...sealedEmailColumns(marker.toLowerCase()) });
    // Stored in the one form (E.164 digits); his '+1 555 010 9911' is the same number.
    await db.insert(timewasterPhones).values({ timewasterId: tw!.id, ...sealedPhoneColumns('15550109911') });
    const star = await createGirl();
    for (const g of [suspect, phoneOnly, clean])
      expect((await book(g.cookie, bookingBody(star.girlId!))).status).toBe(201);

    const girlView = (await (await listAs(star.cookie)).json()) as ListBody;
    const byGuy = new Map(
      girlView.data.map((b) => [(b.attributes.guy as { username: string }).username, b.attributes.timewasterMatches]),
    );
    expect(byGuy.get(suspect.username)).toEqual([{ timewasterId: tw!.id, by: 'email' }]);
    expect(byGuy.get(phoneOnly.username)).toEqual([{ timewasterId: tw!.id, by: 'phone' }]);
    expect(byGuy.get(clean.username)).toEqual([]);

    const guyResponse = await listAs(suspect.cookie);
    const guyText = await guyResponse.text();
    expect(guyResponse.status).toBe(200);
    expect(guyText).not.toMatch(/timewaster/i);
    expect((JSON.parse(guyText) as ListBody).data).toHaveLength(1);
    expect(await recipientsOf('Test Timewaster')).toEqual([]);
  });
});

describe('booking lifecycle', () => {
  async function newBooking(): Promise<number> {
    const response = await book(guy.cookie, bookingBody(girl.girlId!));
    return ((await response.json()) as { booking: { id: number } }).booking.id;
  }
  const setStatus = (id: number, cookie: string | undefined, status: string) =>
    patchBooking(
      request(`/api/v1/bookings/${id}`, {
        method: 'PATCH',
        cookie,
        body: { data: { type: 'bookings', id: String(id), attributes: { status } } },
      }),
      { params: Promise.resolve({ id: String(id) }) },
    );
  async function row(id: number) {
    const db = await getDb();
    const [r] = await db.select().from(bookings).where(eq(bookings.id, id));
    return r!;
  }

  it('each side sets only its own status and stamps updated_at; others get 401/404', async () => {
    const id = await newBooking();
    const created = await row(id);
    expect(created).toMatchObject({ girlStatus: 'pending', guyStatus: 'pending' });
    expect((await setStatus(id, undefined, 'complete')).status).toBe(401);
    expect((await setStatus(id, otherGirl.cookie, 'complete')).status).toBe(404);
    expect((await setStatus(id, moderator.cookie, 'complete')).status).toBe(403);
    expect((await setStatus(id, girl.cookie, 'pending')).status).toBe(400);

    // Before the session's time nothing is complete yet: refused with why, and nothing changes.
    const early = await setStatus(id, girl.cookie, 'complete');
    expect(early.status).toBe(409);
    expect(JSON.stringify(await early.json())).toContain(BOOKING_MESSAGES.notBegun);
    expect(await row(id)).toMatchObject({ girlStatus: 'pending', guyStatus: 'pending' });
    const db = await getDb();
    await db
      .update(bookings)
      .set({ dateTimeAvailable: new Date(Date.now() - 3_600_000) })
      .where(eq(bookings.id, id));

    expect((await setStatus(id, girl.cookie, 'complete')).status).toBe(200);
    const afterGirl = await row(id);
    expect(afterGirl).toMatchObject({ girlStatus: 'complete', guyStatus: 'pending' });
    expect(afterGirl.updatedAt.getTime()).toBeGreaterThanOrEqual(created.updatedAt.getTime());

    expect((await setStatus(id, guy.cookie, 'deleted')).status).toBe(200);
    expect(await row(id)).toMatchObject({ girlStatus: 'complete', guyStatus: 'deleted' });
    // Deleted by the guy: gone from his list, still on hers.
    const guyIds = ((await (await listAs(guy.cookie)).json()) as ListBody).data.map((b) => Number(b.id));
    const girlIds = ((await (await listAs(girl.cookie)).json()) as ListBody).data.map((b) => Number(b.id));
    expect(guyIds).not.toContain(id);
    expect(girlIds).toContain(id);
  });

  it('admin delete: visitor 401, guy 403, girl 403, moderator 204 sets both to deleted', async () => {
    const id = await newBooking();
    const del = (cookie?: string) =>
      adminDelete(request(`/api/v1/bookings/${id}`, { method: 'DELETE', cookie }), {
        params: Promise.resolve({ id: String(id) }),
      });
    expect((await del()).status).toBe(401);
    expect((await del(guy.cookie)).status).toBe(403);
    expect((await del(girl.cookie)).status).toBe(403);
    expect((await del(otherGirl.cookie)).status).toBe(403);
    expect((await del(moderator.cookie)).status).toBe(204);
    expect(await row(id)).toMatchObject({ girlStatus: 'deleted', guyStatus: 'deleted' });
  });

  it('GET /api/v1/bookings: visitor 401, moderator 403', async () => {
    expect((await listAs(undefined)).status).toBe(401);
    expect((await listAs(moderator.cookie)).status).toBe(403);
  });
});
