import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DELETE as unscammerRoute } from '@/app/admin/scammer/route';
import { PATCH as girlAttributes } from '@/app/api/v1/admin/girls/[id]/attributes/route';
import { DELETE as unbanGirlRoute, POST as banGirlRoute } from '@/app/api/v1/admin/girls/[id]/ban/route';
import { DELETE as softDeleteGuyRoute, PATCH as patchGuyRoute } from '@/app/api/v1/admin/guys/[id]/route';
import { DELETE as unbanGuyRoute, POST as banGuyRoute } from '@/app/api/v1/admin/guys/[id]/ban/route';
import { DELETE as deleteGirlRoute } from '@/app/api/v1/girls/[id]/route';
import { DELETE as deleteMyAccount } from '@/app/api/v1/my-profiles/[id]/route';
import { listOpenAppeals } from '@/features/appeals/queries';
import { openAppeal } from '@/features/appeals/service';
import { moderationQueue } from '@/features/moderation/queries';
import { REASON_MESSAGES } from '@/features/due-process/reason-codes';
import { getActorFromHeaders } from '@/server/auth/actor';
import { ACCOUNT_DELETED_MESSAGE } from '@/server/auth/constants';
import { getDb } from '@/server/db';
import { appeals, auditLog, decisionNotices, girls, moderationClaims } from '@/server/db/schema';
import { authPost, TEST_PASSWORD } from '../helpers/auth';
import { createGirl, type TestGirl } from '../helpers/girls';
import { waitForMailWith } from '../helpers/mail';
import { createGuy, createModerator, request, type Person } from '../helpers/people';

// No decision about a person without due process: every endpoint that changes a
// girl's or a guy's standing (approve, un-approve, scammer, ban, unban, hide, delete) takes the
// queue's path: a no without a reason code is the 400 of decision 037; with one, the audit row
// holds the code with before and after, the person gets a dashboard notice and an e-mail. The
// list of such endpoints is checked against the route files, so a new write cannot skip the list.
// And a deleted account leaves every queue in the deletion's transaction.

type Route = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
const ctx = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });
const call = (route: Route, method: string, id: number | string, cookie: string, body?: unknown, query = '') =>
  route(request(`/x/${id}${query}`, { method, cookie, body, contentType: 'application/json' }), ctx(id));
const actorOf = (cookie: string) => getActorFromHeaders(new Headers({ cookie }));

/** Every write under these route folders is listed below, as a standing change or as not one. */
const ROUTE_ROOTS = [
  'src/app/api/v1/admin/girls',
  'src/app/api/v1/admin/guys',
  'src/app/api/v1/girls',
  'src/app/admin',
];

/** The writes that change a person's standing: each is called below. */
const STANDING = [
  'PATCH api/v1/admin/girls/[id]/attributes',
  'POST api/v1/admin/girls/[id]/ban',
  'DELETE api/v1/admin/girls/[id]/ban',
  'POST api/v1/admin/girls/[id]/decision',
  'PATCH api/v1/admin/guys/[id]',
  'DELETE api/v1/admin/guys/[id]',
  'POST api/v1/admin/guys/[id]/ban',
  'DELETE api/v1/admin/guys/[id]/ban',
  'DELETE api/v1/girls/[id]',
  'DELETE admin/scammer',
];

/** The writes that do not, with why (each has its own tests). */
const NOT_STANDING: Record<string, string> = {
  'POST api/v1/admin/girls/[id]/report-suspension': 'her right to report, decision 042 (reason code required)',
  'DELETE api/v1/admin/girls/[id]/report-suspension': 'lifts the suspension of her right to report',
  'POST api/v1/admin/guys/[id]/report-suspension': 'his right to report, decision 042 (reason code required)',
  'DELETE api/v1/admin/guys/[id]/report-suspension': 'lifts the suspension of his right to report',
  'POST api/v1/admin/guys/[id]/moderator-comments': "a moderators' note, never shown to him",
  'PATCH api/v1/girls/[id]': 'her profile edited (by her, or by a moderator for her)',
  'POST api/v1/girls/[id]/resubmission': 'her own resubmission',
  'PUT api/v1/girls/[id]/verification-picture': 'her own verification picture',
  'POST api/v1/girls/[id]/moderator-notes': "a moderators' note",
  'POST admin/sessiongirl/[id]': 'a scraped session girl without an account: the queue decision of decision 037',
};

