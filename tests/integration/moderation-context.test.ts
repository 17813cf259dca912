import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATCH as girlAttributes } from '@/app/api/v1/admin/girls/[id]/attributes/route';
import { POST as girlDecision } from '@/app/api/v1/admin/girls/[id]/decision/route';
import { listOpenAppeals } from '@/features/appeals/queries';
import { openAppeal } from '@/features/appeals/service';
import { moderationQueue } from '@/features/moderation/queries';
import { getActorFromHeaders } from '@/server/auth/actor';
import { getDb } from '@/server/db';
import {
  auditLog,
  decisionNotices,
  girlPhotos,
  girls,
  problemGirls,
  sessionGirlImages,
  sessionGirlReports,
  sessionGirls,
  timewasterChanges,
} from '@/server/db/schema';
import { createGirl, uniqueName } from '../helpers/girls';
import { createGuy, createModerator, request, type Person } from '../helpers/people';
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
      counts: { appeals: 0, reportsFiled: 2 },
      record: { href: `/admin/manage-girls/${girl.girlId}`, label: 'Open her record' },
    });
    // A girl with no past: zeros, no "last".
    const fresh = await createGirl({ prefix: 'nohist', state: 'pending' });
    const again = await moderationQueue(await actorOf(moderator.cookie));
    expect(again.girls.find((shown) => shown.id === fresh.girlId)?.history).toEqual({
      decisions: 0,
      last: null,
      counts: { appeals: 0, reportsFiled: 0 },
      record: { href: `/admin/manage-girls/${fresh.girlId}`, label: 'Open her record' },
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

// Every other kind's line (decision 051, session 20): the person each kind is about, the counts of
// her own rows only (a second person's decisions, images and reports sit beside hers), the newest
// decision named. Each test finds its items by a word of its own through the queue's search.
const searched = async (word: string) =>
  moderationQueue(await actorOf(moderator.cookie), {}, { kind: 'all', age: 'any', search: word });

/** An audit row as a decision writes it, at a given time (the newest is named). */
async function audit(row: {
  action: string;
  table: string;
  id: number;
  at: string;
  reason?: string;
  actor?: string;
  before?: Record<string, unknown>;
}) {
  const db = await getDb();
  await db.insert(auditLog).values({
    action: row.action,
    targetTable: row.table,
    targetId: String(row.id),
    reason: row.reason ?? null,
    actorUserId: row.actor ?? moderator.userId,
    before: row.before ?? null,
    at: new Date(row.at),
  });
}

describe('every kind’s item shows its person’s history', () => {
  it('a session girl: her decisions, images refused and reports, on all five of her kinds', async () => {
    const db = await getDb();
    const word = uniqueName('sghist').replace(/\W/g, '');
    const insertSessionGirl = async (username: string) => {
      const [row] = await db
        .insert(sessionGirls)
        .values({ username, cloudinarySecureUrl: '/media/avatars/test/approved.webp' })
        .returning({ id: sessionGirls.id });
      return row!.id;
    };
    const her = await insertSessionGirl(`${word}a`);
    const other = await insertSessionGirl(`${word}b`);
    await audit({
      action: 'session-girl.reject',
      table: 'session_girls',
      id: her,
      at: '2026-01-01T10:00:00Z',
      reason: 'blurry',
    });
    await audit({
      action: 'session-girl.picture-reject',
      table: 'session_girls',
      id: her,
      at: '2026-02-01T10:00:00Z',
      reason: 'not_her',
    });
    // Not decisions about her record: a claim released, and the same id in another table.
    await audit({ action: 'moderation-claim.release', table: 'session_girls', id: her, at: '2026-03-01T10:00:00Z' });
    await audit({ action: 'girl.reject', table: 'girls', id: her, at: '2026-03-01T10:00:00Z' });
    await audit({ action: 'session-girl.approve', table: 'session_girls', id: other, at: '2026-03-01T10:00:00Z' });
    const image = (sessionGirlId: number, jenApproved: boolean | null) => ({
      sessionGirlId,
      cloudinarySecureUrl: '/media/avatars/test/approved.webp',
      jenApproved,
    });
    const [waitingImage] = await db
      .insert(sessionGirlImages)
      .values([image(her, null), image(her, false), image(other, false), image(other, false)])
      .returning({ id: sessionGirlImages.id });
    const [waitingReport] = await db
      .insert(sessionGirlReports)
      .values([
        { sessionGirlId: her, category: 'fake' },
        { sessionGirlId: her, category: 'fake', handledAt: new Date() },
        { sessionGirlId: her, category: 'rude', handledAt: new Date() },
        { sessionGirlId: other, category: 'fake' },
      ])
      .returning({ id: sessionGirlReports.id });

    const queue = await searched(word);
    const line = {
      decisions: 2,
      last: { what: 'picture rejected', reason: 'not_her', at: '2026-02-01T10:00:00.000Z' },
      record: { href: `/admin/audit-log?subject=session_girls:${her}`, label: 'Open her record' },
    };
    const hers = { ...line, counts: { imagesRefused: 1, reportsAbout: 3 } };
    expect(queue.sessionGirls.find((item) => item.id === her)?.history).toEqual(hers);
    expect(queue.sessionGirlPictures.find((item) => item.id === her)?.history).toEqual(hers);
    expect(queue.scrapedWithoutEmail.find((item) => item.id === her)?.history).toEqual(hers);
    expect(queue.sessionGirlImages.find((item) => item.id === waitingImage!.id)?.history).toEqual(hers);
    // A report's item counts the other reports about her, not itself.
    expect(queue.sessionGirlReports.find((item) => item.id === waitingReport!.id)?.history).toEqual({
      ...line,
      counts: { imagesRefused: 1, otherReportsAbout: 2 },
    });
    expect(queue.sessionGirls.find((item) => item.id === other)?.history).toMatchObject({
      decisions: 1,
      last: { what: 'approved', reason: null },
      counts: { imagesRefused: 2, reportsAbout: 1 },
    });
  });

  it('a crawled problem girl: the decisions about the same listing, and its other records', async () => {
    const db = await getDb();
    const word = uniqueName('crawlhist').replace(/\W/g, '');
    const url = `https://forum.example/${word}`;
    const [earlier, again, elsewhere] = await db
      .insert(problemGirls)
      .values([
        { name: `${word} earlier`, profileUrl: url, crawledAt: new Date(), reviewed: true },
        { name: `${word} again`, profileUrl: url, crawledAt: new Date() },
        { name: `${word} elsewhere`, profileUrl: `${url}/other`, crawledAt: new Date() },
      ])
      .returning({ id: problemGirls.id });
    await audit({
      action: 'problem-girl.reviewed',
      table: 'problem_girls',
      id: earlier!.id,
      at: '2026-01-05T10:00:00Z',
    });
    await audit({ action: 'problem-girl.add', table: 'problem_girls', id: elsewhere!.id, at: '2026-01-06T10:00:00Z' });

    const queue = await searched(word);
    expect(queue.crawledProblemGirls.find((item) => item.id === again!.id)?.history).toEqual({
      decisions: 1,
      last: { what: 'marked reviewed', reason: null, at: '2026-01-05T10:00:00.000Z' },
      counts: { otherRecords: 1 },
      record: { href: `/admin/problem-girls/${again!.id}`, label: 'Open the record' },
    });
    expect(queue.crawledProblemGirls.find((item) => item.id === elsewhere!.id)?.history).toMatchObject({
      decisions: 0,
      last: null,
      counts: { otherRecords: 0 },
    });
  });

  it('a timewaster report and a change: the reporting girl’s history, not another girl’s', async () => {
    const db = await getDb();
    const word = uniqueName('twhist').replace(/\W/g, '');
    const girl = await createGirl({ prefix: 'twrep' });
    const otherGirl = await createGirl({ prefix: 'twoth' });
    await audit({ action: 'girl.ban', table: 'girls', id: girl.girlId, at: '2026-01-07T10:00:00Z', reason: 'spam' });
    await audit({ action: 'girl.unban', table: 'girls', id: girl.girlId, at: '2026-01-08T10:00:00Z' });
    await audit({ action: 'girl.ban', table: 'girls', id: otherGirl.girlId, at: '2026-01-09T10:00:00Z' });
    const report = await insertTimewaster(girl.girlId, { name: `${word} report`, approved: false });
    await insertTimewaster(girl.girlId, { name: `${word} earlier` });
    const others = await insertTimewaster(otherGirl.girlId, { name: `${word} theirs`, approved: false });
    const entry = await insertTimewaster(otherGirl.girlId, { name: `${word} entry` });
    const [change] = await db
      .insert(timewasterChanges)
      .values({
        timewasterId: entry,
        girlId: girl.girlId,
        kind: 'edit',
        before: { city: 'Austin' },
        after: { city: 'Dallas' },
      })
      .returning({ id: timewasterChanges.id });

    const queue = await searched(word);
    const hers = {
      decisions: 2,
      last: { what: 'unbanned', reason: null, at: '2026-01-08T10:00:00.000Z' },
      counts: { appeals: 0, reportsFiled: 2 },
      record: { href: `/admin/manage-girls/${girl.girlId}`, label: 'Open her record' },
    };
    expect(queue.timewasterReports.find((item) => item.id === report)?.history).toEqual(hers);
    expect(queue.timewasterChanges.find((item) => item.id === change!.id)?.history).toEqual(hers);
    expect(queue.timewasterReports.find((item) => item.id === others)?.history).toMatchObject({
      decisions: 1,
      last: { what: 'banned' },
      counts: { reportsFiled: 2 },
      record: { href: `/admin/manage-girls/${otherGirl.girlId}` },
    });
  });

  it('a scammer report: earlier decisions about the same name, and the reporter’s standing', async () => {
    const db = await getDb();
    const word = uniqueName('schist').replace(/\W/g, '');
    const reporter = await createGuy();
    const otherReporter = await createGuy();
    const reportOf = async (reportedUsername: string, by: Person) => {
      const [row] = await db
        .insert(girls)
        .values({ reportedUsername, isScammer: true, matsideGirl: false, profileApproved: null })
        .returning({ id: girls.id });
      await audit({
        action: 'scammer.report',
        table: 'girls',
        id: row!.id,
        at: '2026-01-10T10:00:00Z',
        actor: by.userId,
      });
      return row!.id;
    };
    // A report about the same name, refused earlier (its row is gone; its audit row keeps the name).
    await audit({
      action: 'scammer.refuse',
      table: 'girls',
      id: 999_999_001,
      at: '2026-01-09T10:00:00Z',
      reason: 'no_evidence',
      before: { reportedUsername: `${word}Cheat` },
    });
    const about = await reportOf(`${word}cheat`, reporter);
    const second = await reportOf(`${word}other`, reporter);
    const elsewhere = await reportOf(`${word}third`, otherReporter);

    const queue = await searched(word);
    expect(queue.scammerReports.find((item) => item.id === about)?.history).toEqual({
      decisions: 1,
      last: { what: 'refused', reason: 'no_evidence', at: '2026-01-09T10:00:00.000Z' },
      counts: { reporterReports: 2 },
      record: { href: `/admin/manage-guys/${reporter.guyId}`, label: 'Open the reporter’s record' },
    });
    expect(queue.scammerReports.find((item) => item.id === second)?.history).toMatchObject({
      decisions: 0,
      counts: { reporterReports: 2 },
    });
    expect(queue.scammerReports.find((item) => item.id === elsewhere)?.history).toMatchObject({
      decisions: 0,
      counts: { reporterReports: 1 },
      record: { href: `/admin/manage-guys/${otherReporter.guyId}` },
    });
  });
});
