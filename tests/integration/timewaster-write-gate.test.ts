import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as decisionRoute from '@/app/api/v1/admin/timewaster-reports/[id]/decision/route';
import * as mergeRoute from '@/app/api/v1/timewasters/[id]/merge/route';
import { REPORTING_TERMS } from '@/features/reporting/terms';
import { getDb } from '@/server/db';
import {
  girls,
  reportSuspensions,
  thumbs,
  timewasterComments,
  timewasterConfirmations,
  timewasterEmails,
  timewasterPhones,
  timewasterPhotos,
  timewasters,
} from '@/server/db/schema';
import * as fixtures from '../fixtures/images/hostile';
import { createGirl, uniqueName, type TestGirl } from '../helpers/girls';
import { request } from '../helpers/people';
import { call, createUser, insertTimewaster, type CallResult } from '../helpers/timewasters';

// A suspension of the right to report (docs/decisions/042) holds on every write of the timewaster
// list, by the one check they all pass through (openTimewasterWrite): the authorization table of
// every write route × a vetted girl, a suspended girl, a girl nobody vetted, a guy and a moderator.
// The suspended girl gets the suspension's 403 with its reason on each of her contributions, and
// nothing she sends is stored.

const SUSPENDED = 'Your right to report is suspended: Spam or advertising';

type Who = 'vetted' | 'suspended' | 'pending' | 'guy' | 'moderator';
const PEOPLE: readonly Who[] = ['vetted', 'suspended', 'pending', 'guy', 'moderator'];

interface Person {
  cookie: string;
  girlId?: number;
}
const people = {} as Record<Who, Person>;
let reporter: TestGirl;
let imageDataUrl: string;

/** What each person acts on: her own entry, photo and vote; another girl's entries to add to. */
interface Targets {
  own: number;
  ownPhoto: number;
  ownThumb: number;
  /** Another girl's approved entry: comments, contacts, votes, confirmations; a moderator's edit. */
  shared: number;
  /** Another girl's entry a moderator deletes (with a reason). */
  spare: number;
  /** Another girl's entry a moderator merges into the shared one. */
  mergeFrom: number;
  /** Another girl's waiting report, for the queue's decision. */
  waiting: number;
}
const targets = {} as Record<Who, Targets>;

async function targetsFor(who: Who): Promise<Targets> {
  const db = await getDb();
  const girlId = people[who].girlId;
  const ownerId = who === 'vetted' || who === 'suspended' ? girlId! : reporter.girlId;
  const entry = (owner: number, approved = true) =>
    insertTimewaster(
      owner,
      { name: uniqueName(`Gate ${who}`), approved },
      {
        phone: `555${Math.floor(1e6 + Math.random() * 8e6)}`,
        email: `${who}-${Date.now()}-${Math.random()}@gate.test`,
        comment: 'c',
      },
    );
  const own = await entry(ownerId);
  const [photo] = await db
    .insert(timewasterPhotos)
    .values({ timewasterId: own, girlId: girlId ?? null, storageKey: `timewasters/${own}/gate.webp`, secureUrl: '/x' })
    .returning({ id: timewasterPhotos.id });
  const voteOn = await entry(reporter.girlId);
  const [thumb] = girlId
    ? await db.insert(thumbs).values({ girlId, timewasterId: voteOn, thumbType: 1 }).returning({ id: thumbs.id })
    : [{ id: 987_654 }];
  return {
    own,
    ownPhoto: photo!.id,
    ownThumb: thumb!.id,
    shared: await entry(reporter.girlId),
    spare: await entry(reporter.girlId),
    mergeFrom: await entry(reporter.girlId),
    waiting: await entry(reporter.girlId, false),
  };
}

beforeAll(async () => {
  const db = await getDb();
  reporter = await createGirl({ prefix: 'gaterep' });
  const vetted = await createGirl({ prefix: 'gatevet' });
  const suspended = await createGirl({ prefix: 'gatesus' });
  const pending = await createGirl({ prefix: 'gatepen' });
  await db.update(girls).set({ profileApproved: null }).where(eq(girls.id, pending.girlId));
  people.vetted = vetted;
  people.suspended = suspended;
  people.pending = pending;
  people.guy = await createUser(['guy'], 'gateguy');
  people.moderator = await createUser(['moderator'], 'gatemod');
  for (const who of PEOPLE) targets[who] = await targetsFor(who);
  await db.insert(reportSuspensions).values({ userId: suspended.userId, reasonCode: 'spam' });
  imageDataUrl = fixtures.toDataUrl((await fixtures.jpegWithGps()).bytes, 'image/jpeg');
});

