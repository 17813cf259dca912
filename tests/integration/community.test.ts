import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DELETE as deleteCommentRoute } from '@/app/api/v1/comments/[id]/route';
import { POST as addCommentRoute } from '@/app/api/v1/comments/route';
import { POST as votePollRoute } from '@/app/api/v1/poll-votes/route';
import { POST as reportDecisionRoute } from '@/app/api/v1/admin/session-girl-reports/[id]/decision/route';
import { POST as reportRoute } from '@/app/api/v1/session-girl-reports/route';
import ProblemGirlPage from '@/app/problem-girl/[id]/page';
import ReportSessionGirlPage from '@/app/report_a_sessiongirl/page';
import { createBookingRequest } from '@/features/bookings/service';
import { CommentsCard } from '@/features/comments/components/comments-card';
import { listComments } from '@/features/comments/queries';
import { COMMENT_MESSAGES } from '@/features/comments/schema';
import { moderationQueue } from '@/features/moderation/queries';
import { getCurrentPoll, getPollResults } from '@/features/polls/queries';
import { searchGirls } from '@/features/search/queries';
import { DEFAULT_FILTER } from '@/features/search/schema';
import { SESSION_GIRL_REPORT_MESSAGES } from '@/features/session-girl-reports/schema';
import { getActorFromHeaders } from '@/server/auth/actor';
import type { FlagName } from '@/server/flags';
import { getDb } from '@/server/db';
import {
  auditLog,
  decisionNotices,
  bookings,
  comments,
  pollVotes,
  polls,
  sessionGirlReports,
  sessionGirls,
  user,
} from '@/server/db/schema';
import { createTableActors } from '../helpers/actors';
import { createGirl, insertGirl, type TestGirl } from '../helpers/girls';
import { waitForMailWith } from '../helpers/mail';
import { createGuy, request, type Person } from '../helpers/people';
import { REPORTING_TERMS } from '@/features/reporting/terms';

// Community: session girl reports and their queue section, polls, our comments widget,
// and the spec §6 flags that change what the server serves (each flag can be turned off here).

const flagsOff = vi.hoisted(() => new Set<string>());
const flagsOn = vi.hoisted(() => new Set<string>());
vi.mock('@/server/flags', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/server/flags')>();
  return {
    ...real,
    isEnabled: (flag: Parameters<typeof real.isEnabled>[0]) =>
      flagsOn.has(flag) ? true : flagsOff.has(flag) ? false : real.isEnabled(flag),
  };
});

async function withFlag<T>(flag: FlagName, on: boolean, run: () => Promise<T>): Promise<T> {
  const set = on ? flagsOn : flagsOff;
  set.add(flag);
  try {
    return await run();
  } finally {
    set.delete(flag);
  }
}

type Route = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
const ctx = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });
const post = (route: Route, path: string, body: unknown, cookie?: string, id: number | string = 0) =>
  route(request(path, { method: 'POST', cookie, body }), ctx(id));
const jsonPost = (route: Route, path: string, body: unknown, cookie?: string, id: number | string = 0) =>
  route(request(path, { method: 'POST', cookie, body, contentType: 'application/json' }), ctx(id));
const actorOf = (person?: Person) => getActorFromHeaders(new Headers(person ? { cookie: person.cookie } : {}));

let moderator: Person;
let guy: Person;
let girl: TestGirl;
let pendingGirl: TestGirl;
let sessionGirlUsername: string;
let pendingSessionGirlUsername: string;

const uniq = () => Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  ({ moderator, guy, girl, pendingGirl } = await createTableActors());
  const db = await getDb();
  sessionGirlUsername = `sg_${uniq()}`;
  pendingSessionGirlUsername = `sgp_${uniq()}`;
  await db.insert(sessionGirls).values([
    { username: sessionGirlUsername, name: 'Session Sue', profileApproved: true },
    { username: pendingSessionGirlUsername, profileApproved: null },
  ]);
});

async function approvedSessionGirl(): Promise<string> {
  const username = `sga_${uniq()}`;
  const db = await getDb();
  await db.insert(sessionGirls).values({ username, profileApproved: true });
  return username;
}

