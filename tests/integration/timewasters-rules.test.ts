import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { matchesTimewaster } from '@/features/timewasters/queries';
import { RATE_LIMITS } from '@/features/timewasters/route-gates';
import { getActorFromHeaders } from '@/server/auth/actor';
import { getDb } from '@/server/db';
import {
  auditLog,
  thumbs,
  timewasterComments,
  timewasterEmails,
  timewasterPhones,
  timewasterPhotos,
  timewasters,
} from '@/server/db/schema';
import * as fixtures from '../fixtures/images/hostile';
import { call, createUser, insertTimewaster } from '../helpers/timewasters';
import { createGirl, type TestGirl } from '../helpers/girls';
import { REPORTING_TERMS } from '@/features/reporting/terms';
import { openEntryContacts } from '@/server/sealed-contacts';

let author: TestGirl;
let other: TestGirl;
let moderator: { cookie: string; userId: string; username: string };

beforeAll(async () => {
  author = await createGirl({ prefix: 'author' });
  other = await createGirl({ prefix: 'reader' });
  moderator = await createUser(['moderator'], 'tmod');
});

const data = (r: { json: () => unknown }) =>
  (r.json() as { data: { id: string; attributes: Record<string, unknown> } }).data;

describe('report, search and screening', () => {
  it('stores phones in E.164 digits and e-mails lower-cased, and finds them however they are typed', async () => {
    const report = await call(
      'POST',
      '/api/v1/timewasters',
      author.cookie,
      {
        name: 'Rex Normal',
        city: 'Denver',
        state: 'co',
        country: 'USA',
        clientType: 'weirdo',
        comment: 'Never showed.',
        phoneNumber: '(303) 555-0188',
        email: '  Rex.Normal@Example.TEST ',
        anonymous: false,
        reportingTermsVersion: REPORTING_TERMS.version,
      },
      'timewasters',
    );
    expect(report.status, report.text).toBe(201);
    const id = Number(data(report).id);
    const db = await getDb();
    const [row] = await db.select().from(timewasters).where(eq(timewasters.id, id));
    const contacts = openEntryContacts(row!.contactsSealed);
    expect([contacts.phoneNumber, contacts.email, row!.state, row!.approved]).toEqual([
      '13035550188',
      'rex.normal@example.test',
      'CO',
      false,
    ]);
    // Whole contacts by their keyed hash, any spelling; a fragment of one finds nothing (decision 053).
    for (const q of ['555-0188', 'REX.NORMAL@example']) {
      const fragment = await call('GET', `/api/v1/timewasters?q=${encodeURIComponent(q)}`, author.cookie);
      expect(
        (fragment.json() as { data: { id: string }[] }).data.map((d) => d.id),
        q,
      ).not.toContain(String(id));
    }
    for (const q of ['303.555.0188', '+1 303 555 0188', 'REX.NORMAL@example.test', 'rex norm'.slice(0, 7), 'Denver']) {
      const found = await call(
        'GET',
        `/api/v1/timewasters?q=${encodeURIComponent(q)}&include[]=timewasterEmails`,
        author.cookie,
      );
      const body = found.json() as {
        data: { id: string }[];
        included?: { attributes: { email: string } }[];
        meta: { total: number };
      };
      expect(
        body.data.map((d) => d.id),
        q,
      ).toContain(String(id));
      expect(body.included?.map((i) => i.attributes.email)).toContain('rex.normal@example.test');
    }
    const actor = await getActorFromHeaders(new Headers({ cookie: author.cookie }));
    // With or without the country code: one number (decision 046).
    expect(await matchesTimewaster(actor, { phone: '+1 (303) 555-0188' })).toEqual({
      matched: true,
      timewasterIds: [id],
    });
    expect(await matchesTimewaster(actor, { email: 'REX.NORMAL@EXAMPLE.TEST' })).toEqual({
      matched: true,
      timewasterIds: [id],
    });
    expect(await matchesTimewaster(actor, { phone: '303-555-0188' })).toEqual({ matched: true, timewasterIds: [id] });
    // The report is not approved yet: another girl's screening does not see it.
    const otherActor = await getActorFromHeaders(new Headers({ cookie: other.cookie }));
    expect((await matchesTimewaster(otherActor, { phone: '3035550188' })).matched).toBe(false);
    await expect(matchesTimewaster({ kind: 'visitor' }, { phone: '3035550188' })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('answers validation errors with the spec messages and refuses over-long texts', async () => {
    const response = await call(
      'POST',
      '/api/v1/timewasters',
      author.cookie,
      { name: '', city: '', country: '', comment: '', email: 'nope' },
      'timewasters',
    );
    expect(response.status).toBe(400);
    const details = (response.json() as { errors: { detail: string }[] }).errors.map((e) => e.detail);
    expect(details).toEqual(
      expect.arrayContaining([
        'Name is required',
        'City is required',
        'Country is required',
        'Please select Client Type.',
        'Description is required',
        'Invalid email',
      ]),
    );
    const long = await call(
      'POST',
      '/api/v1/timewaster-comments',
      author.cookie,
      { timewasterId: 1, comment: 'x'.repeat(2001) },
      'timewasterComments',
    );
    expect(long.status).toBe(400);
  });

  it('finds name, @publicUsername and city by substring, handles and contacts whole, any case, never across fields', async () => {
    const id = await insertTimewaster(
      author.girlId,
      {
        name: 'Quill Fielding',
        city: 'Tucumcari',
        publicUsername: 'quillpub77',
        skype: 'live:quill.skyped',
        facebook: 'https://www.facebook.com/fb.quillbook/',
        instagram: 'quill_insta_gram',
        twitter: 'QuillTweets99',
      },
      { phone: '5550107777', email: 'onlymail.zed@example.test', comment: 'c' },
    );
    const ids = async (q: string) =>
      (
        (await call('GET', `/api/v1/timewasters?q=${encodeURIComponent(q)}`, other.cookie)).json() as {
          data: { id: string }[];
        }
      ).data.map((d) => d.id);
    for (const q of [
      'quill fie',
      '@QuillPub77',
      'quill.SKYPED',
      'live:quill.skyped',
      'fb.quillbook',
      'facebook.com/fb.quillbook',
      '@Quill_Insta_Gram',
      'quilltweets99',
      'TUCUMCARI',
      'OnlyMail.Zed@example.test',
      '555 010 7777',
      '(555) 010-7777',
    ]) {
      expect(await ids(q), q).toContain(String(id));
    }
    // The fields are joined with a separator no search text matches; a handle or an address is
    // matched whole, by its keyed hash (docs/decisions/053): a fragment finds nothing.
    for (const q of [
      'fieldingtucumcari',
      'fielding quillpub',
      '100%',
      'quill_fielding',
      'insta_gram',
      'quilltweets',
      'quill.skype',
      'onlymail.zed',
    ])
      expect(await ids(q), q).not.toContain(String(id));
  });

  it('paginates with a total count', async () => {
    for (let i = 0; i < 3; i += 1)
      await insertTimewaster(
        author.girlId,
        { name: `Pager Person ${i}` },
        { phone: `555010000${i}`, email: `pager${i}@example.test`, comment: 'c' },
      );
    const page = await call('GET', '/api/v1/timewasters?q=Pager%20Person&limit=2&page=2', other.cookie);
    const body = page.json() as { data: unknown[]; meta: { total: number; page: number } };
    expect(body.meta).toMatchObject({ total: 3, page: 2 });
    expect(body.data).toHaveLength(1);
    // The count rides on the page's rows: a page past the last one, and a search that finds
    // nothing, have none to carry it.
    const past = await call('GET', '/api/v1/timewasters?q=Pager%20Person&limit=2&page=3', other.cookie);
    expect(past.json()).toMatchObject({ data: [], meta: { total: 3, page: 3 } });
    const none = await call('GET', '/api/v1/timewasters?q=Pager%20Nobody&limit=2', other.cookie);
    expect(none.json()).toMatchObject({ data: [], meta: { total: 0, page: 1 } });
  });
});

describe('anonymity', () => {
  it('shows Anonymous to other girls and the author to moderators and herself', async () => {
    const id = await insertTimewaster(
      author.girlId,
      { name: 'Anon Case', anonymous: true },
      { phone: '5550100999', email: 'anon@example.test', comment: 'first' },
    );
    await call(
      'POST',
      '/api/v1/timewaster-comments',
      author.cookie,
      { timewasterId: id, comment: 'Secret comment', anonymous: true },
      'timewasterComments',
    );
    const reporter = async (cookie: string) =>
      data(await call('GET', `/api/v1/timewasters/${id}`, cookie)).attributes.username;
    expect(await reporter(other.cookie)).toBe('Anonymous');
    expect(await reporter(moderator.cookie)).toBe(author.username);
    expect(await reporter(author.cookie)).toBe(author.username);
    const names = async (cookie: string) =>
      (
        (await call('GET', `/api/v1/timewaster-comments?filter[timewasterId]=${id}`, cookie)).json() as {
          data: { attributes: { comment: string; publicUsername: string } }[];
        }
      ).data
        .filter((c) => c.attributes.comment === 'Secret comment')
        .map((c) => c.attributes.publicUsername);
    expect(await names(other.cookie)).toEqual(['Anonymous']);
    expect(await names(moderator.cookie)).toEqual([author.username]);
    const otherView = (await call('GET', `/api/v1/timewasters/${id}`, other.cookie)).text;
    expect(otherView).not.toContain(author.username);
  });
});

describe('thumbs (spec §4 vote)', () => {
  it('creates, switches, keeps the active vote, removes; counts follow', async () => {
    const id = await insertTimewaster(
      author.girlId,
      { name: 'Vote Case' },
      { phone: '5550100777', email: 'vote@example.test', comment: 'c' },
    );
    const card = async () =>
      data(await call('GET', `/api/v1/timewasters/${id}`, other.cookie)).attributes as {
        thumbsUp: number;
        thumbsDown: number;
        vote: boolean | null;
        voteId: number | null;
      };
    const created = await call('POST', '/api/v1/thumbs', other.cookie, { timewasterId: id, thumbType: 1 }, 'thumbs');
    expect(created.status).toBe(201);
    const thumbId = data(created).id;
    expect(data(created).attributes.thumbType).toBe(1);
    expect(await card()).toMatchObject({ thumbsDown: 1, thumbsUp: 0, vote: false, voteId: Number(thumbId) });
    const switched = await call('PATCH', `/api/v1/thumbs/${thumbId}`, other.cookie, { thumbType: 2 }, 'thumbs');
    expect(data(switched).attributes.thumbType).toBe(2);
    expect(await card()).toMatchObject({ thumbsDown: 0, thumbsUp: 1, vote: true });
    expect((await call('PATCH', `/api/v1/thumbs/${thumbId}`, other.cookie, { thumbType: 2 }, 'thumbs')).status).toBe(
      200,
    );
    expect(await card()).toMatchObject({ thumbsUp: 1 });
    // A second POST by the same girl never makes a second vote.
    await call('POST', '/api/v1/thumbs', other.cookie, { timewasterId: id, thumbType: 2 }, 'thumbs');
    const db = await getDb();
    expect((await db.select({ n: count() }).from(thumbs).where(eq(thumbs.timewasterId, id)))[0]!.n).toBe(1);
    expect((await call('PATCH', `/api/v1/thumbs/${thumbId}`, author.cookie, { thumbType: 1 }, 'thumbs')).status).toBe(
      404,
    );
    expect((await call('PATCH', `/api/v1/thumbs/${thumbId}`, other.cookie, { thumbType: 3 }, 'thumbs')).status).toBe(
      400,
    );
    expect((await call('DELETE', `/api/v1/thumbs/${thumbId}`, other.cookie)).status).toBe(204);
    expect(await card()).toMatchObject({ thumbsUp: 0, thumbsDown: 0, vote: null, voteId: null });
  });
});

describe('delete', () => {
  it('removes comments, e-mails, phones, photos and thumbs with the record, and audits a moderator', async () => {
    const id = await insertTimewaster(
      author.girlId,
      { name: 'Cascade Case' },
      { phone: '5550100555', email: 'cascade@example.test', comment: 'c' },
    );
    const { bytes } = await fixtures.jpegWithGps();
    const photo = await call(
      'POST',
      '/api/v1/timewaster-photos',
      author.cookie,
      { timewasterId: id, image64: fixtures.toDataUrl(bytes, 'image/jpeg') },
      'timewasterPhotos',
    );
    expect(photo.status, photo.text).toBe(201);
    expect(String(data(photo).attributes.url)).toMatch(/^\/api\/v1\/timewaster-photos\/\d+\/file$/);
    await call('POST', '/api/v1/thumbs', other.cookie, { timewasterId: id, thumbType: 1 }, 'thumbs');
    expect((await call('DELETE', `/api/v1/timewasters/${id}`, other.cookie)).status).toBe(403);
    // A moderator's deletion of a girl's entry is a decision: it takes a reason code (decision 037).
    expect((await call('DELETE', `/api/v1/timewasters/${id}`, moderator.cookie)).status).toBe(400);
    const deleted = await call('DELETE', `/api/v1/timewasters/${id}?reasonCode=not_enough_evidence`, moderator.cookie);
    expect(deleted.status).toBe(200);
    const db = await getDb();
    for (const [table, column] of [
      [timewasterComments, timewasterComments.timewasterId],
      [timewasterEmails, timewasterEmails.timewasterId],
      [timewasterPhones, timewasterPhones.timewasterId],
      [timewasterPhotos, timewasterPhotos.timewasterId],
      [thumbs, thumbs.timewasterId],
      [timewasters, timewasters.id],
    ] as const) {
      expect((await db.select({ n: count() }).from(table).where(eq(column, id)))[0]!.n).toBe(0);
    }
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.targetTable, 'timewasters'),
          eq(auditLog.targetId, String(id)),
          eq(auditLog.action, 'timewaster.delete'),
        ),
      );
    expect(entry).toMatchObject({ actorUserId: moderator.userId });
    expect(entry!.before).toMatchObject({ name: 'Cascade Case' });
    expect((await call('DELETE', `/api/v1/timewasters/${id}`, moderator.cookie)).status).toBe(404);
  });

  it('audits a moderator edit with before and after', async () => {
    const id = await insertTimewaster(
      author.girlId,
      { name: 'Audit Case', approved: false },
      { phone: '5550100444', email: 'audit@example.test', comment: 'c' },
    );
    expect(
      (await call('PATCH', `/api/v1/timewasters/${id}`, moderator.cookie, { approved: true }, 'timewasters')).status,
    ).toBe(200);
    const db = await getDb();
    const audited = (action: string) =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, String(id)), eq(auditLog.action, action)));
    // Approving a waiting report is the queue's decision (decision 037), nothing else changed.
    expect(await audited('timewaster.update')).toEqual([]);
    const [approval] = await audited('timewaster.approve');
    expect(approval!.before).toMatchObject({ approved: false });
    expect(approval!.after).toMatchObject({ approved: true, reasonCode: 'verified' });
    // An edit of the approved entry is audited with the whole row before and after.
    expect(
      (await call('PATCH', `/api/v1/timewasters/${id}`, moderator.cookie, { city: 'Dallas' }, 'timewasters')).status,
    ).toBe(200);
    const [entry] = await audited('timewaster.update');
    expect(entry!.before).toMatchObject({ approved: true, city: 'Austin' });
    expect(entry!.after).toMatchObject({ approved: true, city: 'Dallas' });
    // A girl cannot approve her own report.
    const own = await insertTimewaster(
      author.girlId,
      { name: 'Self Approve', approved: false },
      { phone: '5550100333', email: 's@example.test', comment: 'c' },
    );
    await call('PATCH', `/api/v1/timewasters/${own}`, author.cookie, { approved: true }, 'timewasters');
    expect((await db.select({ a: timewasters.approved }).from(timewasters).where(eq(timewasters.id, own)))[0]!.a).toBe(
      false,
    );
  });
});

