import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as appealLinkMessage } from '@/app/api/v1/appeal-links/[token]/messages/route';
import { POST as decideAppealRoute } from '@/app/api/v1/admin/appeals/[id]/decision/route';
import { POST as girlDecision } from '@/app/api/v1/admin/girls/[id]/decision/route';
import { POST as banGuy } from '@/app/api/v1/admin/guys/[id]/ban/route';
import { GET as getAppealRoute } from '@/app/api/v1/appeals/[id]/route';
import { POST as postMessageRoute } from '@/app/api/v1/appeals/[id]/messages/route';
import { POST as openAppealRoute } from '@/app/api/v1/appeals/route';
import { listAppealableDecisions, listOpenAppeals } from '@/features/appeals/queries';
import { moderationPage } from '@/features/moderation/queries';
import { NO_FILTERS } from '@/features/moderation/queue-filters';
import { listDashboardNotices } from '@/features/dashboard/notices-queries';
import { APPEAL_MESSAGE_MAX, APPEAL_TEXTS } from '@/features/appeals/schema';
import { appealLinkView } from '@/features/appeals/link-service';
import { REASON_MESSAGES } from '@/features/due-process/reason-codes';
import { getActorFromHeaders, type Actor } from '@/server/auth/actor';
import { getDb } from '@/server/db';
import { appeals, auditLog, decisionNotices, girls, user } from '@/server/db/schema';
import { createGirl, type TestGirl } from '../helpers/girls';
import { mailText, mailsTo, waitForMailWith } from '../helpers/mail';
import { createGuy, createModerator, request, type Person } from '../helpers/people';

// Appeals as a conversation (decision 039): the authorization table of every route, and the
// lifecycle: open, messages, the decision by another moderator, the reversal, once per decision,
// the 20-day window.

type Route = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
const ctx = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });

let decidingModerator: Person;
let otherModerator: Person;
let guy: Person;
let vettedGirl: TestGirl;
let pendingGirl: TestGirl;
let anotherGirl: TestGirl;

beforeAll(async () => {
  decidingModerator = await createModerator();
  otherModerator = await createModerator();
  guy = await createGuy();
  vettedGirl = await createGirl({ prefix: 'apvet' });
  pendingGirl = await createGirl({ prefix: 'append', state: 'pending' });
  anotherGirl = await createGirl({ prefix: 'apoth' });
});

function post(route: Route | ((r: Request) => Promise<Response>), id: number | string, body: unknown, cookie?: string) {
  return (route as Route)(request(`/x/${id}`, { method: 'POST', cookie, body }), ctx(id));
}
const jsonApi = (type: string, attributes: unknown) => ({ data: { type, attributes } });

/** A pending girl rejected by `decidingModerator`: her notice id. */
async function rejectedGirl(prefix: string): Promise<{ girl: TestGirl; noticeId: number }> {
  const girl = await createGirl({ prefix, state: 'pending' });
  const response = await girlDecision(
    request(`/d/${girl.girlId}`, {
      method: 'POST',
      cookie: decidingModerator.cookie,
      body: { approved: false, reasonCode: 'picture_not_clear' },
      contentType: 'application/json',
    }),
    ctx(girl.girlId),
  );
  expect(response.status).toBe(204);
  const db = await getDb();
  const [notice] = await db
    .select({ id: decisionNotices.id })
    .from(decisionNotices)
    .where(eq(decisionNotices.recipientUserId, girl.userId))
    .orderBy(desc(decisionNotices.id))
    .limit(1);
  return { girl, noticeId: notice!.id };
}

/** What she may appeal, by its own read and by the dashboard's one read of her notices: the same. */
async function appealableIds(person: Actor): Promise<number[]> {
  const ids = (await listAppealableDecisions(person)).map((d) => d.noticeId);
  expect((await listDashboardNotices(person)).appealable.map((d) => d.noticeId)).toEqual(ids);
  return ids;
}

async function openAs(cookie: string | undefined, noticeId: number, message = 'Please look again.') {
  return post(openAppealRoute, '', jsonApi('appeals', { noticeId, message }), cookie);
}

