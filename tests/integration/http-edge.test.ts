import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getGirls } from '@/app/api/v1/girls/route';
import { GET as getGirl } from '@/app/api/v1/girls/[id]/route';
import { GET as getGuyUser } from '@/app/api/v1/guy-users/[id]/route';
import { DELETE as deletePhoto } from '@/app/api/v1/photos/[id]/route';
import { GET as getScammer } from '@/app/api/v1/scammers/[id]/route';
import { GET as getReviews } from '@/app/api/v1/girl/[girlId]/reviews/route';
import { PATCH as patchBooking } from '@/app/api/v1/bookings/[id]/route';
import { ACCOUNT_DELETED_BAN_REASON } from '@/server/auth/constants';
import { getDb } from '@/server/db';
import { user } from '@/server/db/schema';
import { createGuy, createModerator, request, type Person } from '../helpers/people';
import { createGirl } from '../helpers/girls';

// At the HTTP edge: bad input answers 4xx with a message, never 500; a
// record the actor may not see (a banned or deleted guy's profile) answers like a missing one.

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
const params = (values: Record<string, string>) => ({ params: Promise.resolve(values) });

let girl: Person;
let guy: Person;
let moderator: Person;

beforeAll(async () => {
  girl = await createGirl();
  guy = await createGuy();
  moderator = await createModerator();
});

describe('paging numbers', () => {
  it('GET /api/v1/girls?page[offset]=1e20 (or -1, 1.5, huge) is a 400 naming the parameter', async () => {
    for (const bad of ['1e20', '-1', '1.5', '99999999999', 'abc']) {
      const response = await getGirls(request(`/api/v1/girls?page[offset]=${encodeURIComponent(bad)}`));
      expect(response.status, bad).toBe(400);
      const body = (await response.json()) as { errors: Array<{ detail: string; source: { parameter: string } }> };
      expect(body.errors[0]).toMatchObject({
        detail: 'page[offset] must be a whole number from 0 to 999999999.',
        source: { parameter: 'page[offset]' },
      });
    }
    expect((await getGirls(request('/api/v1/girls?page[limit]=1e3'))).status).toBe(400);
    expect((await getGirls(request('/api/v1/girls?page[offset]=0&page[limit]=5'))).status).toBe(200);
  });
});

describe('path ids', () => {
  const BAD_IDS = ['0', '1e3', '-1', '%00', '\u0000', '1.5', '99999999999999999999', '2147483648'];
  const byId: Array<[string, Handler, string, (() => Person) | undefined]> = [
    ['GET /api/v1/girls/{id}', getGirl as Handler, 'id', undefined],
    ['DELETE /api/v1/photos/{id}', deletePhoto as Handler, 'id', () => moderator],
    ['GET /api/v1/scammers/{id}', getScammer as Handler, 'id', undefined],
    ['GET /api/v1/girl/{girlId}/reviews', getReviews as Handler, 'girlId', undefined],
  ];
  for (const [name, handler, param, as] of byId) {
    it(`${name}: 0, 1e3, -1, %00 and huge ids are the 404 of a missing record`, async () => {
      const who = as?.();
      const missing = await handler(request('/x', { cookie: who?.cookie }), params({ [param]: '2147483647' }));
      expect(missing.status).toBe(404);
      for (const bad of BAD_IDS) {
        const response = await handler(
          request('/x', { method: name.split(' ')[0], cookie: who?.cookie }),
          params({ [param]: bad }),
        );
        expect(response.status, bad).toBe(404);
        expect(await response.text(), bad).toBe(
          await (await handler(request('/x', { cookie: who?.cookie }), params({ [param]: '2147483647' }))).text(),
        );
      }
    });
  }

  it('a JSON:API body with a huge id is refused before the database (4xx, never 500)', async () => {
    const response = await patchBooking(
      request('/api/v1/bookings/3000000000', {
        method: 'PATCH',
        cookie: guy.cookie,
        body: { data: { type: 'bookings', attributes: { status: 'complete' } } },
      }),
      params({ id: '3000000000' }),
    );
    expect(response.status).toBe(404);
  });

  it('GET /api/v1/guy-users/%00 and other odd user ids are a 404', async () => {
    for (const bad of ['%00', '\u0000', 'a b', "x'--", 'x'.repeat(300)]) {
      expect((await getGuyUser(request('/x'), params({ id: bad }))).status, bad).toBe(404);
    }
  });
});

describe('a banned or deleted guy', () => {
  it('is not served by GET /api/v1/guy-users/{id}: the same 404 as a missing one (moderators still see him)', async () => {
    const banned = await createGuy();
    const deleted = await createGuy();
    const visible = await getGuyUser(request('/x', { cookie: girl.cookie }), params({ id: banned.userId }));
    expect(visible.status).toBe(200);
    const db = await getDb();
    await db.update(user).set({ banned: true, banReason: 'Spam' }).where(eq(user.id, banned.userId));
    await db
      .update(user)
      .set({ banned: true, banReason: ACCOUNT_DELETED_BAN_REASON, banExpires: null })
      .where(eq(user.id, deleted.userId));
    const missing = await getGuyUser(request('/x', { cookie: girl.cookie }), params({ id: 'no-such-user' }));
    for (const who of [banned, deleted]) {
      for (const cookie of [undefined, girl.cookie, guy.cookie]) {
        const response = await getGuyUser(request('/x', { cookie }), params({ id: who.userId }));
        expect(response.status).toBe(404);
        expect(await response.text()).toBe(await missing.clone().text());
      }
    }
    expect((await getGuyUser(request('/x', { cookie: moderator.cookie }), params({ id: banned.userId }))).status).toBe(
      200,
    );
  });

  it('whose ban has run out is served again', async () => {
    const past = await createGuy();
    const db = await getDb();
    await db
      .update(user)
      .set({ banned: true, banExpires: new Date(Date.now() - 60_000) })
      .where(eq(user.id, past.userId));
    expect((await getGuyUser(request('/x'), params({ id: past.userId }))).status).toBe(200);
  });
});