describe('session girl reports', () => {
  const report = (username: string, comment = 'Took the deposit and never came.') => ({
    data: {
      type: 'sessionGirlReports',
      attributes: { username, category: 'Scammer', comment, reportingTermsVersion: REPORTING_TERMS.version },
    },
  });

  it('POST /api/v1/session-girl-reports: visitor 401, girl / pending girl / moderator 403, guy 201', async () => {
    const body = report(sessionGirlUsername);
    expect((await post(reportRoute as Route, '/r', body)).status).toBe(401);
    expect((await post(reportRoute as Route, '/r', body, girl.cookie)).status).toBe(403);
    expect((await post(reportRoute as Route, '/r', body, pendingGirl.cookie)).status).toBe(403);
    expect((await post(reportRoute as Route, '/r', body, moderator.cookie)).status).toBe(403);
    const created = await post(reportRoute as Route, '/r', body, guy.cookie);
    expect(created.status).toBe(201);
    expect(await created.text()).toContain(SESSION_GIRL_REPORT_MESSAGES.saved);
  });

  it('needs a category and a comment, and names an approved session girl only', async () => {
    const empty = await post(
      reportRoute as Route,
      '/r',
      {
        data: { type: 'sessionGirlReports', attributes: { username: sessionGirlUsername, category: '', comment: '' } },
      },
      guy.cookie,
    );
    expect(empty.status).toBe(400);
    const text = await empty.text();
    expect(text).toContain(SESSION_GIRL_REPORT_MESSAGES.category);
    for (const username of [pendingSessionGirlUsername, 'nobody_at_all']) {
      const answer = await post(reportRoute as Route, '/r', report(username), guy.cookie);
      expect(answer.status).toBe(422);
      expect(await answer.text()).toContain(SESSION_GIRL_REPORT_MESSAGES.notFound);
    }
  });

  it('waits in the moderation queue; Mark as handled and Delete are moderators only and audited', async () => {
    const comment = `Queue check ${uniq()}`;
    // Another girl than the tests above: he has one waiting report per girl (docs/decisions/035).
    const reported = await approvedSessionGirl();
    expect((await post(reportRoute as Route, '/r', report(reported, comment), guy.cookie)).status).toBe(201);
    const queued = (await moderationQueue(await actorOf(moderator))).sessionGirlReports.find(
      (r) => r.comment === comment,
    );
    expect(queued).toMatchObject({ category: 'Scammer', sessionGirl: { username: reported } });
    expect(queued!.reporter).toBe(guy.username);
    const id = queued!.id;
    const path = `/api/v1/admin/session-girl-reports/${id}/decision`;
    const handled = { action: 'handled' };
    expect((await jsonPost(reportDecisionRoute as Route, path, handled, undefined, id)).status).toBe(401);
    for (const who of [guy, girl, pendingGirl])
      expect((await jsonPost(reportDecisionRoute as Route, path, handled, who.cookie, id)).status).toBe(403);
    expect((await jsonPost(reportDecisionRoute as Route, path, handled, moderator.cookie, id)).status).toBe(204);
    // Decided already: the 409 naming who decided (decision 040); a missing one is a 404.
    expect((await jsonPost(reportDecisionRoute as Route, path, handled, moderator.cookie, id)).status).toBe(409);
    expect((await jsonPost(reportDecisionRoute as Route, path, handled, moderator.cookie, 999_999)).status).toBe(404);
    const again = (await moderationQueue(await actorOf(moderator))).sessionGirlReports.map((r) => r.id);
    expect(again).not.toContain(id);
    const db = await getDb();
    const [kept] = await db.select().from(sessionGirlReports).where(eq(sessionGirlReports.id, id));
    expect(kept?.handledAt).toBeInstanceOf(Date);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'session-girl-report.handled'), eq(auditLog.targetId, String(id))));
    expect(audit?.before).toEqual({ handledAt: null });

    // Delete removes the row, the audit keeps what it said.
    const other = `Delete check ${uniq()}`;
    expect(
      (await post(reportRoute as Route, '/r', report(await approvedSessionGirl(), other), guy.cookie)).status,
    ).toBe(201);
    const [row] = await db
      .select({ id: sessionGirlReports.id })
      .from(sessionGirlReports)
      .where(eq(sessionGirlReports.comment, other));
    expect(
      (
        await jsonPost(
          reportDecisionRoute as Route,
          path,
          { action: 'delete', reasonCode: 'spam' },
          moderator.cookie,
          row!.id,
        )
      ).status,
    ).toBe(204);
    expect(await db.select().from(sessionGirlReports).where(eq(sessionGirlReports.id, row!.id))).toHaveLength(0);
    const [deleted] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'session-girl-report.delete'), eq(auditLog.targetId, String(row!.id))));
    expect(deleted?.before).toMatchObject({ comment: other, category: 'Scammer' });
    expect(deleted?.after).toEqual({ deleted: true, reasonCode: 'spam' });
  });

  it('guy-report-girl off: the page and the endpoint answer 404', async () => {
    await withFlag('guy-report-girl', false, async () => {
      expect((await post(reportRoute as Route, '/r', report(sessionGirlUsername), guy.cookie)).status).toBe(404);
      await expect(ReportSessionGirlPage({ searchParams: Promise.resolve({}) })).rejects.toEqual(
        expect.objectContaining({ digest: expect.stringMatching(/404/) }),
      );
    });
  });
});

