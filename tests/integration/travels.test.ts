import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listRoute, POST as addRoute } from '@/app/api/v1/travels/route';
import { DELETE as deleteRoute, PATCH as patchRoute } from '@/app/api/v1/travels/[id]/route';
import { GET as calendarRoute } from '@/app/profile/[stageName]/travels.ics/route';
import { getEditableTravel } from '@/features/travels/queries';
import { ADD_TRAVEL_LIMIT } from '@/features/travels/route-handlers';
import { getActorFromHeaders } from '@/server/auth/actor';
import { getDb } from '@/server/db';
import { follows, legacyFollowTravels, sessionGirls, travels, user } from '@/server/db/schema';
import { createGuy, createModerator, recipientsOf, request, type Person } from '../helpers/people';
import { createGirl } from '../helpers/girls';

// The travel API against a real database: who may write (spec §6), what GET returns, the travel
// alert e-mails (DATA_DIR/outbox) and the iCalendar feed.

function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

function travelDoc(attributes: Record<string, unknown>) {
  return {
    data: {
      type: 'travels',
      attributes: {
        dateBegins: day(5),
        dateEnds: day(7),
        city: 'Denver',
        state: 'CO',
        country: 'United States',
        ...attributes,
      },
    },
  };
}

const idParams = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });

async function add(cookie: string | undefined, attributes: Record<string, unknown> = {}) {
  return addRoute(request('/api/v1/travels', { method: 'POST', cookie, body: travelDoc(attributes) }), undefined);
}

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

async function ownTravelId(city = 'Boise'): Promise<number> {
  const response = await add(girl.cookie, { city, state: 'ID' });
  expect(response.status).toBe(201);
  return Number(((await response.json()) as { data: { id: string } }).data.id);
}

describe('authorization table for travel writes', () => {
  it('POST: visitor 401, guy 403, other girl 403 for her, girl 201 for herself, moderator 201 for any girl', async () => {
    expect((await add(undefined, { girlId: girl.girlId })).status).toBe(401);
    expect((await add(guy.cookie, { girlId: girl.girlId })).status).toBe(403);
    expect((await add(otherGirl.cookie, { girlId: girl.girlId })).status).toBe(403);
    expect((await add(girl.cookie)).status).toBe(201);
    const byMod = await add(moderator.cookie, { girlId: girl.girlId, city: 'Reno', state: 'NV' });
    expect(byMod.status).toBe(201);
    expect(((await byMod.json()) as { data: { attributes: { girlId: number } } }).data.attributes.girlId).toBe(
      girl.girlId,
    );
    // A moderator must say whose travel it is.
    expect((await add(moderator.cookie)).status).toBe(400);
  });

  it('PATCH: visitor 401, guy 403, other girl 404 (as for a missing id), owner and moderator 200', async () => {
    const id = await ownTravelId();
    const patch = (cookie?: string, city = 'Boise') =>
      patchRoute(
        request(`/api/v1/travels/${id}`, { method: 'PATCH', cookie, body: travelDoc({ city, state: 'ID' }) }),
        idParams(id),
      );
    expect((await patch(undefined)).status).toBe(401);
    expect((await patch(guy.cookie)).status).toBe(403);
    const hijack = await patch(otherGirl.cookie, 'Hijacked');
    expect(hijack.status).toBe(404);
    const missing = await patchRoute(
      request('/api/v1/travels/999999999', { method: 'PATCH', cookie: otherGirl.cookie, body: travelDoc({}) }),
      idParams(999_999_999),
    );
    expect(await hijack.text()).toBe(await missing.text());
    expect((await patch(girl.cookie, 'Pocatello')).status).toBe(200);
    expect((await patch(moderator.cookie, 'Nampa')).status).toBe(200);
    const db = await getDb();
    const [row] = await db.select({ city: travels.city }).from(travels).where(eq(travels.id, id));
    expect(row!.city).toBe('Nampa');
  });

  it('DELETE: visitor 401, guy 403, other girl 404 (as for a missing id), owner 204, moderator 204, unknown 404', async () => {
    const id = await ownTravelId();
    const del = (cookie: string | undefined, travelId = id) =>
      deleteRoute(request(`/api/v1/travels/${travelId}`, { method: 'DELETE', cookie }), idParams(travelId));
    expect((await del(undefined)).status).toBe(401);
    expect((await del(guy.cookie)).status).toBe(403);
    const other = await del(otherGirl.cookie);
    expect(other.status).toBe(404);
    expect(await other.text()).toBe(await (await del(otherGirl.cookie, 999_999_999)).text());
    expect((await del(girl.cookie)).status).toBe(204);
    expect((await del(girl.cookie)).status).toBe(404);
    const second = await ownTravelId();
    expect((await del(moderator.cookie, second)).status).toBe(204);
  });
});

