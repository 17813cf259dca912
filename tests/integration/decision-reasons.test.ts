import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as sessionGirlDecision } from '@/app/admin/sessiongirl/[id]/route';
import { POST as photoDecision } from '@/app/api/v1/admin/girl-photos/[id]/decision/route';
import { POST as banGirl } from '@/app/api/v1/admin/girls/[id]/ban/route';
import { POST as girlDecision } from '@/app/api/v1/admin/girls/[id]/decision/route';
import { POST as banGuy } from '@/app/api/v1/admin/guys/[id]/ban/route';
import { POST as scammerDecision } from '@/app/api/v1/admin/scammer-reports/[id]/decision/route';
import { POST as sessionGirlImageDecision } from '@/app/api/v1/admin/session-girl-images/[id]/decision/route';
import { PATCH as sessionGirlImageMark } from '@/app/api/v1/admin/session-girl-images/[id]/route';
import { POST as sessionGirlReportDecision } from '@/app/api/v1/admin/session-girl-reports/[id]/decision/route';
import { POST as sessionGirlPicture } from '@/app/api/v1/admin/session-girls/[id]/picture/route';
import { POST as timewasterDecision } from '@/app/api/v1/admin/timewaster-reports/[id]/decision/route';
import { DELETE as deleteReference } from '@/app/api/v1/admin/unverified-references/[id]/route';
import { DELETE as deleteTimewasterRoute, PATCH as patchTimewasterRoute } from '@/app/api/v1/timewasters/[id]/route';
import { POST as referenceDecision } from '@/app/api/v1/unverified-references/[id]/decision/route';
import { listDecisionNotices } from '@/features/dashboard/notices-queries';
import { REASON_MESSAGES } from '@/features/due-process/reason-codes';
import { REFERENCE_DENIED_REASON } from '@/features/references/service';
import { getActorFromHeaders } from '@/server/auth/actor';
import { getDb } from '@/server/db';
import {
  auditLog,
  decisionNotices,
  girlPhotos,
  girls,
  sessionGirlReports,
  sessionGirls,
  timewasters,
  unverifiedReferences,
} from '@/server/db/schema';
import { createGirl, uniqueName, type TestGirl } from '../helpers/girls';
import { waitForMailWith } from '../helpers/mail';
import { createGuy, createModerator, request, type Person } from '../helpers/people';

// Decision 037: every decision takes a reason code; the code is in the
// audit row, the e-mail and the dashboard entry of the person concerned; whoever reported gets a
// receipt (e-mail and dashboard entry) that never names the moderator.

type Route = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
const ctx = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });

let moderator: Person;
let guy: Person;
let girl: TestGirl;
let otherGirl: TestGirl;
let pendingGirl: TestGirl;

beforeAll(async () => {
  moderator = await createModerator();
  guy = await createGuy();
  girl = await createGirl({ prefix: 'reasons' });
  otherGirl = await createGirl({ prefix: 'other' });
  pendingGirl = await createGirl({ prefix: 'pendrsn', state: 'pending' });
});

function decide(route: Route, id: number | string, body: unknown, cookie?: string): Promise<Response> {
  return route(request(`/decision/${id}`, { method: 'POST', cookie, body, contentType: 'application/json' }), ctx(id));
}

async function lastAudit(action: string, id: number | string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(id))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

async function noticesOf(person: { cookie: string }) {
  return listDecisionNotices(await getActorFromHeaders(new Headers({ cookie: person.cookie })));
}

/** What a receipt or notice must never hold: who the moderator is. */
function expectNoModerator(text: string) {
  expect(text).not.toContain(moderator.username);
  expect(text).not.toContain(moderator.email);
}

