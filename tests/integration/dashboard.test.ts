import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listOwnAppeals } from '@/features/appeals/queries';
import { dashboardCheckIn } from '@/features/check-ins/queries';
import { listDashboardNotices } from '@/features/dashboard/notices-queries';
import { getDashboard } from '@/features/dashboard/queries';
import { setGirlVisibility } from '@/features/girls/visibility-service';
import { getActorFromHeaders, VISITOR, type Actor } from '@/server/auth/actor';
import { getDb } from '@/server/db';
import { appeals, checkIns, decisionNotices, girls, guys } from '@/server/db/schema';
import { createVerifiedAccount, signIn } from '../helpers/auth';

// The dashboard's data and the Show Profile switch, with real accounts and sessions.

async function actorFor(roles: Parameters<typeof createVerifiedAccount>[0], prefix: string): Promise<Actor> {
  const account = await createVerifiedAccount(roles, prefix);
  const db = await getDb();
  if (roles.includes('girl')) {
    await db.insert(girls).values({
      userId: account.userId,
      name: `Girl ${account.username}`,
      username: account.username,
      stageName: `Stage ${account.username}`,
      city: 'Austin',
      state: 'TX',
      country: 'United States',
      matsideGirl: true,
      profileApproved: true,
      profilePicSecureUrl: `/media/avatars/girls/${account.username}.webp`,
    });
  }
  if (roles.includes('guy')) {
    await db.insert(guys).values({
      userId: account.userId,
      username: account.username,
      city: 'Denver',
      state: 'CO',
      country: 'United States',
    });
  }
  return getActorFromHeaders(new Headers({ cookie: await signIn(account.username) }));
}

async function shownOf(girlId: number): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ shown: girls.girlShowProfile }).from(girls).where(eq(girls.id, girlId));
  return row!.shown;
}

let girl: Actor;
let otherGirl: Actor;
let guy: Actor;
let moderator: Actor;
let girlModerator: Actor;

beforeAll(async () => {
  girl = await actorFor(['girl'], 'dgirl');
  otherGirl = await actorFor(['girl'], 'dother');
  guy = await actorFor(['guy'], 'dguy');
  moderator = await actorFor(['moderator'], 'dmod');
  girlModerator = await actorFor(['girl', 'moderator'], 'dgmod');
});

function girlIdOf(actor: Actor): number {
  if (actor.kind === 'visitor' || actor.girlId === undefined) throw new Error('not a girl');
  return actor.girlId;
}

describe('setGirlVisibility (Show Profile switch)', () => {
  it('lets a girl hide and show her own profile', async () => {
    const id = girlIdOf(girl);
    // She is public: each change is a change of public pages.
    expect(await setGirlVisibility(girl, id, false)).toEqual({ girlId: id, visible: false, publicChange: true });
    expect(await shownOf(id)).toBe(false);
    expect(await setGirlVisibility(girl, id, true)).toEqual({ girlId: id, visible: true, publicChange: true });
    expect(await shownOf(id)).toBe(true);
    // Setting what is set changes nothing public (no cache flush).
    expect(await setGirlVisibility(girl, id, true)).toEqual({ girlId: id, visible: true, publicChange: false });
  });

  it('a pending girl’s switch is stored and changes no public page', async () => {
    const pending = await actorFor(['girl'], 'dpend');
    const id = girlIdOf(pending);
    const db = await getDb();
    await db.update(girls).set({ profileApproved: null }).where(eq(girls.id, id));
    expect(await setGirlVisibility(pending, id, false)).toEqual({ girlId: id, visible: false, publicChange: false });
    expect(await shownOf(id)).toBe(false);
    expect(await setGirlVisibility(pending, id, true)).toEqual({ girlId: id, visible: true, publicChange: false });
  });

  // Authorization table: who may change the first girl's visibility.
  const table: Array<[who: string, actor: () => Actor, status: number]> = [
    ['visitor', () => VISITOR, 401],
    ['guy', () => guy, 403],
    ['other girl', () => otherGirl, 403],
    ['moderator', () => moderator, 403],
    ['girl who moderates', () => girlModerator, 403],
  ];
  for (const [who, actor, status] of table) {
    it(`refuses the ${who} (${status}) and leaves her row unchanged`, async () => {
      const id = girlIdOf(girl);
      await expect(setGirlVisibility(actor(), id, false)).rejects.toMatchObject({ status });
      expect(await shownOf(id)).toBe(true);
    });
  }
});

