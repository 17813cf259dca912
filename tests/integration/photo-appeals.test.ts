import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as photoDecisionRoute } from '@/app/api/v1/admin/girl-photos/[id]/decision/route';
import { POST as decideAppealRoute } from '@/app/api/v1/admin/appeals/[id]/decision/route';
import { GET as getAppealRoute } from '@/app/api/v1/appeals/[id]/route';
import { POST as openAppealRoute } from '@/app/api/v1/appeals/route';
import { GET as refusedFileRoute } from '@/app/api/v1/refused-photos/[id]/file/route';
import { listAppealableDecisions } from '@/features/appeals/queries';
import { purgeRefusedPhotos } from '@/features/appeals/refused-photos';
import { APPEAL_TEXTS } from '@/features/appeals/schema';
import { listPhotos, updateProfilePicture, uploadPhoto } from '@/features/girls/photos-service';
import { getActorFromHeaders } from '@/server/auth/actor';
import { getDb } from '@/server/db';
import { appeals, auditLog, decisionNotices, girlPhotos, girls, refusedPhotos } from '@/server/db/schema';
import { getBoss, registerSchedules } from '@/server/jobs/boss';
import { getStorage } from '@/server/storage';
import { createGirl, type TestGirl } from '../helpers/girls';
import { avatarDataUrl } from '../helpers/guys';
import { waitForMailWith } from '../helpers/mail';
import { createGuy, createModerator, request, type Person } from '../helpers/people';

// Appeals of a refused photo or profile picture (decision 039): the refusal keeps the photo and its
// private files in refused_photos; another moderator's uphold puts it back and approves it through
// the queue's own approval; the daily purge deletes what can no longer be appealed; the file is
// read by moderators and the girl herself only.

type Route = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
const ctx = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });

let decidingModerator: Person;
let otherModerator: Person;
let guy: Person;
let pendingGirl: TestGirl;
let anotherGirl: TestGirl;
let picture = 0;

beforeAll(async () => {
  decidingModerator = await createModerator();
  otherModerator = await createModerator();
  guy = await createGuy();
  pendingGirl = await createGirl({ prefix: 'pppend', state: 'pending' });
  anotherGirl = await createGirl({ prefix: 'ppoth' });
});

const actorOf = (cookie?: string) => getActorFromHeaders(new Headers(cookie ? { cookie } : {}));
const jsonApi = (type: string, attributes: unknown) => ({ data: { type, attributes } });
const post = (route: Route, id: number | string, body: unknown, cookie?: string) =>
  route(request(`/x/${id}`, { method: 'POST', cookie, body, contentType: 'application/json' }), ctx(id));
const file = (id: number, cookie?: string) =>
  refusedFileRoute(request(`/api/v1/refused-photos/${id}/file`, { cookie }), ctx(id));
const decide = (id: number, body: unknown, cookie?: string) => post(decideAppealRoute as Route, id, body, cookie);

interface Refused {
  girl: TestGirl;
  /** The girl_photos id it had while it waited. */
  photoId: number;
  refused: typeof refusedPhotos.$inferSelect;
  noticeId: number;
}

/** A new photo (or profile picture) of `girl`, refused by the deciding moderator. */
async function refuse(girl: TestGirl, kind: 'photo' | 'profile-picture' = 'photo'): Promise<Refused> {
  const actor = await actorOf(girl.cookie);
  picture += 1;
  const image64 = await avatarDataUrl(picture);
  const photo =
    kind === 'photo'
      ? await uploadPhoto(actor, { image64, userId: girl.girlId })
      : await updateProfilePicture(actor, girl.girlId, image64);
  const body = { approved: false, reasonCode: 'picture_not_clear' };
  expect((await post(photoDecisionRoute as Route, photo.id, body, decidingModerator.cookie)).status).toBe(204);
  const db = await getDb();
  const [notice] = await db
    .select({ id: decisionNotices.id })
    .from(decisionNotices)
    .where(eq(decisionNotices.recipientUserId, girl.userId))
    .orderBy(desc(decisionNotices.id))
    .limit(1);
  const [refused] = await db.select().from(refusedPhotos).where(eq(refusedPhotos.noticeId, notice!.id));
  return { girl, photoId: photo.id, refused: refused!, noticeId: notice!.id };
}

async function openAppeal(cookie: string | undefined, noticeId: number) {
  return post(openAppealRoute as Route, '', jsonApi('appeals', { noticeId, message: 'It is me, look again.' }), cookie);
}

