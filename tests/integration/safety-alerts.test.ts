import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as alertRoute from '@/app/api/v1/safety-alerts/[id]/route';
import * as alertsRoute from '@/app/api/v1/safety-alerts/route';
import * as settingsRoute from '@/app/api/v1/safety-alert-settings/route';
import { getDashboard } from '@/features/dashboard/queries';
import { sendSafetyAlertDigests } from '@/features/safety-alerts/digest';
import { getActorFromHeaders } from '@/server/auth/actor';
import { getDb } from '@/server/db';
import { bookings, safetyAlerts, timewasters, travels } from '@/server/db/schema';
import { getBoss, registerSchedules } from '@/server/jobs/boss';
import { createGirl, uniqueName, type TestGirl } from '../helpers/girls';
import { createGuy, createModerator, outboxMessages, request, type Person } from '../helpers/people';
import { expireIn } from '../helpers/timewaster-expiry';
import { insertTimewaster } from '../helpers/timewasters';

// Safety alerts (docs/decisions/043): the daily job's matching (bookings in the last 90 days,
// travels in the next 30 days, newly approved and live entries, vetted girls with alerts on), one
// digest per girl with exactly her entries, the anonymous reporter never named, and the
// authorization table of the new endpoints.

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
const handlers = {
  list: alertsRoute.GET as Handler,
  seen: alertRoute.PATCH as Handler,
  getSetting: settingsRoute.GET as Handler,
  setSetting: settingsRoute.PATCH as Handler,
};

const noParams = { params: Promise.resolve({}) };

async function listAlerts(cookie?: string) {
  const response = await handlers.list(request('/api/v1/safety-alerts', { cookie }), noParams);
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: { id: string; attributes: { name: string; reportedBy: string; href: string } }[];
    },
  };
}

async function markSeen(id: number | string, cookie?: string) {
  const response = await handlers.seen(
    request(`/api/v1/safety-alerts/${id}`, {
      method: 'PATCH',
      cookie,
      body: { data: { type: 'safetyAlerts', attributes: { seen: true } } },
    }),
    { params: Promise.resolve({ id: String(id) }) },
  );
  return { status: response.status, text: await response.text() };
}

async function setAlerts(enabled: unknown, cookie?: string) {
  const response = await handlers.setSetting(
    request('/api/v1/safety-alert-settings', {
      method: 'PATCH',
      cookie,
      body: { data: { type: 'safetyAlertSettings', attributes: { enabled } } },
    }),
    noParams,
  );
  return { status: response.status, text: await response.text() };
}

async function book(guyId: number, girlId: number, daysAgo: number) {
  const db = await getDb();
  const at = sql`now() - ${sql.raw(`interval '${daysAgo} days'`)}`;
  await db.insert(bookings).values({
    girlId,
    guyId,
    dateTimeAvailable: new Date(Date.now() + 7 * 86_400_000),
    timeZone: 'America/Chicago',
    sessionLength: '1 hour',
    desiredSessionType: 'Safety alert test',
    createdAt: at,
    updatedAt: at,
  });
}

async function travel(girlId: number, city: string, state: string, inDays: number) {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const db = await getDb();
  await db.insert(travels).values({
    girlId,
    city,
    state,
    country: 'USA',
    dateBegins: day(inDays),
    dateEnds: day(inDays + 3),
    timeZone: 'America/Los_Angeles',
  });
}

const digestsTo = async (email: string) =>
  (await outboxMessages())
    .map((m) => m.replace(/=\r?\n/g, ''))
    .filter((m) => m.includes('Safety alert') && new RegExp(`^To: ${email}`, 'mi').test(m));

const alertedEntries = async (girlId: number) => {
  const db = await getDb();
  const rows = await db.select().from(safetyAlerts).where(eq(safetyAlerts.girlId, girlId));
  return rows.map((r) => r.timewasterId).sort((a, b) => a - b);
};

let her: TestGirl;
let other: TestGirl;
let pending: TestGirl;
let reporter: TestGirl;
let anonymousReporter: TestGirl;
let off: TestGirl;
let guy: Person;
let guyOfOther: Person;
let oldGuy: Person;
let moderator: Person;
const tag = uniqueName('Alert');
const names = (suffix: string) => `${tag} ${suffix}`;
const ids: Record<string, number> = {};

