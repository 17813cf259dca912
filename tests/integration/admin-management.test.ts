import { and, desc, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATCH as girlAttributes } from '@/app/api/v1/admin/girls/[id]/attributes/route';
import { DELETE as unbanGirlRoute, POST as banGirlRoute } from '@/app/api/v1/admin/girls/[id]/ban/route';
import { DELETE as softDeleteGuyRoute, PATCH as patchGuyRoute } from '@/app/api/v1/admin/guys/[id]/route';
import { DELETE as unbanGuyRoute, POST as banGuyRoute } from '@/app/api/v1/admin/guys/[id]/ban/route';
import { POST as addGuyCommentRoute } from '@/app/api/v1/admin/guys/[id]/moderator-comments/route';
import { PATCH as editGuyCommentRoute } from '@/app/api/v1/admin/guy-moderator-comments/[id]/route';
import { DELETE as deleteReferenceRoute } from '@/app/api/v1/admin/unverified-references/[id]/route';
import { DELETE as deleteVoteRoute } from '@/app/api/v1/admin/poll-votes/[id]/route';
import { DELETE as deleteLegacyFollowRoute } from '@/app/api/v1/admin/legacy-follow-travels/[id]/route';
import { POST as addReputationRoute } from '@/app/api/v1/admin/reputation-items/route';
import {
  DELETE as deleteReputationRoute,
  PATCH as updateReputationRoute,
} from '@/app/api/v1/admin/reputation-items/[id]/route';
import {
  DELETE as deleteSessionGirlRoute,
  PATCH as patchSessionGirlRoute,
} from '@/app/api/v1/admin/session-girls/[id]/route';
import { PATCH as patchSessionGirlImageRoute } from '@/app/api/v1/admin/session-girl-images/[id]/route';
import { DELETE as deleteBookingRoute } from '@/app/api/v1/bookings/[id]/route';
import { parseTableState } from '@/components/ui/server-table-state';
import { listManagedBookings } from '@/features/admin-management/bookings-queries';
import { listManagedGirls } from '@/features/admin-management/girls-queries';
import {
  getManagedGuy,
  keptGuyIds,
  listManagedGuys,
  listManagedGuysOfPage,
} from '@/features/admin-management/guys-queries';
import { listManagedLegacyFollows } from '@/features/admin-management/legacy-follows-queries';
import { listManagedReferences } from '@/features/admin-management/references-queries';
import { listReputationItems } from '@/features/admin-management/reputation-queries';
import {
  listManagedSessionGirls,
  pickRandomSessionGirl,
  sessionGirlForReview,
} from '@/features/admin-management/session-girls-queries';
import { listManagedVotes } from '@/features/admin-management/votes-queries';
import { publicGirlCondition } from '@/features/girls/queries';
import { REASON_MESSAGES } from '@/features/due-process/reason-codes';
import { getActorFromHeaders } from '@/server/auth/actor';
import { VISITOR } from '@/server/auth/actor-types';
import { getDb } from '@/server/db';
import {
  auditLog,
  aiChatConversations,
  aiChatMessages,
  bookings,
  girls,
  guys,
  legacyFollowTravels,
  pollVotes,
  reputationList,
  session,
  sessionGirlImages,
  sessionGirlReports,
  sessionGirls,
  sessionGirlTravels,
  unverifiedReferences,
  user,
} from '@/server/db/schema';
import { createTableActors, type TableActors } from '../helpers/actors';
import { avatarDataUrl } from '../helpers/guys';
import { createGirl, insertGirl, uniqueName } from '../helpers/girls';
import { createGuy, request, type Person } from '../helpers/people';
import { legacyIdTaken } from '@/features/admin-management/session-girls-service';

// The moderators' management pages. Who may call each endpoint, what each action
// changes with its audit row (before and after), and the tables paging and filtering in SQL.

type Route = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
const ctx = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });

let actors: TableActors;
let moderator: Person;

beforeAll(async () => {
  actors = await createTableActors();
  moderator = actors.moderator;
});

function call(route: Route, method: string, id: number | string, body?: unknown, cookie?: string) {
  return route(request(`/api/v1/admin/x/${id}`, { method, cookie, body, contentType: 'application/json' }), ctx(id));
}

/** The reference deletion with its reason code (decision 037; without one it is a 400). */
const deleteReferenceWithReason: Route = (req, context) =>
  deleteReferenceRoute(new Request(`${req.url}?reasonCode=duplicate`, req), context);