function writesUnder(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'route.ts') {
        const route = path.relative('src/app', path.dirname(full));
        for (const [, method] of readFileSync(full, 'utf8').matchAll(/export const (POST|PATCH|PUT|DELETE)\b/g))
          found.push(`${method} ${route}`);
      }
    }
  };
  walk(root);
  return found;
}

let moderator: Person;

beforeAll(async () => {
  moderator = await createModerator();
});

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

async function lastNotice(userId: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(decisionNotices)
    .where(eq(decisionNotices.recipientUserId, userId))
    .orderBy(desc(decisionNotices.id))
    .limit(1);
  return row;
}

describe('the list of standing changes is every write of the admin and girls routes', () => {
  it('names each write as a standing change or says why it is not one', () => {
    const writes = ROUTE_ROOTS.flatMap(writesUnder).filter(
      (write) => !write.includes('api/v1/admin/') || /admin\/(girls|guys)\//.test(write),
    );
    const unlisted = writes.filter((write) => !STANDING.includes(write) && !(write in NOT_STANDING));
    expect(unlisted).toEqual([]);
    for (const write of STANDING) expect(writes).toContain(write);
  });
});

/** A refusal of each standing endpoint: the route, the method, its body, its query (a DELETE). */
type Refusal = [string, Route, string, Record<string, unknown> | undefined, 'girl' | 'guy'];
const REFUSALS: Refusal[] = [
  ['un-approve her profile', girlAttributes, 'PATCH', { attribute: 'profile_approved', value: false }, 'girl'],
  ['refuse her picture', girlAttributes, 'PATCH', { attribute: 'profile_pic_approved', value: false }, 'girl'],
  ['mark her a scammer', girlAttributes, 'PATCH', { attribute: 'is_scammer', value: true }, 'girl'],
  ['take her listing off the site', girlAttributes, 'PATCH', { attribute: 'banned', value: true }, 'girl'],
  ['hide her listing', girlAttributes, 'PATCH', { attribute: 'admin_show_profile', value: false }, 'girl'],
  ['ban her account', banGirlRoute, 'POST', { unbanAt: null }, 'girl'],
  ['delete her', deleteGirlRoute, 'DELETE', undefined, 'girl'],
  ['hide his profile', patchGuyRoute, 'PATCH', { adminShowProfile: false }, 'guy'],
  ['ban his account', banGuyRoute, 'POST', { unbanAt: null }, 'guy'],
  ['delete him', softDeleteGuyRoute, 'DELETE', undefined, 'guy'],
];

describe('every refusal of a standing endpoint takes the decision path', () => {
  it.each(REFUSALS)(
    '%s: 400 without a code; with one, audit, notice and e-mail',
    async (what, route, method, body, who) => {
      const girl = who === 'girl' ? await createGirl({ prefix: 'standing' }) : null;
      const guy = who === 'guy' ? await createGuy() : null;
      const id = girl?.girlId ?? guy!.guyId!;
      const userId = girl?.userId ?? guy!.userId;
      const email = girl?.email ?? guy!.email;

      const bare = await call(route, method, id, moderator.cookie, body);
      expect(bare.status, what).toBe(400);
      expect(JSON.stringify(await bare.json())).toContain(REASON_MESSAGES.required);

      const note = `Checked by the team ${what}`;
      const reason = { reasonCode: 'rules_broken', reason: note };
      const query = `?${new URLSearchParams(reason)}`;
      const done =
        method === 'DELETE'
          ? await call(route, method, id, moderator.cookie, undefined, query)
          : await call(route, method, id, moderator.cookie, { ...body, ...reason });
      expect(done.status, what).toBeLessThan(300);

      const db = await getDb();
      const [audit] = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetTable, girl ? 'girls' : 'guys'), eq(auditLog.targetId, String(id))))
        .orderBy(desc(auditLog.id))
        .limit(1);
      expect(audit?.actorUserId).toBe(moderator.userId);
      expect(audit?.reason).toBe(`rules_broken: ${note}`);
      expect(audit?.before).not.toBeNull();
      expect(audit?.after).toMatchObject({ reasonCode: 'rules_broken' });
      expect(await lastNotice(userId)).toMatchObject({ accepted: false, reasonCode: 'rules_broken', reasonText: note });
      const mail = await waitForMailWith(email, note);
      expect(mail).not.toContain(moderator.username);
    },
  );
});

