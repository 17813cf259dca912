import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as bulkRoute } from '@/app/api/v1/admin/decisions/route';
import { BULK_MAX_ITEMS } from '@/features/moderation/bulk-decisions';
import { ITEM_CHANGED } from '@/features/moderation/decision-guard';
import { moderationQueue, queueCounts } from '@/features/moderation/queries';
import { QUEUE_PAGE } from '@/features/moderation/queue-items';
import { getActorFromHeaders } from '@/server/auth/actor';
import { REASON_MESSAGES } from '@/features/due-process/reason-codes';
import { getDb } from '@/server/db';
import {
  auditLog,
  decisionNotices,
  girlPhotos,
  refusedPhotos,
  sessionGirlImages,
  sessionGirls,
  user,
} from '@/server/db/schema';
import { createGirl, uniqueName, type TestGirl } from '../helpers/girls';
import { mailsTo } from '../helpers/mail';
import { createGuy, createModerator, request, type Person } from '../helpers/people';

// One decision on many pictures or photos (POST /api/v1/admin/decisions): moderators only, the
// moderator's role read from the database at the moment of the decision; each item decided on its
// own through its single decision's path (audit with before and after, notice, refused file kept
// for the appeal, e-mail); an item decided meanwhile answers its 409 while the others go through.
// And the queue pages each section, so that every waiting item is reachable however many wait.

type Route = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

function bulk(body: unknown, cookie?: string): Promise<Response> {
  return (bulkRoute as Route)(
    request('/api/v1/admin/decisions', { method: 'POST', cookie, body, contentType: 'application/json' }),
    { params: Promise.resolve({}) },
  );
}

let moderator: Person;
let girl: TestGirl;

beforeAll(async () => {
  moderator = await createModerator();
  girl = await createGirl({ prefix: 'bulk' });
});

async function newPhotos(owner: TestGirl, n: number) {
  const db = await getDb();
  return db
    .insert(girlPhotos)
    .values(
      Array.from({ length: n }, () => ({
        girlId: owner.girlId,
        storageKey: `test/${uniqueName('bulk')}.webp`,
        secureUrl: '/media/test/bulk.webp',
        approved: false,
      })),
    )
    .returning({ id: girlPhotos.id, version: girlPhotos.version });
}

const refuse = (items: { id: number; version: number }[]) => ({
  kind: 'photos',
  items,
  approved: false,
  reasonCode: 'picture_not_clear',
});

describe('who may decide in bulk', () => {
  const table: [string, () => Promise<string | undefined>, number][] = [
    ['a visitor', async () => undefined, 401],
    ['a guy', async () => (await createGuy()).cookie, 403],
    ['an approved girl', async () => (await createGirl({ prefix: 'bulkg' })).cookie, 403],
    ['a pending girl', async () => (await createGirl({ prefix: 'bulkp', state: 'pending' })).cookie, 403],
  ];
  it.each(table)('%s is refused, and nothing is decided', async (_who, cookieOf, status) => {
    const [photo] = await newPhotos(girl, 1);
    const answer = await bulk(refuse([photo!]), await cookieOf());
    expect(answer.status).toBe(status);
    const db = await getDb();
    const [row] = await db.select({ id: girlPhotos.id }).from(girlPhotos).where(eq(girlPhotos.id, photo!.id));
    expect(row).toBeDefined();
  });

  it('a moderator: 200 with each item decided', async () => {
    const [photo] = await newPhotos(girl, 1);
    const answer = await bulk({ kind: 'photos', items: [photo!], approved: true }, moderator.cookie);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ results: [{ id: photo!.id, status: 204 }] });
  });

  it('a moderator whose role was taken away since she signed in: 403 before any item', async () => {
    const former = await createModerator();
    const db = await getDb();
    await db.update(user).set({ role: 'guy' }).where(eq(user.id, former.userId));
    const [photo] = await newPhotos(girl, 1);
    expect((await bulk(refuse([photo!]), former.cookie)).status).toBe(403);
    const [row] = await db.select({ id: girlPhotos.id }).from(girlPhotos).where(eq(girlPhotos.id, photo!.id));
    expect(row).toBeDefined();
  });
});

