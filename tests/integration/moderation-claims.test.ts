import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as girlDecision } from '@/app/api/v1/admin/girls/[id]/decision/route';
import { POST as photoDecision } from '@/app/api/v1/admin/girl-photos/[id]/decision/route';
import { POST as reportDecision } from '@/app/api/v1/admin/session-girl-reports/[id]/decision/route';
import { DELETE as releaseRoute, PUT as claimRoute } from '@/app/api/v1/admin/claims/[kind]/[id]/route';
import { listClaims } from '@/features/moderation/claims';
import { moderationPage } from '@/features/moderation/queries';
import { NO_FILTERS } from '@/features/moderation/queue-filters';
import { ITEM_CHANGED } from '@/features/moderation/decision-guard';
import { getActorFromHeaders } from '@/server/auth/actor';
import { getDb } from '@/server/db';
import {
  auditLog,
  decisionNotices,
  girlPhotos,
  girls,
  moderationClaims,
  sessionGirlReports,
  sessionGirls,
} from '@/server/db/schema';
import { createGirl, uniqueName, type TestGirl } from '../helpers/girls';
import { mailsTo } from '../helpers/mail';
import { createGuy, createModerator, request, type Person } from '../helpers/people';

// One decision per item (docs/decisions/040): two decisions on one item at the same moment give
// exactly one success and one 409 naming who decided, with one audit row, one notice and one
// e-mail; a decision on a version the item has left changes nothing; claims on queue items.

type Route = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

let first: Person;
let second: Person;

beforeAll(async () => {
  first = await createModerator();
  second = await createModerator();
});

function decide(route: Route, id: number, body: object, moderator: Person): Promise<Response> {
  const init = { method: 'POST', cookie: moderator.cookie, body, contentType: 'application/json' };
  return route(request(`/decision/${id}`, init), { params: Promise.resolve({ id: String(id) }) });
}

function claim(kind: string, id: number | string, cookie: string | undefined, body: object = {}, method = 'PUT') {
  const route = (method === 'PUT' ? claimRoute : releaseRoute) as Route;
  const init = { method, cookie, body: method === 'PUT' ? body : undefined, contentType: 'application/json' };
  return route(request(`/api/v1/admin/claims/${kind}/${id}`, init), {
    params: Promise.resolve({ kind, id: String(id) }),
  });
}

async function decisionAudits(table: string, id: number, actions: string[]) {
  const db = await getDb();
  return db
    .select({ action: auditLog.action, actor: auditLog.actorUserId })
    .from(auditLog)
    .where(and(eq(auditLog.targetTable, table), eq(auditLog.targetId, String(id)), inArray(auditLog.action, actions)));
}

async function noticesTo(userId: string) {
  const db = await getDb();
  return db.select().from(decisionNotices).where(eq(decisionNotices.recipientUserId, userId));
}

/** Both answers at once: exactly one success and one 409 naming the winner; returns the winner. */
async function race(send: (moderator: Person) => Promise<Response>): Promise<Person> {
  const answers = await Promise.all([send(first), send(second)]);
  expect(answers.map((answer) => answer.status).sort()).toEqual([204, 409]);
  const winner = answers[0]!.status === 204 ? first : second;
  const refused = answers.find((answer) => answer.status === 409)!;
  const body = (await refused.json()) as { errors: { status: string; detail: string }[] };
  expect(body.errors[0]).toMatchObject({ status: '409' });
  expect(body.errors[0]!.detail).toMatch(new RegExp(`^Already decided by ${winner.username} on .+ UTC\\.$`));
  return winner;
}

/** Mail to the address other than the sign-up's verification mail. */
async function decisionMailsTo(address: string): Promise<string[]> {
  return (await mailsTo(address)).filter((mail) => !mail.includes('Subject: Confirm your e-mail'));
}

async function versionOfGirl(id: number): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ version: girls.version }).from(girls).where(eq(girls.id, id));
  return row!.version;
}

