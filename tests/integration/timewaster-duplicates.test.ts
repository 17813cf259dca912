import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as matchesRoute from '@/app/api/v1/timewaster-matches/route';
import * as mergeRoute from '@/app/api/v1/timewasters/[id]/merge/route';
import { DUPLICATE_MESSAGES } from '@/features/timewasters/duplicate-schema';
import { REPORTING_TERMS } from '@/features/reporting/terms';
import { getDb } from '@/server/db';
import {
  auditLog,
  decisionNotices,
  thumbs,
  timewasterComments,
  timewasterConfirmations,
  timewasterEmails,
  timewasterExpiryReminders,
  timewasterPhones,
  timewasterPhotos,
  timewasters,
} from '@/server/db/schema';
import { createGirl, uniqueName, type TestGirl } from '../helpers/girls';
import { createGuy, createModerator, recipientsOf, request, type Person } from '../helpers/people';
import { expireIn } from '../helpers/timewaster-expiry';
import { call, insertTimewaster } from '../helpers/timewasters';
import { contactLookupHashes, sealedEmailColumns, sealedPhoneColumns } from '@/server/sealed-contacts';

// Duplicate reports and merged entries (docs/decisions/044): a report whose phone
// or e-mail is on an entry she sees is offered that entry (the match check, and a 409 from the
// report itself unless she confirms a new entry); the offer never shows an entry she may not see.
// A moderator merges entry B into A: every child row moves (or is dropped on a clash), the audit
// row lists them, B's reporter gets a receipt, and two merges at once give one 200 and one 409.

let reporter: TestGirl;
let vetted: TestGirl;
let other: TestGirl;
let pendingGirl: TestGirl;
let guy: Person;
let moderator: Person;
let secondModerator: Person;
const MISSING = 987_650;

beforeAll(async () => {
  [reporter, vetted, other, pendingGirl, guy, moderator, secondModerator] = await Promise.all([
    createGirl({ prefix: 'dupreport' }),
    createGirl({ prefix: 'dupvetted' }),
    createGirl({ prefix: 'dupother' }),
    createGirl({ prefix: 'duppend', state: 'pending' }),
    createGuy(),
    createModerator(),
    createModerator(),
  ]);
});

