import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as listBookingsRoute } from '@/app/api/v1/bookings/route';
import { GET as eligibilityRoute } from '@/app/api/v1/girl/[girlId]/reviews/eligibility/route';
import { GET as listReviewsRoute, POST as postReviewRoute } from '@/app/api/v1/girl/[girlId]/reviews/route';
import { POST as decisionRoute } from '@/app/api/v1/unverified-references/[id]/decision/route';
import MyReferencesPage from '@/app/guy/my-references/page';
import { POST as addReferenceRoute } from '@/app/unverified_reference/route';
import { listManagedBookings } from '@/features/admin-management/bookings-queries';
import { listManagedReferences } from '@/features/admin-management/references-queries';
import { listGirlBookings, listGuyBookings } from '@/features/bookings/queries';
import { getClientProfile } from '@/features/client-profiles/queries';
import { getDashboard } from '@/features/dashboard/queries';
import { listMyReferences } from '@/features/references/queries';
import { REFERENCE_MESSAGES } from '@/features/references/schema';
import { getReviewGirlByStageName, listGirlReviews } from '@/features/reviews/queries';
import { GIRL_REVIEW_MESSAGES } from '@/features/reviews/schema';
import { getActorFromHeaders } from '@/server/auth/actor';
import type { Actor } from '@/server/auth/actor-types';
import { getDb } from '@/server/db';
import { bookings, girlReviews, girlsOnlyComments, guyReviews, unverifiedReferences } from '@/server/db/schema';
import type { FlagName } from '@/server/flags';
import { createTableActors, type TableActors } from '../helpers/actors';
import { createGirl, type TestGirl } from '../helpers/girls';
import { createGuy, recipientsOf, request, type Person } from '../helpers/people';

// The guy side: references and the named girl's answer, guys' reviews of girls, the
// screening figures beside a booking request, and the two flags that switch them off (the server
// then serves 404s, not only a hidden form).

const flagsOff = vi.hoisted(() => new Set<string>());
vi.mock('@/server/flags', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/server/flags')>();
  return {
    ...real,
    isEnabled: (flag: Parameters<typeof real.isEnabled>[0]) => (flagsOff.has(flag) ? false : real.isEnabled(flag)),
  };
});

async function withFlagOff<T>(flag: FlagName, run: () => Promise<T>): Promise<T> {
  flagsOff.add(flag);
  try {
    return await run();
  } finally {
    flagsOff.delete(flag);
  }
}

let actors: TableActors;
/** "the guy himself": the author of the references and reviews under test. */
let himself: Person;

beforeAll(async () => {
  actors = await createTableActors();
  himself = await createGuy();
});

const actorOf = (cookie?: string): Promise<Actor> => getActorFromHeaders(new Headers(cookie ? { cookie } : {}));
const idParams = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });
const girlParams = (girlId: number | string) => ({ params: Promise.resolve({ girlId: String(girlId) }) });

function addReference(body: unknown, cookie?: string) {
  return addReferenceRoute(
    request('/unverified_reference', { method: 'POST', cookie, body, contentType: 'application/json' }),
    undefined,
  );
}

function decide(id: number, decision: string, cookie?: string) {
  return decisionRoute(
    request(`/api/v1/unverified-references/${id}/decision`, {
      method: 'POST',
      cookie,
      body: { decision },
      contentType: 'application/json',
    }),
    idParams(id),
  );
}

function postReview(girlId: number, content: string, cookie?: string) {
  return postReviewRoute(
    request(`/api/v1/girl/${girlId}/reviews`, {
      method: 'POST',
      cookie,
      body: { data: { type: 'reviews', attributes: { content } } },
    }),
    girlParams(girlId),
  );
}

async function eligibility(girlId: number, cookie?: string) {
  const response = await eligibilityRoute(
    request(`/api/v1/girl/${girlId}/reviews/eligibility`, { cookie }),
    girlParams(girlId),
  );
  if (response.status !== 200) return { status: response.status, body: await response.text() };
  // A JSON:API document: reviewEligibilities, her girl id as its id.
  const { data } = (await response.json()) as { data: { id: string; type: string; attributes: unknown } };
  expect(data).toMatchObject({ id: String(girlId), type: 'reviewEligibilities' });
  return { status: response.status, body: data.attributes };
}

async function addBooking(girlId: number, guyId: number, girlStatus: 'pending' | 'complete', guyStatus = girlStatus) {
  const db = await getDb();
  await db.insert(bookings).values({
    girlId,
    guyId,
    girlStatus,
    guyStatus,
    dateTimeAvailable: new Date(Date.now() - 86_400_000),
    sessionLength: '1 hour',
    desiredSessionType: 'Competitive',
  });
}