describe('a bulk refusal of photos', () => {
  it('each photo through its own decision: audit with before and after, notice, kept for appeal, e-mail', async () => {
    const other = await createGirl({ prefix: 'bulko' });
    const mine = await newPhotos(girl, 2);
    const hers = await newPhotos(other, 1);
    const noticesBefore = await noticesOf([girl.userId, other.userId]);
    const mailsBefore = (await mailsTo(girl.email)).length;
    const answer = await bulk(refuse([...mine, ...hers]), moderator.cookie);
    expect(answer.status).toBe(200);
    const ids = [...mine, ...hers].map((photo) => photo.id);
    expect(((await answer.json()) as { results: unknown[] }).results).toEqual(ids.map((id) => ({ id, status: 204 })));

    const db = await getDb();
    expect(await db.select().from(girlPhotos).where(inArray(girlPhotos.id, ids))).toEqual([]);
    const audits = await db
      .select({ id: auditLog.targetId, before: auditLog.before, after: auditLog.after, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'girl-photo.reject'),
          inArray(
            auditLog.targetId,
            ids.map((id) => String(id)),
          ),
        ),
      );
    expect(audits).toHaveLength(3);
    for (const audit of audits) {
      expect(audit.actor).toBe(moderator.userId);
      expect(audit.before).toMatchObject({ approved: false });
      expect(audit.after).toMatchObject({ deleted: true, reasonCode: 'picture_not_clear' });
    }
    const kept = await db
      .select({ girlId: refusedPhotos.girlId })
      .from(refusedPhotos)
      .where(inArray(refusedPhotos.girlId, [girl.girlId, other.girlId]));
    expect(kept.length).toBeGreaterThanOrEqual(3);
    expect((await noticesOf([girl.userId, other.userId])) - noticesBefore).toBe(3);
    const mine2 = await mailsTo(girl.email);
    expect(mine2.length - mailsBefore).toBe(2);
    expect(mine2.at(-1)).toContain('was not approved');
  });

  it('a photo decided meanwhile answers its 409; the others are decided', async () => {
    const [first, stale, last] = await newPhotos(girl, 3);
    const db = await getDb();
    await db.update(girlPhotos).set({ type: 'image' }).where(eq(girlPhotos.id, stale!.id)); // moves the version on
    const answer = await bulk(refuse([first!, stale!, last!]), moderator.cookie);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      results: [
        { id: first!.id, status: 204 },
        { id: stale!.id, status: 409, detail: ITEM_CHANGED },
        { id: last!.id, status: 204 },
      ],
    });
    const left = await db.select({ id: girlPhotos.id }).from(girlPhotos).where(eq(girlPhotos.id, stale!.id));
    expect(left).toEqual([{ id: stale!.id }]);
  });

  it('bad bodies: a no without a code, a repeated item, too many items, an unknown kind', async () => {
    const [photo] = await newPhotos(girl, 1);
    const cases: [unknown, string][] = [
      [{ kind: 'photos', items: [photo], approved: false }, REASON_MESSAGES.required],
      [{ ...refuse([photo!, photo!]) }, 'Each item may appear once'],
      [
        refuse(Array.from({ length: BULK_MAX_ITEMS + 1 }, (_, i) => ({ id: i + 1, version: 1 }))),
        `At most ${BULK_MAX_ITEMS} items at a time`,
      ],
      [{ ...refuse([photo!]), kind: 'girls' }, 'kind must be one of'],
    ];
    for (const [body, message] of cases) {
      const answer = await bulk(body, moderator.cookie);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(await answer.json())).toContain(message);
    }
    const db = await getDb();
    expect(await db.select({ id: girlPhotos.id }).from(girlPhotos).where(eq(girlPhotos.id, photo!.id))).toHaveLength(1);
  });
});

describe('session girls’ pictures and explicit images in bulk', () => {
  it('approves explicit images and refuses profile pictures, each audited', async () => {
    const db = await getDb();
    const sgs = await db
      .insert(sessionGirls)
      .values(
        [1, 2].map(() => ({
          username: uniqueName('bulksg').replace(/\W+/g, '_'),
          cloudinarySecureUrl: 'https://img.example/p.jpg',
        })),
      )
      .returning({ id: sessionGirls.id, version: sessionGirls.version });
    const images = await db
      .insert(sessionGirlImages)
      .values(sgs.map((sg) => ({ sessionGirlId: sg.id, cloudinarySecureUrl: 'https://img.example/e.jpg' })))
      .returning({ id: sessionGirlImages.id, version: sessionGirlImages.version });

    const approved = await bulk({ kind: 'sessionGirlImages', items: images, approved: true }, moderator.cookie);
    expect(approved.status).toBe(200);
    const imageRows = await db
      .select({ approved: sessionGirlImages.jenApproved })
      .from(sessionGirlImages)
      .where(
        inArray(
          sessionGirlImages.id,
          images.map((image) => image.id),
        ),
      );
    expect(imageRows).toEqual([{ approved: true }, { approved: true }]);

    const refused = await bulk(
      { kind: 'sessionGirlPictures', items: sgs, approved: false, reasonCode: 'picture_not_clear' },
      moderator.cookie,
    );
    expect(refused.status).toBe(200);
    expect(((await refused.json()) as { results: { status: number }[] }).results.map((r) => r.status)).toEqual([
      204, 204,
    ]);
    const audits = await db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.targetTable, 'session_girls'),
          inArray(
            auditLog.targetId,
            sgs.map((sg) => String(sg.id)),
          ),
        ),
      );
    expect(audits).toHaveLength(2);
    for (const audit of audits) {
      expect(audit.action).toBe('session-girl.picture-reject');
      expect(audit.before).toBeTruthy();
      expect(audit.after).toMatchObject({ reasonCode: 'picture_not_clear' });
    }
  });
});

async function noticesOf(userIds: string[]): Promise<number> {
  const db = await getDb();
  return db.$count(decisionNotices, inArray(decisionNotices.recipientUserId, userIds));
}

describe('the queue pages each section', () => {
  it('every waiting photo is on one page, once; the counts are the section’s', async () => {
    const mine = await newPhotos(girl, QUEUE_PAGE + 7);
    const actor = await getActorFromHeaders(new Headers({ cookie: moderator.cookie }));
    const counts = await queueCounts(actor);
    expect(counts.photos).toBeGreaterThanOrEqual(QUEUE_PAGE + 7);
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(counts.photos / QUEUE_PAGE); page += 1) {
      const { photos } = await moderationQueue(actor, { photos: page });
      expect(photos.length).toBe(Math.min(QUEUE_PAGE, counts.photos - (page - 1) * QUEUE_PAGE));
      seen.push(...photos.map((photo) => photo.id));
    }
    expect(new Set(seen).size).toBe(counts.photos);
    for (const photo of mine) expect(seen).toContain(photo.id);
    // Another section's page is its own: the first page of new girls whatever the photos' page.
    const first = await moderationQueue(actor);
    const later = await moderationQueue(actor, { photos: 2 });
    expect(later.girls.map((g) => g.id)).toEqual(first.girls.map((g) => g.id));
    expect(counts.girls).toBe(first.girls.length);
  });
});
