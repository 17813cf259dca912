import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DELETE as deleteGirlRoute } from '@/app/api/v1/girls/[id]/route';
import { DELETE as deleteTimewasterRoute, PATCH as updateTimewasterRoute } from '@/app/api/v1/timewasters/[id]/route';
import { POST as girlDecision } from '@/app/api/v1/admin/girls/[id]/decision/route';
import { POST as photoDecision } from '@/app/api/v1/admin/girl-photos/[id]/decision/route';
import { POST as scammerDecision } from '@/app/api/v1/admin/scammer-reports/[id]/decision/route';
import { POST as sessionGirlDecision } from '@/app/admin/sessiongirl/[id]/route';
import { POST as sessionGirlEmail } from '@/app/api/v1/admin/session-girls/[id]/email/route';
import { POST as crawledReviewed } from '@/app/api/v1/admin/problem-girls/[id]/reviewed/route';
import { POST as sessionGirlPicture } from '@/app/api/v1/admin/session-girls/[id]/picture/route';
import { POST as sessionGirlLegacyMatch } from '@/app/api/v1/admin/session-girls/[id]/legacy-match/route';
import { POST as sessionGirlImageDecision } from '@/app/api/v1/admin/session-girl-images/[id]/decision/route';
import { legacyIdTaken } from '@/features/admin-management/session-girls-service';
import { listAuditLog } from '@/features/audit-log/queries';
import { publicGirlCondition } from '@/features/girls/queries';
import { moderationCounts, moderationQueue } from '@/features/moderation/queries';
import { REASON_MESSAGES } from '@/features/due-process/reason-codes';
import { getActorFromHeaders } from '@/server/auth/actor';
import { getDb } from '@/server/db';
import {
  auditLog,
  girlPhotos,
  girls,
  problemGirls,
  sessionGirlImages,
  sessionGirls,
  timewasters,
  user,
} from '@/server/db/schema';
import { createGirl, insertGirl, uniqueName, type TestGirl } from '../helpers/girls';
import { waitForMailWith } from '../helpers/mail';
import { createGuy, createModerator, request, type Person } from '../helpers/people';

// The moderators' decisions (a new girl, a new photo, a scammer report) and the
// audit log. Who may decide, what each decision changes, who is told, and the log row.

type Route = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
const ctx = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });

let moderator: Person;
let guy: Person;
let girl: TestGirl;
let pendingGirl: TestGirl;

beforeAll(async () => {
  moderator = await createModerator();
  guy = await createGuy();
  girl = await createGirl({ prefix: 'approved' });
  pendingGirl = await createGirl({ prefix: 'pending', state: 'pending' });
});