describe('a yes from the tables is a decision too', () => {
  it('unbanning her and him: the code "meets the rules" in the audit row, a notice and an e-mail', async () => {
    const girl = await createGirl({ prefix: 'unbangl' });
    const guy = await createGuy();
    const ban = { unbanAt: null, reasonCode: 'spam' };
    expect((await call(banGirlRoute, 'POST', girl.girlId, moderator.cookie, ban)).status).toBe(204);
    expect((await call(banGuyRoute, 'POST', guy.guyId!, moderator.cookie, ban)).status).toBe(204);
    expect((await call(unbanGirlRoute, 'DELETE', girl.girlId, moderator.cookie)).status).toBe(204);
    expect((await call(unbanGuyRoute, 'DELETE', guy.guyId!, moderator.cookie)).status).toBe(204);
    expect((await lastAudit('girl.unban', girl.girlId))?.reason).toBe('meets_rules');
    expect((await lastAudit('guy.unban', guy.guyId!))?.reason).toBe('meets_rules');
    for (const person of [girl, guy]) {
      expect(await lastNotice(person.userId)).toMatchObject({ kind: 'ban', accepted: true, reasonCode: 'meets_rules' });
      await waitForMailWith(person.email, 'Your account: unbanned');
    }
  });

  it("approving a pending girl from the switch is the queue's approval (girl.approve, the approval's notice)", async () => {
    const pending = await createGirl({ prefix: 'swpend', state: 'pending' });
    const on = await call(girlAttributes, 'PATCH', pending.girlId, moderator.cookie, {
      attribute: 'profile_approved',
      value: true,
    });
    expect(on.status).toBe(200);
    expect((await lastAudit('girl.approve', pending.girlId))?.after).toMatchObject({ reasonCode: 'meets_rules' });
    expect(await lastNotice(pending.userId)).toMatchObject({ kind: 'girl', accepted: true });
  });

  it("un-approving a live profile is appealable like the queue's rejection (decided by another moderator)", async () => {
    const girl = await createGirl({ prefix: 'unappr' });
    const off = await call(girlAttributes, 'PATCH', girl.girlId, moderator.cookie, {
      attribute: 'profile_approved',
      value: false,
      reasonCode: 'profile_incomplete',
    });
    expect(off.status).toBe(200);
    const notice = await lastNotice(girl.userId);
    expect(notice).toMatchObject({ kind: 'girl', accepted: false });
    const appeal = await openAppeal(await actorOf(girl.cookie), {
      noticeId: notice!.id,
      message: 'It is complete now.',
    });
    const open = await listOpenAppeals(await actorOf(moderator.cookie));
    const mine = open.appeals.find((item) => item.id === appeal.id);
    expect(mine?.decidedByYou).toBe(true);
  });

  it('un-marking a scammer (spec: DELETE /admin/scammer) is audited with the comment as its reason', async () => {
    const girl = await createGirl({ prefix: 'unscam', values: { isScammer: true } });
    const response = await unscammerRoute(
      request('/admin/scammer', {
        method: 'DELETE',
        cookie: moderator.cookie,
        body: { girl_id: girl.girlId, comment: 'Proved her identity' },
        contentType: 'application/json',
      }),
    );
    expect(response.status).toBe(204);
    expect((await lastAudit('scammer.unset', girl.girlId))?.reason).toBe('Proved her identity');
  });
});

