import { beforeAll, describe, expect, it } from 'vitest';
import { call, CANARY, createUser, expectNoCanary, insertTimewaster } from '../helpers/timewasters';
import { createGirl, type TestGirl } from '../helpers/girls';
import { REPORTING_TERMS } from '@/features/reporting/terms';

// The authorization table of every timewaster endpoint (visitor, guy, girl, other girl,
// moderator), and the canary test: nothing a visitor or a guy can get mentions a timewaster, and
// an existing id answers exactly like a missing one.

let owner: TestGirl;
let other: TestGirl;
let guy: { cookie: string };
let moderator: { cookie: string };
let approvedId: number;
let pendingId: number;
let ownerThumbId: number;
const MISSING = 987654;

beforeAll(async () => {
  owner = await createGirl({ prefix: 'owner' });
  other = await createGirl({ prefix: 'other' });
  guy = await createUser(['guy'], 'guy');
  moderator = await createUser(['moderator'], 'mod');
  approvedId = await insertTimewaster(owner.girlId);
  pendingId = await insertTimewaster(
    owner.girlId,
    { approved: false, name: `${CANARY.name}-pending` },
    { phone: '5550142278', email: 'pending-91c2@example.test', comment: `${CANARY.comment}-p` },
  );
  const thumb = await call(
    'POST',
    '/api/v1/thumbs',
    owner.cookie,
    { timewasterId: approvedId, thumbType: 1 },
    'thumbs',
  );
  expect(thumb.status).toBe(201);
  ownerThumbId = Number((thumb.json() as { data: { id: string } }).data.id);
});

type Who = 'visitor' | 'guy' | 'owner' | 'other' | 'moderator';
const cookieOf = (who: Who) =>
  ({ visitor: undefined, guy: guy.cookie, owner: owner.cookie, other: other.cookie, moderator: moderator.cookie })[who];

