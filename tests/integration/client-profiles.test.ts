import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as commentRoute } from '@/app/api/v1/girls-only-comments/route';
import { POST as reviewRoute } from '@/app/api/v1/guy-reviews/route';
import { PATCH as patchGuyRoute } from '@/app/api/v1/guy-users/[id]/route';
import { getClientProfile } from '@/features/client-profiles/queries';
import { getActorFromHeaders } from '@/server/auth/actor';
import type { Actor } from '@/server/auth/actor-types';
import { getDb } from '@/server/db';
import { guyReviews, guys, user } from '@/server/db/schema';
import { createTableActors, type TableActors } from '../helpers/actors';
import { createGuy, request, type Person } from '../helpers/people';

// The public client profile and what girls say about a client. Who sees the profile,
// the reviews and the girls-only comments; who may write them; one review per girl per guy.

let actors: TableActors;
let client: Person;
let other: Person;

beforeAll(async () => {
  actors = await createTableActors();
  client = await createGuy();
  other = await createGuy();
});

const actorOf = (cookie?: string): Promise<Actor> => getActorFromHeaders(new Headers(cookie ? { cookie } : {}));

function post(route: typeof reviewRoute, body: unknown, cookie?: string) {
  return route(request('/x', { method: 'POST', cookie, body, contentType: 'application/json' }), undefined);
}

describe('who may write about a client', () => {
  it('a vetted girl only: visitor 401; guy, pending girl and moderator 403; bad input 400 with the spec’s messages', async () => {
    const review = { guyId: client.guyId, comment: 'Polite and on time.', thumb: 2 };
    const comment = { guyId: client.guyId, comment: 'Paid in full.' };
    for (const [route, body] of [
      [reviewRoute, review],
      [commentRoute, comment],
    ] as const) {
      expect((await post(route, body)).status).toBe(401);
      for (const person of [actors.guy, client, actors.pendingGirl, actors.moderator]) {
        expect((await post(route, body, person.cookie)).status).toBe(403);
      }
      expect((await post(route, { ...body, guyId: 999_999 }, actors.girl.cookie)).status).toBe(404);
    }
    const empty = await post(reviewRoute, { guyId: client.guyId, comment: ' ' }, actors.girl.cookie);
    expect(empty.status).toBe(400);
    const text = await empty.text();
    expect(text).toContain('Please write review.');
    expect(text).toContain('Please vote thumbs up/thumbs down');
    const noComment = await post(commentRoute, { guyId: client.guyId, comment: '' }, actors.girl.cookie);
    expect(await noComment.text()).toContain('Please write girl only comment.');
  });

  it('one review per girl per guy: a second one edits hers', async () => {
    const first = await post(reviewRoute, { guyId: client.guyId, comment: 'Fine.', thumb: 2 }, actors.girl.cookie);
    expect(first.status).toBe(201);
    const second = await post(
      reviewRoute,
      { guyId: client.guyId, comment: 'Changed my mind.', thumb: 1 },
      actors.girl.cookie,
    );
    expect(second.status).toBe(200);
    const db = await getDb();
    const rows = await db
      .select({ comment: guyReviews.comment, vote: guyReviews.vote })
      .from(guyReviews)
      .where(eq(guyReviews.guyUserId, client.guyId!));
    expect(rows).toEqual([{ comment: 'Changed my mind.', vote: false }]);
  });
});

describe('what each viewer sees on /client/{username}', () => {
  it('the profile for all; reviews for vetted girls, moderators and him; girls-only comments for vetted girls and moderators', async () => {
    const secret = `Only girls read this ${Date.now()}`;
    expect((await post(commentRoute, { guyId: client.guyId, comment: secret }, actors.otherGirl.cookie)).status).toBe(
      201,
    );
    const see = async (cookie?: string) => {
      const page = await getClientProfile(await actorOf(cookie), client.username.toUpperCase());
      if (page.state !== 'ok') throw new Error(page.state);
      return {
        reviews: page.reviews !== null,
        comments: page.girlsOnlyComments?.some((c) => c.comment === secret) ?? false,
        references: page.references !== null,
        canReview: page.canReview,
      };
    };
    expect(await see()).toEqual({ reviews: false, comments: false, references: false, canReview: false });
    expect(await see(other.cookie)).toEqual({ reviews: false, comments: false, references: true, canReview: false });
    expect(await see(client.cookie)).toEqual({ reviews: true, comments: false, references: true, canReview: false });
    expect(await see(actors.pendingGirl.cookie)).toEqual({
      reviews: false,
      comments: false,
      references: true,
      canReview: false,
    });
    expect(await see(actors.girl.cookie)).toEqual({ reviews: true, comments: true, references: true, canReview: true });
    expect(await see(actors.moderator.cookie)).toEqual({
      reviews: true,
      comments: true,
      references: true,
      canReview: false,
    });
  });

  it('hidden: private for others, shown to him and moderators; banned, deleted or unverified: not found', async () => {
    const db = await getDb();
    // He hides his profile from /guy/settings (PATCH /api/v1/guy-users/{userId}).
    const hide = await patchGuyRoute(
      request(`/api/v1/guy-users/${other.userId}`, {
        method: 'PATCH',
        cookie: other.cookie,
        body: { data: { type: 'guyUsers', id: other.userId, attributes: { userShowProfile: false } } },
        contentType: 'application/vnd.api+json',
      }),
      { params: Promise.resolve({ id: other.userId }) },
    );
    expect(hide.status).toBe(200);
    expect((await getClientProfile(await actorOf(), other.username)).state).toBe('private');
    expect((await getClientProfile(await actorOf(actors.girl.cookie), other.username)).state).toBe('private');
    expect((await getClientProfile(await actorOf(other.cookie), other.username)).state).toBe('ok');
    expect((await getClientProfile(await actorOf(actors.moderator.cookie), other.username)).state).toBe('ok');
    expect((await getClientProfile(await actorOf(), 'nobody_by_that_name')).state).toBe('not-found');

    const banned = await createGuy();
    await db.update(user).set({ banned: true }).where(eq(user.id, banned.userId));
    expect((await getClientProfile(await actorOf(actors.moderator.cookie), banned.username)).state).toBe('not-found');
    const deleted = await createGuy();
    await db.update(guys).set({ softDeleted: true }).where(eq(guys.id, deleted.guyId!));
    expect((await getClientProfile(await actorOf(), deleted.username)).state).toBe('not-found');
    const unverified = await createGuy();
    await db.update(user).set({ emailVerified: false }).where(eq(user.id, unverified.userId));
    expect((await getClientProfile(await actorOf(), unverified.username)).state).toBe('not-found');
  });
});