/** A guy's soft delete with its reason code (a deletion is a no: without one it is a 400). */
const softDeleteGuyWithReason: Route = (req, context) =>
  softDeleteGuyRoute(new Request(`${req.url}?reasonCode=spam`, req), context);

async function moderatorActor() {
  return getActorFromHeaders(new Headers({ cookie: moderator.cookie }));
}

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

async function isPublic(girlId: number): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .select({ id: girls.id })
    .from(girls)
    .leftJoin(user, eq(user.id, girls.userId))
    .where(and(eq(girls.id, girlId), publicGirlCondition));
  return rows.length === 1;
}

const MISSING = 999_999_999;

describe('the authorization table of every admin-management endpoint', () => {
  // [name, route, method, a body that passes validation]
  const endpoints: [string, Route, string, unknown][] = [
    ['toggle a girl attribute', girlAttributes, 'PATCH', { attribute: 'trans', value: true }],
    ['ban a girl', banGirlRoute, 'POST', { unbanAt: null, reasonCode: 'spam' }],
    ['unban a girl', unbanGirlRoute, 'DELETE', undefined],
    ['admin show profile of a guy', patchGuyRoute, 'PATCH', { adminShowProfile: false, reasonCode: 'spam' }],
    ['soft delete a guy', softDeleteGuyWithReason, 'DELETE', undefined],
    ['ban a guy', banGuyRoute, 'POST', { unbanAt: null, reasonCode: 'spam' }],
    ['unban a guy', unbanGuyRoute, 'DELETE', undefined],
    ['comment on a guy', addGuyCommentRoute, 'POST', { comment: 'Watch him' }],
    ['edit a comment on a guy', editGuyCommentRoute, 'PATCH', { comment: 'Watch him' }],
    ['delete a reference', deleteReferenceWithReason, 'DELETE', undefined],
    ['delete a vote', deleteVoteRoute, 'DELETE', undefined],
    ['delete a legacy follow', deleteLegacyFollowRoute, 'DELETE', undefined],
    ['update a reputation item', updateReputationRoute, 'PATCH', { url: 'https://example.com/x' }],
    ['delete a reputation item', deleteReputationRoute, 'DELETE', undefined],
    ['edit a session girl', patchSessionGirlRoute, 'PATCH', { email: 'sg@example.com' }],
    ['delete a session girl', deleteSessionGirlRoute, 'DELETE', undefined],
    ['mark a session-girl image', patchSessionGirlImageRoute, 'PATCH', { explicit: true }],
    ['delete a booking', deleteBookingRoute as Route, 'DELETE', undefined],
  ];
  it.each(endpoints)(
    '%s: visitor 401, guy / girl / pending girl 403, moderator 404 on a missing record',
    async (_, route, method, body) => {
      expect((await call(route, method, MISSING, body)).status).toBe(401);
      expect((await call(route, method, MISSING, body, actors.guy.cookie)).status).toBe(403);
      expect((await call(route, method, MISSING, body, actors.girl.cookie)).status).toBe(403);
      expect((await call(route, method, MISSING, body, actors.pendingGirl.cookie)).status).toBe(403);
      expect((await call(route, method, MISSING, body, moderator.cookie)).status).toBe(404);
    },
  );

  it('adding a reputation item: visitor 401, others 403, moderator 400 on a bad body', async () => {
    const add = (body: unknown, cookie?: string) =>
      (addReputationRoute as (r: Request) => Promise<Response>)(
        request('/api/v1/admin/reputation-items', { method: 'POST', cookie, body, contentType: 'application/json' }),
      );
    expect((await add({ url: 'https://example.com' })).status).toBe(401);
    expect((await add({ url: 'https://example.com' }, actors.guy.cookie)).status).toBe(403);
    expect((await add({ url: 'https://example.com' }, actors.girl.cookie)).status).toBe(403);
    expect((await add({ url: 'https://example.com' }, actors.pendingGirl.cookie)).status).toBe(403);
    const bad = await add({ url: '' }, moderator.cookie);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Please enter a url, a girl handle or a guy handle.');
  });

  it('the read queries refuse everyone but moderators', async () => {
    const state = parseTableState({});
    for (const cookie of [actors.guy.cookie, actors.girl.cookie, actors.pendingGirl.cookie]) {
      const actor = await getActorFromHeaders(new Headers({ cookie }));
      await expect(listManagedGirls(actor, state)).rejects.toMatchObject({ status: 403 });
      await expect(listManagedGuys(actor, state)).rejects.toMatchObject({ status: 403 });
      await expect(listManagedBookings(actor, state)).rejects.toMatchObject({ status: 403 });
      await expect(listManagedVotes(actor, state)).rejects.toMatchObject({ status: 403 });
      await expect(pickRandomSessionGirl(actor, null)).rejects.toMatchObject({ status: 403 });
      await expect(sessionGirlForReview(actor, 1, '')).rejects.toMatchObject({ status: 403 });
    }
    await expect(listManagedReferences(VISITOR, state)).rejects.toMatchObject({ status: 401 });
  });
});