function decide(route: Route, id: number | string, body: unknown, cookie?: string): Promise<Response> {
  return route(request(`/decision/${id}`, { method: 'POST', cookie, body, contentType: 'application/json' }), ctx(id));
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

async function girlRow(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(girls).where(eq(girls.id, id));
  return row;
}

async function pendingPhotoOf(girlId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(girlPhotos)
    .values({
      girlId,
      storageKey: `test/${uniqueName('photo')}.webp`,
      secureUrl: '/media/test/p.webp',
      approved: false,
    })
    .returning({ id: girlPhotos.id });
  return row!.id;
}

async function scammerReport(reporter: Person): Promise<number> {
  const db = await getDb();
  const reported = uniqueName('scam').replace(/\s+/g, '_');
  const [row] = await db
    .insert(girls)
    .values({
      name: 'Fake Fiona',
      reportedUsername: reported,
      headline: 'Deposit scam',
      isScammer: true,
      matsideGirl: false,
    })
    .returning({ id: girls.id });
  await db.insert(auditLog).values({
    actorUserId: reporter.userId,
    action: 'scammer.report',
    targetTable: 'girls',
    targetId: String(row!.id),
  });
  return row!.id;
}

describe('who may decide: the authorization table of every decision endpoint', () => {
  const endpoints: [string, Route, unknown][] = [
    ['girl decision', girlDecision, { approved: true }],
    ['photo decision', photoDecision, { approved: true }],
    ['scammer report decision', scammerDecision, { publish: true }],
    ['session-girl picture decision', sessionGirlPicture, { approved: true }],
    ['session-girl image decision', sessionGirlImageDecision, { approved: true }],
    ['session-girl legacy match', sessionGirlLegacyMatch, { legacyGirlId: 77 }],
  ];
  it.each(endpoints)(
    '%s: visitor 401, guy / girl / pending girl 403, moderator on a missing item 404',
    async (_, route, body) => {
      expect((await decide(route, 999_999, body)).status).toBe(401);
      expect((await decide(route, 999_999, body, guy.cookie)).status).toBe(403);
      expect((await decide(route, 999_999, body, girl.cookie)).status).toBe(403);
      expect((await decide(route, 999_999, body, pendingGirl.cookie)).status).toBe(403);
      expect((await decide(route, 999_999, body, moderator.cookie)).status).toBe(404);
    },
  );

  it('DELETE /api/v1/girls/{id}: only a moderator; the girl herself cannot', async () => {
    const target = await insertGirl('visible');
    const del = (cookie?: string) =>
      (deleteGirlRoute as Route)(
        request(`/api/v1/girls/${target.id}?reasonCode=spam`, { method: 'DELETE', cookie }),
        ctx(target.id),
      );
    expect((await del()).status).toBe(401);
    expect((await del(guy.cookie)).status).toBe(403);
    expect((await del(girl.cookie)).status).toBe(403);
    expect(await girlRow(target.id)).toBeDefined();
    expect((await del(moderator.cookie)).status).toBe(204);
    expect(await girlRow(target.id)).toBeUndefined();
    expect((await lastAudit('girl.delete', target.id))?.actorUserId).toBe(moderator.userId);
    expect((await del(moderator.cookie)).status).toBe(404);
  });

  it('the queue and its counts are read by moderators only', async () => {
    const guyActor = await getActorFromHeaders(new Headers({ cookie: guy.cookie }));
    const girlActor = await getActorFromHeaders(new Headers({ cookie: girl.cookie }));
    await expect(moderationQueue(guyActor)).rejects.toMatchObject({ status: 403 });
    await expect(moderationCounts(girlActor)).rejects.toMatchObject({ status: 403 });
    await expect(listAuditLog(girlActor, { page: 1 })).rejects.toMatchObject({ status: 403 });
  });
});

describe('a new girl', () => {
  it('approved: she is public at once, she is told, and the log has before and after', async () => {
    const mod = await getActorFromHeaders(new Headers({ cookie: moderator.cookie }));
    expect((await moderationQueue(mod)).girls.map((g) => g.id)).toContain(pendingGirl.girlId);

    expect((await decide(girlDecision, pendingGirl.girlId, { approved: true }, moderator.cookie)).status).toBe(204);
    const db = await getDb();
    const [listed] = await db
      .select({ id: girls.id })
      .from(girls)
      .leftJoin(user, eq(user.id, girls.userId))
      .where(and(eq(girls.id, pendingGirl.girlId), publicGirlCondition));
    expect(listed).toBeDefined();
    // Vetted now: the timewaster tool opens to her.
    expect(await getActorFromHeaders(new Headers({ cookie: pendingGirl.cookie }))).toMatchObject({ vettedGirl: true });
    await waitForMailWith(pendingGirl.email, 'Your Matside profile is approved');
    const audit = await lastAudit('girl.approve', pendingGirl.girlId);
    expect(audit).toMatchObject({
      actorUserId: moderator.userId,
      targetTable: 'girls',
      before: { profileApproved: null },
      after: { profileApproved: true },
    });
    // Decided once: the second answer is the 409 of an item already decided (decision 040).
    expect((await decide(girlDecision, pendingGirl.girlId, { approved: true }, moderator.cookie)).status).toBe(409);
  });

  it('rejected: the reason is required; she keeps her record, not approved, and is mailed the reason and what she can do', async () => {
    const rejected = await createGirl({ prefix: 'reject', state: 'pending' });
    await pendingPhotoOf(rejected.girlId);
    const refused = await decide(girlDecision, rejected.girlId, { approved: false, reason: '  ' }, moderator.cookie);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      errors: [{ detail: REASON_MESSAGES.required, source: { pointer: '/reasonCode' } }],
    });
    expect(await girlRow(rejected.girlId)).toBeDefined();

    const reason = 'The pictures show someone else.';
    const rejection = { approved: false, reasonCode: 'not_her_picture', reason };
    expect((await decide(girlDecision, rejected.girlId, rejection, moderator.cookie)).status).toBe(204);
    const mail = await waitForMailWith(rejected.email, 'could not approve it');
    expect(mail).toContain(`Picture does not show her: ${reason}`);
    expect(mail).toContain('Resubmit for review');
    expect(mail).toContain('/girl/settings');
    expect(await girlRow(rejected.girlId)).toMatchObject({ profileApproved: false });
    const db = await getDb();
    // Her pictures stay hers (private until approved) for the resubmission.
    expect(await db.select().from(girlPhotos).where(eq(girlPhotos.girlId, rejected.girlId))).toHaveLength(1);
    expect(await lastAudit('girl.reject', rejected.girlId)).toMatchObject({
      actorUserId: moderator.userId,
      reason: `not_her_picture: ${reason}`,
      before: { profileApproved: null },
      after: { profileApproved: false, reasonCode: 'not_her_picture' },
    });
    // She left the queue, and a second decision is the 409 of an item already decided.
    const mod = await getActorFromHeaders(new Headers({ cookie: moderator.cookie }));
    expect((await moderationQueue(mod)).girls.map((g) => g.id)).not.toContain(rejected.girlId);
    expect((await decide(girlDecision, rejected.girlId, rejection, moderator.cookie)).status).toBe(409);
  });
});