async function plainJson(
  route: { POST: (r: Request, c: { params: Promise<{ id: string }> }) => Promise<Response> },
  url: string,
  id: number,
  cookie: string,
  body: unknown,
): Promise<CallResult> {
  const response = await route.POST(request(url, { method: 'POST', cookie, body, contentType: 'application/json' }), {
    params: Promise.resolve({ id: String(id) }),
  });
  const text = await response.text();
  return { status: response.status, text, headers: response.headers, json: () => JSON.parse(text) as unknown };
}

const versionOf = async (id: number) => {
  const db = await getDb();
  const [row] = await db.select({ version: timewasters.version }).from(timewasters).where(eq(timewasters.id, id));
  return row!.version;
};

/** The suspension's 403, with its reason as the detail. */
const S = 'suspended';
type Row = [
  route: string,
  send: (who: Who, t: Targets) => Promise<CallResult>,
  expected: Record<Who, number | typeof S>,
];

/** Every write route of the list, in one table. */
const WRITES: Row[] = [
  [
    'POST /api/v1/timewasters',
    (who) =>
      call(
        'POST',
        '/api/v1/timewasters',
        people[who].cookie,
        {
          name: uniqueName('Gate new'),
          city: 'Austin',
          state: 'TX',
          country: 'USA',
          clientType: 'weirdo',
          comment: 'He never came.',
          reportingTermsVersion: REPORTING_TERMS.version,
        },
        'timewasters',
      ),
    { vetted: 201, suspended: S, pending: 404, guy: 404, moderator: 201 },
  ],
  [
    'PATCH /api/v1/timewasters/{id}',
    (who, t) =>
      call(
        'PATCH',
        `/api/v1/timewasters/${who === 'moderator' ? t.shared : t.own}`,
        people[who].cookie,
        { comment: 'A corrected description.' },
        'timewasters',
      ),
    { vetted: 200, suspended: S, pending: 404, guy: 404, moderator: 200 },
  ],
  [
    'POST /api/v1/timewasters/{id}/confirmations',
    (who, t) =>
      call(
        'POST',
        `/api/v1/timewasters/${t.shared}/confirmations`,
        people[who].cookie,
        { experienceDate: '2026-01-05' },
        'timewasterConfirmations',
      ),
    { vetted: 201, suspended: S, pending: 404, guy: 404, moderator: 403 },
  ],
  [
    'POST /api/v1/timewaster-comments',
    (who, t) =>
      call(
        'POST',
        '/api/v1/timewaster-comments',
        people[who].cookie,
        { timewasterId: t.shared, comment: 'Same with me.', anonymous: false },
        'timewasterComments',
      ),
    { vetted: 201, suspended: S, pending: 404, guy: 404, moderator: 201 },
  ],
  [
    'POST /api/v1/timewaster-phones',
    (who, t) =>
      call(
        'POST',
        '/api/v1/timewaster-phones',
        people[who].cookie,
        { timewasterId: t.shared, phoneNumber: '2125550199' },
        'timewasterPhones',
      ),
    // A girl's contact on an approved entry waits for a moderator (202).
    { vetted: 202, suspended: S, pending: 404, guy: 404, moderator: 201 },
  ],
  [
    'POST /api/v1/timewaster-emails',
    (who, t) =>
      call(
        'POST',
        '/api/v1/timewaster-emails',
        people[who].cookie,
        { timewasterId: t.shared, email: 'second-address@gate.test' },
        'timewasterEmails',
      ),
    { vetted: 202, suspended: S, pending: 404, guy: 404, moderator: 201 },
  ],
  [
    'POST /api/v1/timewaster-photos',
    (who, t) =>
      call(
        'POST',
        '/api/v1/timewaster-photos',
        people[who].cookie,
        { timewasterId: t.own, image64: imageDataUrl },
        'timewasterPhotos',
      ),
    { vetted: 201, suspended: S, pending: 404, guy: 404, moderator: 201 },
  ],
  [
    'DELETE /api/v1/timewaster-photos/{id}',
    (who, t) => call('DELETE', `/api/v1/timewaster-photos/${t.ownPhoto}`, people[who].cookie),
    { vetted: 204, suspended: S, pending: 404, guy: 404, moderator: 204 },
  ],
  [
    'POST /api/v1/thumbs',
    (who, t) => call('POST', '/api/v1/thumbs', people[who].cookie, { timewasterId: t.shared, thumbType: 2 }, 'thumbs'),
    { vetted: 201, suspended: S, pending: 404, guy: 404, moderator: 403 },
  ],
  [
    'PATCH /api/v1/thumbs/{id}',
    (who, t) => call('PATCH', `/api/v1/thumbs/${t.ownThumb}`, people[who].cookie, { thumbType: 2 }, 'thumbs'),
    { vetted: 200, suspended: S, pending: 404, guy: 404, moderator: 403 },
  ],
  [
    'DELETE /api/v1/thumbs/{id}',
    (who, t) => call('DELETE', `/api/v1/thumbs/${t.ownThumb}`, people[who].cookie),
    { vetted: 204, suspended: S, pending: 404, guy: 404, moderator: 403 },
  ],
  [
    'DELETE /api/v1/timewasters/{id}',
    (who, t) =>
      call(
        'DELETE',
        who === 'moderator' ? `/api/v1/timewasters/${t.spare}?reasonCode=spam` : `/api/v1/timewasters/${t.own}`,
        people[who].cookie,
      ),
    { vetted: 200, suspended: S, pending: 404, guy: 404, moderator: 200 },
  ],
  [
    'POST /api/v1/timewasters/{id}/merge',
    async (who, t) =>
      plainJson(mergeRoute, `/api/v1/timewasters/${t.mergeFrom}/merge`, t.mergeFrom, people[who].cookie, {
        intoId: t.shared,
        reasonCode: 'duplicate',
        version: await versionOf(t.mergeFrom),
      }),
    { vetted: 404, suspended: 404, pending: 404, guy: 404, moderator: 200 },
  ],
  [
    'POST /api/v1/admin/timewaster-reports/{id}/decision',
    (who, t) =>
      plainJson(
        decisionRoute,
        `/api/v1/admin/timewaster-reports/${t.waiting}/decision`,
        t.waiting,
        people[who].cookie,
        { approved: true },
      ),
    { vetted: 403, suspended: 403, pending: 403, guy: 403, moderator: 204 },
  ],
];

