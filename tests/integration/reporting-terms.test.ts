import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as scammerDecisionRoute } from '@/app/api/v1/admin/scammer-reports/[id]/decision/route';
import { POST as sessionGirlDecisionRoute } from '@/app/api/v1/admin/session-girl-reports/[id]/decision/route';
import { POST as scammersRoute } from '@/app/api/v1/scammers/route';
import { POST as sessionGirlReportsRoute } from '@/app/api/v1/session-girl-reports/route';
import { REPORTING_MESSAGES } from '@/features/reporting/schema';
import { REPORTING_TERMS } from '@/features/reporting/terms';
import { getDb } from '@/server/db';
import { girls, sessionGirlReports, sessionGirls, timewasters } from '@/server/db/schema';
import { createTableActors, type TableActors } from '../helpers/actors';
import { createGirl, uniqueName } from '../helpers/girls';
import { createGuy, request } from '../helpers/people';
import { call } from '../helpers/timewasters';

// The reporting terms on the three report endpoints (docs/decisions/035): no consent or an old
// version is a 400 on reportingTermsVersion and stores nothing; the version is stored with the
// report; a second waiting report by the same reporter on the same target is a 409 and stores
// nothing; the gates in front of the endpoints are unchanged.

type Route = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
const ctx = (id: number | string = 0) => ({ params: Promise.resolve({ id: String(id) }) });
const POINTER = '/data/attributes/reportingTermsVersion';
const agreed = { reportingTermsVersion: REPORTING_TERMS.version };

interface Answer {
  status: number;
  body: { data?: { id: string }; errors?: Array<{ detail: string; source?: { pointer?: string } }> };
}

