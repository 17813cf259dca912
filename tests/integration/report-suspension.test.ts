import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DELETE as liftGirlRoute,
  POST as suspendGirlRoute,
} from '@/app/api/v1/admin/girls/[id]/report-suspension/route';
import { DELETE as liftGuyRoute, POST as suspendGuyRoute } from '@/app/api/v1/admin/guys/[id]/report-suspension/route';
import { POST as scammersRoute } from '@/app/api/v1/scammers/route';
import { POST as sessionGirlReportsRoute } from '@/app/api/v1/session-girl-reports/route';
import { POST as addReferenceRoute } from '@/app/unverified_reference/route';
import { REPORTING_TERMS } from '@/features/reporting/terms';
import { getDb } from '@/server/db';
import { auditLog, decisionNotices, sessionGirls } from '@/server/db/schema';
import { createTableActors, type TableActors } from '../helpers/actors';
import { createGirl, uniqueName, type TestGirl } from '../helpers/girls';
import { waitForMailWith } from '../helpers/mail';
import { createGuy, request, type Person } from '../helpers/people';
import { call } from '../helpers/timewasters';

// A moderator suspends a person's right to report (decision 042): every report
// endpoint then answers 403 with the reason, and takes reports again once it is lifted.

type Route = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
const ctx = (id: number | string = 0) => ({ params: Promise.resolve({ id: String(id) }) });
const agreed = { reportingTermsVersion: REPORTING_TERMS.version };
const SUSPENDED = 'Your right to report is suspended: Spam or advertising';

let people: TableActors;
let reporterGuy: Person;
let reporterGirl: TestGirl;
let sessionGirlName: string;

beforeAll(async () => {
  people = await createTableActors();
  reporterGuy = await createGuy();
  reporterGirl = await createGirl({ prefix: 'suspgirl' });
  sessionGirlName = uniqueName('sg').replace(/\s+/g, '_');
  const db = await getDb();
  await db.insert(sessionGirls).values({ username: sessionGirlName, profileApproved: true });
});

function admin(route: Route, id: number, method: 'POST' | 'DELETE', body?: unknown, cookie?: string) {
  const init = body === undefined ? { method, cookie } : { method, cookie, body, contentType: 'application/json' };
  return route(request(`/api/v1/admin/x/${id}/report-suspension`, init), ctx(id));
}

const scammerReport = async (cookie: string) =>
  (scammersRoute as Route)(
    request('/api/v1/scammers', {
      method: 'POST',
      cookie,
      body: {
        data: {
          type: 'scammers',
          attributes: {
            name: 'Fake Fiona',
            username: uniqueName('scam').replace(/\s+/g, '_'),
            headline: 'Deposit scam',
            description: 'Took a deposit, never showed.',
            city: 'Reno',
            country: 'United States',
            ...agreed,
          },
        },
      },
    }),
    ctx(),
  );
const sessionGirlReport = async (cookie: string) =>
  (sessionGirlReportsRoute as Route)(
    request('/api/v1/session-girl-reports', {
      method: 'POST',
      cookie,
      body: {
        data: {
          type: 'sessionGirlReports',
          attributes: { username: sessionGirlName, category: 'No-show', comment: 'Never came.', ...agreed },
        },
      },
    }),
    ctx(),
  );
const reference = async (cookie: string) =>
  addReferenceRoute(
    request('/unverified_reference', {
      method: 'POST',
      cookie,
      body: { guyId: reporterGuy.guyId, username: uniqueName('ref'), girlUrl: 'https://example.test/ref' },
      contentType: 'application/json',
    }),
    undefined,
  );
const timewaster = async (cookie: string) => {
  const result = await call(
    'POST',
    '/api/v1/timewasters',
    cookie,
    {
      name: 'Rex Repeat',
      city: 'Austin',
      state: 'TX',
      country: 'USA',
      clientType: 'timewaster',
      comment: 'Booked three times, never came.',
      email: `${uniqueName('tw').replace(/\s+/g, '.')}@example.test`.toLowerCase(),
      ...agreed,
    },
    'timewasters',
  );
  return { status: result.status, detail: JSON.stringify(result.json()) };
};