function decide(id: number, body: unknown, cookie?: string) {
  return decideAppealRoute(
    request(`/a/${id}`, { method: 'POST', cookie, body, contentType: 'application/json' }),
    ctx(id),
  );
}

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

describe('the authorization table', () => {
  let person: TestGirl;
  let noticeId: number;
  let appealId: number;
  beforeAll(async () => {
    ({ girl: person, noticeId } = await rejectedGirl('apauth'));
  });

  it('POST /api/v1/appeals: visitor 401; anyone but the person 404 (like a missing notice); the person 201', async () => {
    expect((await openAs(undefined, noticeId)).status).toBe(401);
    for (const who of [guy, vettedGirl, pendingGirl, anotherGirl, decidingModerator, otherModerator]) {
      const response = await openAs(who.cookie, noticeId);
      expect(response.status).toBe(404);
      const missing = await openAs(who.cookie, 999_999);
      expect(await response.json()).toEqual(await missing.json());
    }
    const opened = await openAs(person.cookie, noticeId);
    expect(opened.status).toBe(201);
    const body = (await opened.json()) as { data: { id: string; attributes: Record<string, unknown> } };
    appealId = Number(body.data.id);
    expect(body.data.attributes).toMatchObject({ kind: 'girl', status: 'open', subject: 'Your profile' });
    expect(JSON.stringify(body)).not.toContain(decidingModerator.username);
    expect(body.data.attributes).not.toHaveProperty('decidedByYou');
  });

  it('GET /api/v1/appeals/{id}: visitor 401; other people 404; the person and every moderator 200', async () => {
    const get = (cookie?: string, id = appealId) => getAppealRoute(request(`/appeals/${id}`, { cookie }), ctx(id));
    expect((await get()).status).toBe(401);
    for (const who of [guy, vettedGirl, pendingGirl, anotherGirl]) {
      const response = await get(who.cookie);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(await (await get(who.cookie, 999_999)).json());
    }
    expect((await get(person.cookie)).status).toBe(200);
    const deciding = (await (await get(decidingModerator.cookie)).json()) as { data: { attributes: object } };
    expect(deciding.data.attributes).toMatchObject({ decidedByYou: true, appellant: person.username });
    const other = (await (await get(otherModerator.cookie)).json()) as { data: { attributes: object } };
    expect(other.data.attributes).toMatchObject({ decidedByYou: false });
  });

  it('POST /api/v1/appeals/{id}/messages: visitor 401; other people 404; the person and both moderators 201', async () => {
    const write = (cookie?: string, id = appealId) =>
      post(postMessageRoute, id, jsonApi('appeal-messages', { body: 'A message' }), cookie);
    expect((await write()).status).toBe(401);
    for (const who of [guy, vettedGirl, pendingGirl, anotherGirl]) {
      const response = await write(who.cookie);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(await (await write(who.cookie, 999_999)).json());
    }
    for (const who of [person, decidingModerator, otherModerator]) expect((await write(who.cookie)).status).toBe(201);
  });

  it('POST /api/v1/admin/appeals/{id}/decision: visitor 401; non-moderators 403; the deciding moderator 403 with the reason; another 204', async () => {
    const body = { upheld: false, reasonCode: 'picture_not_clear' };
    expect((await decide(appealId, body)).status).toBe(401);
    for (const who of [guy, vettedGirl, pendingGirl, anotherGirl, person])
      expect((await decide(appealId, body, who.cookie)).status).toBe(403);
    const refused = await decide(appealId, body, decidingModerator.cookie);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ errors: [{ detail: APPEAL_TEXTS.ownDecision }] });
    expect((await decide(999_999, body, otherModerator.cookie)).status).toBe(404);
    expect((await decide(appealId, body, otherModerator.cookie)).status).toBe(204);
  });
});