describe('two decisions on one item at the same moment: one is taken, the other is a 409', () => {
  it('a new girl: approve and reject at once', async () => {
    const pending = await createGirl({ prefix: 'race', state: 'pending' });
    const version = await versionOfGirl(pending.girlId);
    const winner = await race((moderator) =>
      decide(
        girlDecision as Route,
        pending.girlId,
        moderator === first
          ? { approved: true, version }
          : { approved: false, reasonCode: 'profile_incomplete', version },
        moderator,
      ),
    );
    const audits = await decisionAudits('girls', pending.girlId, ['girl.approve', 'girl.reject']);
    expect(audits).toEqual([expect.objectContaining({ actor: winner.userId })]);
    expect(await noticesTo(pending.userId)).toHaveLength(1);
    expect(await decisionMailsTo(pending.email)).toHaveLength(1);
    const db = await getDb();
    const [row] = await db.select({ approved: girls.profileApproved }).from(girls).where(eq(girls.id, pending.girlId));
    expect(row!.approved).toBe(winner === first);
  });

  it('a new photo: two rejections at once', async () => {
    const girl = await createGirl({ prefix: 'racephoto' });
    const db = await getDb();
    const [photo] = await db
      .insert(girlPhotos)
      .values({
        girlId: girl.girlId,
        storageKey: `test/${uniqueName('race')}.webp`,
        secureUrl: '/media/test/r.webp',
        approved: false,
      })
      .returning({ id: girlPhotos.id, version: girlPhotos.version });
    const body = { approved: false, reasonCode: 'picture_not_clear', version: photo!.version };
    await race((moderator) => decide(photoDecision as Route, photo!.id, body, moderator));
    expect(await decisionAudits('girl_photos', photo!.id, ['girl-photo.approve', 'girl-photo.reject'])).toHaveLength(1);
    expect(await noticesTo(girl.userId)).toHaveLength(1);
    expect(await decisionMailsTo(girl.email)).toHaveLength(1);
  });

  it('a session-girl report: marked handled twice at once', async () => {
    const reporter = await createGuy();
    const db = await getDb();
    const [sg] = await db
      .insert(sessionGirls)
      .values({ username: `race_${uniqueName('x').replace(/\W+/g, '')}`, profileApproved: true })
      .returning({ id: sessionGirls.id });
    const [report] = await db
      .insert(sessionGirlReports)
      .values({ sessionGirlId: sg!.id, guyUserId: reporter.guyId!, category: 'Scammer', comment: 'Deposit taken.' })
      .returning({ id: sessionGirlReports.id, version: sessionGirlReports.version });
    const body = { action: 'handled', version: report!.version };
    await race((moderator) => decide(reportDecision as Route, report!.id, body, moderator));
    const actions = ['session-girl-report.handled', 'session-girl-report.delete'];
    expect(await decisionAudits('session_girl_reports', report!.id, actions)).toHaveLength(1);
    expect(await noticesTo(reporter.userId)).toHaveLength(1);
    expect(await decisionMailsTo(reporter.email)).toHaveLength(1);
  });
});

describe('a decision on what the moderator saw', () => {
  it('an item that changed since: 409, and nothing changes', async () => {
    const pending = await createGirl({ prefix: 'stale', state: 'pending' });
    const seen = await versionOfGirl(pending.girlId);
    const db = await getDb();
    // She edits her profile while it waits: every update moves the version on.
    await db.update(girls).set({ city: 'Dallas' }).where(eq(girls.id, pending.girlId));
    expect(await versionOfGirl(pending.girlId)).toBe(seen + 1);
    const answer = await decide(girlDecision as Route, pending.girlId, { approved: true, version: seen }, first);
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as { errors: { detail: string }[] }).errors[0]!.detail).toBe(ITEM_CHANGED);
    const [row] = await db.select({ approved: girls.profileApproved }).from(girls).where(eq(girls.id, pending.girlId));
    expect(row!.approved).toBeNull();
    expect(await decisionAudits('girls', pending.girlId, ['girl.approve', 'girl.reject'])).toEqual([]);
    expect(await noticesTo(pending.userId)).toEqual([]);
    expect(await decisionMailsTo(pending.email)).toEqual([]);
    // With the version she has now, the decision is taken.
    const now = await versionOfGirl(pending.girlId);
    expect((await decide(girlDecision as Route, pending.girlId, { approved: true, version: now }, first)).status).toBe(
      204,
    );
  });

  it('a bad version is a 400 naming /version; a missing item stays a 404', async () => {
    const answer = await decide(girlDecision as Route, 999_999, { approved: true, version: 'one' }, first);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { errors: { source: { pointer: string } }[] }).errors[0]!.source.pointer).toBe(
      '/version',
    );
    expect((await decide(girlDecision as Route, 999_999, { approved: true, version: 1 }, first)).status).toBe(404);
  });
});