beforeAll(async () => {
  her = await createGirl({ prefix: 'alerted' });
  other = await createGirl({ prefix: 'othergirl' });
  pending = await createGirl({ prefix: 'pending', state: 'pending' });
  reporter = await createGirl({ prefix: 'reporter' });
  anonymousReporter = await createGirl({ prefix: 'anonrep' });
  off = await createGirl({ prefix: 'alertoff' });
  moderator = await createModerator();
  guy = await createGuy({ phone: '(512) 555-0199' });
  guyOfOther = await createGuy();
  oldGuy = await createGuy();
  await book(guy.guyId!, her.girlId, 10);
  await book(guy.guyId!, pending.girlId, 10);
  await book(guy.guyId!, off.girlId, 10);
  await book(guyOfOther.guyId!, other.girlId, 5);
  await book(oldGuy.guyId!, her.girlId, 100);
  await travel(her.girlId, 'Reno', 'NV', 10);
  await travel(her.girlId, 'Boise', 'ID', 60);
  expect((await setAlerts(false, off.cookie)).status).toBe(200);

  const contact = (phone: string, email: string) => ({ phone, email, comment: 'Safety alert test' });
  const unique = () => String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  // His phone with the leading 1, an anonymous report: she is alerted, the reporter is not named.
  ids.phone = await insertTimewaster(
    anonymousReporter.girlId,
    { name: names('Phone'), anonymous: true },
    contact('15125550199', `${unique()}@example.test`),
  );
  ids.other = await insertTimewaster(
    reporter.girlId,
    { name: names('Other') },
    contact(`555${unique()}`, guyOfOther.email.toLowerCase()),
  );
  ids.travel = await insertTimewaster(
    reporter.girlId,
    { name: names('Reno'), city: 'Reno', state: 'NV' },
    contact(`555${unique()}`, `${unique()}@example.test`),
  );
  ids.farTravel = await insertTimewaster(
    reporter.girlId,
    { name: names('Boise'), city: 'Boise', state: 'ID' },
    contact(`555${unique()}`, `${unique()}@example.test`),
  );
  ids.oldBooking = await insertTimewaster(
    reporter.girlId,
    { name: names('Old') },
    contact(`555${unique()}`, oldGuy.email.toLowerCase()),
  );
  ids.expired = await insertTimewaster(
    reporter.girlId,
    { name: names('Expired') },
    contact(`555${unique()}`, guy.email.toLowerCase()),
  );
  await expireIn(ids.expired, -1);
  ids.waiting = await insertTimewaster(
    reporter.girlId,
    { name: names('Waiting'), approved: false },
    contact(`555${unique()}`, guy.email.toLowerCase()),
  );
  ids.oldNews = await insertTimewaster(
    reporter.girlId,
    { name: names('OldNews'), publicUsername: guy.username, approvedAt: new Date(Date.now() - 5 * 86_400_000) },
    contact(`555${unique()}`, `${unique()}@example.test`),
  );
  ids.own = await insertTimewaster(
    her.girlId,
    { name: names('Own') },
    contact(`555${unique()}`, guy.email.toLowerCase()),
  );
});

