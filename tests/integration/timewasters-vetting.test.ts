import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { timewasterPageAccess } from '@/features/timewasters/page-access';
import { ACCOUNT_DELETED_BAN_REASON } from '@/server/auth/constants';
import { getActorFromHeaders } from '@/server/auth/actor';
import { getDb } from '@/server/db';
import { girls, user } from '@/server/db/schema';
import { call, createUser, expectNoCanary, insertTimewaster } from '../helpers/timewasters';
import { createGirl, type TestGirl } from '../helpers/girls';
import { REPORTING_TERMS } from '@/features/reporting/terms';

// The timewaster tool opens only to a girl a moderator has vetted (profile
// approved, not banned, not deleted). Anyone can sign up as a girl, so a girl nobody has vetted
// gets exactly what a guy gets from the API (the same 404 bodies), and the pages show her a panel.

type Unvetted =
  | 'pending'
  | 'rejected'
  | 'listing-banned'
  | 'scammer'
  | 'hidden'
  | 'inactive'
  | 'account-banned'
  | 'deleted'
  | 'record-deleted';
const UNVETTED: readonly Unvetted[] = [
  'pending',
  'rejected',
  'listing-banned',
  'scammer',
  'hidden',
  'inactive',
  'account-banned',
  'deleted',
  'record-deleted',
];

let approved: TestGirl;
let guy: { cookie: string };
let moderator: { cookie: string };
const unvetted = {} as Record<Unvetted, TestGirl>;
let reportId: number;

/** A girl in `state`; the session made before stays valid, as one made before a ban would. */
async function girlIn(state: Unvetted): Promise<TestGirl> {
  const girl = await createGirl({ prefix: state.replace('-', '').slice(0, 8) });
  const db = await getDb();
  if (state === 'pending') await db.update(girls).set({ profileApproved: null }).where(eq(girls.id, girl.girlId));
  if (state === 'rejected') await db.update(girls).set({ profileApproved: false }).where(eq(girls.id, girl.girlId));
  if (state === 'listing-banned') await db.update(girls).set({ banned: true }).where(eq(girls.id, girl.girlId));
  // A moderator's later verdict on a vetted girl ends her access at once.
  if (state === 'scammer') await db.update(girls).set({ isScammer: true }).where(eq(girls.id, girl.girlId));
  if (state === 'hidden') await db.update(girls).set({ adminShowProfile: false }).where(eq(girls.id, girl.girlId));
  if (state === 'inactive') await db.update(girls).set({ active: false }).where(eq(girls.id, girl.girlId));
  if (state === 'record-deleted') await db.delete(girls).where(eq(girls.id, girl.girlId));
  if (state === 'account-banned')
    await db
      .update(user)
      .set({ banned: true, banExpires: new Date(Date.now() + 86_400_000) })
      .where(eq(user.id, girl.userId));
  if (state === 'deleted') {
    await db.update(girls).set({ girlShowProfile: false }).where(eq(girls.id, girl.girlId));
    await db
      .update(user)
      .set({ banned: true, banReason: ACCOUNT_DELETED_BAN_REASON, banExpires: null })
      .where(eq(user.id, girl.userId));
  }
  return girl;
}

beforeAll(async () => {
  approved = await createGirl({ prefix: 'approved' });
  guy = await createUser(['guy'], 'guy');
  moderator = await createUser(['moderator'], 'mod');
  for (const state of UNVETTED) unvetted[state] = await girlIn(state);
  reportId = await insertTimewaster(approved.girlId);
});

/** Every kind of timewaster call: read, search, report, comment, vote, contacts, photos. */
function calls(id: number) {
  return [
    ['GET', '/api/v1/timewasters?q=CANARY'],
    ['GET', '/api/v1/search-timewasters?q=5550142277'],
    ['GET', `/api/v1/timewasters/${id}`],
    ['GET', '/api/v1/my-timewasters'],
    ['GET', `/api/v1/timewaster-comments?filter[timewasterId]=${id}`],
    ['GET', `/api/v1/timewaster-photos?filter[timewasterId]=${id}&sort=-id`],
    [
      'POST',
      '/api/v1/timewasters',
      {
        name: 'x',
        city: 'y',
        country: 'z',
        clientType: 'weirdo',
        comment: 'c',
        reportingTermsVersion: REPORTING_TERMS.version,
      },
      'timewasters',
    ],
    ['PATCH', `/api/v1/timewasters/${id}`, { comment: 'changed' }, 'timewasters'],
    [
      'POST',
      '/api/v1/timewaster-comments',
      { timewasterId: id, comment: 'hi', anonymous: false },
      'timewasterComments',
    ],
    ['POST', '/api/v1/timewaster-phones', { timewasterId: id, phoneNumber: '2125550100' }, 'timewasterPhones'],
    ['POST', '/api/v1/timewaster-emails', { timewasterId: id, email: 'x@example.test' }, 'timewasterEmails'],
    ['POST', '/api/v1/thumbs', { timewasterId: id, thumbType: 1 }, 'thumbs'],
    [
      'POST',
      '/api/v1/timewaster-photos',
      { timewasterId: id, image64: 'data:image/png;base64,AAAA' },
      'timewasterPhotos',
    ],
  ] as const;
}