async function answer(response: Response): Promise<Answer> {
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

let people: TableActors;
let sessionGirlName: string;

beforeAll(async () => {
  people = await createTableActors();
  sessionGirlName = await insertSessionGirl();
});

async function insertSessionGirl(): Promise<string> {
  const username = uniqueName('sg').replace(/\s+/g, '_');
  const db = await getDb();
  await db.insert(sessionGirls).values({ username, profileApproved: true });
  return username;
}

const scammer = (username: string, extra: object = agreed) => ({
  name: 'Fake Fiona',
  username,
  headline: 'Deposit scam',
  description: 'Took a deposit, never showed.',
  city: 'Reno',
  country: 'United States',
  ...extra,
});
const sessionGirlReport = (username: string, extra: object = agreed) => ({
  username,
  category: 'No-show',
  comment: 'Did not show up at the hotel.',
  ...extra,
});
const timewaster = (contact: { phoneNumber?: string; email?: string }, extra: object = agreed) => ({
  name: 'Rex Repeat',
  city: 'Austin',
  state: 'TX',
  country: 'USA',
  clientType: 'timewaster',
  comment: 'Booked three times, never came.',
  ...contact,
  ...extra,
});

const postScammer = async (attributes: object, cookie?: string) =>
  answer(
    await (scammersRoute as Route)(
      request('/api/v1/scammers', { method: 'POST', cookie, body: { data: { type: 'scammers', attributes } } }),
      ctx(),
    ),
  );
const postSessionGirlReport = async (attributes: object, cookie?: string) =>
  answer(
    await (sessionGirlReportsRoute as Route)(
      request('/api/v1/session-girl-reports', {
        method: 'POST',
        cookie,
        body: { data: { type: 'sessionGirlReports', attributes } },
      }),
      ctx(),
    ),
  );
const postTimewaster = async (attributes: object, cookie?: string) => {
  const result = await call('POST', '/api/v1/timewasters', cookie, attributes, 'timewasters');
  return { status: result.status, body: result.json() as Answer['body'] };
};

const uniquePhone = () => `512${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const uniqueEmail = () => `${uniqueName('tw').replace(/\s+/g, '.')}@example.test`.toLowerCase();

async function scammerReportsNamed(username: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(girls)
    .where(eq(sql`lower(${girls.reportedUsername})`, username.toLowerCase()));
  return row!.n;
}
async function sessionGirlReportsBy(guyId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(sessionGirlReports).where(eq(sessionGirlReports.guyUserId, guyId));
  return row!.n;
}
async function timewastersBy(girlId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(timewasters).where(eq(timewasters.girlId, girlId));
  return row!.n;
}

function expectConsentError(result: Answer, message: string): void {
  expect(result.status).toBe(400);
  expect(result.body.errors).toContainEqual(expect.objectContaining({ detail: message, source: { pointer: POINTER } }));
}

describe('consent to the reporting terms', () => {
  const refusals = [
    ['without consent', {}, REPORTING_MESSAGES.termsRequired],
    ['with the box unticked (false)', { reportingTermsVersion: false }, REPORTING_MESSAGES.termsRequired],
    ['with an old version', { reportingTermsVersion: '2020-01-01' }, REPORTING_MESSAGES.termsOutdated],
  ] as const;

  it.each(refusals)(
    'a scammer report %s is a 400 on reportingTermsVersion and stores nothing',
    async (_, extra, message) => {
      const username = uniqueName('scam').replace(/\s+/g, '_');
      expectConsentError(await postScammer(scammer(username, extra), people.guy.cookie), message);
      expect(await scammerReportsNamed(username)).toBe(0);
    },
  );

  it.each(refusals)('a session girl report %s is a 400 and stores nothing', async (_, extra, message) => {
    const before = await sessionGirlReportsBy(people.guy.guyId!);
    expectConsentError(
      await postSessionGirlReport(sessionGirlReport(sessionGirlName, extra), people.guy.cookie),
      message,
    );
    expect(await sessionGirlReportsBy(people.guy.guyId!)).toBe(before);
  });

  it.each(refusals)('a timewaster report %s is a 400 and stores nothing', async (_, extra, message) => {
    const before = await timewastersBy(people.girl.girlId);
    expectConsentError(
      await postTimewaster(timewaster({ phoneNumber: uniquePhone() }, extra), people.girl.cookie),
      message,
    );
    expect(await timewastersBy(people.girl.girlId)).toBe(before);
  });

  it('stores the agreed version with each report', async () => {
    const db = await getDb();
    const username = uniqueName('scam').replace(/\s+/g, '_');
    const scam = await postScammer(scammer(username), people.otherGirl.cookie);
    expect(scam.status).toBe(201);
    const [scamRow] = await db
      .select({ version: girls.reportingTermsVersion })
      .from(girls)
      .where(eq(girls.id, Number(scam.body.data!.id)));
    expect(scamRow?.version).toBe(REPORTING_TERMS.version);

    const sg = await postSessionGirlReport(sessionGirlReport(await insertSessionGirl()), people.guy.cookie);
    expect(sg.status).toBe(201);
    const [sgRow] = await db
      .select({ version: sessionGirlReports.reportingTermsVersion })
      .from(sessionGirlReports)
      .where(eq(sessionGirlReports.id, Number(sg.body.data!.id)));
    expect(sgRow?.version).toBe(REPORTING_TERMS.version);

    const tw = await postTimewaster(timewaster({ email: uniqueEmail() }), people.girl.cookie);
    expect(tw.status).toBe(201);
    const [twRow] = await db
      .select({ version: timewasters.reportingTermsVersion })
      .from(timewasters)
      .where(eq(timewasters.id, Number(tw.body.data!.id)));
    expect(twRow?.version).toBe(REPORTING_TERMS.version);
  });

  it('an edit of her own timewaster report needs no consent', async () => {
    const created = await postTimewaster(timewaster({}), people.girl.cookie);
    const patched = await call(
      'PATCH',
      `/api/v1/timewasters/${created.body.data!.id}`,
      people.girl.cookie,
      { comment: 'Also late.' },
      'timewasters',
    );
    expect(patched.status, patched.text).toBe(200);
  });
});

describe('authorization is unchanged: the gate answers before the body is read', () => {
  it('scammer reports: visitor 401; session girl reports: visitor 401, girl and moderator 403; timewasters: visitor and guy 404', async () => {
    const username = uniqueName('scam').replace(/\s+/g, '_');
    expect((await postScammer(scammer(username))).status).toBe(401);
    expect((await postScammer(scammer(username, {}))).status).toBe(401);
    for (const extra of [agreed, {}]) {
      const body = sessionGirlReport(sessionGirlName, extra);
      expect((await postSessionGirlReport(body)).status).toBe(401);
      expect((await postSessionGirlReport(body, people.girl.cookie)).status).toBe(403);
      expect((await postSessionGirlReport(body, people.moderator.cookie)).status).toBe(403);
      const tw = timewaster({ phoneNumber: uniquePhone() }, extra);
      expect((await postTimewaster(tw)).status).toBe(404);
      expect((await postTimewaster(tw, people.guy.cookie)).status).toBe(404);
      expect((await postTimewaster(tw, people.pendingGirl.cookie)).status).toBe(404);
    }
    expect(await scammerReportsNamed(username)).toBe(0);
  });
});

describe('one waiting report per reporter and target', () => {
  function expectWaiting(result: Answer, target: string, attribute: string): void {
    expect(result.status).toBe(409);
    expect(result.body.errors).toEqual([
      expect.objectContaining({
        detail: REPORTING_MESSAGES.alreadyWaiting(target),
        source: { pointer: `/data/attributes/${attribute}` },
      }),
    ]);
  }

  it('scammer: a second report on the same username (any case) while the first waits; again once it is decided', async () => {
    const username = uniqueName('scam').replace(/\s+/g, '_');
    const first = await postScammer(scammer(username), people.guy.cookie);
    expect(first.status).toBe(201);
    expectWaiting(await postScammer(scammer(username.toUpperCase()), people.guy.cookie), 'username', 'username');
    expect(await scammerReportsNamed(username)).toBe(1);
    // Someone else may report the same name.
    expect((await postScammer(scammer(username), people.girl.cookie)).status).toBe(201);
    // Once a moderator refused his, he may report it again.
    const decided = await (scammerDecisionRoute as Route)(
      request(`/api/v1/admin/scammer-reports/${first.body.data!.id}/decision`, {
        method: 'POST',
        cookie: people.moderator.cookie,
        body: { publish: false, reasonCode: 'not_enough_evidence' },
        contentType: 'application/json',
      }),
      ctx(first.body.data!.id),
    );
    expect(decided.status).toBe(204);
    expect((await postScammer(scammer(username), people.guy.cookie)).status).toBe(201);
  });

  it('session girl: a second report on the same girl while the first waits; again once it is handled', async () => {
    const username = await insertSessionGirl();
    const guyId = people.guy.guyId!;
    const first = await postSessionGirlReport(sessionGirlReport(username), people.guy.cookie);
    expect(first.status).toBe(201);
    const before = await sessionGirlReportsBy(guyId);
    expectWaiting(await postSessionGirlReport(sessionGirlReport(username), people.guy.cookie), 'girl', 'username');
    expect(await sessionGirlReportsBy(guyId)).toBe(before);
    const decided = await (sessionGirlDecisionRoute as Route)(
      request(`/api/v1/admin/session-girl-reports/${first.body.data!.id}/decision`, {
        method: 'POST',
        cookie: people.moderator.cookie,
        body: { action: 'handled' },
        contentType: 'application/json',
      }),
      ctx(first.body.data!.id),
    );
    expect(decided.status).toBe(204);
    expect((await postSessionGirlReport(sessionGirlReport(username), people.guy.cookie)).status).toBe(201);
  });

  it('session girl: the database holds the rule too (partial unique index)', async () => {
    const username = await insertSessionGirl();
    const db = await getDb();
    const [girl] = await db
      .select({ id: sessionGirls.id })
      .from(sessionGirls)
      .where(eq(sessionGirls.username, username));
    const row = { sessionGirlId: girl!.id, guyUserId: people.guy.guyId!, category: 'Other', comment: 'x' };
    await db.insert(sessionGirlReports).values(row);
    await expect(db.insert(sessionGirlReports).values(row)).rejects.toThrow();
    await db
      .update(sessionGirlReports)
      .set({ handledAt: new Date() })
      .where(and(eq(sessionGirlReports.sessionGirlId, girl!.id), eq(sessionGirlReports.guyUserId, people.guy.guyId!)));
    await db.insert(sessionGirlReports).values(row);
  });

  it('timewaster: a second report matching a phone or e-mail of her waiting report; again once it is approved', async () => {
    const girl = people.otherGirl;
    const phone = uniquePhone();
    const email = uniqueEmail();
    const first = await postTimewaster(timewaster({ phoneNumber: phone, email }), girl.cookie);
    expect(first.status).toBe(201);
    const before = await timewastersBy(girl.girlId);
    // Typed another way, the same number; or the same address with another number.
    const typed = `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`;
    expectWaiting(await postTimewaster(timewaster({ phoneNumber: typed }), girl.cookie), 'phone number', 'phoneNumber');
    expectWaiting(
      await postTimewaster(timewaster({ phoneNumber: uniquePhone(), email: email.toUpperCase() }), girl.cookie),
      'e-mail address',
      'email',
    );
    // A number added to the waiting report later counts too.
    const added = uniquePhone();
    const addPhone = await call(
      'POST',
      '/api/v1/timewaster-phones',
      girl.cookie,
      { timewasterId: Number(first.body.data!.id), phoneNumber: added },
      'timewasterPhones',
    );
    expect(addPhone.status, addPhone.text).toBe(201);
    expectWaiting(await postTimewaster(timewaster({ phoneNumber: added }), girl.cookie), 'phone number', 'phoneNumber');
    expect(await timewastersBy(girl.girlId)).toBe(before);
    // Another girl may report the same man; she may report another one.
    expect((await postTimewaster(timewaster({ phoneNumber: phone }), people.girl.cookie)).status).toBe(201);
    expect((await postTimewaster(timewaster({ phoneNumber: uniquePhone() }), girl.cookie)).status).toBe(201);
    // Approved by a moderator, her report no longer waits.
    const approve = await call(
      'PATCH',
      `/api/v1/timewasters/${first.body.data!.id}`,
      people.moderator.cookie,
      { approved: true },
      'timewasters',
    );
    expect(approve.status, approve.text).toBe(200);
    // Now an entry every vetted girl sees: she is offered it (decision 044), or confirms a new entry.
    expect((await postTimewaster(timewaster({ phoneNumber: phone }), girl.cookie)).status).toBe(409);
    expect(
      (await postTimewaster(timewaster({ phoneNumber: phone }, { ...agreed, separateEntry: true }), girl.cookie))
        .status,
    ).toBe(201);
  });

  it('two reports on one target sent at the same moment: exactly one is stored', async () => {
    const username = uniqueName('race').replace(/\s+/g, '_');
    const phone = uniquePhone();
    const sg = await insertSessionGirl();
    // Fresh reporters, away from the per-account rate limits the tests above used.
    const [guy, girl] = [await createGuy(), await createGirl({ prefix: 'race' })];
    const [a, b, c, d, e, f] = await Promise.all([
      postScammer(scammer(username), guy.cookie),
      postScammer(scammer(username), guy.cookie),
      postTimewaster(timewaster({ phoneNumber: phone }), girl.cookie),
      postTimewaster(timewaster({ phoneNumber: phone }), girl.cookie),
      postSessionGirlReport(sessionGirlReport(sg), guy.cookie),
      postSessionGirlReport(sessionGirlReport(sg), guy.cookie),
    ]);
    for (const pair of [
      [a, b],
      [c, d],
      [e, f],
    ])
      expect(pair.map((r) => r!.status).sort()).toEqual([201, 409]);
    expect(await scammerReportsNamed(username)).toBe(1);
  });
});