describe('the daily safety alert digest', () => {
  it('is scheduled daily on pg-boss', async () => {
    const boss = await getBoss();
    await registerSchedules(boss);
    expect(await boss.getSchedules()).toContainEqual(expect.objectContaining({ name: 'safety-alert-digests' }));
  });

  it('alerts each vetted girl once with exactly her matching entries, and nothing of other girls', async () => {
    await sendSafetyAlertDigests();
    expect(await alertedEntries(her.girlId)).toEqual([ids.phone!, ids.travel!].sort((a, b) => a - b));
    expect(await alertedEntries(other.girlId)).toEqual([ids.other]);
    expect(await alertedEntries(pending.girlId)).toEqual([]);
    expect(await alertedEntries(off.girlId)).toEqual([]);
    expect(await alertedEntries(reporter.girlId)).toEqual([]);

    const [mail, ...more] = await digestsTo(her.email);
    expect(more).toEqual([]);
    expect(mail).toContain(names('Phone'));
    expect(mail).toContain(names('Reno'));
    for (const name of ['Other', 'Boise', 'Old', 'Expired', 'Waiting', 'OldNews', 'Own'])
      expect(mail).not.toContain(`- ${names(name)} (`);
    expect(mail).toContain('Reported by: Anonymous');
    expect(mail).not.toContain(anonymousReporter.username);
    expect(mail).toContain(`Reported by: ${reporter.username}`);
    expect(mail).toContain('/girl/timewasters?q=');

    const [otherMail, ...otherMore] = await digestsTo(other.email);
    expect(otherMore).toEqual([]);
    expect(otherMail).toContain(names('Other'));
    expect(otherMail).not.toContain(names('Phone'));
    expect(otherMail).not.toContain(names('Reno'));
    expect(await digestsTo(pending.email)).toEqual([]);
    expect(await digestsTo(off.email)).toEqual([]);
  });

  it('mails nobody twice: a repeated run, or a new alert within the day, waits for the next digest', async () => {
    await Promise.all([sendSafetyAlertDigests(), sendSafetyAlertDigests()]);
    expect(await digestsTo(her.email)).toHaveLength(1);
    // An entry approved now (the trigger stamps approved_at on the approval) matches his e-mail.
    const db = await getDb();
    const late = await insertTimewaster(
      reporter.girlId,
      { name: names('Late'), approved: false },
      { phone: '5550000001', email: guy.email.toLowerCase(), comment: 'late' },
    );
    const [before] = await db.select({ at: timewasters.approvedAt }).from(timewasters).where(eq(timewasters.id, late));
    expect(before!.at).toBeNull();
    await db.update(timewasters).set({ approved: true }).where(eq(timewasters.id, late));
    await sendSafetyAlertDigests();
    expect(await alertedEntries(her.girlId)).toContain(late);
    expect(await digestsTo(her.email)).toHaveLength(1);
    const [row] = await db
      .select({ emailedAt: safetyAlerts.emailedAt })
      .from(safetyAlerts)
      .where(inArray(safetyAlerts.timewasterId, [late]));
    expect(row!.emailedAt).toBeNull();
    const { body } = await listAlerts(her.cookie);
    expect(body.data!.map((a) => a.attributes.name)).toContain(names('Late'));
  });
});

describe('GET /api/v1/safety-alerts and PATCH /api/v1/safety-alerts/{id}', () => {
  it('answers each actor as its table says', async () => {
    expect((await listAlerts()).status).toBe(401);
    expect((await listAlerts(guyOfOther.cookie)).status).toBe(403);
    expect((await listAlerts(guy.cookie)).status).toBe(403); // the guy himself
    expect((await listAlerts(pending.cookie)).status).toBe(403);
    expect((await listAlerts(moderator.cookie)).status).toBe(403);

    const mine = await listAlerts(her.cookie);
    expect(mine.status).toBe(200);
    const names_ = mine.body.data!.map((a) => a.attributes.name);
    expect(names_).toEqual(expect.arrayContaining([names('Phone'), names('Reno')]));
    expect(names_).not.toContain(names('Other'));
    const anonymous = mine.body.data!.find((a) => a.attributes.name === names('Phone'))!;
    expect(anonymous.attributes.reportedBy).toBe('Anonymous');
    expect(JSON.stringify(mine.body)).not.toContain(anonymousReporter.username);
    const reno = mine.body.data!.find((a) => a.attributes.name === names('Reno'))!;
    expect(reno.attributes.reportedBy).toBe(reporter.username);

    const theirs = await listAlerts(other.cookie);
    expect(theirs.body.data!.map((a) => a.attributes.name)).toEqual([names('Other')]);

    const id = anonymous.id;
    expect((await markSeen(id)).status).toBe(401);
    expect((await markSeen(id, guy.cookie)).status).toBe(403);
    expect((await markSeen(id, guyOfOther.cookie)).status).toBe(403);
    expect((await markSeen(id, pending.cookie)).status).toBe(403);
    expect((await markSeen(id, moderator.cookie)).status).toBe(403);
    // Another girl: the same 404 as a missing alert, byte for byte.
    const notHers = await markSeen(id, other.cookie);
    const absent = await markSeen(2_147_483_000, other.cookie);
    expect(notHers.status).toBe(404);
    expect(notHers.text).toBe(absent.text);
    expect((await listAlerts(her.cookie)).body.data!.map((a) => a.id)).toContain(id);

    const seen = await markSeen(id, her.cookie);
    expect(seen.status).toBe(200);
    expect((await markSeen(id, her.cookie)).status).toBe(200);
    expect((await listAlerts(her.cookie)).body.data!.map((a) => a.id)).not.toContain(id);
  });
});