describe('the add limit (each travel e-mails her followers)', () => {
  it('refuses more than ADD_TRAVEL_LIMIT new travels an hour per account with 429', async () => {
    const busy = await createGirl();
    for (let i = 0; i < ADD_TRAVEL_LIMIT.limit; i += 1)
      expect((await add(busy.cookie, { city: `Tour ${i}` })).status).toBe(201);
    const refused = await add(busy.cookie, { city: 'One too many' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    // Another girl is not held back by her limit.
    expect((await add(otherGirl.cookie, { city: 'Elsewhere' })).status).toBe(201);
  });
});

describe('bad ids answer like missing ones', () => {
  it('PATCH and DELETE with 0, 1e3, -1, %00 or a huge id: 404, never 500', async () => {
    for (const bad of ['0', '1e3', '-1', '%00', '\u0000', '99999999999999999999', '2147483648']) {
      const params = { params: Promise.resolve({ id: bad }) };
      expect(
        (await deleteRoute(request('/api/v1/travels/1', { method: 'DELETE', cookie: girl.cookie }), params)).status,
        bad,
      ).toBe(404);
      expect(
        (
          await patchRoute(
            request('/api/v1/travels/1', { method: 'PATCH', cookie: girl.cookie, body: travelDoc({}) }),
            params,
          )
        ).status,
        bad,
      ).toBe(404);
    }
  });
});

describe('the edit page policy (getEditableTravel)', () => {
  it('gives the travel to its owner and moderators only; someone else’s is missing', async () => {
    const id = await ownTravelId('Twin Falls');
    const as = async (cookie?: string) =>
      getEditableTravel(await getActorFromHeaders(new Headers(cookie ? { cookie } : {})), id);
    expect(await as(undefined)).toBe('forbidden');
    expect(await as(guy.cookie)).toBe('forbidden');
    expect(await as(otherGirl.cookie)).toBeNull();
    expect(await as(girl.cookie)).toMatchObject({ id, city: 'Twin Falls' });
    expect(await as(moderator.cookie)).toMatchObject({ id });
    expect(
      await getEditableTravel(await getActorFromHeaders(new Headers({ cookie: girl.cookie })), 999_999_999),
    ).toBeNull();
  });
});

describe('validation', () => {
  it('answers 400 with the spec messages and refuses past dates', async () => {
    const response = await add(girl.cookie, { dateBegins: '', dateEnds: '', city: '', state: '', country: '' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Array<{ detail: string; source: { pointer: string } }> };
    expect(body.errors.map((e) => e.detail)).toEqual(
      expect.arrayContaining(['Start Date is required', 'End Date is required']),
    );
    expect(body.errors[0]!.source.pointer.startsWith('/data/attributes/')).toBe(true);
    expect((await add(girl.cookie, { dateBegins: day(-5), dateEnds: day(2) })).status).toBe(400);
  });
});

describe('GET /api/v1/travels', () => {
  it('lists the signed-in girl by default, a given girl for anyone, and nothing for -1 or a visitor without id', async () => {
    const own = await ownTravelId('Tulsa');
    const list = async (url: string, cookie?: string) =>
      (
        (await (await listRoute(request(url, { cookie }), undefined)).json()) as {
          data: Array<{ id: string; attributes: { city: string } }>;
        }
      ).data;
    expect((await list('/api/v1/travels', girl.cookie)).map((t) => Number(t.id))).toContain(own);
    expect((await list(`/api/v1/travels?filter[girlId]=${girl.girlId}`)).map((t) => Number(t.id))).toContain(own);
    expect(await list('/api/v1/travels')).toEqual([]);
    expect(await list('/api/v1/travels?filter[girlId]=-1', girl.cookie)).toEqual([]);
    expect(await list('/api/v1/travels', guy.cookie)).toEqual([]);
  });

  it('hides the travels of a hidden profile from others but not from the owner', async () => {
    const hidden = await createGirl({ visible: false });
    expect((await add(hidden.cookie, { city: 'Hidden Springs' })).status).toBe(201);
    const get = (cookie?: string) =>
      listRoute(request(`/api/v1/travels?filter[girlId]=${hidden.girlId}`, { cookie }), undefined);
    expect(((await (await get()).json()) as { data: unknown[] }).data).toEqual([]);
    expect(((await (await get(hidden.cookie)).json()) as { data: unknown[] }).data).toHaveLength(1);
  });
});

describe('travel alerts', () => {
  it('e-mails following guys in that city who allowed e-mails, and legacy subscribers, nobody else', async () => {
    const city = `Alertville${Date.now() % 100000}`;
    const star = await createGirl();
    const fan = await createGuy({ city });
    const fanOtherCity = await createGuy({ city: 'Elsewhere' });
    const fanNoEmails = await createGuy({ city, allowEmails: false });
    const notFollowing = await createGuy({ city });
    const bannedFan = await createGuy({ city });
    const db = await getDb();
    for (const g of [fan, fanOtherCity, fanNoEmails, bannedFan])
      await db.insert(follows).values({ girlId: star.girlId!, guyUserId: g.guyId! });
    await db.update(user).set({ banned: true }).where(eq(user.id, bannedFan.userId));

    const [legacyProfile] = await db
      .insert(sessionGirls)
      .values({
        username: `legacy_${star.username}`,
        girlId: star.girlId,
        legacyGirlId: 900_000 + star.girlId!,
        sendTravelEmails: true,
      })
      .returning({ id: sessionGirls.id });
    const [mutedProfile] = await db
      .insert(sessionGirls)
      .values({ username: `muted_${star.username}`, girlId: star.girlId, sendTravelEmails: false })
      .returning({ id: sessionGirls.id });
    await db.insert(legacyFollowTravels).values([
      {
        sessionGirlId: legacyProfile!.id,
        email: 'Legacy.City@Example.net',
        cities: ['Nowhere', ` ${city.toLowerCase()} `],
      },
      { legacyGirlId: 900_000 + star.girlId!, email: 'legacy.all@example.net', followAllCities: true },
      { sessionGirlId: legacyProfile!.id, email: 'legacy.other@example.net', cities: ['Nowhere'] },
      { sessionGirlId: mutedProfile!.id, email: 'legacy.muted@example.net', followAllCities: true },
    ]);

    const response = await add(star.cookie, { city, state: 'TX' });
    expect(response.status).toBe(201);
    expect(await recipientsOf(city)).toEqual(
      [fan.email.toLowerCase(), 'legacy.all@example.net', 'legacy.city@example.net'].sort(),
    );
    expect(notFollowing.email).not.toBe(fan.email);
  });
});

describe('GET /profile/{stageName}/travels.ics', () => {
  it('serves the public travels as text/calendar with CRLF lines; 404 for a hidden girl', async () => {
    const star = await createGirl({ values: { stageName: `Calendar, Star ${Date.now() % 1000}` } });
    expect((await add(star.cookie, { city: 'Santa Fe', state: 'NM' })).status).toBe(201);
    const ok = await calendarRoute(request('/profile/x/travels.ics'), {
      params: Promise.resolve({ stageName: encodeURIComponent(await stageNameOf(star)) }),
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toContain('text/calendar');
    const text = await ok.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('LOCATION:Santa Fe\\, New Mexico\\, United States');
    expect(text).toContain('SUMMARY:Calendar\\, Star');

    const hidden = await createGirl({ visible: false });
    const missing = await calendarRoute(request('/profile/x/travels.ics'), {
      params: Promise.resolve({ stageName: encodeURIComponent(await stageNameOf(hidden)) }),
    });
    expect(missing.status).toBe(404);
  });
});

async function stageNameOf(person: Person): Promise<string> {
  const { girls } = await import('@/server/db/schema');
  const db = await getDb();
  const [row] = await db.select({ stageName: girls.stageName }).from(girls).where(eq(girls.id, person.girlId!));
  return row!.stageName!;
}