describe('girls', () => {
  it('toggling admin_show_profile hides her from public pages at once, with an audit row; on again brings her back', async () => {
    const girl = await insertGirl('visible');
    expect(await isPublic(girl.id)).toBe(true);
    const off = await call(
      girlAttributes,
      'PATCH',
      girl.id,
      { attribute: 'admin_show_profile', value: false, reasonCode: 'spam' },
      moderator.cookie,
    );
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ message: 'Successfully toggled admin_show_profile to false' });
    expect(await isPublic(girl.id)).toBe(false);
    const audit = await lastAudit('girl.admin-show-profile', girl.id);
    expect(audit?.before).toEqual({ admin_show_profile: true });
    expect(audit?.after).toEqual({ admin_show_profile: false, reasonCode: 'spam' });
    expect(audit?.actorUserId).toBe(moderator.userId);

    await call(girlAttributes, 'PATCH', girl.id, { attribute: 'admin_show_profile', value: true }, moderator.cookie);
    expect(await isPublic(girl.id)).toBe(true);
  });

  it('refuses an unknown attribute with 400', async () => {
    const girl = await insertGirl('visible');
    const response = await call(
      girlAttributes,
      'PATCH',
      girl.id,
      { attribute: 'email', value: true },
      moderator.cookie,
    );
    expect(response.status).toBe(400);
  });

  it('a ban ends her sessions and hides her; unban brings her back; both audited', async () => {
    const girl = await createGirl({ prefix: 'bannable' });
    expect(await isPublic(girl.girlId)).toBe(true);
    const until = new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const response = await call(
      banGirlRoute,
      'POST',
      girl.girlId,
      { unbanAt: until, reasonCode: 'impersonation', reason: 'Fake pictures' },
      moderator.cookie,
    );
    expect(response.status).toBe(204);
    expect(await isPublic(girl.girlId)).toBe(false);
    expect((await getActorFromHeaders(new Headers({ cookie: girl.cookie }))).kind).toBe('visitor');
    const db = await getDb();
    expect(await db.select().from(session).where(eq(session.userId, girl.userId))).toHaveLength(0);
    const audit = await lastAudit('girl.ban', girl.girlId);
    expect(audit?.before).toEqual({ banned: false, banExpires: null });
    expect(audit?.after).toEqual({
      banned: true,
      banExpires: `${until}T00:00:00.000Z`,
      reasonCode: 'impersonation',
    });
    expect(audit?.reason).toBe('impersonation: Fake pictures');

    expect((await call(unbanGirlRoute, 'DELETE', girl.girlId, undefined, moderator.cookie)).status).toBe(204);
    expect(await isPublic(girl.girlId)).toBe(true);
    expect((await lastAudit('girl.unban', girl.girlId))?.after).toEqual({
      banned: false,
      banExpires: null,
      reasonCode: 'meets_rules',
    });
  });

  it('a ban date in the past is a 400 with the message', async () => {
    const girl = await createGirl({ prefix: 'pastban' });
    const response = await call(
      banGirlRoute,
      'POST',
      girl.girlId,
      { unbanAt: '2020-01-01', reasonCode: 'spam' },
      moderator.cookie,
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('The unban date must be in the future.');
  });

  it('a record without an account cannot be banned (409)', async () => {
    const girl = await insertGirl('visible');
    expect((await call(banGirlRoute, 'POST', girl.id, { reasonCode: 'spam' }, moderator.cookie)).status).toBe(409);
  });
});

