import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as decisionRoute from '@/app/api/v1/admin/timewaster-changes/[id]/decision/route';
import { screenGuy } from '@/features/bookings/screening';
import { displayPhone, normalizePhone } from '@/lib/contact-normalize';
import { moderationQueue } from '@/features/moderation/queries';
import { getActorFromHeaders } from '@/server/auth/actor';
import { getDb } from '@/server/db';
import { auditLog, timewasterChanges, timewasterPhones, timewasters } from '@/server/db/schema';
import { createGirl, uniqueName, type TestGirl } from '../helpers/girls';
import { createGuy, request } from '../helpers/people';
import { call, createUser, insertTimewaster } from '../helpers/timewasters';
import { sealedPhoneColumns } from '@/server/sealed-contacts';
import { openChangeValues } from '@/server/sealed-changes';

// Nothing changes who an approved timewaster entry is about without a moderator (decision 050):
// the owner's edit of the name, phone, e-mail, handles or client type, and a phone or e-mail any
// girl adds, wait in the queue as a pending change. Until a moderator approves it every vetted
// girl, the search, the match endpoint and the booking screening keep the approved entry. Text
// corrections apply at once. Every girl's write is audited with before and after.

let owner: TestGirl;
let other: TestGirl;
let moderator: { cookie: string; userId: string };
let n = 0;
const phone = () => `55501${String(40_000 + (n += 1) + (process.pid % 1000) * 50).padStart(5, '0')}`.slice(0, 10);

beforeAll(async () => {
  owner = await createGirl({ prefix: 'pcowner' });
  other = await createGirl({ prefix: 'pcother' });
  moderator = await createUser(['moderator'], 'pcmod');
});

const matches = async (who: { cookie: string }, contact: { phoneNumber?: string; email?: string }) => {
  const answer = await call('POST', '/api/v1/timewaster-matches', who.cookie, contact, 'timewasterMatches');
  expect(answer.status).toBe(200);
  return (answer.json() as { data: { id: string }[] }).data.map((d) => Number(d.id));
};
const entryAs = async (who: { cookie: string }, id: number) =>
  (
    (await call('GET', `/api/v1/timewasters/${id}?include[]=timewasterEmails`, who.cookie)).json() as {
      data: { attributes: Record<string, unknown> };
    }
  ).data.attributes;

async function decide(cookie: string | undefined, id: number, body: unknown) {
  const response = await decisionRoute.POST(
    request(`/api/v1/admin/timewaster-changes/${id}/decision`, {
      method: 'POST',
      cookie,
      body,
      contentType: 'application/json',
    }),
    { params: Promise.resolve({ id: String(id) }) },
  );
  const text = await response.text();
  return { status: response.status, text, json: () => JSON.parse(text) as Record<string, unknown> };
}

async function queued(changeId: number) {
  const actor = await getActorFromHeaders(new Headers({ cookie: moderator.cookie }));
  return (await moderationQueue(actor)).timewasterChanges.find((c) => c.id === changeId);
}

async function audits(action: string, targetTable: string, targetId: number | string) {
  const db = await getDb();
  return db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.action, action), eq(auditLog.targetTable, targetTable), eq(auditLog.targetId, String(targetId))),
    )
    .orderBy(desc(auditLog.id));
}