describe('a deleted girl leaves every queue in the same transaction', () => {
  let moderatorCookie: string;
  beforeAll(() => {
    moderatorCookie = moderator.cookie;
  });

  async function inQueue(girl: TestGirl) {
    const queue = await moderationQueue(await actorOf(moderatorCookie));
    return queue.girls.some((item) => item.id === girl.girlId);
  }

  async function refusedWithAppeal(prefix: string) {
    const girl = await createGirl({ prefix, state: 'pending' });
    const db = await getDb();
    // A ban she appeals, while her profile waits for approval; a moderator has claimed her.
    expect((await call(banGirlRoute, 'POST', girl.girlId, moderatorCookie, { reasonCode: 'spam' })).status).toBe(204);
    await db.update(girls).set({ profileApproved: null }).where(eq(girls.id, girl.girlId));
    const notice = await lastNotice(girl.userId);
    await db
      .insert(moderationClaims)
      .values({ itemKind: 'girls', itemId: girl.girlId, moderatorUserId: moderator.userId });
    return { girl, notice: notice! };
  }

  it('her own deletion: her pending profile, her open appeal and the claim on her are gone', async () => {
    const girl = await createGirl({ prefix: 'selfdel', state: 'pending' });
    const db = await getDb();
    await db
      .insert(moderationClaims)
      .values({ itemKind: 'girls', itemId: girl.girlId, moderatorUserId: moderator.userId });
    // An appeal of her profile's rejection, open when she deletes her account.
    await db.update(girls).set({ profileApproved: false }).where(eq(girls.id, girl.girlId));
    const [notice] = await db
      .insert(decisionNotices)
      .values({ recipientUserId: girl.userId, kind: 'girl', role: 'subject', subject: 'Your profile', accepted: false })
      .returning({ id: decisionNotices.id });
    const appeal = await openAppeal(await actorOf(girl.cookie), {
      noticeId: notice!.id,
      message: 'Please look again.',
    });
    await db.update(girls).set({ profileApproved: null }).where(eq(girls.id, girl.girlId));
    expect(await inQueue(girl)).toBe(true);

    expect((await call(deleteMyAccount as Route, 'DELETE', girl.userId, girl.cookie)).status).toBe(204);
    expect(await inQueue(girl)).toBe(false);
    const [row] = await db.select({ status: appeals.status }).from(appeals).where(eq(appeals.id, appeal.id));
    expect(row?.status).toBe('withdrawn');
    const open = await listOpenAppeals(await actorOf(moderatorCookie));
    expect(open.appeals.some((item) => item.id === appeal.id)).toBe(false);
    const claims = await db.select().from(moderationClaims).where(eq(moderationClaims.itemId, girl.girlId));
    expect(claims.filter((claim) => claim.itemKind === 'girls')).toEqual([]);
  });

  it("a moderator's deletion: the same, her account closed with the deleted account's sign-in answer", async () => {
    const { girl, notice } = await refusedWithAppeal('moddel');
    // Her appeal of the ban (opened through the link, as a banned account cannot sign in).
    const db = await getDb();
    const [appeal] = await db
      .insert(appeals)
      .values({
        noticeId: notice.id,
        appellantUserId: girl.userId,
        kind: 'ban',
        subjectTable: 'girls',
        subjectId: girl.girlId,
      })
      .returning({ id: appeals.id });
    expect(await inQueue(girl)).toBe(true);

    const done = await call(
      deleteGirlRoute as Route,
      'DELETE',
      girl.girlId,
      moderatorCookie,
      undefined,
      '?reasonCode=spam',
    );
    expect(done.status).toBe(204);
    expect(await inQueue(girl)).toBe(false);
    const [row] = await db.select({ status: appeals.status }).from(appeals).where(eq(appeals.id, appeal!.id));
    expect(row?.status).toBe('withdrawn');
    expect(await db.select().from(moderationClaims).where(eq(moderationClaims.itemId, girl.girlId))).toEqual([]);
    const signIn = await authPost('/sign-in/username', { username: girl.username, password: TEST_PASSWORD });
    expect(signIn.status).toBe(403);
    expect(JSON.stringify(await signIn.json())).toContain(ACCOUNT_DELETED_MESSAGE);
    await waitForMailWith(girl.email, 'Your profile: deleted with your account');
  });
});
