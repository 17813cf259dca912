import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as getScammers, POST } from '@/app/api/v1/scammers/route';
import { getScammerByStageName, listScammers } from '@/features/scammers/queries';
import { decideScammerReport } from '@/features/moderation/scammer-decisions';
import { getActorFromHeaders } from '@/server/auth/actor';
import { getDb } from '@/server/db';
import { auditLog, girls } from '@/server/db/schema';
import { createVerifiedAccount, signIn } from '../helpers/auth';
import { insertGirl, uniqueName } from '../helpers/girls';
import { REPORTING_TERMS } from '@/features/reporting/terms';

// POST /api/v1/scammers: the authorization table, and a report stays out of every public list
// until a moderator approves it.

function report(attributes: Record<string, unknown>, cookie?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/vnd.api+json' };
  if (cookie) headers.Cookie = cookie;
  return POST(
    new Request('http://localhost/api/v1/scammers', {
      method: 'POST',
      headers,
      body: JSON.stringify({ data: { type: 'scammers', attributes } }),
    }),
    undefined,
  );
}

function validReport() {
  const username = uniqueName('scam').replace(/\s+/g, '_');
  return {
    name: 'Fake Fiona',
    username,
    headline: 'Deposit scam',
    description: 'Took a deposit, never showed.',
    city: 'Reno',
    country: 'United States',
    height: 66,
    weight: '140',
    reportingTermsVersion: REPORTING_TERMS.version,
  };
}

async function cookieFor(role: 'guy' | 'girl' | 'moderator') {
  const account = await createVerifiedAccount([role], role);
  return { account, cookie: await signIn(account.username) };
}

async function publicUsernames(): Promise<string[]> {
  const response = await getScammers(new Request('http://localhost/api/v1/scammers'), undefined);
  const body = (await response.json()) as { data: Array<{ attributes: { username: string } }> };
  return body.data.map((d) => d.attributes.username);
}

describe('POST /api/v1/scammers', () => {
  it('refuses a visitor with 401 and stores nothing', async () => {
    const attributes = validReport();
    const response = await report(attributes);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { errors: Array<{ detail: string }> }).errors[0]!.detail).toBe(
      "Unauthorized, You're not authenticated. Please login.",
    );
    const db = await getDb();
    expect(await db.select({ id: girls.id }).from(girls).where(eq(girls.username, attributes.username))).toEqual([]);
  });

  it.each(['guy', 'girl', 'moderator'] as const)(
    'lets a %s report a scammer, stored pending and not public',
    async (role) => {
      const { account, cookie } = await cookieFor(role);
      const attributes = validReport();
      const response = await report(attributes, cookie);
      expect(response.status, await response.clone().text()).toBe(201);
      const body = (await response.json()) as {
        data: { id: string; type: string; attributes: Record<string, unknown> };
        meta: { message: string };
      };
      expect(body.meta.message).toBe('Successfully saved.');
      expect(body.data).toMatchObject({
        type: 'scammers',
        attributes: { username: attributes.username, approved: false, weight: 140 },
      });

      const db = await getDb();
      const [row] = await db
        .select()
        .from(girls)
        .where(eq(girls.id, Number(body.data.id)));
      expect(row).toMatchObject({
        isScammer: true,
        matsideGirl: false,
        profileApproved: null,
        stageName: null,
        username: null,
        reportedUsername: attributes.username,
        height: 66,
        weight: 140,
      });
      const [audit] = await db.select().from(auditLog).where(eq(auditLog.targetId, body.data.id));
      expect(audit).toMatchObject({ actorUserId: account.userId, action: 'scammer.report', targetTable: 'girls' });

      expect((await listScammers()).map((s) => s.username)).not.toContain(attributes.username);
      expect(await getScammerByStageName(attributes.username)).toBeNull();
      expect(await publicUsernames()).not.toContain(attributes.username);
    },
  );

  it('publishes the report once a moderator approves it, with an audit row', async () => {
    const { cookie } = await cookieFor('guy');
    const attributes = validReport();
    const response = await report(attributes, cookie);
    const { data } = (await response.json()) as { data: { id: string } };
    const moderator = await cookieFor('moderator');
    const guy = await getActorFromHeaders(new Headers({ cookie }));
    await expect(decideScammerReport(guy, Number(data.id), { publish: true })).rejects.toMatchObject({ status: 403 });
    await decideScammerReport(await getActorFromHeaders(new Headers({ cookie: moderator.cookie })), Number(data.id), {
      publish: true,
    });
    expect(await publicUsernames()).toContain(attributes.username);
    expect(await getScammerByStageName(attributes.username)).toMatchObject({ headline: 'Deposit scam', city: 'Reno' });
    const db = await getDb();
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'scammer.publish'));
    expect(audit).toMatchObject({
      actorUserId: moderator.account.userId,
      targetId: data.id,
      before: { reportedUsername: attributes.username },
    });
  });

  it('answers missing fields with the spec messages, pointing at each attribute', async () => {
    const { cookie } = await cookieFor('girl');
    const response = await report({ name: ' ', height: 20 }, cookie);
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Array<{ detail: string; source: { pointer: string } }> };
    const byPointer = Object.fromEntries(errors.map((e) => [e.source.pointer, e.detail]));
    expect(byPointer).toMatchObject({
      '/data/attributes/name': 'Name is required',
      '/data/attributes/username': 'Username is required',
      '/data/attributes/headline': 'Headline is required',
      '/data/attributes/description': 'Description is required',
      '/data/attributes/city': 'City is required',
      '/data/attributes/country': 'Country is required',
      '/data/attributes/height': 'Invalid value',
    });
  });

  it('refuses only a name already on the public list with 409; pending reports and hidden girls reserve nothing and reveal nothing', async () => {
    const { cookie } = await cookieFor('guy');
    const attributes = validReport();
    expect((await report(attributes, cookie)).status).toBe(201);
    // Someone else's report of a pending name is taken too: nothing is reserved until a moderator
    // publishes. Only its own reporter hears that his report still waits (decision 035).
    const other = await cookieFor('girl');
    const second = await report({ ...attributes, username: attributes.username.toUpperCase() }, other.cookie);
    expect(second.status).toBe(201);
    expect((await report(attributes, cookie)).status).toBe(409);

    // A hidden (unapproved) girl's username answers exactly like a free one.
    const hidden = await insertGirl('pending');
    const db = await getDb();
    const free = validReport();
    const answers = new Set<string>();
    for (const username of [hidden.username, free.username]) {
      const response = await report({ ...free, username }, cookie);
      answers.add(String(response.status));
    }
    expect([...answers]).toEqual(['201']);

    // Once published, the name is listed: a new report of it is a 409.
    const moderator = await cookieFor('moderator');
    const [pending] = await db
      .select({ id: girls.id })
      .from(girls)
      .where(eq(girls.reportedUsername, attributes.username));
    await decideScammerReport(await getActorFromHeaders(new Headers({ cookie: moderator.cookie })), pending!.id, {
      publish: true,
    });
    const again = await report({ ...attributes, username: attributes.username.toUpperCase() }, cookie);
    expect(again.status).toBe(409);
  });
});