describe("the owner's edit of an approved entry", () => {
  it('holds the new phone and name for a moderator; the approved entry stays what girls, matches and screening see', async () => {
    const oldPhone = phone();
    const newPhone = phone();
    const name = uniqueName('Held Edit');
    const id = await insertTimewaster(
      owner.girlId,
      { name },
      { phone: oldPhone, email: `${n}-old@pc.test`, comment: 'c' },
    );
    const guy = await createGuy({ phone: newPhone });

    const edit = await call(
      'PATCH',
      `/api/v1/timewasters/${id}`,
      owner.cookie,
      { name: `${name} Changed`, phoneNumber: newPhone, comment: 'A corrected description.' },
      'timewasters',
    );
    expect(edit.status, edit.text).toBe(202);
    const meta = (edit.json() as { meta: { pendingChange: { id: number; fields: string[] } } }).meta.pendingChange;
    expect(meta.fields.sort()).toEqual(['name', 'phoneNumber']);

    // The text correction applied at once; who the entry is about did not.
    for (const reader of [other, owner]) {
      const shown = await entryAs(reader, id);
      expect(shown.name).toBe(name);
      expect(shown.comment).toBe('A corrected description.');
      expect(JSON.stringify(shown)).not.toContain(newPhone);
    }
    expect(await matches(other, { phoneNumber: oldPhone })).toContain(id);
    expect(await matches(other, { phoneNumber: newPhone })).not.toContain(id);
    expect((await screenGuy(guy.guyId!)).matches.map((m) => m.timewasterId)).not.toContain(id);
    const search = await call('GET', `/api/v1/timewasters?q=${encodeURIComponent(`${name} Changed`)}`, other.cookie);
    expect((search.json() as { meta: { total: number } }).meta.total).toBe(0);

    // Audited: the girl's proposal (before/after) and her text correction (before/after).
    const [proposed] = await audits('timewaster-change.propose', 'timewasters', id);
    expect(proposed).toMatchObject({ actorUserId: owner.userId });
    expect(proposed!.before).toMatchObject({ name, phoneNumber: null });
    // The contact is sealed in the audit copy (decision 053), the name is not.
    expect(JSON.stringify(proposed!.after)).not.toContain(normalizePhone(newPhone));
    expect(openChangeValues(proposed!.after!.pending as Record<string, unknown>, 'after')).toMatchObject({
      name: `${name} Changed`,
      phoneNumber: normalizePhone(newPhone),
    });
    const [updated] = await audits('timewaster.update', 'timewasters', id);
    expect(updated).toMatchObject({ actorUserId: owner.userId });
    expect(updated!.before).toMatchObject({ comment: 'CANARY-IT-COMMENT-91c2', name });
    expect(updated!.after).toMatchObject({ comment: 'A corrected description.', name });

    // The queue shows it as a diff.
    const item = await queued(meta.id);
    expect(item).toMatchObject({ timewasterId: id, entryName: name, kind: 'edit', ownEntry: true });
    expect(item!.fields).toEqual(
      expect.arrayContaining([
        { label: 'Name', before: name, after: `${name} Changed` },
        { label: 'Phone', before: null, after: displayPhone(normalizePhone(newPhone)!) },
      ]),
    );

    // Only a moderator decides, with a reason for a refusal, on the version she saw.
    expect((await decide(owner.cookie, meta.id, { approved: true })).status).toBe(403);
    const noReason = await decide(moderator.cookie, meta.id, { approved: false });
    expect(noReason.status).toBe(400);
    expect(noReason.json()).toMatchObject({ errors: [{ source: { pointer: '/reasonCode' } }] });
    expect((await decide(moderator.cookie, meta.id, { approved: true, version: item!.version + 1 })).status).toBe(409);
    const approved = await decide(moderator.cookie, meta.id, { approved: true, version: item!.version });
    expect(approved.status, approved.text).toBe(204);

    expect((await entryAs(other, id)).name).toBe(`${name} Changed`);
    expect(await matches(other, { phoneNumber: newPhone })).toContain(id);
    expect((await screenGuy(guy.guyId!)).matches.map((m) => m.timewasterId)).toContain(id);
    const [decision] = await audits('timewaster-change.approve', 'timewaster_changes', meta.id);
    expect(decision).toMatchObject({ actorUserId: moderator.userId, reason: 'verified' });
    expect(decision!.before).toMatchObject({ timewasterId: id, name });
    expect(decision!.after).toMatchObject({ approved: true, reasonCode: 'verified', name: `${name} Changed` });
    // A second decision on the same change: the 409 naming who decided.
    const again = await decide(moderator.cookie, meta.id, { approved: true });
    expect(again.status).toBe(409);
    expect(String(again.text)).toContain('Already decided by');
  });

  it('holds a client type change (it sets the severity and the expiry) and applies a text-only edit at once', async () => {
    const id = await insertTimewaster(
      owner.girlId,
      { name: uniqueName('Type') },
      { phone: phone(), email: `${n}-t@pc.test`, comment: 'c' },
    );
    const db = await getDb();
    const [before] = await db.select().from(timewasters).where(eq(timewasters.id, id));
    const typed = await call(
      'PATCH',
      `/api/v1/timewasters/${id}`,
      owner.cookie,
      { clientType: 'dangerous' },
      'timewasters',
    );
    expect(typed.status).toBe(202);
    const [held] = await db.select().from(timewasters).where(eq(timewasters.id, id));
    expect(held!.clientType).toBe(before!.clientType);
    expect(held!.expiresAt).toEqual(before!.expiresAt);
    // Setting it back withdraws the pending edit.
    expect(
      (
        await call(
          'PATCH',
          `/api/v1/timewasters/${id}`,
          owner.cookie,
          { clientType: before!.clientType },
          'timewasters',
        )
      ).status,
    ).toBe(200);
    expect(await db.$count(timewasterChanges, eq(timewasterChanges.timewasterId, id))).toBe(0);
    const text = await call('PATCH', `/api/v1/timewasters/${id}`, owner.cookie, { city: 'Dallas' }, 'timewasters');
    expect(text.status).toBe(200);
    expect((await entryAs(other, id)).city).toBe('Dallas');
  });

  it("applies the owner's edit of her own waiting report, and a moderator's edit, at once", async () => {
    const db = await getDb();
    const waiting = await insertTimewaster(
      owner.girlId,
      { name: uniqueName('Waiting'), approved: false },
      { phone: phone(), email: `${n}-w@pc.test`, comment: 'c' },
    );
    expect(
      (await call('PATCH', `/api/v1/timewasters/${waiting}`, owner.cookie, { name: 'Renamed Waiting' }, 'timewasters'))
        .status,
    ).toBe(200);
    const live = await insertTimewaster(
      owner.girlId,
      { name: uniqueName('Mod Edit') },
      { phone: phone(), email: `${n}-m@pc.test`, comment: 'c' },
    );
    expect(
      (
        await call(
          'PATCH',
          `/api/v1/timewasters/${live}`,
          moderator.cookie,
          { name: 'Moderator Rename' },
          'timewasters',
        )
      ).status,
    ).toBe(200);
    const names = await db.select({ id: timewasters.id, name: timewasters.name }).from(timewasters);
    expect(names.find((r) => r.id === waiting)?.name).toBe('Renamed Waiting');
    expect(names.find((r) => r.id === live)?.name).toBe('Moderator Rename');
  });
});