describe('a refusal without a reason code is a 400 naming reasonCode, on every decision endpoint', () => {
  const refusals: [string, Route, unknown][] = [
    ['girl', girlDecision, { approved: false, reason: 'Blurred' }],
    ['photo or profile picture', photoDecision, { approved: false }],
    ['scammer report', scammerDecision, { publish: false }],
    ['session girl', sessionGirlDecision, { approved: false }],
    ['session-girl profile picture', sessionGirlPicture, { approved: false }],
    ['explicit image', sessionGirlImageDecision, { approved: false }],
    ['random-session-girl image mark', sessionGirlImageMark, { jenApproved: false, explicit: true }],
    ['session-girl report', sessionGirlReportDecision, { action: 'delete' }],
    ['timewaster report', timewasterDecision, { approved: false }],
    ['ban of a girl', banGirl, { unbanAt: null }],
    ['ban of a guy', banGuy, { unbanAt: null }],
  ];
  it.each(refusals)('%s', async (_, route, body) => {
    const response = await decide(route, 999_999, body, moderator.cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: [{ detail: REASON_MESSAGES.required, source: { pointer: '/reasonCode' } }],
    });
  });

  it('"other" without its text is a 400 naming reason; a code of another decision a 400 naming reasonCode', async () => {
    const other = await decide(girlDecision, 999_999, { approved: false, reasonCode: 'other' }, moderator.cookie);
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({
      errors: [{ detail: REASON_MESSAGES.otherNeedsText, source: { pointer: '/reason' } }],
    });
    const wrong = await decide(
      photoDecision,
      999_999,
      { approved: false, reasonCode: 'not_enough_evidence' },
      moderator.cookie,
    );
    expect(await wrong.json()).toMatchObject({
      errors: [{ detail: REASON_MESSAGES.notForDecision, source: { pointer: '/reasonCode' } }],
    });
  });
});

describe('POST /api/v1/admin/timewaster-reports/{id}/decision: the authorization table', () => {
  it('visitor 401; guy, girl, another girl, pending girl 403; a moderator 404 on a missing report', async () => {
    const body = { approved: true };
    expect((await decide(timewasterDecision, 999_999, body)).status).toBe(401);
    for (const who of [guy, girl, otherGirl, pendingGirl])
      expect((await decide(timewasterDecision, 999_999, body, who.cookie)).status).toBe(403);
    expect((await decide(timewasterDecision, 999_999, body, moderator.cookie)).status).toBe(404);
  });
});

describe('the code reaches the audit row, the e-mail and the dashboard of the person concerned', () => {
  it('a rejected girl', async () => {
    const rejected = await createGirl({ prefix: 'rjcode', state: 'pending' });
    const body = { approved: false, reasonCode: 'under_18_or_not_verifiable' };
    expect((await decide(girlDecision, rejected.girlId, body, moderator.cookie)).status).toBe(204);
    expect(await lastAudit('girl.reject', rejected.girlId)).toMatchObject({
      reason: 'under_18_or_not_verifiable',
      after: { reasonCode: 'under_18_or_not_verifiable' },
    });
    const mail = await waitForMailWith(rejected.email, 'could not approve it');
    expect(mail).toContain('Under 18 or age not verifiable');
    expectNoModerator(mail);
    expect(await noticesOf(rejected)).toEqual([
      expect.objectContaining({
        role: 'subject',
        subject: 'Your profile',
        accepted: false,
        reason: 'Under 18 or age not verifiable',
      }),
    ]);
    // Hers alone: nobody else's dashboard shows it.
    expect((await noticesOf(otherGirl)).map((n) => n.subject)).not.toContain('Your profile');
  });

  it('an approved girl: "Meets the rules" without a code given', async () => {
    const approved = await createGirl({ prefix: 'okcode', state: 'pending' });
    expect((await decide(girlDecision, approved.girlId, { approved: true }, moderator.cookie)).status).toBe(204);
    expect(await lastAudit('girl.approve', approved.girlId)).toMatchObject({ reason: 'meets_rules' });
    expect(await waitForMailWith(approved.email, 'is approved')).toContain('The reason: Meets the rules');
    expect(await noticesOf(approved)).toEqual([expect.objectContaining({ accepted: true, reason: 'Meets the rules' })]);
  });

  it('a refused photo', async () => {
    const db = await getDb();
    const [photo] = await db
      .insert(girlPhotos)
      .values({ girlId: girl.girlId, storageKey: `test/${uniqueName('p')}.webp`, secureUrl: '/media/x.webp' })
      .returning({ id: girlPhotos.id });
    const body = { approved: false, reasonCode: 'picture_not_clear', reason: 'Too dark' };
    expect((await decide(photoDecision, photo!.id, body, moderator.cookie)).status).toBe(204);
    expect(await lastAudit('girl-photo.reject', photo!.id)).toMatchObject({ reason: 'picture_not_clear: Too dark' });
    expect(await waitForMailWith(girl.email, 'Picture not clear: Too dark')).toContain('was not approved');
    expect((await noticesOf(girl)).find((n) => n.subject.startsWith('Your new photo'))).toMatchObject({
      accepted: false,
      reason: 'Picture not clear: Too dark',
    });
  });

  it('a banned guy (he reads it once the ban ends)', async () => {
    const banned = await createGuy();
    const until = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const body = { unbanAt: until, reasonCode: 'harassment' };
    expect((await decide(banGuy, banned.guyId!, body, moderator.cookie)).status).toBe(204);
    expect(await lastAudit('guy.ban', banned.guyId!)).toMatchObject({
      reason: 'harassment',
      after: { reasonCode: 'harassment' },
    });
    const mail = await waitForMailWith(banned.email, 'Harassment or abuse');
    expectNoModerator(mail);
    const db = await getDb();
    const rows = await db.select().from(decisionNotices).where(eq(decisionNotices.recipientUserId, banned.userId));
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'ban', role: 'subject', accepted: false, reasonCode: 'harassment' }),
    ]);
  });
});

