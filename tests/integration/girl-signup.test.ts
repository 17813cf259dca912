import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { POST } from '@/app/register_girl/route';
import { listFeaturedGirls, publicGirlCondition } from '@/features/girls/queries';
import { GIRL_SIGNUP_SUCCESS_MESSAGE } from '@/features/girls/signup-schema';
import { deleteMyAccount } from '@/features/accounts/delete-account';
import { getActorFromHeaders } from '@/server/auth/actor';
import { handleAuthRequest } from '@/server/auth/handler';
import { getDb } from '@/server/db';
import { girls, user } from '@/server/db/schema';
import { authPost, createVerifiedAccount, signIn } from '../helpers/auth';
import { solvedCaptcha } from '../helpers/captcha';
import { mailsTo, verificationLinkIn } from '../helpers/mail';

// POST /register_girl as Next calls it, against this file's own database and outbox.

const PASSWORD = 'Grappl3rQueen!';
let ipCounter = 0;

async function avatarDataUrl(): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#d946ef' } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

async function body(overrides: Record<string, unknown> = {}) {
  return {
    username: 'NewQueen',
    name: 'Nina Queen',
    email: 'nina.queen@example.test',
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    city: 'Las Vegas',
    state: 'NV',
    country: 'United States',
    image64: await avatarDataUrl(),
    recaptcha: await solvedCaptcha(),
    ...overrides,
  };
}

function post(payload: unknown, ip = `203.0.113.${++ipCounter}`) {
  return POST(
    new Request('http://localhost:3000/register_girl', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-matside-client-ip': ip },
      body: JSON.stringify(payload),
    }),
    undefined,
  );
}

describe('POST /register_girl', () => {
  it('creates a pending girl with her avatar, hidden from public lists, and mails a verification link', async () => {
    const response = await post(await body());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { message: GIRL_SIGNUP_SUCCESS_MESSAGE } });

    const db = await getDb();
    const [account] = await db
      .select({ id: user.id, role: user.role, emailVerified: user.emailVerified })
      .from(user)
      .where(eq(user.email, 'nina.queen@example.test'));
    expect(account).toMatchObject({ role: 'girl', emailVerified: false });
    const [girl] = await db.select().from(girls).where(eq(girls.userId, account!.id));
    expect(girl).toMatchObject({
      matsideGirl: true,
      profileApproved: null,
      stageName: 'NewQueen',
      city: 'Las Vegas',
      state: 'NV',
      country: 'United States',
    });
    // Her picture waits with her profile: a private file under a random key, shown through the
    // authorised route only.
    expect(girl!.profilePicSecureUrl).toMatch(/^\/api\/v1\/photos\/\d+\/file$/);
    expect(girl!.profilePicPublicId).toMatch(new RegExp(`^private/photos/girls/${girl!.id}/[0-9a-f]{32}\\.webp$`));

    // Pending approval: in no public list.
    const [publicRow] = await db
      .select({ id: girls.id })
      .from(girls)
      .leftJoin(user, eq(user.id, girls.userId))
      .where(sql`${publicGirlCondition} AND ${girls.id} = ${girl!.id}`);
    expect(publicRow).toBeUndefined();
    expect((await listFeaturedGirls(1000)).map((g) => g.id)).not.toContain(girl!.id);

    // The verification link works, and then she can sign in.
    expect((await authPost('/sign-in/username', { username: 'NewQueen', password: PASSWORD })).status).toBe(403);
    const [mail] = await mailsTo('nina.queen@example.test');
    const verified = await handleAuthRequest(
      new Request(verificationLinkIn(mail!), { headers: { 'x-matside-client-ip': '192.0.2.10' } }),
    );
    expect(verified.status).toBe(302);
    await signIn('NewQueen', PASSWORD);
  });

  it('stores a state abroad in its one form: Munich with "Bayern" is stored as Bavaria', async () => {
    const response = await post(
      await body({
        username: 'MunichQueen',
        email: 'munich.queen@example.test',
        city: 'Munich',
        state: 'Bayern',
        country: 'Germany',
      }),
    );
    expect(response.status, await response.clone().text()).toBe(200);
    const db = await getDb();
    const [girl] = await db
      .select({ state: girls.state, country: girls.country })
      .from(girls)
      .where(eq(girls.username, 'MunichQueen'));
    expect(girl).toEqual({ state: 'Bavaria', country: 'Germany' });
  });

  it('answers a taken e-mail exactly like a new sign-up, creating nothing', async () => {
    const db = await getDb();
    const count = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(girls)).at(0)!.n;
    const before = await count();
    const takenEmail = await post(await body({ username: 'OtherName' }));
    expect(takenEmail.status).toBe(200);
    expect(await takenEmail.json()).toEqual({ data: { message: GIRL_SIGNUP_SUCCESS_MESSAGE } });
    expect(await count()).toBe(before);
    expect(await db.select({ id: user.id }).from(user).where(eq(user.username, 'othername'))).toHaveLength(0);
  });

  it("answers a taken username (any case, a deleted account's too) at the field, creating nothing", async () => {
    const db = await getDb();
    const deleted = await createVerifiedAccount(['guy'], 'gone');
    await deleteMyAccount(
      await getActorFromHeaders(new Headers({ cookie: await signIn(deleted.username) })),
      deleted.userId,
    );
    for (const username of ['newqueen', deleted.username.toUpperCase()]) {
      const response = await post(await body({ username, email: 'someone.else@example.test' }));
      expect(response.status).toBe(400);
      const { errors } = (await response.json()) as {
        errors: Array<{ detail: string; source?: { pointer?: string } }>;
      };
      expect(errors.map((e) => [e.source?.pointer, e.detail])).toEqual([['/username', 'This username is taken']]);
    }
    expect(await db.select({ id: user.id }).from(user).where(eq(user.email, 'someone.else@example.test'))).toHaveLength(
      0,
    );
  });

  it('refuses a missing or forged captcha and invalid fields with the spec messages', async () => {
    const noCaptcha = await post(await body({ email: 'cap@example.test', username: 'CapGirl', recaptcha: '' }));
    expect(noCaptcha.status).toBe(400);
    expect(JSON.stringify(await noCaptcha.json())).toContain('Captcha is required');

    const forged = await post(
      await body({ email: 'cap@example.test', username: 'CapGirl', recaptcha: Buffer.from('{}').toString('base64') }),
    );
    expect(forged.status).toBe(400);

    const invalid = await post(await body({ email: 'x@example.test', username: '', state: '' }));
    expect(invalid.status).toBe(400);
    const details = ((await invalid.json()) as { errors: Array<{ detail: string }> }).errors.map((e) => e.detail);
    expect(details).toEqual(expect.arrayContaining(['Username is required', 'State is required']));

    const db = await getDb();
    expect(await db.select({ id: user.id }).from(user).where(eq(user.email, 'cap@example.test'))).toHaveLength(0);
  });

  it('rate-limits sign-ups per address', async () => {
    const ip = '198.18.0.77';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await post({ username: '' }, ip)).status);
    expect(statuses.slice(0, 5).every((s) => s === 400)).toBe(true);
    expect(statuses[5]).toBe(429);
  });
});
