import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST } from '@/app/register_guy/route';
import { deleteMyAccount } from '@/features/accounts/delete-account';
import { CHECK_EMAIL_MESSAGE, PROFILE_CREATED_MESSAGE } from '@/features/registration/schema';
import { getActorFromHeaders } from '@/server/auth/actor';
import { getDb } from '@/server/db';
import { guyContactHashes, guys, user } from '@/server/db/schema';
import { dataKeyring } from '@/server/sealed-contacts';
import { createVerifiedAccount, freshIp, signIn, TEST_PASSWORD } from '../helpers/auth';
import { solvedCaptcha } from '../helpers/captcha';
import { avatarDataUrl } from '../helpers/guys';
import { mailsTo } from '../helpers/mail';
import * as fixtures from '../fixtures/images/hostile';

// POST /register_guy as Next calls it. Mail lands in DATA_DIR/outbox (no SMTP_URL in tests).

let counter = 0;
function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}${counter}${process.pid % 1000}`.slice(0, 15);
}

async function body(overrides: Record<string, unknown> = {}) {
  const username = uniqueName('reg_');
  return {
    username,
    name: 'Reg Guy',
    email: `${username}@example.test`,
    password: TEST_PASSWORD,
    passwordConfirmation: TEST_PASSWORD,
    city: 'Austin',
    state: 'TX',
    country: 'United States',
    image64: await avatarDataUrl(counter),
    height: '70',
    weight: 185,
    birthday: '1988-07-04',
    aboutMe: 'Amateur grappler from Texas.',
    emailMeAboutNewGirlsInYourArea: false,
    services: { grappling: true, scissoring: true, skype: true, mma: false },
    recaptcha: await solvedCaptcha(),
    ...overrides,
  };
}

function post(payload: unknown, init: { ip?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'x-matside-client-ip': init.ip ?? freshIp(),
  };
  if (init.cookie) headers.Cookie = init.cookie;
  return POST(
    new Request('http://localhost:3000/register_guy', { method: 'POST', headers, body: JSON.stringify(payload) }),
    undefined,
  );
}

async function errors(response: Response) {
  expect(response.headers.get('content-type')).toBe('application/vnd.api+json');
  const document = (await response.json()) as { errors: Array<{ detail: string; source?: { pointer?: string } }> };
  return document.errors.map((e) => [e.source?.pointer, e.detail]);
}

describe('POST /register_guy', () => {
  it('creates the account, the guys row with every field and the avatar, and mails the verification link', async () => {
    const payload = await body();
    const response = await post(payload);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ status: 'check-email', message: CHECK_EMAIL_MESSAGE });

    const db = await getDb();
    const [account] = await db.select().from(user).where(eq(user.email, payload.email));
    expect(account).toMatchObject({ role: 'guy', emailVerified: false, displayUsername: payload.username });
    const [guy] = await db.select().from(guys).where(eq(guys.userId, account.id));
    expect(guy).toMatchObject({
      username: payload.username,
      name: 'Reg Guy',
      email: payload.email,
      birthday: '1988-07-04',
      city: 'Austin',
      state: 'TX',
      country: 'United States',
      height: 70,
      weight: 185,
      aboutMe: 'Amateur grappler from Texas.',
      canSendEmailsAboutWebsite: false,
      allowContact: false,
      grappling: true,
      scissoring: true,
      skype: true,
      mma: false,
      judo: false,
      softDeleted: false,
    });
    // A random folder per upload: the public URL names no account.
    expect(guy.cloudinarySecureUrl).toMatch(/^\/media\/avatars\/guys\/[0-9a-f]{32}\/[0-9a-f]{64}\.webp$/);
    expect(guy.cloudinarySecureUrl).not.toContain(account.id);
    expect(account.image).toBe(guy.cloudinarySecureUrl);
    // His e-mails' keyed hashes, what screening and safety alerts match (decision 053).
    const hashes = await db.select().from(guyContactHashes).where(eq(guyContactHashes.guyId, guy.id));
    const hash = dataKeyring().hash('email', payload.email);
    expect(hashes.map((h) => [h.source, h.hash]).sort()).toEqual([
      ['account_email', hash],
      ['email', hash],
    ]);
    expect(guy.keyVersion).toBe(dataKeyring().current);

    const mails = await mailsTo(payload.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: Confirm your e-mail address for Matside');
  });

  it('answers a taken e-mail exactly like a new one, creates nothing and mails the owner', async () => {
    const owner = await createVerifiedAccount(['guy'], 'taken');
    const before = (await mailsTo(owner.email)).length;
    const fresh = await post(await body());
    const sameEmail = await post(await body({ email: owner.email.toUpperCase() }));
    expect({ status: sameEmail.status, body: await sameEmail.text() }).toEqual({
      status: fresh.status,
      body: await fresh.text(),
    });
    const ownerMails = (await mailsTo(owner.email)).slice(before);
    expect(ownerMails).toHaveLength(1);
    expect(ownerMails[0]).toContain('Subject: Someone tried to sign up with your address on Matside');
    const db = await getDb();
    expect(await db.select({ id: guys.id }).from(guys).where(eq(guys.userId, owner.userId))).toHaveLength(0);
  });

  it("answers a taken username at the field, a deleted account's too, before the captcha is used", async () => {
    const owner = await createVerifiedAccount(['guy'], 'taken');
    const gone = await createVerifiedAccount(['guy'], 'gone');
    await deleteMyAccount(await getActorFromHeaders(new Headers({ cookie: await signIn(gone.username) })), gone.userId);
    const before = (await mailsTo(owner.email)).length;
    for (const username of [owner.username.toUpperCase(), gone.username]) {
      const payload = await body({ username });
      const response = await post(payload);
      expect(response.status).toBe(400);
      expect(await errors(response)).toEqual([['/username', 'This username is taken']]);
      // The captcha was not used up: the same one signs up once the name is changed.
      expect((await post({ ...payload, username: uniqueName('free_') })).status).toBe(200);
    }
    expect((await mailsTo(owner.email)).slice(before)).toHaveLength(0);
  });

  it('refuses a forged captcha and a replayed one, creating nothing', async () => {
    const first = await body();
    expect((await post(first)).status).toBe(200);
    const replay = await body({ recaptcha: first.recaptcha });
    const replayed = await post(replay);
    expect(replayed.status).toBe(400);
    expect(await errors(replayed)).toEqual([
      ['/recaptcha', 'Captcha verification failed. Please solve the captcha again.'],
    ]);

    const forged = await post(await body({ recaptcha: Buffer.from('{"challenge":{}}').toString('base64') }));
    expect(forged.status).toBe(400);
    const db = await getDb();
    expect(await db.select({ id: user.id }).from(user).where(eq(user.email, replay.email))).toHaveLength(0);
  });

  it('answers 400 with the spec messages at each field', async () => {
    const response = await post({
      ...(await body()),
      username: '',
      name: '',
      height: '',
      weight: '',
      state: '',
      aboutMe: '',
      image64: '',
      passwordConfirmation: 'Different123',
    });
    expect(response.status).toBe(400);
    expect(await errors(response)).toEqual(
      expect.arrayContaining([
        ['/username', 'Username is required'],
        ['/name', 'Name is required'],
        ['/height', 'Height is required'],
        ['/weight', 'Height is required'],
        ['/state', 'State is required'],
        ['/aboutMe', 'About me is required'],
        ['/image64', 'Profile picture is required'],
        ['/passwordConfirmation', "Passwords don't match"],
      ]),
    );
  });

  it('refuses a birthday under 18 at the field and creates no account', async () => {
    const payload = await body({ birthday: '2015-06-01' });
    const response = await post(payload);
    expect(response.status).toBe(400);
    expect(await errors(response)).toEqual([['/birthday', 'You must be 18 or older to use Matside.']]);
    const db = await getDb();
    expect(await db.select({ id: user.id }).from(user).where(eq(user.email, payload.email))).toHaveLength(0);
  });

  it('refuses a bad picture with the spec upload message and creates no account', async () => {
    const svg = fixtures.svgWithScript();
    const payload = await body({ image64: fixtures.toDataUrl(svg.bytes, 'image/svg+xml') });
    const response = await post(payload);
    expect(response.status).toBe(415);
    expect(await errors(response)).toEqual([[undefined, 'Failed to upload file.']]);
    const notBase64 = await post(await body({ image64: 'not an image' }));
    expect(notBase64.status).toBe(400);
    const db = await getDb();
    expect(await db.select({ id: user.id }).from(user).where(eq(user.email, payload.email))).toHaveLength(0);
  });

  it('limits registrations per client address', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await post({}, { ip })).status);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses[5]).toBe(429);
  });

  it('creates only the guys row for a signed-in guy without a profile (no username or password)', async () => {
    const account = await createVerifiedAccount(['guy'], 'nopro');
    const cookie = await signIn(account.username);
    const { username: _u, email: _e, password: _p, passwordConfirmation: _c, ...profile } = await body();
    const response = await post(profile, { cookie });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ status: 'profile-created', message: PROFILE_CREATED_MESSAGE });
    const db = await getDb();
    const rows = await db
      .select({ username: guys.username, email: guys.email, city: guys.city })
      .from(guys)
      .where(eq(guys.userId, account.userId));
    expect(rows).toEqual([{ username: account.username, email: account.email, city: 'Austin' }]);

    const again = await post({ ...profile, recaptcha: await solvedCaptcha() }, { cookie });
    expect(again.status).toBe(409);
  });

  it('refuses the signed-in variant to a girl', async () => {
    const girl = await createVerifiedAccount(['girl'], 'girlreg');
    const cookie = await signIn(girl.username);
    const { username: _u, email: _e, password: _p, passwordConfirmation: _c, ...profile } = await body();
    expect((await post(profile, { cookie })).status).toBe(403);
  });
});