describe('guys', () => {
  it('a ban until tomorrow stops his session at once; unban; both audited', async () => {
    const guy = await createGuy();
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10);
    expect(
      (await call(banGuyRoute, 'POST', guy.guyId!, { unbanAt: tomorrow, reasonCode: 'harassment' }, moderator.cookie))
        .status,
    ).toBe(204);
    expect((await getActorFromHeaders(new Headers({ cookie: guy.cookie }))).kind).toBe('visitor');
    const audit = await lastAudit('guy.ban', guy.guyId!);
    expect(audit?.before).toEqual({ banned: false, banExpires: null });
    expect(audit?.after).toMatchObject({ banned: true });
    expect((await call(unbanGuyRoute, 'DELETE', guy.guyId!, undefined, moderator.cookie)).status).toBe(204);
    expect((await lastAudit('guy.unban', guy.guyId!))?.before).toMatchObject({ banned: true });
  });

  it('admin show profile, soft delete (banned for good, cannot be unbanned) and comments, all audited', async () => {
    const guy = await createGuy();
    const db = await getDb();
    expect(
      (
        await call(
          patchGuyRoute,
          'PATCH',
          guy.guyId!,
          { adminShowProfile: false, reasonCode: 'spam' },
          moderator.cookie,
        )
      ).status,
    ).toBe(204);
    expect((await lastAudit('guy.admin-show-profile', guy.guyId!))?.after).toEqual({
      adminShowProfile: false,
      reasonCode: 'spam',
    });

    const added = await call(addGuyCommentRoute, 'POST', guy.guyId!, { comment: 'Asked for extras' }, moderator.cookie);
    expect(added.status).toBe(201);
    const { id: commentId } = (await added.json()) as { id: number };
    expect((await lastAudit('guy-comment.add', commentId))?.after).toEqual({
      guyUserId: guy.guyId,
      comment: 'Asked for extras',
    });
    const empty = await call(editGuyCommentRoute, 'PATCH', commentId, { comment: '  ' }, moderator.cookie);
    expect(empty.status).toBe(400);
    expect(
      (await call(editGuyCommentRoute, 'PATCH', commentId, { comment: 'Fine now' }, moderator.cookie)).status,
    ).toBe(204);
    const edit = await lastAudit('guy-comment.edit', commentId);
    expect(edit?.before).toEqual({ guyUserId: guy.guyId, comment: 'Asked for extras' });
    expect(edit?.after).toEqual({ guyUserId: guy.guyId, comment: 'Fine now' });
    const detail = await getManagedGuy(await moderatorActor(), guy.guyId!);
    expect(detail?.comments.map((c) => c.comment)).toEqual(['Fine now']);

    expect((await call(softDeleteGuyWithReason, 'DELETE', guy.guyId!, undefined, moderator.cookie)).status).toBe(204);
    const [row] = await db.select({ softDeleted: guys.softDeleted }).from(guys).where(eq(guys.id, guy.guyId!));
    expect(row?.softDeleted).toBe(true);
    expect((await getActorFromHeaders(new Headers({ cookie: guy.cookie }))).kind).toBe('visitor');
    expect((await lastAudit('guy.soft-delete', guy.guyId!))?.after).toMatchObject({ softDeleted: true, banned: true });
    expect((await call(unbanGuyRoute, 'DELETE', guy.guyId!, undefined, moderator.cookie)).status).toBe(409);
  });

  it('SearchGuys filters in SQL; GetGuysByIds narrows to the ids', async () => {
    const marker = uniqueName('zq').replace(/\W+/g, '');
    const a = await createGuy({ city: `${marker}ville` });
    const b = await createGuy({ city: `${marker}ville` });
    const actor = await moderatorActor();
    const found = await listManagedGuys(actor, parseTableState({ q: marker }));
    expect(found.total).toBe(2);
    const one = await listManagedGuys(actor, parseTableState({ q: marker }), [a.guyId!]);
    expect(one.rows.map((r) => r.id)).toEqual([a.guyId]);
    expect(b.guyId).not.toBe(a.guyId);
    // The page's `?ids=`: valid ids only, and the table's links keep them.
    const params = { q: marker, ids: [`${a.guyId} ,0,x`, String(b.guyId)] };
    const paged = await listManagedGuysOfPage(actor, parseTableState(params), params);
    expect(paged.rows.map((r) => r.id)).toEqual([a.guyId]);
    expect(keptGuyIds(params)).toEqual({ ids: String(a.guyId) });
    expect(keptGuyIds({ ids: '' })).toBeUndefined();
  });
});

