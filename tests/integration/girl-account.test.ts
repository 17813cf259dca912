import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as girlDecision } from '@/app/api/v1/admin/girls/[id]/decision/route';
import { POST as resubmission } from '@/app/api/v1/girls/[id]/resubmission/route';
import { DELETE as deleteMyAccount } from '@/app/api/v1/my-profiles/[id]/route';
import { getDashboard } from '@/features/dashboard/queries';
import { findPublicGirlId, loadOwnProfile, loadPublicProfile } from '@/features/girls/profile-queries';
import { ownProfileAudience } from '@/features/girls/own-profile-audience';
import { publicGirlCondition } from '@/features/girls/queries';
import { moderationQueue } from '@/features/moderation/queries';
import { getActorFromHeaders } from '@/server/auth/actor';
import { ACCOUNT_DELETED_BAN_REASON, ACCOUNT_DELETED_MESSAGE, BANNED_MESSAGE } from '@/server/auth/constants';
import { getDb } from '@/server/db';
import { auditLog, girlPhotos, girls, session, timewasters, user } from '@/server/db/schema';
import { authPost, TEST_PASSWORD } from '../helpers/auth';
import { createGirl, setGirl, type TestGirl } from '../helpers/girls';
import { waitForMailWith } from '../helpers/mail';
import { createGuy, createModerator, request, type Person } from '../helpers/people';
import { insertTimewaster } from '../helpers/timewasters';

// A girl's own view of her profile (pending, not approved, hidden), the
// resubmission of a profile the moderators did not approve, and a girl's account deletion, each
// with its authorization table (visitor, guy, the girl herself, a pending girl, another girl, a
// moderator).

type Route = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
const ctx = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });
const call = (route: Route, id: number | string, method: string, cookie?: string, body?: unknown) =>
  route(request(`/x/${id}`, { method, cookie, body, contentType: 'application/json' }), ctx(id));
const actorOf = (cookie?: string) => getActorFromHeaders(new Headers(cookie ? { cookie } : {}));

let moderator: Person;
let guy: Person;
let vetted: TestGirl;
let pending: TestGirl;
let other: TestGirl;

beforeAll(async () => {
  moderator = await createModerator();
  guy = await createGuy();
  vetted = await createGirl({ prefix: 'vetted' });
  pending = await createGirl({ prefix: 'pendown', state: 'pending' });
  other = await createGirl({ prefix: 'othergl' });
});

async function messageOf(response: Response): Promise<string> {
  return JSON.stringify(await response.json());
}

describe('her own view of her profile', () => {
  it('shows a pending girl her profile, with her waiting picture through the authorised route; the public gets nothing', async () => {
    const db = await getDb();
    const key = `private/photos/girls/${pending.girlId}/${'b'.repeat(32)}.webp`;
    const [photo] = await db
      .insert(girlPhotos)
      .values({ girlId: pending.girlId, storageKey: key, secureUrl: `/media/${key}`, approved: false })
      .returning({ id: girlPhotos.id });
    const own = await loadOwnProfile(await actorOf(pending.cookie));
    expect(own?.view.stageName).toBe(pending.stageName);
    expect(ownProfileAudience(own!.row)).toBe('pending');
    // Never the private key's /media URL, which /media would not serve anyway.
    expect(own!.view.photos.map((p) => p.url)).toEqual([`/api/v1/photos/${photo!.id}/file`]);
    expect(JSON.stringify(own)).not.toContain(`/media/${key}`);
    // Nobody else gets more than before: the public lookups answer as for a missing profile.
    expect(await findPublicGirlId(pending.stageName)).toBeNull();
    expect(await loadPublicProfile(pending.girlId)).toBeNull();
  });

  it('is keyed by the account: each girl gets her own, a visitor, a guy and a moderator none', async () => {
    expect(await loadOwnProfile(await actorOf())).toBeNull();
    expect(await loadOwnProfile(await actorOf(guy.cookie))).toBeNull();
    expect(await loadOwnProfile(await actorOf(moderator.cookie))).toBeNull();
    const own = await loadOwnProfile(await actorOf(vetted.cookie));
    expect(own?.view.id).toBe(vetted.girlId);
    expect(ownProfileAudience(own!.row)).toBe('everyone');
    expect((await loadOwnProfile(await actorOf(other.cookie)))?.view.id).toBe(other.girlId);
  });

  it('says only moderators see it once she hides it, or a moderator does', async () => {
    const girl = await createGirl({ prefix: 'hideown' });
    await setGirl(girl.girlId, { girlShowProfile: false });
    expect(ownProfileAudience((await loadOwnProfile(await actorOf(girl.cookie)))!.row)).toBe('hidden-by-her');
    await setGirl(girl.girlId, { girlShowProfile: true, adminShowProfile: false });
    expect(ownProfileAudience((await loadOwnProfile(await actorOf(girl.cookie)))!.row)).toBe('hidden-by-moderators');
    expect(await loadPublicProfile(girl.girlId)).toBeNull();
  });
});

