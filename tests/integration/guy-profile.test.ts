import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DELETE as deleteMyProfile } from '@/app/api/v1/my-profiles/[id]/route';
import { GET, PATCH } from '@/app/api/v1/guy-users/[id]/route';
import { ACCOUNT_DELETED_BAN_REASON } from '@/server/auth/constants';
import { getDb } from '@/server/db';
import { guys, session, user } from '@/server/db/schema';
import { sealGuyPhone } from '@/server/guy-contacts';
import { authPost, createVerifiedAccount, signIn, TEST_PASSWORD, type TestAccount } from '../helpers/auth';
import { avatarDataUrl } from '../helpers/guys';

// The authorization table of GET/PATCH /api/v1/guy-users/{userId} and DELETE /api/v1/my-profiles/{id}:
// visitor, the guy himself, another guy, a girl and a moderator, and what each may read.

const PRIVATE_FIELDS = [
  'email',
  'phone',
  'skypeHandle',
  'birthday',
  'latitude',
  'longitude',
  'moderatorComments',
  'allowSessionGirlsContact',
  'emailMeAboutNewGirlsInYourArea',
];

type Who = 'visitor' | 'self' | 'otherGuy' | 'girl' | 'moderator';

async function createGuy(prefix: string): Promise<TestAccount> {
  const account = await createVerifiedAccount(['guy'], prefix);
  const db = await getDb();
  await db.insert(guys).values({
    userId: account.userId,
    username: account.username,
    name: 'Table Guy',
    email: account.email,
    birthday: '1980-01-15',
    city: 'Chicago',
    state: 'IL',
    country: 'United States',
    height: 70,
    weight: 180,
    aboutMe: 'About the table guy.',
    phoneSealed: sealGuyPhone('3125550100'),
    latitude: 41.88,
    longitude: -87.63,
    moderatorComments: 'Moderator-only note.',
    grappling: true,
  });
  return account;
}

const cookies = {} as Record<Who, string | undefined>;
let self: TestAccount;

beforeAll(async () => {
  self = await createGuy('gself');
  const otherGuy = await createGuy('gother');
  const girl = await createVerifiedAccount(['girl'], 'ggirl');
  const moderator = await createVerifiedAccount(['moderator'], 'gmod');
  cookies.visitor = undefined;
  cookies.self = await signIn(self.username);
  cookies.otherGuy = await signIn(otherGuy.username);
  cookies.girl = await signIn(girl.username);
  cookies.moderator = await signIn(moderator.username);
});

function request(method: string, id: string, who: Who, body?: unknown) {
  const headers: Record<string, string> = { 'Content-Type': 'application/vnd.api+json' };
  if (cookies[who]) headers.Cookie = cookies[who];
  return new Request(`http://localhost:3000/api/v1/guy-users/${id}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const get = (id: string, who: Who) => GET(request('GET', id, who), { params: Promise.resolve({ id }) });
const patch = (id: string, who: Who, attributes: Record<string, unknown>, type = 'guyUsers') =>
  PATCH(request('PATCH', id, who, { data: { type, id, attributes } }), { params: Promise.resolve({ id }) });
const remove = (id: string, who: Who) =>
  deleteMyProfile(
    new Request(`http://localhost:3000/api/v1/my-profiles/${id}`, {
      method: 'DELETE',
      headers: cookies[who] ? { Cookie: cookies[who] } : {},
    }),
    {
      params: Promise.resolve({ id }),
    },
  );

async function attributesOf(response: Response): Promise<Record<string, unknown>> {
  const document = (await response.json()) as {
    data: { type: string; id: string; attributes: Record<string, unknown> };
  };
  expect(document.data.type).toBe('guyUsers');
  return document.data.attributes;
}

describe('GET /api/v1/guy-users/{userId}', () => {
  it('gives the guy his full record, without moderator notes', async () => {
    const response = await get(self.userId, 'self');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const attributes = await attributesOf(response);
    expect(attributes).toMatchObject({
      email: self.email,
      birthday: '1980-01-15',
      phone: '3125550100',
      latitude: 41.88,
      allowSessionGirlsContact: false,
      emailMeAboutNewGirlsInYourArea: true,
      grappling: true,
    });
    expect(attributes).not.toHaveProperty('moderatorComments');
  });

  it.each<Who>(['visitor', 'otherGuy', 'girl'])('gives the %s only the public fields', async (who) => {
    const response = await get(self.userId, who);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = await response.clone().text();
    const attributes = await attributesOf(response);
    expect(attributes).toMatchObject({
      username: self.username,
      city: 'Chicago',
      height: 70,
      weight: 180,
      grappling: true,
    });
    expect(typeof attributes.age).toBe('number');
    for (const field of PRIVATE_FIELDS) expect(attributes).not.toHaveProperty(field);
    for (const secret of [self.email, '1980-01-15', '3125550100', 'Moderator-only note.', '41.88'])
      expect(text).not.toContain(secret);
  });

  it('gives moderators everything, notes included', async () => {
    const attributes = await attributesOf(await get(self.userId, 'moderator'));
    expect(attributes).toMatchObject({
      email: self.email,
      moderatorComments: 'Moderator-only note.',
      softDeleted: false,
    });
  });

  it('answers 404 for an unknown id and hides an unverified or private profile from others', async () => {
    expect((await get('no-such-user', 'otherGuy')).status).toBe(404);
    const hidden = await createGuy('ghidden');
    const db = await getDb();
    await db.update(guys).set({ userShowProfile: false }).where(eq(guys.userId, hidden.userId));
    expect((await get(hidden.userId, 'otherGuy')).status).toBe(404);
    expect((await get(hidden.userId, 'moderator')).status).toBe(200);
  });
});