describe('bookings', () => {
  it('AdminDeleteBooking sets both statuses to deleted, stamps updated_at and is audited', async () => {
    const girl = await insertGirl('visible');
    const guy = await createGuy();
    const db = await getDb();
    const old = new Date('2026-01-01T00:00:00Z');
    const [booking] = await db
      .insert(bookings)
      .values({
        girlId: girl.id,
        guyId: guy.guyId!,
        girlStatus: 'pending',
        guyStatus: 'complete',
        dateTimeAvailable: new Date('2026-12-01T18:00:00Z'),
        sessionLength: '1 hour',
        desiredSessionType: 'Wrestling',
        updatedAt: old,
      })
      .returning({ id: bookings.id });
    expect((await call(deleteBookingRoute as Route, 'DELETE', booking!.id, undefined, moderator.cookie)).status).toBe(
      204,
    );
    const [after] = await db.select().from(bookings).where(eq(bookings.id, booking!.id));
    expect(after?.girlStatus).toBe('deleted');
    expect(after?.guyStatus).toBe('deleted');
    expect(after!.updatedAt.getTime()).toBeGreaterThan(old.getTime());
    const audit = await lastAudit('booking.admin-delete', booking!.id);
    expect(audit?.before).toEqual({ girlStatus: 'pending', guyStatus: 'complete' });
    expect(audit?.after).toEqual({ girlStatus: 'deleted', guyStatus: 'deleted' });
    const listed = await listManagedBookings(await moderatorActor(), parseTableState({ q: girl.stageName }));
    expect(listed.rows.map((r) => [r.id, r.girlStatus, r.guyStatus, r.transcript])).toEqual([
      [booking!.id, 'deleted', 'deleted', null],
    ]);
  });
});

describe('a booking made in the AI chat', () => {
  it('shows moderators the chat that produced it, and only to moderators', async () => {
    const girl = await insertGirl('visible');
    const guy = await createGuy();
    const db = await getDb();
    const [booking] = await db
      .insert(bookings)
      .values({
        girlId: girl.id,
        guyId: guy.guyId!,
        dateTimeAvailable: new Date('2026-12-05T18:00:00Z'),
        sessionLength: '1 hour',
        desiredSessionType: 'Submission wrestling',
      })
      .returning({ id: bookings.id });
    const conversation = crypto.randomUUID();
    await db.insert(aiChatConversations).values({
      id: conversation,
      mode: 'book',
      girlId: girl.id,
      userId: guy.userId,
      engine: 'built-in',
      bookingId: booking!.id,
    });
    await db.insert(aiChatMessages).values([
      { conversationId: conversation, role: 'user', content: 'I would like to book a session.' },
      { conversationId: conversation, role: 'assistant', content: 'How long should the session be?' },
    ]);
    const listed = await listManagedBookings(await moderatorActor(), parseTableState({ q: girl.stageName }));
    expect(listed.rows.find((r) => r.id === booking!.id)?.transcript?.map((m) => [m.role, m.content])).toEqual([
      ['user', 'I would like to book a session.'],
      ['assistant', 'How long should the session be?'],
    ]);
    await expect(listManagedBookings(VISITOR, parseTableState({}))).rejects.toMatchObject({ status: 401 });
  });
});