describe('a new photo of an approved girl', () => {
  it('approved: it is shown; rejected: it is deleted; both are logged', async () => {
    const approve = await pendingPhotoOf(girl.girlId);
    const reject = await pendingPhotoOf(girl.girlId);
    const mod = await getActorFromHeaders(new Headers({ cookie: moderator.cookie }));
    expect((await moderationQueue(mod)).photos.map((p) => p.id)).toEqual(expect.arrayContaining([approve, reject]));

    expect((await decide(photoDecision, approve, { approved: true }, moderator.cookie)).status).toBe(204);
    expect((await decide(photoDecision, reject, { approved: false }, moderator.cookie)).status).toBe(400);
    expect(
      (await decide(photoDecision, reject, { approved: false, reasonCode: 'duplicate' }, moderator.cookie)).status,
    ).toBe(204);
    const db = await getDb();
    const [kept] = await db.select().from(girlPhotos).where(eq(girlPhotos.id, approve));
    expect(kept?.approved).toBe(true);
    expect(await db.select().from(girlPhotos).where(eq(girlPhotos.id, reject))).toEqual([]);
    expect(await lastAudit('girl-photo.approve', approve)).toMatchObject({
      before: { approved: false },
      after: { approved: true },
    });
    expect(await lastAudit('girl-photo.reject', reject)).toMatchObject({ after: { deleted: true } });
    expect((await decide(photoDecision, approve, { approved: true }, moderator.cookie)).status).toBe(409);
  });

  it('rejected: the girl is mailed that it was removed, with the reason typed', async () => {
    const photo = await pendingPhotoOf(girl.girlId);
    const reason = `Blurry ${uniqueName('r')}`;
    const body = { approved: false, reasonCode: 'other', reason };
    expect((await decide(photoDecision, photo, body, moderator.cookie)).status).toBe(204);
    const mail = await waitForMailWith(girl.email, reason);
    expect(mail).toContain('Your new photo was not approved');
    expect(mail).toContain('could not approve it, so it has been removed');
    expect(mail).toContain(`The reason: Other: ${reason}`);
    expect(await lastAudit('girl-photo.reject', photo)).toMatchObject({ reason: `other: ${reason}` });
  });
});