describe('claims on queue items', () => {
  let vetted: TestGirl;
  let otherGirl: TestGirl;
  let pendingGirl: TestGirl;
  let guy: Person;
  let item: TestGirl;

  beforeAll(async () => {
    [vetted, otherGirl, pendingGirl, guy, item] = await Promise.all([
      createGirl({ prefix: 'claimv' }),
      createGirl({ prefix: 'claimo' }),
      createGirl({ prefix: 'claimp', state: 'pending' }),
      createGuy(),
      createGirl({ prefix: 'claimed', state: 'pending' }),
    ]);
  });

  it('visitor 401; guy, vetted girl, another girl, pending girl 403; on an item or a missing one alike', async () => {
    for (const id of [item.girlId, 999_999]) {
      for (const method of ['PUT', 'DELETE']) {
        expect((await claim('girls', id, undefined, {}, method)).status).toBe(401);
        for (const person of [guy, vetted, otherGirl, pendingGirl])
          expect((await claim('girls', id, person.cookie, {}, method)).status).toBe(403);
      }
    }
    expect(await listClaimRows(item.girlId)).toEqual([]);
  });

  it('a moderator gets a 404 for an unknown kind or a missing item, and a 409 for a decided one', async () => {
    expect((await claim('guys', item.girlId, first.cookie)).status).toBe(404);
    expect((await claim('girls', 999_999, first.cookie)).status).toBe(404);
    expect((await claim('girls', 'x', first.cookie)).status).toBe(404);
    expect((await claim('girls', item.girlId, first.cookie, { takeOver: 'yes' })).status).toBe(400);
    const decided = await createGirl({ prefix: 'claimdone', state: 'pending' });
    expect((await decide(girlDecision as Route, decided.girlId, { approved: true }, second)).status).toBe(204);
    const answer = await claim('girls', decided.girlId, first.cookie);
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as { errors: { detail: string }[] }).errors[0]!.detail).toContain(second.username);
  });

  it('claimed, seen by the other moderator, taken over (audited), released; a decision ends it', async () => {
    const claimed = await claim('girls', item.girlId, first.cookie);
    expect(claimed.status).toBe(200);
    expect(((await claimed.json()) as { data: { attributes: object } }).data.attributes).toMatchObject({
      kind: 'girls',
      itemId: item.girlId,
      moderator: first.username,
      mine: true,
    });
    // Claiming again renews one's own claim.
    expect((await claim('girls', item.girlId, first.cookie)).status).toBe(200);
    const seen = await listClaims(await getActorFromHeaders(new Headers({ cookie: second.cookie })));
    expect(seen).toContainEqual(
      expect.objectContaining({ kind: 'girls', itemId: item.girlId, moderator: first.username, mine: false }),
    );
    // The other moderator's claim without takeOver: 409 naming the claimant.
    const refused = await claim('girls', item.girlId, second.cookie);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { errors: { detail: string }[] }).errors[0]!.detail).toContain(first.username);
    expect((await claim('girls', item.girlId, second.cookie, { takeOver: true })).status).toBe(200);
    const db = await getDb();
    const [takeOver] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'moderation-claim.take-over'), eq(auditLog.targetId, `girls:${item.girlId}`)));
    expect(takeOver).toMatchObject({
      actorUserId: second.userId,
      before: { moderator: first.username },
      after: { moderator: second.username },
    });
    // Only the claimant gives a claim up.
    expect((await claim('girls', item.girlId, first.cookie, {}, 'DELETE')).status).toBe(404);
    expect((await claim('girls', item.girlId, second.cookie, {}, 'DELETE')).status).toBe(204);
    expect(await listClaimRows(item.girlId)).toEqual([]);
    // A claim never blocks a decision by another moderator, and the decision ends it.
    expect((await claim('girls', item.girlId, first.cookie)).status).toBe(200);
    const version = await versionOfGirl(item.girlId);
    expect((await decide(girlDecision as Route, item.girlId, { approved: true, version }, second)).status).toBe(204);
    expect(await listClaimRows(item.girlId)).toEqual([]);
  });

  it("the queue page reads the live claims with its sections' pages: the same as listClaims", async () => {
    const waiting = await createGirl({ prefix: 'claimpage', state: 'pending' });
    expect((await claim('girls', waiting.girlId, first.cookie)).status).toBe(200);
    const actor = await getActorFromHeaders(new Headers({ cookie: second.cookie }));
    const { claims } = await moderationPage(actor, {}, NO_FILTERS);
    expect(claims).toEqual(await listClaims(actor));
    const mine = claims.find((c) => c.kind === 'girls' && c.itemId === waiting.girlId);
    expect(mine).toMatchObject({ moderator: first.username, mine: false });
    expect(new Date(mine!.claimedAt).toISOString()).toBe(mine!.claimedAt);
  });

  it('a claim lapses after 30 minutes: the queue no longer shows it and anyone claims the item', async () => {
    const waiting = await createGirl({ prefix: 'claimlapse', state: 'pending' });
    expect((await claim('girls', waiting.girlId, first.cookie)).status).toBe(200);
    const db = await getDb();
    await db
      .update(moderationClaims)
      .set({ claimedAt: sql`now() - interval '31 minutes'` })
      .where(eq(moderationClaims.itemId, waiting.girlId));
    const seen = await listClaims(await getActorFromHeaders(new Headers({ cookie: second.cookie })));
    expect(seen.filter((c) => c.itemId === waiting.girlId && c.kind === 'girls')).toEqual([]);
    expect((await claim('girls', waiting.girlId, second.cookie)).status).toBe(200);
  });
});

async function listClaimRows(itemId: number) {
  const db = await getDb();
  return db
    .select()
    .from(moderationClaims)
    .where(and(eq(moderationClaims.itemKind, 'girls'), eq(moderationClaims.itemId, itemId)));
}