describe('references, votes and legacy follows', () => {
  it('each delete removes the row and keeps it in the audit log', async () => {
    const db = await getDb();
    const guy = await createGuy();
    const [reference] = await db
      .insert(unverifiedReferences)
      .values({ guyUserId: guy.guyId!, girlUrl: 'https://example.com/anna', girlUsername: 'anna' })
      .returning({ id: unverifiedReferences.id });
    const [vote] = await db
      .insert(pollVotes)
      .values({ poll: uniqueName('poll'), vote: 'yes', guyUserId: guy.guyId! })
      .returning({ id: pollVotes.id });
    const [follow] = await db
      .insert(legacyFollowTravels)
      .values({ identifier: 'abc', username: 'fan', email: 'fan@example.com', cities: ['Austin'] })
      .returning({ id: legacyFollowTravels.id });

    const refused = await call(deleteReferenceRoute, 'DELETE', reference!.id, undefined, moderator.cookie);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ errors: [{ source: { parameter: 'reasonCode' } }] });
    expect((await call(deleteReferenceWithReason, 'DELETE', reference!.id, undefined, moderator.cookie)).status).toBe(
      204,
    );
    expect((await call(deleteVoteRoute, 'DELETE', vote!.id, undefined, moderator.cookie)).status).toBe(204);
    expect((await call(deleteLegacyFollowRoute, 'DELETE', follow!.id, undefined, moderator.cookie)).status).toBe(204);

    expect(await db.select().from(unverifiedReferences).where(eq(unverifiedReferences.id, reference!.id))).toEqual([]);
    expect(await db.select().from(pollVotes).where(eq(pollVotes.id, vote!.id))).toEqual([]);
    expect(await db.select().from(legacyFollowTravels).where(eq(legacyFollowTravels.id, follow!.id))).toEqual([]);

    const referenceAudit = await lastAudit('unverified-reference.delete', reference!.id);
    expect(referenceAudit?.before).toMatchObject({ girlUrl: 'https://example.com/anna', girlUsername: 'anna' });
    expect(referenceAudit?.after).toEqual({ deleted: true, reasonCode: 'duplicate' });
    expect(referenceAudit?.reason).toBe('duplicate');
    expect((await lastAudit('poll-vote.delete', vote!.id))?.before).toMatchObject({
      vote: 'yes',
      guyUserId: guy.guyId,
    });
    expect((await lastAudit('legacy-follow.delete', follow!.id))?.before).toMatchObject({
      identifier: 'abc',
      cities: ['Austin'],
    });
    // A second delete finds nothing.
    expect((await call(deleteVoteRoute, 'DELETE', vote!.id, undefined, moderator.cookie)).status).toBe(404);
  });

  it('pages and filters in SQL: more rows than a page give the total and the second page', async () => {
    const db = await getDb();
    const guy = await createGuy();
    const poll = uniqueName('paged').replace(/\W+/g, '');
    // 7 votes on one poll (one voter per poll: 7 polls sharing the marker).
    const inserted = await db
      .insert(pollVotes)
      .values(Array.from({ length: 7 }, (_, i) => ({ poll: `${poll}-${i}`, vote: `v${i}`, guyUserId: guy.guyId! })))
      .returning({ id: pollVotes.id });
    const ids = inserted.map((r) => r.id).sort((a, b) => a - b);
    const actor = await moderatorActor();
    const first = await listManagedVotes(actor, parseTableState({ q: poll, sort: 'id', dir: 'asc' }, ['id']));
    expect(first.total).toBe(7);
    expect(first.rows.map((r) => r.id)).toEqual(ids.slice(0, 5));
    const second = await listManagedVotes(
      actor,
      parseTableState({ q: poll, sort: 'id', dir: 'asc', page: '2' }, ['id']),
    );
    expect(second.total).toBe(7);
    expect(second.rows.map((r) => r.id)).toEqual(ids.slice(5));
    const big = await listManagedVotes(actor, parseTableState({ q: poll, size: '10' }));
    expect(big.rows.map((r) => r.id)).toEqual([...ids].reverse());

    const follows = await db
      .insert(legacyFollowTravels)
      .values(Array.from({ length: 6 }, (_, i) => ({ identifier: `${poll}-f${i}`, cities: [] })))
      .returning({ id: legacyFollowTravels.id });
    const followPage = await listManagedLegacyFollows(actor, parseTableState({ q: poll, page: '2' }));
    expect(followPage.total).toBe(6);
    expect(followPage.rows.map((r) => r.id)).toEqual([Math.min(...follows.map((f) => f.id))]);

    // The girls table filters on the search text (trigram index) and pages too.
    const city = `${poll}city`;
    for (let i = 0; i < 6; i += 1) await insertGirl('visible', { city });
    const girlsPage = await listManagedGirls(actor, parseTableState({ q: city, page: '2' }));
    expect(girlsPage.total).toBe(6);
    expect(girlsPage.rows).toHaveLength(1);
    // A LIKE wildcard in the filter matches itself only.
    expect((await listManagedGirls(actor, parseTableState({ q: '%' }))).total).toBe(0);
  });
});

describe('reputation list', () => {
  it('add, update (with a picture through the pipeline) and delete, each audited', async () => {
    const add = (body: unknown) =>
      (addReputationRoute as (r: Request) => Promise<Response>)(
        request('/api/v1/admin/reputation-items', {
          method: 'POST',
          cookie: moderator.cookie,
          body,
          contentType: 'application/json',
        }),
      );
    const created = await add({ url: 'https://forum.example/t/1', girlHandle: 'ann', description: 'Good' });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect((await lastAudit('reputation-item.add', id))?.after).toMatchObject({
      url: 'https://forum.example/t/1',
      girlHandle: 'ann',
      description: 'Good',
    });

    const image64 = await avatarDataUrl(7);
    const updated = await call(
      updateReputationRoute,
      'PATCH',
      id,
      { url: 'https://forum.example/t/1', girlHandle: 'ann', guyHandle: 'bob', description: 'Better', image64 },
      moderator.cookie,
    );
    expect(updated.status).toBe(204);
    const db = await getDb();
    const [row] = await db.select().from(reputationList).where(eq(reputationList.id, id));
    expect(row?.imageSecureUrl).toMatch(/^\/media\/reputation\/[0-9a-f]+\.webp$/);
    const update = await lastAudit('reputation-item.update', id);
    expect(update?.before).toMatchObject({ description: 'Good', guyHandle: null, imageUrl: null });
    expect(update?.after).toMatchObject({ description: 'Better', guyHandle: 'bob', imageUrl: row?.imageSecureUrl });
    expect(update?.before).not.toHaveProperty('variants');

    const listed = await listReputationItems(await moderatorActor(), parseTableState({ q: 'forum.example/t/1' }));
    expect(listed.rows.find((r) => r.id === id)?.description).toBe('Better');

    expect((await call(deleteReputationRoute, 'DELETE', id, undefined, moderator.cookie)).status).toBe(204);
    expect(await db.select().from(reputationList).where(eq(reputationList.id, id))).toEqual([]);
    const deletion = await lastAudit('reputation-item.delete', id);
    expect(deletion).toMatchObject({ before: { guyHandle: 'bob' }, after: null });
    expect(deletion?.before).not.toHaveProperty('variants');
  });
});