describe('a new profile picture of an approved girl', () => {
  async function pendingProfilePicture(owner: TestGirl): Promise<{ id: number; key: string }> {
    const db = await getDb();
    const key = `test/${uniqueName('profile')}.webp`;
    const [row] = await db
      .insert(girlPhotos)
      .values({ girlId: owner.girlId, storageKey: key, secureUrl: `/media/${key}`, approved: false })
      .returning({ id: girlPhotos.id });
    await db
      .update(girls)
      .set({ profilePicPublicId: key, profilePicSecureUrl: `/media/${key}`, profilePicApproved: null })
      .where(eq(girls.id, owner.girlId));
    return { id: row!.id, key };
  }

  it('approved: it becomes her profile picture; rejected: the last approved one comes back', async () => {
    const owner = await createGirl({ prefix: 'newpic' });
    const first = await pendingProfilePicture(owner);
    expect((await decide(photoDecision, first.id, { approved: true }, moderator.cookie)).status).toBe(204);
    expect(await girlRow(owner.girlId)).toMatchObject({ profilePicPublicId: first.key, profilePicApproved: true });
    const db = await getDb();
    const profilePics = () =>
      db
        .select({ id: girlPhotos.id })
        .from(girlPhotos)
        .where(and(eq(girlPhotos.girlId, owner.girlId), eq(girlPhotos.isProfilePic, true)));
    expect(await profilePics()).toEqual([{ id: first.id }]);
    expect(await lastAudit('girl-photo.approve', first.id)).toMatchObject({ after: { profilePicture: true } });

    const second = await pendingProfilePicture(owner);
    const refusal = { approved: false, reasonCode: 'picture_not_clear' };
    expect((await decide(photoDecision, second.id, refusal, moderator.cookie)).status).toBe(204);
    expect(await girlRow(owner.girlId)).toMatchObject({
      profilePicPublicId: first.key,
      profilePicSecureUrl: `/media/${first.key}`,
      profilePicApproved: true,
    });
    expect(await profilePics()).toEqual([{ id: first.id }]);
  });
});

describe('a timewaster report waiting for approval', () => {
  it('is in the queue; approving it (PATCH) or deleting it takes it out, audited', async () => {
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
            comment: 'No-show twice.',
            girlId: girl.girlId,
          })
          .returning({ id: timewasters.id })
      )[0]!.id;
    const approve = await insert(uniqueName('Tim'));
    const reject = await insert(uniqueName('Tom'));
    const mod = await getActorFromHeaders(new Headers({ cookie: moderator.cookie }));
    const queued = (await moderationQueue(mod)).timewasterReports;
    expect(queued.map((r) => r.id)).toEqual(expect.arrayContaining([approve, reject]));
    expect(queued.find((r) => r.id === approve)?.reporter).toBe(girl.stageName);
    const counts = await moderationCounts(mod);
    expect(counts.timewasterReports).toBeGreaterThanOrEqual(2);

    const patch = await updateTimewasterRoute(
      request(`/api/v1/timewasters/${approve}`, {
        method: 'PATCH',
        cookie: moderator.cookie,
        body: { data: { type: 'timewasters', id: String(approve), attributes: { approved: true } } },
        contentType: 'application/vnd.api+json',
      }),
      ctx(approve),
    );
    expect(patch.status).toBe(200);
    const removed = await deleteTimewasterRoute(
      request(`/api/v1/timewasters/${reject}?reasonCode=duplicate`, { method: 'DELETE', cookie: moderator.cookie }),
      ctx(reject),
    );
    expect(removed.status).toBeLessThan(300);
    const after = (await moderationQueue(mod)).timewasterReports.map((r) => r.id);
    expect(after).not.toContain(approve);
    expect(after).not.toContain(reject);
    expect(await lastAudit('timewaster.approve', approve)).toMatchObject({ after: { approved: true } });
    expect(await lastAudit('timewaster.delete', reject)).toBeDefined();
  });
});

describe('a scammer report from the public form', () => {
  it('published: listed, its reporter is told; refused: deleted with the reason, its reporter is told', async () => {
    const reporter = await createGuy();
    const published = await scammerReport(reporter);
    const refused = await scammerReport(reporter);

    expect((await decide(scammerDecision, published, { publish: true }, moderator.cookie)).status).toBe(204);
    expect((await girlRow(published))?.profileApproved).toBe(true);
    await waitForMailWith(reporter.email, 'It is published');

    const reason = 'No evidence was attached.';
    const refusal = { publish: false, reasonCode: 'not_enough_evidence', reason };
    expect((await decide(scammerDecision, refused, refusal, moderator.cookie)).status).toBe(204);
    expect(await girlRow(refused)).toBeUndefined();
    expect(await waitForMailWith(reporter.email, 'could not accept it')).toContain(`Not enough evidence: ${reason}`);
    expect(await lastAudit('scammer.publish', published)).toMatchObject({ actorUserId: moderator.userId });
    expect(await lastAudit('scammer.refuse', refused)).toMatchObject({
      reason: `not_enough_evidence: ${reason}`,
      after: { deleted: true, reasonCode: 'not_enough_evidence' },
    });
  });
});