describe('GET/PATCH /api/v1/safety-alert-settings', () => {
  it('answers each actor as its table says, and off hides her alerts', async () => {
    const get = async (cookie?: string) =>
      (await handlers.getSetting(request('/api/v1/safety-alert-settings', { cookie }), noParams)).status;
    expect(await get()).toBe(401);
    expect(await get(guy.cookie)).toBe(403);
    expect(await get(moderator.cookie)).toBe(403);
    expect(await get(pending.cookie)).toBe(200);
    expect(await get(her.cookie)).toBe(200);

    expect((await setAlerts(false)).status).toBe(401);
    expect((await setAlerts(false, guy.cookie)).status).toBe(403);
    // The gate comes before the body: a guy's bad body is his 403, not a 400.
    expect((await setAlerts('yes', guy.cookie)).status).toBe(403);
    expect((await setAlerts(false, moderator.cookie)).status).toBe(403);
    expect((await setAlerts(true, pending.cookie)).status).toBe(200);
    const bad = await setAlerts('yes', her.cookie);
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('/data/attributes/enabled');

    expect((await setAlerts(false, her.cookie)).status).toBe(200);
    expect((await listAlerts(her.cookie)).body.data).toEqual([]);
    // Another girl's setting is her own: unchanged.
    expect((await listAlerts(other.cookie)).body.data).toHaveLength(1);
    const response = await handlers.getSetting(
      request('/api/v1/safety-alert-settings', { cookie: her.cookie }),
      noParams,
    );
    expect(((await response.json()) as { data: { attributes: { enabled: boolean } } }).data.attributes.enabled).toBe(
      false,
    );
    expect((await setAlerts(true, her.cookie)).status).toBe(200);
  });
});

describe("her dashboard's safety alerts", () => {
  // Her dashboard reads the list only when its own read of her row says it has something
  // (hasSafetyAlerts): the two must agree on what the list holds, or an alert would go unseen.
  const flagOf = async (girl: TestGirl) =>
    (await getDashboard(await getActorFromHeaders(new Headers({ cookie: girl.cookie })))).girl?.safetyAlerts;
  const listed = async (girl: TestGirl) => (await listAlerts(girl.cookie)).body.data?.length ?? 0;

  it('says there are alerts exactly when her list has some: unseen, live, her switch on', async () => {
    expect(await listed(her)).toBeGreaterThan(0);
    expect(await flagOf(her)).toBe(true);
    expect(await listed(other)).toBe(1);
    expect(await flagOf(other)).toBe(true);
    expect(await flagOf(off)).toBe(false);

    // Her switch off: none, whatever her alerts are.
    expect((await setAlerts(false, her.cookie)).status).toBe(200);
    expect(await flagOf(her)).toBe(false);
    expect((await setAlerts(true, her.cookie)).status).toBe(200);
    expect(await flagOf(her)).toBe(true);

    // Seen: gone.
    const [theirs] = (await listAlerts(other.cookie)).body.data!;
    expect((await markSeen(theirs!.id, other.cookie)).status).toBe(200);
    expect(await flagOf(other)).toBe(false);

    // Her entries expired: still alerts, but no longer live, so none.
    const db = await getDb();
    const rows = await db
      .select({ timewasterId: safetyAlerts.timewasterId })
      .from(safetyAlerts)
      .where(eq(safetyAlerts.girlId, her.girlId));
    for (const { timewasterId } of rows) await expireIn(timewasterId, -1);
    expect(await listed(her)).toBe(0);
    expect(await flagOf(her)).toBe(false);
  });
});