describe('rate limits', () => {
  it('refuses a burst of comments and votes with 429', async () => {
    const girl = await createGirl({ prefix: 'burst' });
    const id = await insertTimewaster(
      author.girlId,
      { name: 'Burst Case' },
      { phone: '5550100222', email: 'burst@example.test', comment: 'c' },
    );
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.comment.limit; i += 1) {
      statuses.push(
        (
          await call(
            'POST',
            '/api/v1/timewaster-comments',
            girl.cookie,
            { timewasterId: id, comment: `c${i}` },
            'timewasterComments',
          )
        ).status,
      );
    }
    expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
    const refused = await call(
      'POST',
      '/api/v1/timewaster-comments',
      girl.cookie,
      { timewasterId: id, comment: 'again' },
      'timewasterComments',
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    let last = 0;
    for (let i = 0; i <= RATE_LIMITS.vote.limit; i += 1) {
      last = (await call('POST', '/api/v1/thumbs', girl.cookie, { timewasterId: id, thumbType: (i % 2) + 1 }, 'thumbs'))
        .status;
    }
    expect(last).toBe(429);
  });

  it('refuses a burst of reports with 429', async () => {
    const girl = await createGirl({ prefix: 'reporter' });
    const body = {
      name: 'R',
      city: 'Austin',
      state: 'TX',
      country: 'USA',
      clientType: 'timewaster',
      comment: 'c',
      reportingTermsVersion: REPORTING_TERMS.version,
    };
    for (let i = 0; i < RATE_LIMITS.report.limit; i += 1)
      expect((await call('POST', '/api/v1/timewasters', girl.cookie, body, 'timewasters')).status).toBe(201);
    expect((await call('POST', '/api/v1/timewasters', girl.cookie, body, 'timewasters')).status).toBe(429);
  });
});