describe('polls', () => {
  let key: string;
  beforeAll(async () => {
    key = `poll_${uniq()}`;
    const db = await getDb();
    await db.insert(polls).values({ key, question: 'Best mat?', options: ['Foam', 'Canvas', 'Grass'] });
  });
  const vote = (answer: string, cookie?: string, poll = key) =>
    post(votePollRoute as Route, '/v', { data: { type: 'pollVotes', attributes: { poll, vote: answer } } }, cookie);

  it('POST /api/v1/poll-votes: visitor 401, moderator 403, guy / girl / pending girl vote', async () => {
    expect((await vote('Foam')).status).toBe(401);
    expect((await vote('Foam', moderator.cookie)).status).toBe(403);
    expect((await vote('Foam', guy.cookie)).status).toBe(201);
    expect((await vote('Canvas', girl.cookie)).status).toBe(201);
    expect((await vote('Canvas', pendingGirl.cookie)).status).toBe(201);
  });

  it('a later vote updates the first: the answer changes, the count does not', async () => {
    const voter = await createGuy();
    expect((await vote('Foam', voter.cookie)).status).toBe(201);
    const before = await getPollResults(await actorOf(voter), key);
    const changed = await vote('Grass', voter.cookie);
    expect(changed.status).toBe(200);
    const { data } = (await changed.json()) as { data: { attributes: { total: number; myVote: string } } };
    expect(data.attributes).toMatchObject({ total: before!.total, myVote: 'Grass' });
    const db = await getDb();
    const rows = await db
      .select({ vote: pollVotes.vote })
      .from(pollVotes)
      .where(and(eq(pollVotes.poll, key), eq(pollVotes.guyUserId, voter.guyId!)));
    expect(rows).toEqual([{ vote: 'Grass' }]);
  });

  it('refuses an answer the poll does not offer (422) and an unknown or closed poll (404)', async () => {
    expect((await vote('Sand', guy.cookie)).status).toBe(422);
    expect((await vote('Foam', guy.cookie, 'no_such_poll')).status).toBe(404);
    const db = await getDb();
    const closed = `closed_${uniq()}`;
    await db.insert(polls).values({ key: closed, question: 'Old?', options: ['Yes', 'No'], active: false });
    expect((await vote('Yes', guy.cookie, closed)).status).toBe(404);
  });

  it("the home poll is the newest active one, with the viewer's vote (none for a visitor)", async () => {
    const db = await getDb();
    const newest = `newest_${uniq()}`;
    await db
      .insert(polls)
      .values({ key: newest, question: 'Newest?', options: ['A', 'B'], createdAt: new Date(Date.now() + 60_000) });
    expect((await vote('B', guy.cookie, newest)).status).toBe(201);
    expect(await getCurrentPoll(await actorOf(guy))).toMatchObject({ key: newest, myVote: 'B', total: 1 });
    expect(await getCurrentPoll(await actorOf())).toMatchObject({ key: newest, myVote: null, total: 1 });
  });
});