describe('the timewaster API', () => {
  for (const state of UNVETTED) {
    it(`answers a ${state} girl exactly as it answers a guy`, async () => {
      for (const [method, path, body, type] of calls(reportId)) {
        const asGirl = await call(method, path, unvetted[state].cookie, body, type);
        const asGuy = await call(method, path, guy.cookie, body, type);
        expect(asGirl.status, `${method} ${path}`).toBe(404);
        expect(asGirl.text, `${method} ${path}`).toBe(asGuy.text);
        expectNoCanary(asGirl.text);
      }
    });
  }

  it('serves an approved girl and a moderator', async () => {
    for (const who of [approved, moderator]) {
      expect((await call('GET', `/api/v1/timewasters/${reportId}`, who.cookie)).status).toBe(200);
      expect((await call('GET', '/api/v1/timewasters?q=CANARY', who.cookie)).status).toBe(200);
    }
    const comment = await call(
      'POST',
      '/api/v1/timewaster-comments',
      approved.cookie,
      { timewasterId: reportId, comment: 'Seen him too', anonymous: false },
      'timewasterComments',
    );
    expect(comment.status).toBe(201);
  });

  it('opens the tool to a girl once a moderator approves her profile', async () => {
    const girl = await girlIn('pending');
    expect((await call('GET', `/api/v1/timewasters/${reportId}`, girl.cookie)).status).toBe(404);
    const db = await getDb();
    await db.update(girls).set({ profileApproved: true }).where(eq(girls.id, girl.girlId));
    expect((await call('GET', `/api/v1/timewasters/${reportId}`, girl.cookie)).status).toBe(200);
  });

  it('keeps the tool for a moderator who is also a girl nobody has vetted', async () => {
    const girlModerator = await createGirl({ prefix: 'girlmod', roles: ['girl', 'moderator'] });
    const db = await getDb();
    await db.update(girls).set({ profileApproved: null }).where(eq(girls.id, girlModerator.girlId));
    expect((await call('GET', `/api/v1/timewasters/${reportId}`, girlModerator.cookie)).status).toBe(200);
  });
});

describe('the timewaster pages', () => {
  const accessOf = async (cookie?: string) =>
    timewasterPageAccess(await getActorFromHeaders(new Headers(cookie ? { cookie } : {}))).kind;

  it('show an unvetted girl the awaiting-approval panel; a banned or deleted account is a visitor (404)', async () => {
    for (const state of ['pending', 'rejected', 'listing-banned', 'scammer', 'hidden', 'inactive'] as const) {
      expect(await accessOf(unvetted[state].cookie), state).toBe('awaiting-approval');
    }
    // A session that outlived a ban opens nothing (decision 015).
    for (const state of ['account-banned', 'deleted'] as const) {
      expect(await accessOf(unvetted[state].cookie), state).toBe('not-found');
    }
  });

  it('show the tool to an approved girl and a moderator, and a 404 to a guy and a visitor', async () => {
    expect(await accessOf(approved.cookie)).toBe('tool');
    expect(await accessOf(moderator.cookie)).toBe('tool');
    expect(await accessOf(guy.cookie)).toBe('not-found');
    expect(await accessOf()).toBe('not-found');
  });
});

describe('the actor', () => {
  it('is built with the girl’s stage name and vetting state, and a guy’s id', async () => {
    const actor = await getActorFromHeaders(new Headers({ cookie: approved.cookie }));
    expect(actor).toMatchObject({ kind: 'girl', girlId: approved.girlId, vettedGirl: true });
    const pending = await getActorFromHeaders(new Headers({ cookie: unvetted.pending.cookie }));
    expect(pending).toMatchObject({ kind: 'girl', girlId: unvetted.pending.girlId, vettedGirl: false });
    const asGuy = await getActorFromHeaders(new Headers({ cookie: guy.cookie }));
    expect(asGuy).toMatchObject({ kind: 'guy', vettedGirl: false });
  });
});