/** Every endpoint a visitor or guy could try, with an id placeholder. */
function endpoints(id: () => number) {
  return [
    ['GET', () => `/api/v1/timewasters?q=${encodeURIComponent(CANARY.name)}&include[]=timewasterEmails`],
    ['GET', () => `/api/v1/search-timewasters?q=${CANARY.phone}`],
    [
      'POST',
      () => '/api/v1/timewasters',
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
    ['GET', () => `/api/v1/timewasters/${id()}`],
    [
      'POST',
      () => '/api/v1/timewaster-matches',
      { phoneNumber: CANARY.phone, email: CANARY.email },
      'timewasterMatches',
    ],
    ['PATCH', () => `/api/v1/timewasters/${id()}`, { name: 'Changed' }, 'timewasters'],
    ['DELETE', () => `/api/v1/timewasters/${id()}`],
    ['GET', () => '/api/v1/my-timewasters'],
    ['GET', () => `/api/v1/timewaster-comments?filter[timewasterId]=${id()}`],
    ['GET', () => '/api/v1/timewaster-comments'],
    [
      'POST',
      () => '/api/v1/timewaster-comments',
      { timewasterId: id(), comment: 'hi', anonymous: false },
      'timewasterComments',
    ],
    ['POST', () => '/api/v1/timewaster-phones', { timewasterId: id(), phoneNumber: '2125550100' }, 'timewasterPhones'],
    ['POST', () => '/api/v1/timewaster-emails', { timewasterId: id(), email: 'x@example.test' }, 'timewasterEmails'],
    ['GET', () => `/api/v1/timewaster-photos?filter[timewasterId]=${id()}&sort=-id`],
    [
      'POST',
      () => '/api/v1/timewaster-photos',
      { timewasterId: id(), image64: 'data:image/png;base64,AAAA' },
      'timewasterPhotos',
    ],
    ['DELETE', () => `/api/v1/timewaster-photos/${id()}`],
    ['POST', () => '/api/v1/thumbs', { timewasterId: id(), thumbType: 2 }, 'thumbs'],
    ['PATCH', () => `/api/v1/thumbs/${ownerThumbId}`, { thumbType: 2 }, 'thumbs'],
    ['DELETE', () => `/api/v1/thumbs/${ownerThumbId}`],
    ['GET', () => '/api/v1/timewasters/not-a-number'],
  ] as const;
}

describe('visitors and guys: one 404 for everything', () => {
  for (const who of ['visitor', 'guy'] as const) {
    it(`${who}: every endpoint answers 404, identically for existing and missing ids, with no canary`, async () => {
      const missingOnes = endpoints(() => MISSING);
      for (const [index, [method, path, body, type]] of endpoints(() => approvedId).entries()) {
        const existing = await call(method, path(), cookieOf(who), body, type);
        const [, missingPath, missingBody] = missingOnes[index]!;
        const missing = await call(method, missingPath(), cookieOf(who), missingBody, type);
        expect(existing.status, `${method} ${path()}`).toBe(404);
        expect(existing.text, `${method} ${path()}`).toBe(missing.text);
        expect(existing.headers.get('cache-control')).toBe('private, no-store');
        expectNoCanary(existing.text);
      }
      // A malformed body is still the same 404, not a 400 that would reveal a parser behind it.
      const malformed = await call('POST', '/api/v1/thumbs', cookieOf(who), 'nonsense', 'thumbs');
      expect(malformed.status).toBe(404);
    });
  }
});

describe('girls and moderators', () => {
  const expected: Array<[string, string, Record<Exclude<Who, 'visitor' | 'guy'>, number>, unknown?, string?]> = [
    ['GET', 'approved', { owner: 200, other: 200, moderator: 200 }],
    ['GET', 'pending', { owner: 200, other: 404, moderator: 200 }],
    [
      'PATCH',
      'approved',
      { owner: 200, other: 403, moderator: 200 },
      { comment: 'Updated description' },
      'timewasters',
    ],
    ['PATCH', 'pending', { owner: 200, other: 404, moderator: 200 }, { comment: 'Updated description' }, 'timewasters'],
  ];
  for (const [method, which, statuses, body, type] of expected) {
    for (const who of ['owner', 'other', 'moderator'] as const) {
      it(`${who} ${method} ${which} report → ${statuses[who]}`, async () => {
        const id = which === 'approved' ? approvedId : pendingId;
        const response = await call(method, `/api/v1/timewasters/${id}`, cookieOf(who), body, type);
        expect(response.status, response.text).toBe(statuses[who]);
      });
    }
  }

  it('search shows the pending report to its author and moderators only', async () => {
    const q = encodeURIComponent(`${CANARY.name}-pending`);
    const count = async (who: Who) =>
      ((await call('GET', `/api/v1/timewasters?q=${q}`, cookieOf(who))).json() as { meta: { total: number } }).meta
        .total;
    expect(await count('owner')).toBe(1);
    expect(await count('moderator')).toBe(1);
    expect(await count('other')).toBe(0);
  });

  it('another girl cannot delete a report, add photos to it or touch the owner’s vote', async () => {
    expect((await call('DELETE', `/api/v1/timewasters/${approvedId}`, other.cookie)).status).toBe(403);
    expect(
      (await call('PATCH', `/api/v1/thumbs/${ownerThumbId}`, other.cookie, { thumbType: 2 }, 'thumbs')).status,
    ).toBe(404);
    expect((await call('DELETE', `/api/v1/thumbs/${ownerThumbId}`, other.cookie)).status).toBe(404);
    expect(
      (
        await call(
          'POST',
          '/api/v1/timewaster-photos',
          other.cookie,
          { timewasterId: approvedId, image64: 'data:image/png;base64,AAAA' },
          'timewasterPhotos',
        )
      ).status,
    ).toBe(403);
  });

  // A phone or an e-mail on an approved entry waits for a moderator (202, decision 050).
  it('girls may add comments, phones and e-mails to any visible report; the all-comments list is for moderators', async () => {
    expect(
      (
        await call(
          'POST',
          '/api/v1/timewaster-comments',
          other.cookie,
          { timewasterId: approvedId, comment: 'Same here', anonymous: false },
          'timewasterComments',
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await call(
          'POST',
          '/api/v1/timewaster-phones',
          other.cookie,
          { timewasterId: approvedId, phoneNumber: '212-555-0100' },
          'timewasterPhones',
        )
      ).status,
    ).toBe(202);
    expect(
      (
        await call(
          'POST',
          '/api/v1/timewaster-emails',
          other.cookie,
          { timewasterId: approvedId, email: 'Other@Example.test' },
          'timewasterEmails',
        )
      ).status,
    ).toBe(202);
    expect(
      (
        await call(
          'POST',
          '/api/v1/timewaster-comments',
          other.cookie,
          { timewasterId: pendingId, comment: 'x' },
          'timewasterComments',
        )
      ).status,
    ).toBe(404);
    expect((await call('GET', '/api/v1/timewaster-comments', other.cookie)).status).toBe(404);
    expect((await call('GET', '/api/v1/timewaster-comments', moderator.cookie)).status).toBe(200);
    expect((await call('GET', '/api/v1/my-timewasters', other.cookie)).status).toBe(200);
  });
});