async function referenceRow(id: number) {
  const db = await getDb();
  const [row] = await db
    .select({ girlId: unverifiedReferences.girlId, status: unverifiedReferences.status })
    .from(unverifiedReferences)
    .where(eq(unverifiedReferences.id, id));
  return row;
}

describe('POST /unverified_reference', () => {
  it('only the guy himself, for his own profile: visitor 401, girls and moderators 403, another guy’s id 403 (existing or not)', async () => {
    const body = { guyId: himself.guyId, username: 'someone_else', girlUrl: 'https://example.test/someone' };
    expect((await addReference(body)).status).toBe(401);
    for (const person of [actors.girl, actors.otherGirl, actors.pendingGirl, actors.moderator]) {
      expect((await addReference(body, person.cookie)).status).toBe(403);
    }
    const forOther = await addReference(body, actors.guy.cookie);
    const forMissing = await addReference({ ...body, guyId: 999_999 }, actors.guy.cookie);
    expect(forOther.status).toBe(403);
    expect(forMissing.status).toBe(403);
    expect(await forOther.text()).toBe(await forMissing.text());
  });

  it('bad input is a 400 with the spec’s messages', async () => {
    const response = await addReference({ guyId: himself.guyId, username: ' ', girlUrl: '' }, himself.cookie);
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).toContain(REFERENCE_MESSAGES.username);
    expect(text).toContain(REFERENCE_MESSAGES.girlUrl);
  });

  it('stores it with the thank-you; naming a vetted girl (username or /profile link) links her and e-mails her once', async () => {
    const named = await createGirl({ prefix: 'named' });
    const byUsername = await addReference(
      {
        guyId: himself.guyId,
        username: named.username.toUpperCase(),
        girlUrl: 'https://elsewhere.test/x',
        guyIdentifier: 'Dan K',
      },
      himself.cookie,
    );
    expect(byUsername.status).toBe(201);
    const first = (await byUsername.json()) as { id: number; message: string };
    expect(first.message).toBe(REFERENCE_MESSAGES.thanks);
    expect(await referenceRow(first.id)).toEqual({ girlId: named.girlId, status: 'pending' });

    const byUrl = await addReference(
      {
        guyId: himself.guyId,
        username: 'not her username',
        girlUrl: `http://localhost:3000/profile/${encodeURIComponent(named.stageName)}`,
      },
      himself.cookie,
    );
    const second = (await byUrl.json()) as { id: number };
    expect((await referenceRow(second.id))?.girlId).toBe(named.girlId);
    // One e-mail per guy and girl: the second reference naming her joins the card only.
    expect(await recipientsOf(`${himself.username} added you to his references`)).toEqual([named.email.toLowerCase()]);

    const pendingGirl = await createGirl({ prefix: 'pendnm', state: 'pending' });
    const unknown = await addReference(
      { guyId: himself.guyId, username: pendingGirl.username, girlUrl: 'https://sessiongirls.example/nobody' },
      himself.cookie,
    );
    expect((await referenceRow(((await unknown.json()) as { id: number }).id))?.girlId).toBeNull();

    const mine = await listMyReferences(await actorOf(himself.cookie));
    expect(mine.map((r) => r.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(mine.find((r) => r.id === first.id)).toMatchObject({ guyIdentifier: 'Dan K', girlNamed: true });
    expect(await listMyReferences(await actorOf(actors.guy.cookie))).toEqual([]);
  });
});

describe('the named girl confirms or denies', () => {
  let girl: TestGirl;
  let confirmId: number;
  let denyId: number;

  beforeAll(async () => {
    girl = actors.girl;
    const add = async (url: string) => {
      const response = await addReference(
        { guyId: himself.guyId, username: girl.username, girlUrl: url, guyIdentifier: 'CANARY-REF-ID' },
        himself.cookie,
      );
      return ((await response.json()) as { id: number }).id;
    };
    confirmId = await add('https://first.example/profile');
    denyId = await add('https://second.example/profile');
  });

  it('a card on her dashboard only: not on another girl’s, a guy’s or a moderator’s', async () => {
    const hers = await getDashboard(await actorOf(girl.cookie));
    expect(hers.referenceRequests.map((r) => r.id)).toEqual(expect.arrayContaining([confirmId, denyId]));
    expect(hers.referenceRequests.find((r) => r.id === confirmId)).toMatchObject({
      guyUsername: himself.username,
      guyIdentifier: 'CANARY-REF-ID',
    });
    for (const person of [actors.otherGirl, actors.pendingGirl, actors.guy, himself, actors.moderator]) {
      expect((await getDashboard(await actorOf(person.cookie))).referenceRequests).toEqual([]);
    }
  });

  it('only she answers: visitor 401; guys, the guy himself, a pending girl and moderators 403; another girl 404 like a missing one', async () => {
    expect((await decide(confirmId, 'confirm')).status).toBe(401);
    for (const person of [actors.guy, himself, actors.pendingGirl, actors.moderator]) {
      expect((await decide(confirmId, 'confirm', person.cookie)).status).toBe(403);
    }
    const other = await decide(confirmId, 'confirm', actors.otherGirl.cookie);
    const missing = await decide(999_999, 'confirm', actors.otherGirl.cookie);
    expect(other.status).toBe(404);
    expect(await other.text()).toBe(await missing.text());
    expect((await decide(confirmId, 'maybe', girl.cookie)).status).toBe(400);
    expect((await referenceRow(confirmId))?.status).toBe('pending');
  });

  it('one click each: confirmed shows as confirmed on his profile; denied leaves it and stays for moderators', async () => {
    const confirmed = await decide(confirmId, 'confirm', girl.cookie);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ status: 'confirmed', message: REFERENCE_MESSAGES.confirmed });
    expect((await decide(denyId, 'deny', girl.cookie)).status).toBe(200);
    // Answered: no second answer, and the card is gone.
    expect((await decide(confirmId, 'deny', girl.cookie)).status).toBe(404);
    expect((await getDashboard(await actorOf(girl.cookie))).referenceRequests.map((r) => r.id)).not.toContain(
      confirmId,
    );

    const page = await getClientProfile(await actorOf(actors.guy.cookie), himself.username);
    if (page.state !== 'ok') throw new Error(page.state);
    expect(page.references?.find((r) => r.id === confirmId)?.confirmed).toBe(true);
    expect(page.references?.some((r) => r.id === denyId)).toBe(false);
    // The identifier he gave her is not part of his public profile.
    expect(JSON.stringify(page)).not.toContain('CANARY-REF-ID');
    // A visitor sees no references at all.
    const visitorPage = await getClientProfile(await actorOf(), himself.username);
    expect(visitorPage.state === 'ok' && visitorPage.references).toBeNull();

    const admin = await listManagedReferences(await actorOf(actors.moderator.cookie), {
      q: himself.username,
      page: 1,
      size: 100,
      sort: 'id',
      dir: 'asc',
    });
    expect(admin.rows.find((r) => r.id === denyId)).toMatchObject({ status: 'denied', girlId: girl.girlId });
    expect(admin.rows.find((r) => r.id === confirmId)).toMatchObject({ status: 'confirmed' });
  });
});