describe("a girl's phone or e-mail on an approved entry", () => {
  it('is held: shown to nobody, matched by nothing, until a moderator approves; a refusal drops it', async () => {
    const id = await insertTimewaster(
      owner.girlId,
      { name: uniqueName('Contact') },
      { phone: phone(), email: `${n}-c@pc.test`, comment: 'c' },
    );
    const added = phone();
    const answer = await call(
      'POST',
      '/api/v1/timewaster-phones',
      other.cookie,
      { timewasterId: id, phoneNumber: added },
      'timewasterPhones',
    );
    expect(answer.status, answer.text).toBe(202);
    const changeId = Number((answer.json() as { data: { id: string; type: string } }).data.id);
    expect((answer.json() as { data: { type: string } }).data.type).toBe('timewasterChanges');
    for (const reader of [owner, other, moderator])
      expect(JSON.stringify(await entryAs(reader, id))).not.toContain(added);
    expect(await matches(owner, { phoneNumber: added })).toEqual([]);
    const [proposed] = await audits('timewaster-change.propose', 'timewasters', id);
    expect(proposed).toMatchObject({ actorUserId: other.userId });
    expect(JSON.stringify(proposed!.after)).not.toContain(normalizePhone(added));
    expect(openChangeValues(proposed!.after!.pending as Record<string, unknown>, 'after')).toEqual({
      phoneNumber: normalizePhone(added),
    });

    const item = await queued(changeId);
    expect(item).toMatchObject({ kind: 'phone', ownEntry: false });
    expect(item!.fields[0]).toMatchObject({ label: 'Phones' });
    expect(item!.fields[0]!.after).toContain(displayPhone(normalizePhone(added)!));

    const email = `${n}-added@pc.test`;
    const heldEmail = await call(
      'POST',
      '/api/v1/timewaster-emails',
      other.cookie,
      { timewasterId: id, email },
      'timewasterEmails',
    );
    expect(heldEmail.status).toBe(202);
    const emailChange = Number((heldEmail.json() as { data: { id: string } }).data.id);
    expect(await matches(owner, { email })).toEqual([]);

    const refused = await decide(moderator.cookie, changeId, { approved: false, reasonCode: 'not_enough_evidence' });
    expect(refused.status, refused.text).toBe(204);
    expect(await matches(owner, { phoneNumber: added })).toEqual([]);
    const [rejection] = await audits('timewaster-change.reject', 'timewaster_changes', changeId);
    expect(rejection).toMatchObject({ reason: 'not_enough_evidence', after: { approved: false } });
    expect(openChangeValues(rejection!.after!, 'after')).toMatchObject({ phoneNumber: normalizePhone(added) });

    expect((await decide(moderator.cookie, emailChange, { approved: true })).status).toBe(204);
    expect(await matches(owner, { email })).toEqual([id]);
  });

  it("adds a moderator's contact at once", async () => {
    const id = await insertTimewaster(
      owner.girlId,
      { name: uniqueName('ModContact') },
      { phone: phone(), email: `${n}-mc@pc.test`, comment: 'c' },
    );
    const added = phone();
    const answer = await call(
      'POST',
      '/api/v1/timewaster-phones',
      moderator.cookie,
      { timewasterId: id, phoneNumber: added },
      'timewasterPhones',
    );
    expect(answer.status).toBe(201);
    expect(await matches(owner, { phoneNumber: added })).toEqual([id]);
  });
});