describe('the lifecycle', () => {
  it('a rejected girl appeals, writes with a moderator (who e-mails her), another moderator upholds: she goes live', async () => {
    const { girl, noticeId } = await rejectedGirl('aplife');
    const db = await getDb();
    const person = await getActorFromHeaders(new Headers({ cookie: girl.cookie }));
    expect(await appealableIds(person)).toContain(noticeId);

    const opened = await openAs(girl.cookie, noticeId, 'The picture is me, please look again.');
    const appealId = Number(((await opened.json()) as { data: { id: string } }).data.id);
    expect(await appealableIds(person)).not.toContain(noticeId);
    const [stored] = await db.select().from(appeals).where(eq(appeals.id, appealId));
    expect(stored).toMatchObject({
      decidedByUserId: decidingModerator.userId,
      subjectTable: 'girls',
      subjectId: girl.girlId,
    });

    // Once per decision.
    const again = await openAs(girl.cookie, noticeId);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ errors: [{ detail: APPEAL_TEXTS.alreadyAppealed }] });

    const reply = await post(
      postMessageRoute,
      appealId,
      jsonApi('appeal-messages', { body: 'Could you send a clearer one?' }),
      otherModerator.cookie,
    );
    expect(reply.status).toBe(201);
    const mail = await waitForMailWith(girl.email, 'Could you send a clearer one?');
    expect(mail).toContain('A moderator wrote about your appeal');
    expect(mail).not.toContain(otherModerator.username);
    expect(mail).not.toContain(otherModerator.email);
    expect(await lastAudit('appeal.message', appealId)).toMatchObject({ actorUserId: otherModerator.userId });

    const thread = (await (
      await getAppealRoute(request(`/a/${appealId}`, { cookie: girl.cookie }), ctx(appealId))
    ).json()) as {
      data: { attributes: { messages: { from: string; body: string }[] } };
    };
    expect(thread.data.attributes.messages.map((m) => m.from)).toEqual(['you', 'moderator']);
    expect(JSON.stringify(thread)).not.toContain(otherModerator.username);

    expect((await decide(appealId, { upheld: true }, otherModerator.cookie)).status).toBe(204);
    const [after] = await db.select({ approved: girls.profileApproved }).from(girls).where(eq(girls.id, girl.girlId));
    expect(after!.approved).toBe(true);
    expect(await lastAudit('appeal.uphold', appealId)).toMatchObject({
      actorUserId: otherModerator.userId,
      before: { status: 'open', profileApproved: false },
      after: { status: 'upheld', decisionReversed: true, reasonCode: 'meets_rules' },
    });
    expect(await lastAudit('girl.approve', girl.girlId)).toMatchObject({ actorUserId: otherModerator.userId });
    await waitForMailWith(girl.email, 'Your Matside profile is approved');
    await waitForMailWith(girl.email, 'upheld your appeal');

    // Decided: no more messages, no second decision.
    const late = await post(postMessageRoute, appealId, jsonApi('appeal-messages', { body: 'Thanks' }), girl.cookie);
    expect(late.status).toBe(409);
    expect((await decide(appealId, { upheld: false, reasonCode: 'spam' }, otherModerator.cookie)).status).toBe(409);
  });

  it('a denial keeps the decision, needs a reason that fits it, and tells the person the reason', async () => {
    const { girl, noticeId } = await rejectedGirl('apdeny');
    const opened = await openAs(girl.cookie, noticeId);
    const appealId = Number(((await opened.json()) as { data: { id: string } }).data.id);
    const noCode = await decide(appealId, { upheld: false }, otherModerator.cookie);
    expect(noCode.status).toBe(400);
    expect(await noCode.json()).toMatchObject({
      errors: [{ detail: REASON_MESSAGES.required, source: { pointer: '/reasonCode' } }],
    });
    const wrongCode = await decide(
      appealId,
      { upheld: false, reasonCode: 'not_enough_evidence' },
      otherModerator.cookie,
    );
    expect(wrongCode.status).toBe(400);
    expect(
      (await decide(appealId, { upheld: false, reasonCode: 'not_her_picture' }, otherModerator.cookie)).status,
    ).toBe(204);
    const db = await getDb();
    const [after] = await db.select({ approved: girls.profileApproved }).from(girls).where(eq(girls.id, girl.girlId));
    expect(after!.approved).toBe(false);
    expect(await lastAudit('appeal.deny', appealId)).toMatchObject({
      before: { status: 'open' },
      after: { status: 'denied', reasonCode: 'not_her_picture', decisionReversed: false },
    });
    const mail = await waitForMailWith(girl.email, 'Your appeal was not upheld');
    expect(mail).toContain('Picture does not show her');
  });

  it('the window: a decision older than 20 days cannot be appealed, and is not offered', async () => {
    const { girl, noticeId } = await rejectedGirl('apold');
    const db = await getDb();
    await db
      .update(decisionNotices)
      .set({ createdAt: sql`now() - interval '20 days 1 minute'` })
      .where(eq(decisionNotices.id, noticeId));
    const person = await getActorFromHeaders(new Headers({ cookie: girl.cookie }));
    expect(await appealableIds(person)).not.toContain(noticeId);
    const late = await openAs(girl.cookie, noticeId);
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ errors: [{ detail: APPEAL_TEXTS.windowClosed }] });
  });

  it('messages are plain text, required and at most 2000 characters (a 400 naming the field)', async () => {
    const { girl, noticeId } = await rejectedGirl('aplen');
    const long = await openAs(girl.cookie, noticeId, 'x'.repeat(APPEAL_MESSAGE_MAX + 1));
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ errors: [{ source: { pointer: '/data/attributes/message' } }] });
    const empty = await openAs(girl.cookie, noticeId, '   ');
    expect(await empty.json()).toMatchObject({
      errors: [{ detail: APPEAL_TEXTS.messageRequired, source: { pointer: '/data/attributes/message' } }],
    });
  });

  it('a ban: the ban e-mail links to an appeal page (no sign-in); another moderator upholds and the account is unbanned', async () => {
    const banned = await createGuy();
    const ban = await banGuy(
      request(`/b/${banned.guyId}`, {
        method: 'POST',
        cookie: decidingModerator.cookie,
        body: { unbanAt: null, reasonCode: 'harassment' },
        contentType: 'application/json',
      }),
      ctx(banned.guyId!),
    );
    expect(ban.status).toBe(204);
    const banMail = await waitForMailWith(banned.email, 'you can appeal it within 20 days');
    const link = /(https?:\/\/\S+\/appeal\/(\S+))/.exec(banMail)!;
    const token = link[2]!;
    const linkContext = (t: string) => ({ params: Promise.resolve({ token: t }) });
    const write = (t: string, body = 'I did nothing wrong.') =>
      appealLinkMessage(
        request(`/api/v1/appeal-links/${t}/messages`, { method: 'POST', body: jsonApi('appeal-messages', { body }) }),
        linkContext(t),
      );

    // A forged, tampered or malformed token is a 404; the real one opens the appeal as him, signed out.
    const [noticeId, signature] = token.split('.');
    const forged = `${noticeId}.${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [forged, `${Number(noticeId) + 1}.${signature}`, 'x', `${noticeId}`])
      expect((await write(bad)).status).toBe(404);
    expect(await appealLinkView(token)).toMatchObject({ canOpen: true, appeal: null, subject: 'Your account' });
    expect((await write(token)).status).toBe(204);
    expect((await write(token, 'Here is more.')).status).toBe(204);
    const view = await appealLinkView(token);
    expect(view.appeal?.messages.map((m) => m.from)).toEqual(['you', 'you']);

    const db = await getDb();
    const [stored] = await db
      .select()
      .from(appeals)
      .where(eq(appeals.noticeId, Number(noticeId)));
    expect(stored).toMatchObject({
      kind: 'ban',
      appellantUserId: banned.userId,
      subjectTable: 'guys',
      subjectId: banned.guyId,
      decidedByUserId: decidingModerator.userId,
    });
    expect((await decide(stored!.id, { upheld: true }, decidingModerator.cookie)).status).toBe(403);
    expect((await decide(stored!.id, { upheld: true }, otherModerator.cookie)).status).toBe(204);
    const [account] = await db.select({ banned: user.banned }).from(user).where(eq(user.id, banned.userId));
    expect(account!.banned).toBe(false);
    expect(await lastAudit('guy.unban', banned.guyId!)).toMatchObject({ actorUserId: otherModerator.userId });
    const mails = (await mailsTo(banned.email)).map(mailText);
    expect(mails.some((m) => m.includes('upheld your appeal'))).toBe(true);
    // Decided: the link shows the outcome and takes no more messages.
    expect((await write(token, 'Thanks')).status).toBe(409);
  });

  it('a ban appeal denied: the mails link to the appeal page he can open while banned, not the dashboard', async () => {
    const banned = await createGuy();
    const ban = await banGuy(
      request(`/b/${banned.guyId}`, {
        method: 'POST',
        cookie: decidingModerator.cookie,
        body: { unbanAt: null, reasonCode: 'spam' },
        contentType: 'application/json',
      }),
      ctx(banned.guyId!),
    );
    expect(ban.status).toBe(204);
    const banMail = await waitForMailWith(banned.email, 'you can appeal it within 20 days');
    const link = /(https?:\/\/\S+\/appeal\/(\S+))/.exec(banMail)!;
    const token = link[2]!;
    const sent = await appealLinkMessage(
      request(`/api/v1/appeal-links/${token}/messages`, {
        method: 'POST',
        body: jsonApi('appeal-messages', { body: 'It was not spam.' }),
      }),
      { params: Promise.resolve({ token }) },
    );
    expect(sent.status).toBe(204);
    const db = await getDb();
    const [stored] = await db
      .select()
      .from(appeals)
      .where(eq(appeals.noticeId, Number(token.split('.')[0])));
    const reply = await post(
      postMessageRoute,
      stored!.id,
      jsonApi('appeal-messages', { body: 'Which messages do you mean?' }),
      otherModerator.cookie,
    );
    expect(reply.status).toBe(201);
    const message = await waitForMailWith(banned.email, 'Which messages do you mean?');
    expect(message).toContain(link[1]);
    expect(message).not.toContain('/dashboard');
    expect((await decide(stored!.id, { upheld: false, reasonCode: 'spam' }, otherModerator.cookie)).status).toBe(204);
    const denied = await waitForMailWith(banned.email, 'Your appeal was not upheld');
    expect(denied).toContain(`Your appeal: ${link[1]}`);
    expect(denied).not.toContain('/dashboard');
  });
});

describe("the moderation queue's open appeals", () => {
  it('the queue page reads them with its counts and shows them as listOpenAppeals does', async () => {
    const moderator = await getActorFromHeaders(new Headers({ cookie: otherModerator.cookie }));
    const db = await getDb();
    const openCount = async () => (await db.$count(appeals, eq(appeals.status, 'open'))) as number;
    const { girl, noticeId } = await rejectedGirl('apqueue');
    expect((await openAs(girl.cookie, noticeId)).status).toBe(201);
    const page = await moderationPage(moderator, {}, NO_FILTERS);
    expect(page.appeals).toEqual(await listOpenAppeals(moderator));
    expect(page.appeals.total).toBe(await openCount());
    expect(page.appeals.appeals.map((appeal) => appeal.appellant)).toContain(girl.username);
  });
});

describe("the dashboard's read of her notices", () => {
  it('shows her 20 newest notices and still offers an older decision she may appeal', async () => {
    const { girl, noticeId } = await rejectedGirl('apmany');
    const db = await getDb();
    await db.insert(decisionNotices).values(
      Array.from({ length: 21 }, (_, i) => ({
        recipientUserId: girl.userId,
        kind: 'scammer-report',
        role: 'reporter',
        subject: `your report ${i}`,
        accepted: true,
        createdAt: sql`now() + interval '${sql.raw(String(i + 1))} minutes'`,
      })),
    );
    const person = await getActorFromHeaders(new Headers({ cookie: girl.cookie }));
    const { notices, appealable } = await listDashboardNotices(person);
    expect(notices.map((n) => n.subject)).toEqual(Array.from({ length: 20 }, (_, i) => `your report ${20 - i}`));
    expect(appealable.map((d) => d.noticeId)).toEqual([noticeId]);
    expect(await appealableIds(person)).toEqual([noticeId]);
  });
});