describe('receipts for reporters', () => {
  it('a scammer report: published or refused, the reporter gets the outcome and the code, never the moderator', async () => {
    const reporter = await createGuy();
    const db = await getDb();
    const reportOf = async () => {
      const reported = uniqueName('scam').replace(/\s+/g, '_');
      const [row] = await db
        .insert(girls)
        .values({ name: 'Fake', reportedUsername: reported, isScammer: true, matsideGirl: false })
        .returning({ id: girls.id });
      await db.insert(auditLog).values({
        actorUserId: reporter.userId,
        action: 'scammer.report',
        targetTable: 'girls',
        targetId: String(row!.id),
      });
      return { id: row!.id, reported };
    };
    const kept = await reportOf();
    const refused = await reportOf();
    expect((await decide(scammerDecision, kept.id, { publish: true }, moderator.cookie)).status).toBe(204);
    const body = { publish: false, reasonCode: 'not_enough_evidence' };
    expect((await decide(scammerDecision, refused.id, body, moderator.cookie)).status).toBe(204);
    expect(await lastAudit('scammer.publish', kept.id)).toMatchObject({ reason: 'verified' });

    const accepted = await waitForMailWith(reporter.email, `about ${kept.reported}: accepted`);
    expect(accepted).toContain('Checked and confirmed');
    const notAccepted = await waitForMailWith(reporter.email, `about ${refused.reported}: not accepted`);
    expect(notAccepted).toContain('Not enough evidence');
    for (const mail of [accepted, notAccepted]) expectNoModerator(mail);
    const notices = await noticesOf(reporter);
    expect(notices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ role: 'reporter', accepted: true, reason: 'Checked and confirmed' }),
        expect.objectContaining({ role: 'reporter', accepted: false, reason: 'Not enough evidence' }),
      ]),
    );
    expectNoModerator(JSON.stringify(notices));
  });

  it('a timewaster report: approved or deleted, the reporting girl gets a receipt with the code', async () => {
    const reporter = await createGirl({ prefix: 'twrep' });
    const db = await getDb();
    const insert = async (name: string) =>
      (
        await db
          .insert(timewasters)
          .values({
            name,
            city: 'Austin',
            country: 'United States',
            clientType: 'timewaster',
            comment: 'No-show.',
            girlId: reporter.girlId,
          })
          .returning({ id: timewasters.id })
      )[0]!.id;
    const yes = await insert(uniqueName('Tim'));
    const no = await insert(uniqueName('Tom'));
    expect((await decide(timewasterDecision, yes, { approved: true }, moderator.cookie)).status).toBe(204);
    const refusal = { approved: false, reasonCode: 'duplicate' };
    expect((await decide(timewasterDecision, no, refusal, moderator.cookie)).status).toBe(204);
    expect((await db.select().from(timewasters).where(eq(timewasters.id, yes)))[0]?.approved).toBe(true);
    expect(await db.select().from(timewasters).where(eq(timewasters.id, no))).toEqual([]);
    expect(await lastAudit('timewaster.approve', yes)).toMatchObject({
      after: { approved: true, reasonCode: 'verified' },
    });
    expect(await lastAudit('timewaster.delete', no)).toMatchObject({ reason: 'duplicate' });
    const mail = await waitForMailWith(reporter.email, 'The reason: Duplicate');
    expect(mail).toContain('not accepted');
    expectNoModerator(mail);
    expect(await noticesOf(reporter)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ role: 'reporter', accepted: true }),
        expect.objectContaining({ role: 'reporter', accepted: false, reason: 'Duplicate' }),
      ]),
    );
    // Decided once: the second answer is the 409 of a report already decided (decision 040).
    expect((await decide(timewasterDecision, yes, { approved: true }, moderator.cookie)).status).toBe(409);
  });

  it('a live timewaster entry a moderator deletes: a reason code, and the reporting girl gets a receipt', async () => {
    const reporter = await createGirl({ prefix: 'twlive' });
    const db = await getDb();
    const insert = async (name: string) =>
      (
        await db
          .insert(timewasters)
          .values({
            name,
            city: 'Austin',
            country: 'United States',
            clientType: 'timewaster',
            comment: 'No-show.',
            girlId: reporter.girlId,
            approved: true,
          })
          .returning({ id: timewasters.id })
      )[0]!.id;
    const remove = (id: number, query: string, cookie: string) =>
      (deleteTimewasterRoute as Route)(
        request(`/api/v1/timewasters/${id}${query}`, { method: 'DELETE', cookie }),
        ctx(id),
      );
    const name = uniqueName('Live');
    const live = await insert(name);
    const refused = await remove(live, '', moderator.cookie);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      errors: [{ detail: REASON_MESSAGES.required, source: { parameter: 'reasonCode' } }],
    });
    expect((await remove(live, '?reasonCode=picture_not_clear', moderator.cookie)).status).toBe(400); // not a report's code
    expect((await remove(live, '?reasonCode=not_enough_evidence', moderator.cookie)).status).toBe(200);
    expect(await db.select().from(timewasters).where(eq(timewasters.id, live))).toEqual([]);
    expect(await lastAudit('timewaster.delete', live)).toMatchObject({
      reason: 'not_enough_evidence',
      after: { deleted: true, reasonCode: 'not_enough_evidence' },
    });
    const mail = await waitForMailWith(reporter.email, `Your timewaster report about ${name}`);
    expect(mail).toContain('Not enough evidence');
    expectNoModerator(mail);
    expect(await noticesOf(reporter)).toEqual([
      expect.objectContaining({ role: 'reporter', accepted: false, reason: 'Not enough evidence' }),
    ]);
    // Her own entry she deletes without a code, and nobody is told.
    const own = await insert(uniqueName('Own'));
    expect((await remove(own, '', reporter.cookie)).status).toBe(200);
    expect(await noticesOf(reporter)).toHaveLength(1);
  });

  it("a moderator's PATCH approved: true on a waiting report is the queue's approval: code, audit and receipt", async () => {
    const reporter = await createGirl({ prefix: 'twpatch' });
    const db = await getDb();
    const name = uniqueName('Patch');
    const [report] = await db
      .insert(timewasters)
      .values({
        name,
        city: 'Austin',
        country: 'United States',
        clientType: 'timewaster',
        comment: 'No-show.',
        girlId: reporter.girlId,
        anonymous: true,
      })
      .returning({ id: timewasters.id });
    const patch = (attributes: object, cookie: string) =>
      (patchTimewasterRoute as Route)(
        request(`/api/v1/timewasters/${report!.id}`, {
          method: 'PATCH',
          cookie,
          body: { data: { type: 'timewasters', id: String(report!.id), attributes } },
        }),
        ctx(report!.id),
      );
    expect((await patch({ approved: true, city: 'Dallas' }, moderator.cookie)).status).toBe(200);
    const [after] = await db.select().from(timewasters).where(eq(timewasters.id, report!.id));
    expect(after).toMatchObject({ approved: true, city: 'Dallas' });
    expect(await lastAudit('timewaster.approve', report!.id)).toMatchObject({
      after: { approved: true, reasonCode: 'verified' },
    });
    const mail = await waitForMailWith(reporter.email, `Your timewaster report about ${name}`);
    expectNoModerator(mail);
    expect(await noticesOf(reporter)).toEqual([expect.objectContaining({ role: 'reporter', accepted: true })]);
    // Approving it again, or her own edit, tells nobody anything new.
    expect((await patch({ approved: true }, moderator.cookie)).status).toBe(200);
    expect((await patch({ comment: 'Never came.' }, reporter.cookie)).status).toBe(200);
    expect(await noticesOf(reporter)).toHaveLength(1);
    // Neither edit named her: the report stays anonymous.
    const [edited] = await db.select().from(timewasters).where(eq(timewasters.id, report!.id));
    expect(edited).toMatchObject({ anonymous: true, comment: 'Never came.' });
  });

  it('a session-girl report: handled or deleted, the reporting guy gets a receipt with the code', async () => {
    const reporter = await createGuy();
    const db = await getDb();
    const username = `sgr_${uniqueName('x').replace(/\W+/g, '')}`;
    const [sg] = await db
      .insert(sessionGirls)
      .values({ username, profileApproved: true })
      .returning({ id: sessionGirls.id });
    const [report] = await db
      .insert(sessionGirlReports)
      .values({ sessionGirlId: sg!.id, guyUserId: reporter.guyId!, category: 'Scammer', comment: 'Deposit taken.' })
      .returning({ id: sessionGirlReports.id });
    const body = { action: 'delete', reasonCode: 'other', reason: 'She answered us' };
    expect((await decide(sessionGirlReportDecision, report!.id, body, moderator.cookie)).status).toBe(204);
    expect(await lastAudit('session-girl-report.delete', report!.id)).toMatchObject({
      reason: 'other: She answered us',
      after: { deleted: true, reasonCode: 'other' },
    });
    const mail = await waitForMailWith(reporter.email, `Your report about ${username}: not accepted`);
    expect(mail).toContain('Other: She answered us');
    expectNoModerator(mail);
    expect(await noticesOf(reporter)).toEqual([
      expect.objectContaining({ role: 'reporter', accepted: false, reason: 'Other: She answered us' }),
    ]);
  });

  it('an unverified reference a moderator deletes: the guy who filed it gets a receipt with the code', async () => {
    const reporter = await createGuy();
    const db = await getDb();
    const girlUsername = `ref_${uniqueName('g').replace(/\W+/g, '')}`;
    const [reference] = await db
      .insert(unverifiedReferences)
      .values({ guyUserId: reporter.guyId!, girlUrl: 'https://example.com/x', girlUsername, email: 'x@example.com' })
      .returning({ id: unverifiedReferences.id });
    const remove = (query: string) =>
      (deleteReference as Route)(
        request(`/api/v1/admin/unverified-references/${reference!.id}${query}`, {
          method: 'DELETE',
          cookie: moderator.cookie,
        }),
        ctx(reference!.id),
      );
    const refused = await remove('');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      errors: [{ detail: REASON_MESSAGES.required, source: { parameter: 'reasonCode' } }],
    });
    expect((await remove('?reasonCode=private_information')).status).toBe(204);
    expect(await lastAudit('unverified-reference.delete', reference!.id)).toMatchObject({
      reason: 'private_information',
      after: { deleted: true, reasonCode: 'private_information' },
    });
    const mail = await waitForMailWith(reporter.email, `Your reference for ${girlUsername}: not accepted`);
    expect(mail).toContain('Shares private information');
    expectNoModerator(mail);
    expect(await noticesOf(reporter)).toEqual([
      expect.objectContaining({ role: 'reporter', accepted: false, reason: 'Shares private information' }),
    ]);
  });

  it('an unverified reference the girl answers: the guy gets a receipt, confirmed or not', async () => {
    const reporter = await createGuy();
    const db = await getDb();
    const insert = async () =>
      (
        await db
          .insert(unverifiedReferences)
          .values({
            guyUserId: reporter.guyId!,
            girlId: girl.girlId,
            girlUrl: 'https://example.com/her',
            girlUsername: girl.username,
          })
          .returning({ id: unverifiedReferences.id })
      )[0]!.id;
    const yes = await insert();
    const no = await insert();
    expect((await decide(referenceDecision as Route, yes, { decision: 'confirm' }, girl.cookie)).status).toBe(200);
    expect((await decide(referenceDecision as Route, no, { decision: 'deny' }, girl.cookie)).status).toBe(200);
    const mail = await waitForMailWith(reporter.email, REFERENCE_DENIED_REASON);
    expect(mail).toContain('The girl it names has checked it and could not accept it.');
    expect(await noticesOf(reporter)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ role: 'reporter', accepted: true, reason: 'Checked and confirmed' }),
        expect.objectContaining({ role: 'reporter', accepted: false, reason: `Other: ${REFERENCE_DENIED_REASON}` }),
      ]),
    );
  });
});