describe('PATCH /api/v1/guy-users/{userId}', () => {
  const change = {
    city: 'Denver',
    state: 'CO',
    country: 'United States',
    aboutMe: 'Changed.',
    height: '72',
    weight: 200,
    birthday: '1981-02-02',
    allowSessionGirlsContact: true,
  };

  it('refuses a visitor (401), another guy and a girl (403), and changes nothing', async () => {
    expect((await patch(self.userId, 'visitor', change)).status).toBe(401);
    for (const who of ['otherGuy', 'girl'] as const) {
      const response = await patch(self.userId, who, change);
      expect(response.status).toBe(403);
      expect(((await response.json()) as { errors: Array<{ detail: string }> }).errors[0].detail).toBe(
        'You don’t have permission to do this action.',
      );
    }
    const db = await getDb();
    const [row] = await db.select({ city: guys.city }).from(guys).where(eq(guys.userId, self.userId));
    expect(row.city).toBe('Chicago');
  });

  it('lets the guy change his profile and picture, and answers with his record', async () => {
    const response = await patch(self.userId, 'self', { ...change, image64: await avatarDataUrl(7) });
    expect(response.status).toBe(200);
    const attributes = await attributesOf(response);
    expect(attributes).toMatchObject({
      city: 'Denver',
      state: 'CO',
      aboutMe: 'Changed.',
      height: 72,
      weight: 200,
      birthday: '1981-02-02',
      allowSessionGirlsContact: true,
    });
    expect(attributes.cloudinarySecureUrl).toMatch(/^\/media\/avatars\/guys\/[0-9a-f]{32}\/[0-9a-f]{64}\.webp$/);
    expect(attributes.cloudinarySecureUrl).not.toContain(self.userId);
    const db = await getDb();
    const [row] = await db
      .select({ allowContact: guys.allowContact, url: guys.cloudinarySecureUrl })
      .from(guys)
      .where(eq(guys.userId, self.userId));
    expect(row).toEqual({ allowContact: true, url: attributes.cloudinarySecureUrl });
  });

  it('leaves absent attributes unchanged (the settings page sends only its preference)', async () => {
    const response = await patch(self.userId, 'self', { emailMeAboutNewGirlsInYourArea: false });
    expect(response.status).toBe(200);
    expect(await attributesOf(response)).toMatchObject({ emailMeAboutNewGirlsInYourArea: false, city: 'Denver' });
  });

  it('lets a moderator edit any guy', async () => {
    const response = await patch(self.userId, 'moderator', { aboutMe: 'Edited by a moderator.' });
    expect(response.status).toBe(200);
    expect(await attributesOf(response)).toMatchObject({
      aboutMe: 'Edited by a moderator.',
      moderatorComments: 'Moderator-only note.',
    });
  });

  it('answers 400 with the spec messages at their attributes', async () => {
    const response = await patch(self.userId, 'self', { city: '', weight: '', birthday: '1899-01-01' });
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Array<{ detail: string; source: { pointer: string } }> };
    expect(errors.map((e) => [e.source.pointer, e.detail])).toEqual([
      ['/data/attributes/city', 'City is required'],
      ['/data/attributes/weight', 'Weight is required'],
      ['/data/attributes/birthday', 'Select a date after 1900.'],
    ]);
    const wrongType = await patch(self.userId, 'self', { city: 'X' }, 'girls');
    expect(wrongType.status).toBe(400);
  });

  it('refuses a birthday under 18 with its message', async () => {
    const response = await patch(self.userId, 'self', { birthday: '2015-06-01' });
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Array<{ detail: string; source: { pointer: string } }> };
    expect(errors.map((e) => [e.source.pointer, e.detail])).toEqual([
      ['/data/attributes/birthday', 'You must be 18 or older to use Matside.'],
    ]);
  });

  it('refuses a bad picture with the spec upload message', async () => {
    const response = await patch(self.userId, 'self', { image64: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { errors: Array<{ detail: string }> }).errors[0].detail).toBe(
      'Failed to upload file.',
    );
  });
});

describe('DELETE /api/v1/my-profiles/{id}', () => {
  it('refuses a visitor (401) and anyone but the owner (403), moderators included', async () => {
    expect((await remove(self.userId, 'visitor')).status).toBe(401);
    for (const who of ['otherGuy', 'girl', 'moderator'] as const)
      expect((await remove(self.userId, who)).status).toBe(403);
    const db = await getDb();
    const [row] = await db.select({ softDeleted: guys.softDeleted }).from(guys).where(eq(guys.userId, self.userId));
    expect(row.softDeleted).toBe(false);
  });

  it('deletes the own account: profile hidden, sessions ended, no sign-in any more', async () => {
    const doomed = await createGuy('gdoomed');
    cookies.self = await signIn(doomed.username);
    const response = await remove(doomed.userId, 'self');
    expect(response.status).toBe(204);
    const db = await getDb();
    const [row] = await db
      .select({ softDeleted: guys.softDeleted, shown: guys.userShowProfile })
      .from(guys)
      .where(eq(guys.userId, doomed.userId));
    expect(row).toEqual({ softDeleted: true, shown: false });
    const [account] = await db
      .select({ banned: user.banned, reason: user.banReason })
      .from(user)
      .where(eq(user.id, doomed.userId));
    expect(account).toEqual({ banned: true, reason: ACCOUNT_DELETED_BAN_REASON });
    expect(await db.select({ id: session.id }).from(session).where(eq(session.userId, doomed.userId))).toHaveLength(0);
    // The old cookie is a visitor now, and the password no longer signs in.
    expect((await get(doomed.userId, 'self')).status).toBe(404);
    const again = await authPost('/sign-in/username', { username: doomed.username, password: TEST_PASSWORD });
    expect(again.status).toBeGreaterThanOrEqual(400);
  });
});