describe('the audit log page reads', () => {
  it('filters by moderator, action and subject, newest first', async () => {
    const mod = await getActorFromHeaders(new Headers({ cookie: moderator.cookie }));
    const byAction = await listAuditLog(mod, { action: 'girl.approve', page: 1 });
    expect(byAction.rows.length).toBeGreaterThan(0);
    expect(byAction.rows.every((r) => r.action === 'girl.approve')).toBe(true);
    const bySubject = await listAuditLog(mod, { subject: `girls:${pendingGirl.girlId}`, page: 1 });
    expect(bySubject.rows.map((r) => r.action)).toContain('girl.approve');
    const byModerator = await listAuditLog(mod, { moderator: moderator.username, page: 1 });
    expect(byModerator.total).toBeGreaterThanOrEqual(4);
    const times = byModerator.rows.map((r) => r.at);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('what the scrapers bring in', () => {
  async function sessionGirl(values: Partial<typeof sessionGirls.$inferInsert> = {}): Promise<number> {
    const db = await getDb();
    const [row] = await db
      .insert(sessionGirls)
      .values({ username: uniqueName('sg').replace(/\s+/g, '_'), ...values })
      .returning({ id: sessionGirls.id });
    return row!.id;
  }
  const sessionRow = async (id: number) => {
    const db = await getDb();
    return (await db.select().from(sessionGirls).where(eq(sessionGirls.id, id)))[0];
  };

  it('POST /admin/sessiongirl/{id}: moderators only; approving a legacy profile sets the new-girl notification', async () => {
    const legacy = await sessionGirl({ legacyGirlId: 4242 });
    const rejected = await sessionGirl();
    expect((await decide(sessionGirlDecision, legacy, { approved: true })).status).toBe(401);
    expect((await decide(sessionGirlDecision, legacy, { approved: true }, guy.cookie)).status).toBe(403);
    expect((await decide(sessionGirlDecision, legacy, { approved: true }, girl.cookie)).status).toBe(403);
    expect((await decide(sessionGirlDecision, legacy, { approved: true }, pendingGirl.cookie)).status).toBe(403);
    const approved = await decide(sessionGirlDecision, legacy, { approved: true }, moderator.cookie);
    expect(approved.status).toBe(200);
    expect(await approved.json()).toEqual({ profile_approved: true });
    expect(await sessionRow(legacy)).toMatchObject({ profileApproved: true, sendNewGirlNotification: true });
    expect((await decide(sessionGirlDecision, rejected, { approved: false }, moderator.cookie)).status).toBe(400);
    const refusal = { approved: false, reasonCode: 'profile_incomplete' };
    expect((await decide(sessionGirlDecision, rejected, refusal, moderator.cookie)).status).toBe(200);
    expect(await sessionRow(rejected)).toMatchObject({ profileApproved: false, sendNewGirlNotification: false });
    expect(await lastAudit('session-girl.reject', rejected)).toMatchObject({
      before: { profileApproved: null },
      after: { profileApproved: false, reasonCode: 'profile_incomplete' },
      reason: 'profile_incomplete',
    });
    expect((await decide(sessionGirlDecision, rejected, { approved: true }, moderator.cookie)).status).toBe(404);
  });

  it('a scraped session girl gets a matched e-mail, or an empty one for no match', async () => {
    const matched = await sessionGirl({ email: null });
    const none = await sessionGirl({ email: null });
    expect((await decide(sessionGirlEmail, matched, { email: 'x@example.test' }, girl.cookie)).status).toBe(403);
    expect((await decide(sessionGirlEmail, matched, { email: 'not an address' }, moderator.cookie)).status).toBe(400);
    expect((await decide(sessionGirlEmail, matched, { email: 'Found@Example.test' }, moderator.cookie)).status).toBe(
      204,
    );
    expect((await decide(sessionGirlEmail, none, { email: '' }, moderator.cookie)).status).toBe(204);
    expect((await sessionRow(matched))?.email).toBe('found@example.test');
    expect((await sessionRow(none))?.email).toBe('');
    expect(await lastAudit('session-girl.email-none', none)).toMatchObject({
      before: { email: null },
      after: { email: '' },
    });
    expect((await decide(sessionGirlEmail, none, { email: '' }, moderator.cookie)).status).toBe(404);
  });

  async function image(sessionGirlId: number, values: Partial<typeof sessionGirlImages.$inferInsert> = {}) {
    const db = await getDb();
    const [row] = await db
      .insert(sessionGirlImages)
      .values({ sessionGirlId, cloudinarySecureUrl: `/media/test/${uniqueName('img')}.webp`, ...values })
      .returning({ id: sessionGirlImages.id });
    return row!.id;
  }

  it('section 1: a pending picture is approved, replaced by a gallery pick, or rejected; each is logged', async () => {
    const mod = await getActorFromHeaders(new Headers({ cookie: moderator.cookie }));
    const picture = { cloudinarySecureUrl: '/media/test/pending.webp', profilePicApproved: null };
    const approve = await sessionGirl(picture);
    const replace = await sessionGirl(picture);
    const remove = await sessionGirl(picture);
    const pick = await image(replace, { jenApproved: true });
    const refused = await image(replace, { jenApproved: false });
    const othersImage = await image(approve, { jenApproved: true });

    const queue = await moderationQueue(mod);
    const item = queue.sessionGirlPictures.find((p) => p.id === replace);
    // The picker offers her gallery, not a refused image nor another girl's.
    expect(item?.gallery.map((g) => g.id)).toEqual([pick]);
    expect(queue.sessionGirlPictures.map((p) => p.id)).toEqual(expect.arrayContaining([approve, remove]));

    expect(
      (await decide(sessionGirlPicture, approve, { approved: true, imageId: pick }, moderator.cookie)).status,
    ).toBe(400);
    expect((await decide(sessionGirlPicture, approve, { approved: true }, moderator.cookie)).status).toBe(204);
    expect(await sessionRow(approve)).toMatchObject({ profilePicApproved: true });
    expect(await lastAudit('session-girl.picture-approve', approve)).toMatchObject({
      before: { profilePicApproved: null },
      after: { profilePicApproved: true },
    });

    // A picked image must be hers and not refused: otherwise the moderator gets a 404.
    for (const imageId of [othersImage, refused]) {
      expect(
        (
          await decide(
            sessionGirlPicture,
            replace,
            { approved: false, imageId, reasonCode: 'picture_not_clear' },
            moderator.cookie,
          )
        ).status,
      ).toBe(404);
    }
    expect(
      (
        await decide(
          sessionGirlPicture,
          replace,
          { approved: false, imageId: pick, reasonCode: 'picture_not_clear' },
          moderator.cookie,
        )
      ).status,
    ).toBe(204);
    const replaced = await sessionRow(replace);
    expect(replaced).toMatchObject({ profilePicApproved: true });
    expect(replaced?.cloudinarySecureUrl).not.toBe('/media/test/pending.webp');
    expect(await lastAudit('session-girl.picture-replace', replace)).toMatchObject({
      before: { cloudinarySecureUrl: '/media/test/pending.webp' },
      after: { profilePicApproved: true, imageId: pick, cloudinarySecureUrl: replaced?.cloudinarySecureUrl },
    });

    expect((await decide(sessionGirlPicture, remove, { approved: false }, moderator.cookie)).status).toBe(400);
    expect(
      (
        await decide(
          sessionGirlPicture,
          remove,
          { approved: false, reasonCode: 'under_18_or_not_verifiable' },
          moderator.cookie,
        )
      ).status,
    ).toBe(204);
    expect(await sessionRow(remove)).toMatchObject({ profilePicApproved: false });
    expect(await lastAudit('session-girl.picture-reject', remove)).toMatchObject({
      after: { profilePicApproved: false },
    });
    // Decided pictures leave the section; a second decision finds nothing.
    const after = (await moderationQueue(mod)).sessionGirlPictures.map((p) => p.id);
    expect(after).not.toEqual(expect.arrayContaining([approve]));
    expect(after).not.toContain(replace);
    expect(after).not.toContain(remove);
    expect((await decide(sessionGirlPicture, approve, { approved: true }, moderator.cookie)).status).toBe(409);
  });

  it('explicit images: jen_approved goes from null to true or false, with the marks in the log', async () => {
    const owner = await sessionGirl();
    const yes = await image(owner, { explicit: true });
    const no = await image(owner, { explicitNudity: true });
    const mod = await getActorFromHeaders(new Headers({ cookie: moderator.cookie }));
    const pending = (await moderationQueue(mod)).sessionGirlImages.filter((i) => i.sessionGirl.id === owner);
    expect(pending).toEqual([
      expect.objectContaining({ id: yes, explicit: true, explicitNudity: false }),
      expect.objectContaining({ id: no, explicit: false, explicitNudity: true }),
    ]);
    expect((await decide(sessionGirlImageDecision, yes, { approved: true }, girl.cookie)).status).toBe(403);
    expect((await decide(sessionGirlImageDecision, yes, { approved: 'yes' }, moderator.cookie)).status).toBe(400);
    expect((await decide(sessionGirlImageDecision, yes, { approved: true }, moderator.cookie)).status).toBe(204);
    expect((await decide(sessionGirlImageDecision, no, { approved: false }, moderator.cookie)).status).toBe(400);
    expect(
      (
        await decide(
          sessionGirlImageDecision,
          no,
          { approved: false, reasonCode: 'explicit_not_allowed' },
          moderator.cookie,
        )
      ).status,
    ).toBe(204);
    const db = await getDb();
    const rows = await db.select().from(sessionGirlImages).where(eq(sessionGirlImages.sessionGirlId, owner));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.jenApproved]))).toEqual({ [yes]: true, [no]: false });
    expect(await lastAudit('session-girl-image.reject', no)).toMatchObject({
      before: { jenApproved: null, explicitNudity: true },
      after: { jenApproved: false, reasonCode: 'explicit_not_allowed' },
    });
    expect(
      (await decide(sessionGirlImageDecision, yes, { approved: false, reasonCode: 'spam' }, moderator.cookie)).status,
    ).toBe(409);
  });

  it('matching a legacy id sets the new-girl notification and the travel e-mails', async () => {
    const id = await sessionGirl();
    expect((await decide(sessionGirlLegacyMatch, id, { legacyGirlId: -3 }, moderator.cookie)).status).toBe(400);
    expect((await decide(sessionGirlLegacyMatch, id, { legacyGirlId: 9123 }, moderator.cookie)).status).toBe(204);
    expect(await sessionRow(id)).toMatchObject({
      legacyGirlId: 9123,
      sendNewGirlNotification: true,
      sendTravelEmails: true,
    });
    expect(await lastAudit('session-girl.legacy-match', id)).toMatchObject({
      before: { legacyGirlId: null, sendNewGirlNotification: false, sendTravelEmails: false },
      after: { legacyGirlId: 9123, sendNewGirlNotification: true, sendTravelEmails: true },
    });
    // The same legacy id for another session girl: a 409 naming the first, and nothing written.
    const other = await sessionGirl();
    const taken = await decide(sessionGirlLegacyMatch, other, { legacyGirlId: 9123 }, moderator.cookie);
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({
      errors: [{ detail: legacyIdTaken(id), source: { pointer: '/legacyGirlId' } }],
    });
    expect(await sessionRow(other)).toMatchObject({ legacyGirlId: null });
  });

  it('a crawled problem girl leaves the queue once reviewed', async () => {
    const db = await getDb();
    const [row] = await db
      .insert(problemGirls)
      .values({ name: 'Crawled Carla', crawledAt: new Date() })
      .returning({ id: problemGirls.id });
    const mod = await getActorFromHeaders(new Headers({ cookie: moderator.cookie }));
    expect((await moderationQueue(mod)).crawledProblemGirls.map((p) => p.id)).toContain(row!.id);
    expect((await decide(crawledReviewed, row!.id, {}, girl.cookie)).status).toBe(403);
    expect((await decide(crawledReviewed, row!.id, {}, moderator.cookie)).status).toBe(204);
    expect((await moderationQueue(mod)).crawledProblemGirls.map((p) => p.id)).not.toContain(row!.id);
    expect(await lastAudit('problem-girl.reviewed', row!.id)).toMatchObject({ after: { reviewed: true } });
  });
});