describe('every write route of the timewaster list', () => {
  for (const [route, send, expected] of WRITES) {
    for (const who of PEOPLE) {
      it(`${route} by ${who} → ${expected[who]}`, async () => {
        const response = await send(who, targets[who]);
        const status = expected[who];
        expect(response.status, response.text).toBe(status === S ? 403 : status);
        if (status === S) expect(response.json()).toMatchObject({ errors: [{ status: '403', detail: SUSPENDED }] });
      });
    }
  }

  it('stores nothing the suspended girl sent', async () => {
    const db = await getDb();
    const girlId = people.suspended.girlId!;
    const t = targets.suspended;
    const [own] = await db.select().from(timewasters).where(eq(timewasters.id, t.own));
    expect(own?.comment).toBe('CANARY-IT-COMMENT-91c2');
    expect(await db.$count(timewasterComments, eq(timewasterComments.timewasterId, t.shared))).toBe(1);
    expect(await db.$count(timewasterPhones, eq(timewasterPhones.timewasterId, t.shared))).toBe(1);
    expect(await db.$count(timewasterEmails, eq(timewasterEmails.timewasterId, t.shared))).toBe(1);
    expect(await db.$count(timewasterConfirmations, eq(timewasterConfirmations.girlId, girlId))).toBe(0);
    expect(await db.$count(thumbs, and(eq(thumbs.girlId, girlId), eq(thumbs.thumbType, 1)))).toBe(1);
    expect(await db.$count(timewasterPhotos, eq(timewasterPhotos.timewasterId, t.own))).toBe(1);
    expect(await db.$count(timewasters, eq(timewasters.girlId, girlId))).toBe(1);
  });
});