describe("every girl's write is audited", () => {
  it('votes, confirmations and comments leave a row with before and after', async () => {
    const id = await insertTimewaster(
      owner.girlId,
      { name: uniqueName('Audited') },
      { phone: phone(), email: `${n}-a@pc.test`, comment: 'c' },
    );
    const vote = await call('POST', '/api/v1/thumbs', other.cookie, { timewasterId: id, thumbType: 1 }, 'thumbs');
    const voteId = Number((vote.json() as { data: { id: string } }).data.id);
    await call('PATCH', `/api/v1/thumbs/${voteId}`, other.cookie, { thumbType: 2 }, 'thumbs');
    await call('DELETE', `/api/v1/thumbs/${voteId}`, other.cookie);
    expect((await audits('thumb.create', 'thumbs', voteId))[0]).toMatchObject({
      actorUserId: other.userId,
      after: { thumbType: 1 },
    });
    expect((await audits('thumb.update', 'thumbs', voteId))[0]).toMatchObject({
      before: { thumbType: 1 },
      after: { thumbType: 2 },
    });
    expect((await audits('thumb.delete', 'thumbs', voteId))[0]).toMatchObject({ before: { thumbType: 2 } });
    const confirmed = await call(
      'POST',
      `/api/v1/timewasters/${id}/confirmations`,
      other.cookie,
      { experienceDate: '2026-02-01' },
      'timewasterConfirmations',
    );
    expect(confirmed.status).toBe(201);
    const confirmationId = Number((confirmed.json() as { data: { id: string } }).data.id);
    expect(
      (await audits('timewaster_confirmation.create', 'timewaster_confirmations', confirmationId))[0],
    ).toMatchObject({
      actorUserId: other.userId,
      after: { timewasterId: id, experienceDate: '2026-02-01' },
    });
    const comment = await call(
      'POST',
      '/api/v1/timewaster-comments',
      other.cookie,
      { timewasterId: id, comment: 'Me too.' },
      'timewasterComments',
    );
    const commentId = Number((comment.json() as { data: { id: string } }).data.id);
    expect((await audits('timewaster_comment.create', 'timewaster_comments', commentId))[0]).toMatchObject({
      actorUserId: other.userId,
      after: { comment: 'Me too.' },
    });
  });
});

describe('an approved change of the entry’s own phone', () => {
  it('replaces the old number (it stops matching) and keeps the numbers other girls added', async () => {
    const ownPhone = phone();
    const addedPhone = phone();
    const newPhone = phone();
    const id = await insertTimewaster(
      owner.girlId,
      { name: uniqueName('Replaced Phone'), phoneNumber: normalizePhone(ownPhone) },
      { phone: ownPhone, email: `${n}-own@pc.test`, comment: 'c' },
    );
    const db = await getDb();
    const added = normalizePhone(addedPhone)!;
    await db.insert(timewasterPhones).values({ timewasterId: id, ...sealedPhoneColumns(added) });

    const edit = await call(
      'PATCH',
      `/api/v1/timewasters/${id}`,
      owner.cookie,
      { phoneNumber: newPhone },
      'timewasters',
    );
    expect(edit.status, edit.text).toBe(202);
    const changeId = (edit.json() as { meta: { pendingChange: { id: number } } }).meta.pendingChange.id;
    expect(await matches(other, { phoneNumber: ownPhone })).toContain(id);

    const item = await queued(changeId);
    expect((await decide(moderator.cookie, changeId, { approved: true, version: item!.version })).status).toBe(204);
    expect(await matches(other, { phoneNumber: newPhone })).toContain(id);
    expect(await matches(other, { phoneNumber: ownPhone })).not.toContain(id);
    expect(await matches(other, { phoneNumber: addedPhone })).toContain(id);
  });
});