describe('getDashboard', () => {
  it('refuses a visitor', async () => {
    await expect(getDashboard(VISITOR)).rejects.toMatchObject({ status: 401 });
  });

  it("gives a girl her own profile summary and no one else's", async () => {
    const data = await getDashboard(girl);
    expect(data).toMatchObject({ kind: 'girl', isModerator: false, twoFactorRecommended: true, guy: null });
    expect(data.girl).toMatchObject({ girlId: girlIdOf(girl), approval: 'approved', showProfile: true });
    expect(data.girl?.stageName).toBe(`Stage ${girl.kind !== 'visitor' ? girl.username : ''}`);
    const other = await getDashboard(otherGirl);
    expect(other.girl?.girlId).toBe(girlIdOf(otherGirl));
    expect(other.girl?.girlId).not.toBe(data.girl?.girlId);
  });

  it('shows a pending girl her pending state', async () => {
    const db = await getDb();
    await db
      .update(girls)
      .set({ profileApproved: null })
      .where(eq(girls.id, girlIdOf(otherGirl)));
    expect((await getDashboard(otherGirl)).girl?.approval).toBe('pending');
  });

  it('gives a guy his summary card data, no girl data', async () => {
    const data = await getDashboard(guy);
    expect(data).toMatchObject({ kind: 'guy', girl: null, twoFactorRecommended: false });
    expect(data.guy).toMatchObject({
      username: guy.kind !== 'visitor' ? guy.username : '',
      city: 'Denver',
      state: 'CO',
      country: 'United States',
    });
    expect(Date.parse(data.guy!.memberSince)).toBeLessThanOrEqual(Date.now());
    // Only DTO fields: nothing private from the rows (e-mail, phone, moderator notes).
    expect(Object.keys(data.guy!).sort()).toEqual(['avatarUrl', 'city', 'country', 'memberSince', 'state', 'username']);
  });

  it('marks moderators (Admin link) and recommends them two-factor sign-in', async () => {
    expect(await getDashboard(moderator)).toMatchObject({
      kind: 'moderator',
      isModerator: true,
      twoFactorRecommended: true,
      girl: null,
      guy: null,
    });
    const both = await getDashboard(girlModerator);
    expect(both.isModerator).toBe(true);
    expect(both.girl?.girlId).toBe(girlIdOf(girlModerator));
  });
});

// Her dashboard reads her notices, her appeals and her check-in only when its account statement
// found some (decision 049, session 21): each flag must turn on with the first row of its list.
describe('getDashboard: which of her lists the page reads', () => {
  it('finds none for a new account, then each list with its first row, and only hers', async () => {
    const her = await actorFor(['girl'], 'dlists');
    if (her.kind === 'visitor') throw new Error('not signed in');
    const girlId = girlIdOf(her);
    expect((await getDashboard(her)).has).toEqual({ notices: false, appeals: false, checkIn: false });
    // Without a row the page passes `false`, and the lists are empty without a statement.
    expect(await listDashboardNotices(her, false)).toEqual({ notices: [], appealable: [] });
    expect(await dashboardCheckIn(her, false)).toEqual({ checkIn: null });

    const db = await getDb();
    const hour = 3_600_000;
    const [checkIn] = await db
      .insert(checkIns)
      .values({
        girlId,
        clientName: 'A client',
        place: 'The gym',
        timeZone: 'America/Chicago',
        endsAt: new Date(Date.now() + hour),
        graceMinutes: 15,
        deadlineAt: new Date(Date.now() + 1.25 * hour),
      })
      .returning({ id: checkIns.id });
    expect((await getDashboard(her)).has).toEqual({ notices: false, appeals: false, checkIn: true });
    expect((await dashboardCheckIn(her, true))?.checkIn?.id).toBe(checkIn!.id);
    await db.update(checkIns).set({ state: 'alerted' }).where(eq(checkIns.id, checkIn!.id));
    expect((await getDashboard(her)).has.checkIn).toBe(true);
    await db.update(checkIns).set({ state: 'safe', endedAt: new Date() }).where(eq(checkIns.id, checkIn!.id));
    expect((await getDashboard(her)).has.checkIn).toBe(false);

    const [notice] = await db
      .insert(decisionNotices)
      .values({
        recipientUserId: her.userId,
        kind: 'girl',
        role: 'subject',
        subject: 'Your profile',
        accepted: false,
        reasonCode: 'spam',
      })
      .returning({ id: decisionNotices.id });
    expect((await getDashboard(her)).has).toEqual({ notices: true, appeals: false, checkIn: false });
    expect((await listDashboardNotices(her, true)).notices.map((n) => n.id)).toEqual([notice!.id]);

    await db.insert(appeals).values({
      noticeId: notice!.id,
      appellantUserId: her.userId,
      kind: 'girl',
      subjectTable: 'girls',
      subjectId: girlId,
    });
    expect((await getDashboard(her)).has).toEqual({ notices: true, appeals: true, checkIn: false });
    expect(await listOwnAppeals(her)).toHaveLength(1);

    // Keyed by the account that reads: another girl still has none of hers.
    expect((await getDashboard(otherGirl)).has).toEqual({ notices: false, appeals: false, checkIn: false });
  });
});