async function appealOf({ girl, noticeId }: Refused): Promise<number> {
  const opened = await openAppeal(girl.cookie, noticeId);
  expect(opened.status).toBe(201);
  return Number(((await opened.json()) as { data: { id: string } }).data.id);
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

const stored = (key: string) => getStorage().get(key);

describe('a refusal', () => {
  it('keeps the photo and its private files for the appeal, tells her she can appeal, and offers it on her dashboard', async () => {
    const girl = await createGirl({ prefix: 'ppkeep' });
    const { refused, noticeId, photoId } = await refuse(girl);
    expect(refused).toMatchObject({
      girlId: girl.girlId,
      profilePicture: false,
      refusedByUserId: decidingModerator.userId,
    });
    expect(refused.storageKey).toMatch(/^private\//);
    expect((await lastAudit('girl-photo.reject', photoId))?.after).toMatchObject({
      deleted: true,
      refusedPhotoId: refused.id,
    });
    expect(await stored(refused.storageKey)).not.toBeNull();
    const db = await getDb();
    expect(await db.$count(girlPhotos, eq(girlPhotos.storageKey, refused.storageKey))).toBe(0);
    const mail = await waitForMailWith(girl.email, 'Your new photo was not approved');
    expect(mail).toContain('you can appeal it from your dashboard within 20 days');
    const [offered] = (await listAppealableDecisions(await actorOf(girl.cookie))).filter(
      (d) => d.noticeId === noticeId,
    );
    expect(offered).toMatchObject({ kind: 'photo', picture: { url: `/api/v1/refused-photos/${refused.id}/file` } });
  });

  it('a photo refused before refused photos were kept (no row) is not offered, and cannot be appealed', async () => {
    const girl = await createGirl({ prefix: 'ppold' });
    const db = await getDb();
    const [notice] = await db
      .insert(decisionNotices)
      .values({
        recipientUserId: girl.userId,
        kind: 'photo',
        role: 'subject',
        subject: 'Your new photo',
        accepted: false,
      })
      .returning({ id: decisionNotices.id });
    const offered = await listAppealableDecisions(await actorOf(girl.cookie));
    expect(offered.map((d) => d.noticeId)).not.toContain(notice!.id);
    expect((await openAppeal(girl.cookie, notice!.id)).status).toBe(404);
  });
});

describe('the authorization table', () => {
  let person: Refused;
  let appealId: number;
  beforeAll(async () => {
    person = await refuse(await createGirl({ prefix: 'ppauth' }));
  });

  it('GET /api/v1/refused-photos/{id}/file: moderators and the girl herself 200; everyone else the 404 of a missing file', async () => {
    const id = person.refused.id;
    for (const who of [person.girl, decidingModerator, otherModerator]) {
      const served = await file(id, who.cookie);
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toBe('private, no-store');
      expect(served.headers.get('content-type')).toBe('image/webp');
    }
    const missingBody = await (await file(999_999, otherModerator.cookie)).text();
    for (const cookie of [undefined, guy.cookie, pendingGirl.cookie, anotherGirl.cookie]) {
      const answer = await file(id, cookie);
      expect(answer.status).toBe(404);
      expect(await answer.text()).toBe(missingBody);
    }
  });

  it('POST /api/v1/appeals: visitor 401; anyone but the girl 404 like a missing notice; the girl 201', async () => {
    expect((await openAppeal(undefined, person.noticeId)).status).toBe(401);
    for (const who of [guy, pendingGirl, anotherGirl, decidingModerator, otherModerator]) {
      const response = await openAppeal(who.cookie, person.noticeId);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(await (await openAppeal(who.cookie, 999_999)).json());
    }
    appealId = await appealOf(person);
  });

  it('GET /api/v1/appeals/{id}: the girl and moderators see the picture; other people 404', async () => {
    const get = (cookie?: string, id = appealId) => getAppealRoute(request(`/appeals/${id}`, { cookie }), ctx(id));
    expect((await get()).status).toBe(401);
    for (const who of [guy, pendingGirl, anotherGirl]) {
      const response = await get(who.cookie);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(await (await get(who.cookie, 999_999)).json());
    }
    const picture = { url: `/api/v1/refused-photos/${person.refused.id}/file`, type: 'image' };
    for (const who of [person.girl, decidingModerator, otherModerator]) {
      const body = (await (await get(who.cookie)).json()) as { data: { attributes: object } };
      expect(body.data.attributes).toMatchObject({ kind: 'photo', picture });
    }
    const mine = (await (await get(person.girl.cookie)).json()) as { data: { attributes: object } };
    expect(JSON.stringify(mine)).not.toContain(decidingModerator.username);
  });

  it('POST /api/v1/admin/appeals/{id}/decision: non-moderators 403; the moderator who refused it 403 with the reason; another 204', async () => {
    const body = { upheld: false, reasonCode: 'picture_not_clear' };
    expect((await decide(appealId, body)).status).toBe(401);
    for (const who of [guy, pendingGirl, anotherGirl, person.girl])
      expect((await decide(appealId, body, who.cookie)).status).toBe(403);
    const own = await decide(appealId, body, decidingModerator.cookie);
    expect(own.status).toBe(403);
    expect(await own.json()).toMatchObject({ errors: [{ detail: APPEAL_TEXTS.ownDecision }] });
    // A code that does not fit a photo's refusal is a 400.
    expect(
      (await decide(appealId, { upheld: false, reasonCode: 'not_enough_evidence' }, otherModerator.cookie)).status,
    ).toBe(400);
    expect((await decide(appealId, body, otherModerator.cookie)).status).toBe(204);
  });
});

describe('the lifecycle', () => {
  it('a refused photo: another moderator upholds, it is approved, public and audited; her file route has nothing left', async () => {
    const refusal = await refuse(await createGirl({ prefix: 'ppup' }));
    const { girl, refused } = refusal;
    const appealId = await appealOf(refusal);
    const db = await getDb();
    expect(await db.select().from(appeals).where(eq(appeals.id, appealId))).toMatchObject([
      {
        kind: 'photo',
        subjectTable: 'refused_photos',
        subjectId: refused.id,
        decidedByUserId: decidingModerator.userId,
      },
    ]);
    expect((await decide(appealId, { upheld: true }, otherModerator.cookie)).status).toBe(204);

    const audit = await lastAudit('appeal.uphold', appealId);
    expect(audit).toMatchObject({
      actorUserId: otherModerator.userId,
      before: { status: 'open', refusedPhotoId: refused.id, profilePicture: false },
      after: { status: 'upheld', decisionReversed: true },
    });
    const photoId = (audit!.after as { photoId: number }).photoId;
    const [photo] = await db.select().from(girlPhotos).where(eq(girlPhotos.id, photoId));
    expect(photo).toMatchObject({ girlId: girl.girlId, approved: true });
    expect(photo!.storageKey).not.toMatch(/^private\//);
    expect(await lastAudit('girl-photo.approve', photoId)).toMatchObject({ actorUserId: otherModerator.userId });
    const visitorSees = await listPhotos(await actorOf(), girl.girlId);
    expect(visitorSees.map((p) => p.id)).toContain(photoId);
    expect(await db.$count(refusedPhotos, eq(refusedPhotos.id, refused.id))).toBe(0);
    expect((await file(refused.id, girl.cookie)).status).toBe(404);
    await waitForMailWith(girl.email, 'upheld your appeal');
    const [notice] = await db
      .select({ kind: decisionNotices.kind, accepted: decisionNotices.accepted })
      .from(decisionNotices)
      .where(eq(decisionNotices.recipientUserId, girl.userId))
      .orderBy(desc(decisionNotices.id))
      .limit(1);
    expect(notice).toEqual({ kind: 'photo', accepted: true });
  });

  it('a refused profile picture: upheld, it becomes her approved picture', async () => {
    const refusal = await refuse(await createGirl({ prefix: 'pppic' }), 'profile-picture');
    const { girl, refused } = refusal;
    expect(refused.profilePicture).toBe(true);
    const appealId = await appealOf(refusal);
    expect((await decide(appealId, { upheld: true }, otherModerator.cookie)).status).toBe(204);
    const db = await getDb();
    const [after] = await db
      .select({ key: girls.profilePicPublicId, approved: girls.profilePicApproved })
      .from(girls)
      .where(eq(girls.id, girl.girlId));
    const [picture] = await db
      .select()
      .from(girlPhotos)
      .where(and(eq(girlPhotos.girlId, girl.girlId), eq(girlPhotos.isProfilePic, true)));
    expect(picture).toMatchObject({ approved: true });
    expect(after).toEqual({ key: picture!.storageKey, approved: true });
    expect(picture!.storageKey).not.toMatch(/^private\//);
  });

  it('a refused profile picture she has replaced by a new pending one: 409, nothing changes', async () => {
    const refusal = await refuse(await createGirl({ prefix: 'ppnew' }), 'profile-picture');
    const appealId = await appealOf(refusal);
    picture += 1;
    await updateProfilePicture(await actorOf(refusal.girl.cookie), refusal.girl.girlId, await avatarDataUrl(picture));
    const answer = await decide(appealId, { upheld: true }, otherModerator.cookie);
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({ errors: [{ detail: APPEAL_TEXTS.noLongerStands }] });
    const db = await getDb();
    expect(await db.select({ status: appeals.status }).from(appeals).where(eq(appeals.id, appealId))).toEqual([
      { status: 'open' },
    ]);
    expect(await db.$count(refusedPhotos, eq(refusedPhotos.id, refusal.refused.id))).toBe(1);
  });

  it('two moderators upholding at once: one 204, one 409, one photo put back', async () => {
    const refusal = await refuse(await createGirl({ prefix: 'pprace' }));
    const appealId = await appealOf(refusal);
    const third = await createModerator();
    const answers = await Promise.all(
      [otherModerator, third].map((who) => decide(appealId, { upheld: true }, who.cookie)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([204, 409]);
    const db = await getDb();
    expect(await db.$count(girlPhotos, eq(girlPhotos.storageKey, refusal.refused.storageKey))).toBe(0);
    expect(await db.$count(girlPhotos, eq(girlPhotos.girlId, refusal.girl.girlId))).toBe(1);
  });

  it('denied: the purge deletes the row and its files', async () => {
    const refusal = await refuse(await createGirl({ prefix: 'ppdeny' }));
    const appealId = await appealOf(refusal);
    expect(
      (await decide(appealId, { upheld: false, reasonCode: 'not_her_picture' }, otherModerator.cookie)).status,
    ).toBe(204);
    await waitForMailWith(refusal.girl.email, 'Your appeal was not upheld');
    expect(await purgeRefusedPhotos()).toBeGreaterThanOrEqual(1);
    const db = await getDb();
    expect(await db.$count(refusedPhotos, eq(refusedPhotos.id, refusal.refused.id))).toBe(0);
    for (const variant of Object.values(refusal.refused.variants ?? {})) expect(await stored(variant.key)).toBeNull();
    expect((await file(refusal.refused.id, otherModerator.cookie)).status).toBe(404);
  });
});

describe('the daily purge', () => {
  it('is scheduled daily on pg-boss', async () => {
    const boss = await getBoss();
    await registerSchedules(boss);
    expect(await boss.getSchedules()).toContainEqual(
      expect.objectContaining({ name: 'refused-photos-purge', cron: '0 4 * * *' }),
    );
  });

  it('keeps what can still be appealed or is being appealed; deletes what is past the window or whose girl is gone', async () => {
    const girl = await createGirl({ prefix: 'pppurge' });
    const fresh = await refuse(girl);
    const old = await refuse(girl);
    const appealedOld = await refuse(girl);
    const orphan = await refuse(await createGirl({ prefix: 'ppgone' }));
    await appealOf(appealedOld);
    const db = await getDb();
    const age = (r: Refused) =>
      db
        .update(refusedPhotos)
        .set({ refusedAt: sql`now() - interval '20 days 1 minute'` })
        .where(eq(refusedPhotos.id, r.refused.id));
    await age(old);
    await age(appealedOld);
    await db.delete(girls).where(eq(girls.id, orphan.girl.girlId));

    await purgeRefusedPhotos();
    const left = async (r: Refused) => db.$count(refusedPhotos, eq(refusedPhotos.id, r.refused.id));
    expect(await left(fresh)).toBe(1);
    expect(await left(appealedOld)).toBe(1);
    expect(await left(old)).toBe(0);
    expect(await left(orphan)).toBe(0);
    expect(await stored(fresh.refused.storageKey)).not.toBeNull();
    expect(await stored(old.refused.storageKey)).toBeNull();
    expect(await stored(orphan.refused.storageKey)).toBeNull();
    // Idempotent: a second run finds nothing of these.
    await purgeRefusedPhotos();
    expect(await left(fresh)).toBe(1);
  });
});