const digits = () => `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const address = (tag: string) => `${uniqueName(tag).replace(/\W/g, '').toLowerCase()}@example.test`;

async function matches(cookie: string | undefined, attributes: unknown) {
  const response = await matchesRoute.POST(
    request('/api/v1/timewaster-matches', {
      method: 'POST',
      cookie,
      body: { data: { type: 'timewasterMatches', attributes } },
    }),
    { params: Promise.resolve({}) },
  );
  const text = await response.text();
  return { status: response.status, text, json: () => JSON.parse(text) as Record<string, unknown> };
}

const matchIds = (answer: { json: () => Record<string, unknown> }) =>
  (answer.json().data as { id: string }[]).map((d) => Number(d.id));

const report = (cookie: string, contact: { phoneNumber?: string; email?: string }, extra: object = {}) =>
  call(
    'POST',
    '/api/v1/timewasters',
    cookie,
    {
      name: uniqueName('Dup Client'),
      city: 'Austin',
      state: 'TX',
      country: 'USA',
      clientType: 'timewaster',
      comment: 'He did not come.',
      reportingTermsVersion: REPORTING_TERMS.version,
      ...contact,
      ...extra,
    },
    'timewasters',
  );

describe('the offer: POST /api/v1/timewaster-matches and the report', () => {
  let phone: string;
  let email: string;
  let entry: number;
  let waitingPhone: string;
  let expiredPhone: string;

  beforeAll(async () => {
    phone = digits();
    email = address('dup');
    entry = await insertTimewaster(
      reporter.girlId,
      { name: uniqueName('Known Client'), anonymous: true },
      {
        phone,
        email,
        comment: 'first',
      },
    );
    waitingPhone = digits();
    await insertTimewaster(
      other.girlId,
      { approved: false },
      { phone: waitingPhone, email: address('w'), comment: 'w' },
    );
    expiredPhone = digits();
    const expired = await insertTimewaster(
      reporter.girlId,
      {},
      { phone: expiredPhone, email: address('x'), comment: 'x' },
    );
    await expireIn(expired, -2);
  });

  it('answers visitors, guys and girls nobody vetted like a missing record', async () => {
    for (const cookie of [undefined, guy.cookie, pendingGirl.cookie]) {
      const answer = await matches(cookie, { phoneNumber: phone });
      expect(answer.status).toBe(404);
      expect(answer.text).not.toContain(String(entry));
    }
  });

  it('shows a vetted girl and a moderator the entry by phone or e-mail, and nothing of its reporter', async () => {
    for (const girl of [vetted, other]) {
      const byPhone = await matches(girl.cookie, { phoneNumber: `(${phone.slice(0, 3)}) ${phone.slice(3)}` });
      expect(byPhone.status).toBe(200);
      expect(matchIds(byPhone)).toEqual([entry]);
      const [data] = byPhone.json().data as { attributes: Record<string, unknown> }[];
      expect(Object.keys(data!.attributes).sort()).toEqual(['city', 'country', 'matchedBy', 'name']);
      expect(data!.attributes.matchedBy).toEqual(['phone']);
      expect(byPhone.text).not.toContain(reporter.username);
    }
    const both = await matches(vetted.cookie, { phoneNumber: phone, email: email.toUpperCase() });
    expect((both.json().data as { attributes: { matchedBy: string[] } }[])[0]!.attributes.matchedBy).toEqual([
      'phone',
      'email',
    ]);
    expect(matchIds(await matches(moderator.cookie, { email }))).toEqual([entry]);
  });

  it("never offers another girl's waiting report or an expired entry", async () => {
    for (const girl of [vetted, other, reporter]) {
      expect(matchIds(await matches(girl.cookie, { phoneNumber: waitingPhone }))).toEqual([]);
      expect(matchIds(await matches(girl.cookie, { phoneNumber: expiredPhone }))).toEqual([]);
    }
  });

  it('asks for a phone or an e-mail', async () => {
    const answer = await matches(vetted.cookie, {});
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(DUPLICATE_MESSAGES.contactRequired);
    expect((await matches(vetted.cookie, { phoneNumber: '12' })).status).toBe(400);
  });

  it('refuses a second entry with 409 unless she confirms a new one; moderators are not asked', async () => {
    const db = await getDb();
    // Counted in the stored form (E.164 digits, decision 046).
    const count = () =>
      db.$count(timewasterPhones, inArray(timewasterPhones.phoneHash, contactLookupHashes('phone', `1${phone}`)));
    const refused = await report(vetted.cookie, { phoneNumber: phone });
    expect(refused.status).toBe(409);
    expect(refused.json()).toMatchObject({
      errors: [{ detail: DUPLICATE_MESSAGES.conflict, source: { pointer: '/data/attributes/phoneNumber' } }],
    });
    const byEmail = await report(vetted.cookie, { email });
    expect(byEmail.status).toBe(409);
    expect(byEmail.json()).toMatchObject({ errors: [{ source: { pointer: '/data/attributes/email' } }] });
    expect(await count()).toBe(1);
    expect((await report(vetted.cookie, { phoneNumber: phone }, { separateEntry: true })).status).toBe(201);
    expect((await report(moderator.cookie, { phoneNumber: phone })).status).toBe(201);
    expect(await count()).toBe(3);
  });

  it('answers a waiting or expired match like an unknown phone: the report is stored', async () => {
    expect((await report(vetted.cookie, { phoneNumber: waitingPhone })).status).toBe(201);
    expect((await report(vetted.cookie, { phoneNumber: expiredPhone })).status).toBe(201);
  });

  it('lets her add her experience to the entry: a comment and a vote', async () => {
    const comment = await call(
      'POST',
      '/api/v1/timewaster-comments',
      other.cookie,
      { timewasterId: entry, comment: 'Same with me.', anonymous: true },
      'timewasterComments',
    );
    expect(comment.status).toBe(201);
    const vote = await call('POST', '/api/v1/thumbs', other.cookie, { timewasterId: entry, thumbType: 1 }, 'thumbs');
    expect(vote.status).toBe(201);
  });
});

async function merge(cookie: string | undefined, fromId: number | string, body: unknown) {
  const response = await mergeRoute.POST(
    request(`/api/v1/timewasters/${fromId}/merge`, { method: 'POST', cookie, body, contentType: 'application/json' }),
    { params: Promise.resolve({ id: String(fromId) }) },
  );
  const text = await response.text();
  return { status: response.status, text, json: () => JSON.parse(text) as Record<string, unknown> };
}

const versionOf = async (id: number) => {
  const db = await getDb();
  const [row] = await db.select({ version: timewasters.version }).from(timewasters).where(eq(timewasters.id, id));
  return row!.version;
};

/** Entry A (by reporter) and B (by other) sharing a phone, an e-mail, a voter and a confirming girl. */
async function pair() {
  const db = await getDb();
  const shared = { phone: digits(), email: address('shared') };
  const into = await insertTimewaster(reporter.girlId, { name: uniqueName('Keep') }, { ...shared, comment: 'A' });
  const from = await insertTimewaster(other.girlId, { name: uniqueName('Merge Me') }, { ...shared, comment: 'B' });
  const ownPhone = digits();
  const ownEmail = address('own');
  await db.insert(timewasterPhones).values({ timewasterId: from, ...sealedPhoneColumns(ownPhone) });
  await db.insert(timewasterEmails).values({ timewasterId: from, ...sealedEmailColumns(ownEmail) });
  await db.insert(timewasterComments).values({ timewasterId: from, girlId: vetted.girlId, comment: 'second on B' });
  await db.insert(timewasterPhotos).values([
    { timewasterId: from, girlId: other.girlId, storageKey: `timewasters/${from}/a.webp`, secureUrl: '/x/a.webp' },
    { timewasterId: from, girlId: other.girlId, storageKey: `timewasters/${from}/b.webp`, secureUrl: '/x/b.webp' },
  ]);
  await db.insert(thumbs).values([
    { girlId: vetted.girlId, timewasterId: into, thumbType: 1 },
    { girlId: vetted.girlId, timewasterId: from, thumbType: 2 },
    { girlId: reporter.girlId, timewasterId: from, thumbType: 1 },
  ]);
  await db.insert(timewasterConfirmations).values([
    { girlId: vetted.girlId, timewasterId: into, experienceDate: '2026-01-02' },
    { girlId: vetted.girlId, timewasterId: from, experienceDate: '2026-01-03' },
    { girlId: reporter.girlId, timewasterId: from, experienceDate: '2026-01-04' },
  ]);
  await db.insert(timewasterExpiryReminders).values({ timewasterId: from, expiresAt: new Date('2030-01-01') });
  return { into, from };
}

const CHILD_TABLES = {
  phones: timewasterPhones,
  emails: timewasterEmails,
  photos: timewasterPhotos,
  comments: timewasterComments,
  votes: thumbs,
  confirmations: timewasterConfirmations,
  expiryReminders: timewasterExpiryReminders,
} as const;
type Kind = keyof typeof CHILD_TABLES;

async function childIds(timewasterId: number): Promise<Record<Kind, number[]>> {
  const db = await getDb();
  const entries = await Promise.all(
    (Object.keys(CHILD_TABLES) as Kind[]).map(async (kind) => {
      const table = CHILD_TABLES[kind];
      const rows = await db.select({ id: table.id }).from(table).where(eq(table.timewasterId, timewasterId));
      return [kind, rows.map((r) => r.id).sort((a, b) => a - b)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Kind, number[]>;
}

describe('POST /api/v1/timewasters/{id}/merge', () => {
  it('answers everyone but a moderator like a missing record, and refuses bad bodies with a 400', async () => {
    const { into, from } = await pair();
    const body = { intoId: into, reasonCode: 'duplicate' };
    for (const cookie of [undefined, guy.cookie, pendingGirl.cookie, vetted.cookie, other.cookie, reporter.cookie]) {
      const answer = await merge(cookie, from, body);
      expect(answer.status).toBe(404);
    }
    const noCode = await merge(moderator.cookie, from, { intoId: into });
    expect(noCode.status).toBe(400);
    expect(noCode.json()).toMatchObject({ errors: [{ source: { pointer: '/reasonCode' } }] });
    const itself = await merge(moderator.cookie, from, { intoId: from, reasonCode: 'duplicate' });
    expect(itself.json()).toMatchObject({ errors: [{ status: '400', detail: DUPLICATE_MESSAGES.intoItself }] });
    const nowhere = await merge(moderator.cookie, from, { intoId: MISSING, reasonCode: 'duplicate' });
    expect(nowhere.json()).toMatchObject({ errors: [{ status: '400', source: { pointer: '/intoId' } }] });
    expect((await merge(moderator.cookie, MISSING, body)).status).toBe(404);
    expect((await merge(moderator.cookie, 'abc', body)).status).toBe(404);
    // Nothing moved.
    const db = await getDb();
    expect(await db.$count(timewasters, eq(timewasters.id, from))).toBe(1);
    expect((await childIds(from)).phones).toHaveLength(2);
  });

  it('moves every child row to the kept entry, keeps one of each clash, audits the ids and sends a receipt', async () => {
    const db = await getDb();
    const { into, from } = await pair();
    const beforeInto = await childIds(into);
    const beforeFrom = await childIds(from);
    const [fromRow] = await db.select().from(timewasters).where(eq(timewasters.id, from));
    const answer = await merge(moderator.cookie, from, {
      intoId: into,
      reasonCode: 'duplicate',
      version: await versionOf(from),
    });
    expect(answer.status).toBe(200);

    const afterInto = await childIds(into);
    const afterFrom = await childIds(from);
    expect(Object.values(afterFrom).flat()).toEqual([]);
    expect(await db.$count(timewasters, eq(timewasters.id, from))).toBe(0);
    // The shared phone and e-mail, the girl who voted and confirmed on both: A's row stays, B's goes.
    const clash = (kind: Kind) => beforeFrom[kind].filter((id) => !afterInto[kind].includes(id));
    expect(clash('phones')).toHaveLength(1);
    expect(clash('emails')).toHaveLength(1);
    expect(clash('votes')).toHaveLength(1);
    expect(clash('confirmations')).toHaveLength(1);
    expect(clash('photos')).toEqual([]);
    expect(clash('comments')).toEqual([]);
    expect(clash('expiryReminders')).toEqual(beforeFrom.expiryReminders);
    for (const kind of ['phones', 'emails', 'votes', 'confirmations', 'photos'] as const)
      expect(afterInto[kind]).toEqual(
        [...beforeInto[kind], ...beforeFrom[kind].filter((id) => !clash(kind).includes(id))].sort((a, b) => a - b),
      );
    // B's comments and its description (a new comment by its reporter) are on A.
    const description = afterInto.comments.filter(
      (id) => ![...beforeInto.comments, ...beforeFrom.comments].includes(id),
    );
    expect(description).toHaveLength(1);
    expect(afterInto.comments).toEqual(
      [...beforeInto.comments, ...beforeFrom.comments, ...description].sort((a, b) => a - b),
    );
    const [descriptionRow] = await db
      .select()
      .from(timewasterComments)
      .where(eq(timewasterComments.id, description[0]!));
    expect(descriptionRow).toMatchObject({ girlId: other.girlId, comment: fromRow!.comment, anonymous: false });
    // A vote on both: A's vote stays.
    const [kept] = await db
      .select()
      .from(thumbs)
      .where(and(eq(thumbs.timewasterId, into), eq(thumbs.girlId, vetted.girlId)));
    expect(kept!.thumbType).toBe(1);

    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'timewaster.merge'), eq(auditLog.targetId, String(from))));
    expect(audit).toMatchObject({ actorUserId: moderator.userId, targetTable: 'timewasters', reason: 'duplicate' });
    expect(audit!.before).toMatchObject({ rows: { timewasterId: from, ...beforeFrom }, entry: { id: from } });
    const moved = Object.fromEntries(
      (Object.keys(beforeFrom) as Kind[]).map((kind) => [
        kind,
        beforeFrom[kind].filter((id) => !clash(kind).includes(id)),
      ]),
    );
    const dropped = Object.fromEntries((Object.keys(beforeFrom) as Kind[]).map((kind) => [kind, clash(kind)]));
    expect(audit!.after).toMatchObject({
      mergedInto: into,
      reasonCode: 'duplicate',
      rows: { timewasterId: into, moved, dropped, descriptionCommentId: description[0] },
    });

    const notices = await db.select().from(decisionNotices).where(eq(decisionNotices.recipientUserId, other.userId));
    expect(notices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'timewaster-report',
          role: 'reporter',
          reasonCode: 'duplicate',
          accepted: true,
        }),
      ]),
    );
    expect(await recipientsOf(`Your timewaster report about ${fromRow!.name}`)).toEqual([other.email.toLowerCase()]);
    // The kept entry is what girls find now, with B's contacts.
    const search = await call('GET', `/api/v1/timewasters?q=${encodeURIComponent(fromRow!.name)}`, vetted.cookie);
    expect((search.json() as { data: unknown[] }).data).toEqual([]);
    const card = await call('GET', `/api/v1/timewasters/${into}`, vetted.cookie);
    expect(card.status).toBe(200);
    expect(await db.$count(timewasterPhones, inArray(timewasterPhones.timewasterId, [into]))).toBe(
      afterInto.phones.length,
    );
  });

  it('refuses a version the entry has left with 409 and changes nothing', async () => {
    const { into, from } = await pair();
    // An edit after the moderator's page was read.
    await (await getDb()).update(timewasters).set({ city: 'Dallas' }).where(eq(timewasters.id, from));
    const stale = (await versionOf(from)) - 1;
    const answer = await merge(moderator.cookie, from, { intoId: into, reasonCode: 'duplicate', version: stale });
    expect(answer.status).toBe(409);
    expect((await childIds(from)).phones).toHaveLength(2);
  });

  it('gives one 200 and one 409 naming the winner to two merges at once', async () => {
    const { into, from } = await pair();
    const version = await versionOf(from);
    const body = { intoId: into, reasonCode: 'duplicate', version };
    const answers = await Promise.all([merge(moderator.cookie, from, body), merge(secondModerator.cookie, from, body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers[0]!.status === 200 ? moderator : secondModerator;
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.text).toMatch(new RegExp(`Already decided by ${winner.username} on .+ UTC\\.`));
    const db = await getDb();
    expect(
      await db.$count(auditLog, and(eq(auditLog.action, 'timewaster.merge'), eq(auditLog.targetId, String(from)))),
    ).toBe(1);
    expect(await db.$count(decisionNotices, eq(decisionNotices.recipientUserId, other.userId))).toBeGreaterThan(0);
  });
});