describe('comments', () => {
  let scammer: { id: number; stageName: string };
  let unpublished: { id: number };
  beforeAll(async () => {
    scammer = await insertGirl('visible', { isScammer: true, matsideGirl: false });
    unpublished = await insertGirl('pending', { isScammer: true, matsideGirl: false, reportedUsername: 'x' });
  });
  const body = (attributes: Record<string, unknown>) => ({ data: { type: 'comments', attributes } });
  const add = (attributes: Record<string, unknown>, cookie?: string) =>
    post(addCommentRoute as Route, '/c', body(attributes), cookie);
  // A moderator's deletion takes its reason code (decision 037).
  const remove = (id: number, cookie?: string, query = '?reasonCode=spam') =>
    (deleteCommentRoute as Route)(request(`/c/${id}${query}`, { method: 'DELETE', cookie }), ctx(id));

  it('POST /api/v1/comments on a scammer page: visitor 401; guy, girl, pending girl and moderator 201', async () => {
    const attributes = { thread: 'scammer', subjectId: scammer.id, comment: 'She took my deposit too.' };
    expect((await add(attributes)).status).toBe(401);
    for (const who of [guy, girl, pendingGirl, moderator]) {
      const answer = await add(attributes, who.cookie);
      expect(answer.status).toBe(201);
      expect(await answer.text()).toContain(COMMENT_MESSAGES.added);
    }
    const listed = await listComments('scammer', scammer.id);
    expect(listed.map((c) => c.author?.username)).toEqual(
      expect.arrayContaining([guy.username, girl.username, pendingGirl.username, moderator.username]),
    );
  });

  it('an empty comment gets the spec message; an unpublished scammer, an ordinary girl or a missing one is a 404', async () => {
    const empty = await add({ thread: 'scammer', subjectId: scammer.id, comment: '  ' }, guy.cookie);
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain(COMMENT_MESSAGES.required);
    for (const subjectId of [unpublished.id, girl.girlId, 999_999]) {
      expect((await add({ thread: 'scammer', subjectId, comment: 'x' }, guy.cookie)).status).toBe(404);
    }
  });

  it('a banned or deleted commenter shows as Unknown/Banned User', async () => {
    const leaver = await createGuy();
    const farewell = `Leaving now ${uniq()}`;
    expect((await add({ thread: 'scammer', subjectId: scammer.id, comment: farewell }, leaver.cookie)).status).toBe(
      201,
    );
    const db = await getDb();
    await db.update(user).set({ banned: true }).where(eq(user.id, leaver.userId));
    const mine = (await listComments('scammer', scammer.id)).find((c) => c.comment === farewell);
    expect(mine?.author).toBeNull();
    expect(JSON.stringify(mine)).not.toContain(leaver.username);
  });

  it('DELETE /api/v1/comments/{id}: visitor 401, guy / girl / pending girl 403, moderator 204 and audited', async () => {
    const created = await add({ thread: 'scammer', subjectId: scammer.id, comment: 'Delete me' }, guy.cookie);
    const id = Number(((await created.json()) as { data: { id: string } }).data.id);
    expect((await remove(id)).status).toBe(401);
    for (const who of [guy, girl, pendingGirl]) expect((await remove(id, who.cookie)).status).toBe(403);
    const noReason = await remove(id, moderator.cookie, '');
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toMatchObject({ errors: [{ source: { parameter: 'reasonCode' } }] });
    expect((await remove(id, moderator.cookie)).status).toBe(204);
    expect((await remove(id, moderator.cookie)).status).toBe(404);
    expect((await remove(999_999, moderator.cookie)).status).toBe(404);
    const db = await getDb();
    expect(await db.select().from(comments).where(eq(comments.id, id))).toHaveLength(0);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'comment.delete'), eq(auditLog.targetId, String(id))))
      .orderBy(desc(auditLog.id));
    expect(audit?.before).toMatchObject({ comment: 'Delete me', thread: 'scammer', girlId: scammer.id });
    expect(audit).toMatchObject({ reason: 'spam', after: { deleted: true, reasonCode: 'spam' } });
    // Its author reads why on the dashboard, and by e-mail; the moderator is not named.
    const [notice] = await db
      .select()
      .from(decisionNotices)
      .where(and(eq(decisionNotices.recipientUserId, guy.userId), eq(decisionNotices.kind, 'comment')));
    expect(notice).toMatchObject({ kind: 'comment', role: 'subject', accepted: false, reasonCode: 'spam' });
    const mail = await waitForMailWith(guy.email, 'Spam or advertising');
    expect(mail).not.toContain(moderator.username);
  });

  it('home page, girl and guy profiles: off by default (404 and no widget), on with their flags', async () => {
    // A fresh commenter: the others have used up this minute's comments.
    const commenter = await createGuy();
    const home = { thread: 'home', comment: 'Hello everyone' };
    const onGirl = { thread: 'girl-profile', subjectId: girl.girlId, comment: 'Great profile' };
    const onGuy = { thread: 'guy-profile', subjectId: guy.guyId, comment: 'Good client' };
    expect((await add(home, commenter.cookie)).status).toBe(404);
    expect((await add(onGirl, commenter.cookie)).status).toBe(404);
    expect((await add(onGuy, girl.cookie)).status).toBe(404);
    expect(CommentsCard({ thread: 'home', subjectId: null, returnTo: '/' })).toBeNull();
    expect(CommentsCard({ thread: 'girl-profile', subjectId: girl.girlId, returnTo: '/' })).toBeNull();
    await withFlag('hyvor-comments-on-homepage', true, async () => {
      expect((await add(home, commenter.cookie)).status).toBe(201);
      expect(CommentsCard({ thread: 'home', subjectId: null, returnTo: '/' })).not.toBeNull();
    });
    await withFlag('hyvor-comments-on-girl-profile', true, async () => {
      expect((await add(onGirl, commenter.cookie)).status).toBe(201);
      // Only a public profile has a thread.
      expect((await add({ ...onGirl, subjectId: pendingGirl.girlId }, commenter.cookie)).status).toBe(404);
    });
    await withFlag('hyvor-comments-on-guy-profile', true, async () => {
      expect((await add(onGuy, girl.cookie)).status).toBe(201);
      expect(CommentsCard({ thread: 'guy-profile', subjectId: guy.guyId!, returnTo: '/' })).not.toBeNull();
    });
    expect((await listComments('home', null)).map((c) => c.comment)).toContain('Hello everyone');
    expect((await listComments('guy-profile', guy.guyId!)).map((c) => c.comment)).toContain('Good client');
  });
});