describe('a profile the moderators did not approve', () => {
  it('keeps her account: the dashboard gives the reason, she resubmits, the moderators see her again', async () => {
    const girl = await createGirl({ prefix: 'rejectd', state: 'pending' });
    const reason = 'Your verification picture does not show the paper.';
    expect(
      (
        await call(girlDecision, girl.girlId, 'POST', moderator.cookie, {
          approved: false,
          reasonCode: 'other',
          reason,
        })
      ).status,
    ).toBe(204);
    const mail = await waitForMailWith(girl.email, 'could not approve it');
    expect(mail).toContain(reason);
    expect(mail).toContain('/dashboard');

    const dashboard = await getDashboard(await actorOf(girl.cookie));
    expect(dashboard.girl).toMatchObject({ approval: 'rejected', rejectionReason: `Other: ${reason}` });
    expect(ownProfileAudience((await loadOwnProfile(await actorOf(girl.cookie)))!.row)).toBe('rejected');

    // Authorization table of the resubmission: only she, only while not approved.
    expect((await call(resubmission, girl.girlId, 'POST')).status).toBe(401);
    expect((await call(resubmission, girl.girlId, 'POST', guy.cookie)).status).toBe(403);
    expect((await call(resubmission, girl.girlId, 'POST', moderator.cookie)).status).toBe(403);
    const missing = await call(resubmission, 999_999_999, 'POST', other.cookie);
    expect(missing.status).toBe(404);
    const othersProfile = await call(resubmission, girl.girlId, 'POST', other.cookie);
    expect(othersProfile.status).toBe(404);
    expect(await othersProfile.text()).toBe(await missing.text());
    expect((await call(resubmission, girl.girlId, 'POST', pending.cookie)).status).toBe(404);
    // Her own pending or approved profile is not "resubmitted" either.
    expect((await call(resubmission, pending.girlId, 'POST', pending.cookie)).status).toBe(404);
    expect((await call(resubmission, vetted.girlId, 'POST', vetted.cookie)).status).toBe(404);

    expect((await call(resubmission, girl.girlId, 'POST', girl.cookie)).status).toBe(204);
    const db = await getDb();
    const [row] = await db.select({ approved: girls.profileApproved }).from(girls).where(eq(girls.id, girl.girlId));
    expect(row!.approved).toBeNull();
    expect((await moderationQueue(await actorOf(moderator.cookie))).girls.map((g) => g.id)).toContain(girl.girlId);
    const [audit] = await db
      .select({ actor: auditLog.actorUserId, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'girl.resubmit'), eq(auditLog.targetId, String(girl.girlId))))
      .orderBy(desc(auditLog.at));
    expect(audit).toEqual({ actor: girl.userId, before: { profileApproved: false }, after: { profileApproved: null } });
    expect((await getDashboard(await actorOf(girl.cookie))).girl).toMatchObject({
      approval: 'pending',
      rejectionReason: null,
    });
    // Sent once: a second press is the 404 of a profile that is not waiting for her.
    expect((await call(resubmission, girl.girlId, 'POST', girl.cookie)).status).toBe(404);
  });
});

describe('a girl deletes her account', () => {
  it('refuses a visitor (401) and anyone but her (403)', async () => {
    expect((await call(deleteMyAccount, vetted.userId, 'DELETE')).status).toBe(401);
    for (const who of [guy, other, pending, moderator])
      expect((await call(deleteMyAccount, vetted.userId, 'DELETE', who.cookie)).status).toBe(403);
    expect(await findPublicGirlId(vetted.stageName)).toBe(vetted.girlId);
  });

  it('ends her sign-in and sessions, takes her profile off every list, and keeps her timewaster reports', async () => {
    const girl = await createGirl({ prefix: 'leaving' });
    const report = await insertTimewaster(girl.girlId);
    expect(await findPublicGirlId(girl.stageName)).toBe(girl.girlId);

    expect((await call(deleteMyAccount, girl.userId, 'DELETE', girl.cookie)).status).toBe(204);
    const db = await getDb();
    expect(await findPublicGirlId(girl.stageName)).toBeNull();
    expect(await loadPublicProfile(girl.girlId)).toBeNull();
    const listed = await db
      .select({ id: girls.id })
      .from(girls)
      .where(and(eq(girls.id, girl.girlId), publicGirlCondition));
    expect(listed).toEqual([]);
    const [account] = await db
      .select({ banned: user.banned, reason: user.banReason })
      .from(user)
      .where(eq(user.id, girl.userId));
    expect(account).toEqual({ banned: true, reason: ACCOUNT_DELETED_BAN_REASON });
    expect(await db.select().from(session).where(eq(session.userId, girl.userId))).toEqual([]);
    expect((await actorOf(girl.cookie)).kind).toBe('visitor');
    // The timewaster database keeps what she reported, still hers for the moderators.
    const [kept] = await db.select({ girlId: timewasters.girlId }).from(timewasters).where(eq(timewasters.id, report));
    expect(kept).toEqual({ girlId: girl.girlId });

    const again = await authPost('/sign-in/username', { username: girl.username, password: TEST_PASSWORD });
    expect(again.status).toBe(403);
    const message = await messageOf(again);
    expect(message).toContain(ACCOUNT_DELETED_MESSAGE);
    expect(message).not.toContain(BANNED_MESSAGE);
  });
});

describe('a deleted guy signs in', () => {
  it('is told the account was deleted, not suspended; a wrong password still gets the usual answer', async () => {
    const doomed = await createGuy();
    expect((await call(deleteMyAccount, doomed.userId, 'DELETE', doomed.cookie)).status).toBe(204);
    const refused = await authPost('/sign-in/username', { username: doomed.username, password: TEST_PASSWORD });
    expect(refused.status).toBe(403);
    const message = await messageOf(refused);
    expect(message).toContain(ACCOUNT_DELETED_MESSAGE);
    expect(message).not.toContain('suspended');
    // Without the password nobody learns that the account was deleted.
    const guess = await authPost('/sign-in/username', { username: doomed.username, password: 'Wrong-pass-123' });
    expect(guess.status).toBe(401);
    expect(await messageOf(guess)).not.toContain(ACCOUNT_DELETED_MESSAGE);
  });
});