async function lastAudit(action: string, id: number) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(id))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe('POST and DELETE /api/v1/admin/{guys|girls}/{id}/report-suspension: the authorization table', () => {
  it('visitor 401; the guy himself, a guy, vetted, pending and another girl 403; a moderator 204', async () => {
    const target = await createGuy();
    const body = { reasonCode: 'spam' };
    const refused = [target, people.guy, people.girl, people.pendingGirl, people.otherGirl];
    for (const route of [suspendGuyRoute, liftGuyRoute] as Route[]) {
      const method = route === (liftGuyRoute as Route) ? 'DELETE' : 'POST';
      expect((await admin(route, target.guyId!, method, method === 'POST' ? body : undefined)).status).toBe(401);
      for (const person of refused)
        expect(
          (await admin(route, target.guyId!, method, method === 'POST' ? body : undefined, person.cookie)).status,
        ).toBe(403);
    }
    const cookie = people.moderator.cookie;
    expect((await admin(suspendGuyRoute as Route, target.guyId!, 'POST', body, cookie)).status).toBe(204);
    expect((await admin(liftGuyRoute as Route, target.guyId!, 'DELETE', undefined, cookie)).status).toBe(204);
    expect((await admin(suspendGuyRoute as Route, 999_999, 'POST', body, cookie)).status).toBe(404);
    expect((await admin(suspendGirlRoute as Route, 999_999, 'POST', body, cookie)).status).toBe(404);
  });

  it('a missing or unfitting reason code is a 400 naming reasonCode; "other" needs the text', async () => {
    const cookie = people.moderator.cookie;
    for (const body of [{}, { reasonCode: 'verified' }, { reasonCode: 'nonsense' }]) {
      const response = await admin(suspendGuyRoute as Route, reporterGuy.guyId!, 'POST', body, cookie);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('/reasonCode');
    }
    const other = await admin(suspendGuyRoute as Route, reporterGuy.guyId!, 'POST', { reasonCode: 'other' }, cookie);
    expect(other.status).toBe(400);
    expect(await other.text()).toContain('/reason');
  });
});

describe('a suspended person cannot report', () => {
  it('a guy: scammer, session-girl and reference reports are 403 with the reason, then accepted once lifted', async () => {
    const cookie = people.moderator.cookie;
    const suspend = await admin(suspendGuyRoute as Route, reporterGuy.guyId!, 'POST', { reasonCode: 'spam' }, cookie);
    expect(suspend.status).toBe(204);
    expect(await lastAudit('guy.report-suspend', reporterGuy.guyId!)).toMatchObject({
      reason: 'spam',
      before: { reportSuspended: false },
      after: { reportSuspended: true, reasonCode: 'spam' },
    });
    const db = await getDb();
    const notices = await db
      .select()
      .from(decisionNotices)
      .where(eq(decisionNotices.recipientUserId, reporterGuy.userId));
    expect(notices).toEqual([
      expect.objectContaining({ kind: 'report-suspension', role: 'subject', accepted: false, reasonCode: 'spam' }),
    ]);
    await waitForMailWith(reporterGuy.email, 'Spam or advertising');

    for (const report of [scammerReport, sessionGirlReport, reference]) {
      const response = await report(reporterGuy.cookie);
      expect(response.status).toBe(403);
      expect(await response.text()).toContain(SUSPENDED);
    }

    expect((await admin(liftGuyRoute as Route, reporterGuy.guyId!, 'DELETE', undefined, cookie)).status).toBe(204);
    expect(await lastAudit('guy.report-unsuspend', reporterGuy.guyId!)).toMatchObject({
      before: { reportSuspended: true, reasonCode: 'spam' },
      after: { reportSuspended: false },
    });
    expect((await scammerReport(reporterGuy.cookie)).status).toBe(201);
    expect((await sessionGirlReport(reporterGuy.cookie)).status).toBe(201);
    expect((await reference(reporterGuy.cookie)).status).toBeLessThan(300);
  });

  it("a girl: a timewaster report is 403 with the reason (the moderator's text too), then accepted once lifted", async () => {
    const cookie = people.moderator.cookie;
    const body = { reasonCode: 'other', reason: 'Reports about people you never met' };
    expect((await admin(suspendGirlRoute as Route, reporterGirl.girlId, 'POST', body, cookie)).status).toBe(204);
    expect(await lastAudit('girl.report-suspend', reporterGirl.girlId)).toMatchObject({
      reason: 'other: Reports about people you never met',
    });
    const refused = await timewaster(reporterGirl.cookie);
    expect(refused.status).toBe(403);
    expect(refused.detail).toContain('Your right to report is suspended: Other: Reports about people you never met');
    expect((await scammerReport(reporterGirl.cookie)).status).toBe(403);

    expect((await admin(liftGirlRoute as Route, reporterGirl.girlId, 'DELETE', undefined, cookie)).status).toBe(204);
    expect((await timewaster(reporterGirl.cookie)).status).toBe(201);
  });
});