describe('POST /api/v1/girl/{girlId}/reviews', () => {
  it('a guy who had a session with her (she completed the booking, or confirmed his reference); everyone else 403 or 401', async () => {
    const star = await createGirl({ prefix: 'star' });
    const booked = await createGuy();
    const selfCompleted = await createGuy();
    await addBooking(star.girlId, booked.guyId!, 'complete', 'pending');
    // Only his own side marked complete: not a session she confirmed.
    await addBooking(star.girlId, selfCompleted.guyId!, 'pending', 'complete');

    expect((await postReview(star.girlId, 'Great session.')).status).toBe(401);
    for (const person of [actors.girl, actors.otherGirl, actors.pendingGirl, actors.moderator, star]) {
      expect((await postReview(star.girlId, 'Great session.', person.cookie)).status).toBe(403);
    }
    for (const person of [actors.guy, selfCompleted]) {
      const refused = await postReview(star.girlId, 'Great session.', person.cookie);
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain(GIRL_REVIEW_MESSAGES.notEligible);
    }
    const empty = await postReview(star.girlId, '  ', booked.cookie);
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain(GIRL_REVIEW_MESSAGES.content);

    const posted = await postReview(star.girlId, 'Tough, fair and on time.', booked.cookie);
    expect(posted.status).toBe(201);
    expect(await posted.json()).toMatchObject({
      data: { type: 'reviews', attributes: { content: 'Tough, fair and on time.' } },
      meta: { message: GIRL_REVIEW_MESSAGES.posted },
    });
    // One per guy per girl: a second one edits his.
    expect((await postReview(star.girlId, 'Tough, fair and always on time.', booked.cookie)).status).toBe(200);
    let reviews = (await listGirlReviews(star.girlId)) ?? [];
    expect(reviews.map((r) => r.content)).toEqual(['Tough, fair and always on time.']);
    expect(reviews[0]!.editedAt).toBeNull(); // rewritten within the minute: a correction, not an edit
    // Rewritten later: the list shows when.
    const db = await getDb();
    await db
      .update(girlReviews)
      .set({ publishedAt: new Date(Date.now() - 86_400_000) })
      .where(eq(girlReviews.girlId, star.girlId));
    expect((await postReview(star.girlId, 'Tough, fair, on time, again.', booked.cookie)).status).toBe(200);
    reviews = (await listGirlReviews(star.girlId)) ?? [];
    expect(reviews[0]!.editedAt).not.toBeNull();
    expect(Date.parse(reviews[0]!.editedAt!)).toBeGreaterThan(Date.parse(reviews[0]!.publishedAt));
    expect(reviews[0]!.author.name).toBe(booked.username);
    // Her review page exists now and shows it (the page reads the same list).
    expect(await getReviewGirlByStageName(star.stageName)).toMatchObject({ id: star.girlId });

    // A reference she confirmed is a session too.
    const referenced = await createGuy();
    const reference = await addReference(
      { guyId: referenced.guyId, username: star.username, girlUrl: 'https://x.example/star' },
      referenced.cookie,
    );
    const { id } = (await reference.json()) as { id: number };
    expect((await postReview(star.girlId, 'Met at the gym.', referenced.cookie)).status).toBe(403);
    expect((await decide(id, 'confirm', star.cookie)).status).toBe(200);
    expect((await postReview(star.girlId, 'Met at the gym.', referenced.cookie)).status).toBe(201);
  });

  it('a hidden or missing girl is the same 404', async () => {
    const hidden = await createGirl({ prefix: 'hidrev', visible: false });
    const guy = await createGuy();
    await addBooking(hidden.girlId, guy.guyId!, 'complete');
    const hiddenAnswer = await postReview(hidden.girlId, 'Hello', guy.cookie);
    const missingAnswer = await postReview(999_999, 'Hello', guy.cookie);
    expect(hiddenAnswer.status).toBe(404);
    expect(await hiddenAnswer.text()).toBe(await missingAnswer.text());
    expect((await eligibility(hidden.girlId, guy.cookie)).status).toBe(404);
  });

  it('GET …/reviews/eligibility answers each viewer, private and uncached', async () => {
    const star = await createGirl({ prefix: 'elig' });
    const booked = await createGuy();
    await addBooking(star.girlId, booked.guyId!, 'complete');
    expect((await eligibility(star.girlId)).body).toEqual({
      canReview: false,
      signedIn: false,
      reason: null,
      ownReview: null,
    });
    expect((await eligibility(star.girlId, booked.cookie)).body).toEqual({
      canReview: true,
      signedIn: true,
      reason: null,
      ownReview: null,
    });
    expect((await eligibility(star.girlId, actors.guy.cookie)).body).toEqual({
      canReview: false,
      signedIn: true,
      reason: GIRL_REVIEW_MESSAGES.notEligible,
      ownReview: null,
    });
    // After his review, the form tells him a new one replaces it (and only him).
    expect((await postReview(star.girlId, 'First words.', booked.cookie)).status).toBe(201);
    expect((await eligibility(star.girlId, booked.cookie)).body).toMatchObject({
      canReview: true,
      ownReview: { content: 'First words.', publishedAt: expect.any(String) },
    });
    expect((await eligibility(star.girlId)).body).toMatchObject({ ownReview: null });
    for (const person of [star, actors.otherGirl, actors.pendingGirl, actors.moderator]) {
      expect((await eligibility(star.girlId, person.cookie)).body).toMatchObject({ canReview: false, reason: null });
    }
    const response = await eligibilityRoute(
      request(`/api/v1/girl/${star.girlId}/reviews/eligibility`, { cookie: booked.cookie }),
      girlParams(star.girlId),
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('screening figures beside a booking request', () => {
  it('the girl (and no one else) sees other girls’ thumbs, girls-only comments and confirmed references', async () => {
    const girl = await createGirl({ prefix: 'screen' });
    const guy = await createGuy();
    await addBooking(girl.girlId, guy.guyId!, 'pending');
    const db = await getDb();
    await db.insert(guyReviews).values([
      { girlId: actors.otherGirl.girlId, guyUserId: guy.guyId!, comment: 'Good', vote: true },
      { girlId: actors.girl.girlId, guyUserId: guy.guyId!, comment: 'Bad', vote: false },
      // Her own review is not "other girls'".
      { girlId: girl.girlId, guyUserId: guy.guyId!, comment: 'Mine', vote: true },
    ]);
    await db.insert(girlsOnlyComments).values([
      { girlId: actors.otherGirl.girlId, guyUserId: guy.guyId!, comment: 'Careful' },
      { girlId: actors.girl.girlId, guyUserId: guy.guyId!, comment: 'Paid late' },
    ]);
    await db.insert(unverifiedReferences).values({
      guyUserId: guy.guyId!,
      girlUrl: 'x',
      girlUsername: 'y',
      status: 'confirmed',
      girlId: actors.girl.girlId,
    });

    const hers = await listGirlBookings(await actorOf(girl.cookie));
    expect(hers.find((b) => b.guy.id === guy.guyId)?.screening).toEqual({
      thumbsUp: 1,
      thumbsDown: 1,
      girlsOnlyComments: 2,
      confirmedReferences: 1,
    });

    // The guy: no such field in his DTO, his JSON or anything else he fetches.
    const his = await listGuyBookings(await actorOf(guy.cookie));
    expect(his.length).toBeGreaterThan(0);
    expect(JSON.stringify(his)).not.toMatch(/screening|thumbsUp|girlsOnlyComments|confirmedReferences/);
    const json = await (await listBookingsRoute(request('/api/v1/bookings', { cookie: guy.cookie }), undefined)).text();
    expect(json).not.toMatch(/screening|thumbsUp|girlsOnlyComments|confirmedReferences/);
    const girlJson = await (
      await listBookingsRoute(request('/api/v1/bookings', { cookie: girl.cookie }), undefined)
    ).text();
    expect(girlJson).toContain('girlsOnlyComments');

    // Moderators see the same figures in the admin bookings table (every girl's words counted).
    const admin = await listManagedBookings(await actorOf(actors.moderator.cookie), {
      q: guy.username,
      page: 1,
      size: 100,
      sort: 'id',
      dir: 'asc',
    });
    expect(admin.rows.find((b) => b.guyId === guy.guyId)?.screening).toEqual({
      thumbsUp: 2,
      thumbsDown: 1,
      girlsOnlyComments: 2,
      confirmedReferences: 1,
      timewasterMatch: false,
    });

    // A girl nobody vetted yet gets no screening at all.
    const pending = await createGirl({ prefix: 'pscreen', state: 'pending' });
    await addBooking(pending.girlId, guy.guyId!, 'pending');
    const pendingView = await listGirlBookings(await actorOf(pending.cookie));
    expect(pendingView[0]).toMatchObject({ screening: null, timewasterMatches: [] });
  });
});

describe('flags change what the server serves', () => {
  it('guy-unverified-references off: the endpoints and the page are 404, no references on profiles or dashboards', async () => {
    await withFlagOff('guy-unverified-references', async () => {
      const body = { guyId: himself.guyId, username: 'x', girlUrl: '/profile/y' };
      expect((await addReference(body, himself.cookie)).status).toBe(404);
      expect((await decide(1, 'confirm', actors.girl.cookie)).status).toBe(404);
      await expect(MyReferencesPage()).rejects.toEqual(
        expect.objectContaining({ digest: expect.stringMatching(/404/) }),
      );
      const page = await getClientProfile(await actorOf(actors.guy.cookie), himself.username);
      expect(page.state === 'ok' && page.references).toBeNull();
      expect((await getDashboard(await actorOf(actors.girl.cookie))).referenceRequests).toEqual([]);
    });
    expect(
      (await addReference({ guyId: himself.guyId, username: 'x', girlUrl: '/profile/y' }, himself.cookie)).status,
    ).toBe(201);
  });

  it('guy-reviews-girl off: POST and eligibility are 404; reading her reviews stays', async () => {
    const star = await createGirl({ prefix: 'flagrev' });
    const guy = await createGuy();
    await addBooking(star.girlId, guy.guyId!, 'complete');
    await withFlagOff('guy-reviews-girl', async () => {
      expect((await postReview(star.girlId, 'Hello', guy.cookie)).status).toBe(404);
      expect((await eligibility(star.girlId, guy.cookie)).status).toBe(404);
      const list = await listReviewsRoute(request(`/api/v1/girl/${star.girlId}/reviews`), girlParams(star.girlId));
      expect(list.status).toBe(200);
    });
    expect((await postReview(star.girlId, 'Hello', guy.cookie)).status).toBe(201);
  });
});