describe('flags change what the server serves', () => {
  it("girls-advanced-search-for-clients off: a guy's search ignores the filters; others keep them", async () => {
    const city = `Flagtown${uniq()}`;
    await createGirl({ values: { city, physique: 'Athletic' } });
    const filter = { ...DEFAULT_FILTER, q: city, physique: 'BBW' as const };
    const guyActor = await actorOf(guy);
    const visitor = await actorOf();
    expect((await searchGirls(guyActor, filter)).total).toBe(0);
    await withFlag('girls-advanced-search-for-clients', false, async () => {
      expect((await searchGirls(guyActor, filter)).total).toBe(1);
      expect((await searchGirls(visitor, filter)).total).toBe(0);
    });
  });

  it('session-interests-in-book-a-girl: the choice is stored only while on', async () => {
    const guyActor = await actorOf(guy);
    const values = {
      girl_id: girl.girlId,
      date_time_available: { instant: new Date(Date.now() + 86_400_000) },
      session_location: '',
      session_length: '1 hour',
      desired_session_type: 'Competitive',
      things_to_not_include: '',
      requested_attire: '',
      details_questions: '',
      details_notes: '',
      services_interests: true,
    };
    const noMail = { sendMail: async () => undefined };
    const off = await createBookingRequest(guyActor, values, noMail);
    const on = await withFlag('session-interests-in-book-a-girl', true, () =>
      createBookingRequest(guyActor, values, noMail),
    );
    const db = await getDb();
    const stored = async (id: number) =>
      (await db.select({ v: bookings.servicesInterests }).from(bookings).where(eq(bookings.id, id)))[0]?.v;
    expect(await stored(off.id)).toBe(false);
    expect(await stored(on.id)).toBe(true);
  });

  it("problem-girls off: a problem girl's page is a 404", async () => {
    await withFlag('problem-girls', false, async () => {
      await expect(ProblemGirlPage({ params: Promise.resolve({ id: '1' }) })).rejects.toEqual(
        expect.objectContaining({ digest: expect.stringMatching(/404/) }),
      );
    });
  });
});
