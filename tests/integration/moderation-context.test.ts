import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATCH as girlAttributes } from '@/app/api/v1/admin/girls/[id]/attributes/route';
import { POST as girlDecision } from '@/app/api/v1/admin/girls/[id]/decision/route';
import { listOpenAppeals } from '@/features/appeals/queries';
import { openAppeal } from '@/features/appeals/service';
import { moderationQueue } from '@/features/moderation/queries';
import { getActorFromHeaders } from '@/server/auth/actor';
import { getDb } from '@/server/db';
import { decisionNotices, girlPhotos, girls } from '@/server/db/schema';
import { createGirl } from '../helpers/girls';
import { createModerator, request, type Person } from '../helpers/people';
import { insertTimewaster } from '../helpers/timewasters';

// The context beside each decision: a queue item about a girl carries her history
// in one line (earlier decisions with the newest named, her appeals, the reports she filed), and an
// appeal carries what was decided about: her profile's picture and text, with the link to her record.

type Route = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
const ctx = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });
const send = (route: Route, method: string, id: number, cookie: string, body: unknown) =>
  route(request(`/x/${id}`, { method, cookie, body, contentType: 'application/json' }), ctx(id));
const actorOf = (cookie: string) => getActorFromHeaders(new Headers({ cookie }));

let moderator: Person;

beforeAll(async () => {
  moderator = await createModerator();
});

describe('a queue item shows the person’s history', () => {
  it('a girl back in the queue: her earlier rejection (with its reason), her appeal and her reports', async () => {
    const girl = await createGirl({ prefix: 'history', state: 'pending' });
    const db = await getDb();
    const rejected = await send(girlDecision, 'POST', girl.girlId, moderator.cookie, {
      approved: false,
      reasonCode: 'picture_not_clear',
    });
    expect(rejected.status).toBe(204);
    await insertTimewaster(girl.girlId);
    await insertTimewaster(girl.girlId);
    // She fixed it and sent it again: pending once more.
    await db.update(girls).set({ profileApproved: null }).where(eq(girls.id, girl.girlId));

    const queue = await moderationQueue(await actorOf(moderator.cookie));
    const item = queue.girls.find((shown) => shown.id === girl.girlId);
    expect(item?.history).toMatchObject({
      decisions: 1,
      last: { what: 'rejected', reason: 'picture_not_clear' },
      appeals: 0,
      reportsFiled: 2,
    });
    // A girl with no past: zeros, no "last".
    const fresh = await createGirl({ prefix: 'nohist', state: 'pending' });
    const again = await moderationQueue(await actorOf(moderator.cookie));
    expect(again.girls.find((shown) => shown.id === fresh.girlId)?.history).toEqual({
      decisions: 0,
      last: null,
      appeals: 0,
      reportsFiled: 0,
    });
  });

  it('a new photo carries its girl’s history too', async () => {
    const girl = await createGirl({ prefix: 'phhist' });
    const db = await getDb();
    const hidden = await send(girlAttributes, 'PATCH', girl.girlId, moderator.cookie, {
      attribute: 'admin_show_profile',
      value: false,
      reasonCode: 'spam',
    });
    expect(hidden.status).toBe(200);
    await db.update(girls).set({ adminShowProfile: true }).where(eq(girls.id, girl.girlId));
    const key = `private/photos/girls/${girl.girlId}/${'c'.repeat(32)}.webp`;
    const [photo] = await db
      .insert(girlPhotos)
      .values({ girlId: girl.girlId, storageKey: key, secureUrl: `/media/${key}`, approved: false })
      .returning({ id: girlPhotos.id });
    const queue = await moderationQueue(await actorOf(moderator.cookie));
    expect(queue.photos.find((shown) => shown.id === photo!.id)?.history).toMatchObject({
      decisions: 1,
      last: { what: 'shown or hidden', reason: 'spam' },
    });
  });
});

describe('an appeal shows what was decided', () => {
  it('her un-approved profile: its picture and text, and the link to her record', async () => {
    const girl = await createGirl({ prefix: 'appctx', values: { about: 'Pro wrestler from Lyon.' } });
    const off = await send(girlAttributes, 'PATCH', girl.girlId, moderator.cookie, {
      attribute: 'profile_approved',
      value: false,
      reasonCode: 'profile_incomplete',
    });
    expect(off.status).toBe(200);
    const db = await getDb();
    const [notice] = await db
      .select({ id: decisionNotices.id })
      .from(decisionNotices)
      .where(eq(decisionNotices.recipientUserId, girl.userId))
      .orderBy(desc(decisionNotices.id))
      .limit(1);
    const appeal = await openAppeal(await actorOf(girl.cookie), { noticeId: notice!.id, message: 'It is complete.' });
    const { appeals } = await listOpenAppeals(await actorOf(moderator.cookie));
    const shown = appeals.find((item) => item.id === appeal.id);
    expect(shown?.record).toEqual({
      name: girl.stageName,
      href: `/admin/manage-girls/${girl.girlId}`,
      pictureUrl: '/media/avatars/test/approved.webp',
      text: 'Pro wrestler from Lyon.',
    });
    expect(shown?.decisionReason).toBe('Profile incomplete or wrong');
    expect(shown?.messages.map((message) => message.body)).toEqual(['It is complete.']);
    const queue = await moderationQueue(await actorOf(moderator.cookie));
    expect(queue.girls.some((item) => item.id === girl.girlId)).toBe(false);
  });
});