describe('session girls', () => {
  async function sessionGirl(images = 0): Promise<number> {
    const db = await getDb();
    const [row] = await db
      .insert(sessionGirls)
      .values({ username: uniqueName('sg').replace(/\W+/g, '_') })
      .returning({ id: sessionGirls.id });
    if (images)
      await db.insert(sessionGirlImages).values(
        Array.from({ length: images }, (_, i) => ({
          sessionGirlId: row!.id,
          cloudinarySecureUrl: `https://img.example/${row!.id}/${i}.jpg`,
        })),
      );
    return row!.id;
  }

  it('edit the e-mail and the legacy id, mark an image, delete: all audited', async () => {
    const id = await sessionGirl(2);
    const db = await getDb();
    expect(
      (
        await call(
          patchSessionGirlRoute,
          'PATCH',
          id,
          { email: 'SG@Example.com', legacyGirlId: 4321 },
          moderator.cookie,
        )
      ).status,
    ).toBe(204);
    const update = await lastAudit('session-girl.update', id);
    expect(update?.before).toEqual({ email: null, legacyGirlId: null });
    expect(update?.after).toEqual({ email: 'sg@example.com', legacyGirlId: 4321 });
    expect((await call(patchSessionGirlRoute, 'PATCH', id, {}, moderator.cookie)).status).toBe(400);
    // A legacy id names one legacy girl: a second session girl cannot take it.
    const second = await sessionGirl(0);
    const taken = await call(patchSessionGirlRoute, 'PATCH', second, { legacyGirlId: 4321 }, moderator.cookie);
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({
      errors: [{ detail: legacyIdTaken(id), source: { pointer: '/legacyGirlId' } }],
    });

    const listed = await listManagedSessionGirls(await moderatorActor(), parseTableState({ q: '4321' }));
    const mine = listed.rows.find((r) => r.id === id);
    expect(mine?.images).toHaveLength(2);
    const imageId = mine!.images[0]!.id;
    expect(
      (
        await call(
          patchSessionGirlImageRoute,
          'PATCH',
          imageId,
          { jenApproved: true, explicit: true },
          moderator.cookie,
        )
      ).status,
    ).toBe(204);
    const imageAudit = await lastAudit('session-girl-image.update', imageId);
    expect(imageAudit?.before).toMatchObject({ jenApproved: null, explicit: false });
    expect(imageAudit?.after).toMatchObject({
      jenApproved: true,
      explicit: true,
      explicitNudity: false,
      reasonCode: 'meets_rules',
    });
    // Decision 037: a rejection needs a code from the list; it is in the audit row.
    const unexplained = await call(
      patchSessionGirlImageRoute,
      'PATCH',
      imageId,
      { jenApproved: false },
      moderator.cookie,
    );
    expect(unexplained.status).toBe(400);
    expect(await unexplained.json()).toMatchObject({
      errors: [{ detail: REASON_MESSAGES.required, source: { pointer: '/reasonCode' } }],
    });
    const rejected = { jenApproved: false, reasonCode: 'picture_not_clear', reason: 'Blurred' };
    expect((await call(patchSessionGirlImageRoute, 'PATCH', imageId, rejected, moderator.cookie)).status).toBe(204);
    const rejectAudit = await lastAudit('session-girl-image.update', imageId);
    expect(rejectAudit).toMatchObject({ reason: 'picture_not_clear: Blurred' });
    expect(rejectAudit?.after).toMatchObject({ jenApproved: false, reasonCode: 'picture_not_clear' });

    expect((await call(deleteSessionGirlRoute, 'DELETE', id, undefined, moderator.cookie)).status).toBe(204);
    expect(await db.select().from(sessionGirls).where(eq(sessionGirls.id, id))).toEqual([]);
    expect((await lastAudit('session-girl.delete', id))?.before).toMatchObject({ legacyGirlId: 4321 });
  });

  it("lists each girl's images, reports and travels on her row, as the Details dialog shows them", async () => {
    const id = await sessionGirl(2);
    const empty = await sessionGirl(0);
    const reporter = await createGuy();
    const db = await getDb();
    const [image] = await db
      .update(sessionGirlImages)
      .set({ jenApproved: false, explicitNudity: true })
      .where(eq(sessionGirlImages.sessionGirlId, id))
      .returning({ id: sessionGirlImages.id, url: sessionGirlImages.cloudinarySecureUrl });
    await db
      .delete(sessionGirlImages)
      .where(and(eq(sessionGirlImages.sessionGirlId, id), ne(sessionGirlImages.id, image!.id)));
    const [withGuy, anonymous] = await db
      .insert(sessionGirlReports)
      .values([
        {
          sessionGirlId: id,
          guyUserId: reporter.guyId!,
          category: 'Fake',
          comment: 'Not her',
          createdAt: new Date('2026-03-04T05:06:07.890Z'),
        },
        { sessionGirlId: id, category: 'Other', createdAt: new Date('2026-03-05T00:00:00Z') },
      ])
      .returning({ id: sessionGirlReports.id });
    const [later, sooner] = await db
      .insert(sessionGirlTravels)
      .values([
        {
          sessionGirlId: id,
          beginDate: '2026-12-20',
          endDate: '2026-12-24',
          city: 'Reno',
          state: 'NV',
          country: 'USA',
        },
        { sessionGirlId: id, beginDate: '2026-12-01', endDate: '2026-12-01', optionalDesc: 'One day' },
      ])
      .returning({ id: sessionGirlTravels.id });

    const listed = async (girl: number) => {
      const [{ username }] = await db
        .select({ username: sessionGirls.username })
        .from(sessionGirls)
        .where(eq(sessionGirls.id, girl));
      const { rows } = await listManagedSessionGirls(await moderatorActor(), parseTableState({ q: username }));
      return rows.find((r) => r.id === girl);
    };
    const row = await listed(id);
    expect(row?.images).toEqual([
      {
        id: image!.id,
        url: image!.url,
        imageType: 'gallery',
        explicit: false,
        explicitNudity: true,
        jenApproved: false,
      },
    ]);
    expect(row?.reports).toEqual([
      {
        id: withGuy!.id,
        category: 'Fake',
        comment: 'Not her',
        guy: reporter.username,
        createdAt: '2026-03-04T05:06:07.890Z',
      },
      { id: anonymous!.id, category: 'Other', comment: null, guy: null, createdAt: '2026-03-05T00:00:00.000Z' },
    ]);
    expect(row?.travels).toEqual([
      {
        id: sooner!.id,
        beginDate: '2026-12-01',
        endDate: '2026-12-01',
        city: null,
        state: null,
        country: null,
        optionalDesc: 'One day',
      },
      {
        id: later!.id,
        beginDate: '2026-12-20',
        endDate: '2026-12-24',
        city: 'Reno',
        state: 'NV',
        country: 'USA',
        optionalDesc: null,
      },
    ]);
    expect(await listed(empty)).toMatchObject({ images: [], reports: [], travels: [] });
  });

  it('the random session girl is never the one on screen', async () => {
    const a = await sessionGirl(3);
    await sessionGirl(3);
    const actor = await moderatorActor();
    for (let i = 0; i < 5; i += 1) {
      const next = await pickRandomSessionGirl(actor, a);
      expect(next).not.toBe(a);
      expect((await sessionGirlForReview(actor, next!, 'abc'))!.images.length).toBeGreaterThan(0);
    }
  });

  it('the girl under review keeps her images and their order for the same seed, after a decision too', async () => {
    const id = await sessionGirl(20);
    const actor = await moderatorActor();
    const first = await sessionGirlForReview(actor, id, 'seed1');
    expect(first!.profile.id).toBe(id);
    expect(first!.images).toHaveLength(12);
    expect(first!.imageCount).toBe(20);
    const [image] = first!.images;
    expect(
      (await call(patchSessionGirlImageRoute, 'PATCH', image!.id, { jenApproved: true }, moderator.cookie)).status,
    ).toBe(204);
    const again = await sessionGirlForReview(actor, id, 'seed1');
    expect(again!.profile.id).toBe(id);
    expect(again!.images.map((i) => i.id)).toEqual(first!.images.map((i) => i.id));
    expect(again!.images[0]!.jenApproved).toBe(true);
    expect(await sessionGirlForReview(actor, 2_000_000_000, 'seed1')).toBeNull();
  });
});
