import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as complete } from '@/app/migrate_profile/complete/route';
import { PATCH } from '@/app/migrate_profile/route';
import {
  MIGRATE_DONE_MESSAGE,
  MIGRATE_LINK_INVALID_MESSAGE,
  MIGRATE_LINK_SENT_MESSAGE,
} from '@/features/legacy-migration/schema';
import { getDb } from '@/server/db';
import { account, user } from '@/server/db/schema';
import { authPost, createVerifiedAccount, signIn } from '../helpers/auth';
import { solvedCaptcha } from '../helpers/captcha';
import { linkIn, mailsTo, waitForMailsTo } from '../helpers/mail';

// PATCH /migrate_profile and POST /migrate_profile/complete as Next calls them. Legacy users are
// inserted as the seed does: a user row with legacy = true and no credential account.
// The password is set only from the link mailed to the legacy address, and the
// first step answers alike for every address.

const PASSWORD = 'Legacy2026Pass';
let ipCounter = 0;
let userCounter = 0;

async function legacyUser(): Promise<{ id: string; email: string; username: string }> {
  userCounter += 1;
  const username = `legacy_${userCounter}`;
  const email = `${username}@old-site.example`;
  const id = `legacy-test-${userCounter}-${process.pid}`;
  const db = await getDb();
  await db.insert(user).values({
    id,
    name: 'Old Timer',
    email,
    username,
    displayUsername: username,
    role: 'guy',
    legacy: true,
    emailVerified: false,
  });
  return { id, email, username };
}

function patch(payload: unknown, ip = `203.0.113.${++ipCounter}`) {
  return PATCH(
    new Request('http://localhost:3000/migrate_profile', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', 'x-matside-client-ip': ip },
      body: JSON.stringify(payload),
    }),
    undefined,
  );
}

async function form(email: string, overrides: Record<string, unknown> = {}) {
  return { email, recaptcha: await solvedCaptcha(), ...overrides };
}

function completeWith(payload: unknown, ip = `203.0.113.${++ipCounter}`) {
  return complete(
    new Request('http://localhost:3000/migrate_profile/complete', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-matside-client-ip': ip },
      body: JSON.stringify(payload),
    }),
    undefined,
  );
}

async function tokenMailedTo(email: string, count = 1): Promise<string> {
  const mails = await waitForMailsTo(email, count);
  return new URL(linkIn(mails.at(-1)!, '/migrate-profile/set-password')).searchParams.get('token')!;
}

describe('legacy migration', () => {
  it('mails a one-time link; the password is set only from it, and the account is then verified', async () => {
    const legacy = await legacyUser();
    expect((await authPost('/sign-in/username', { username: legacy.username, password: PASSWORD })).status).toBe(401);

    const response = await patch(await form(legacy.email.toUpperCase()));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { message: MIGRATE_LINK_SENT_MESSAGE } });
    // Asking changes nothing yet: no password, still a legacy account.
    const db = await getDb();
    expect(await db.select().from(account).where(eq(account.userId, legacy.id))).toHaveLength(0);

    const token = await tokenMailedTo(legacy.email);
    const done = await completeWith({ token, password: PASSWORD, passwordConfirmation: PASSWORD });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ data: { message: MIGRATE_DONE_MESSAGE } });

    const [row] = await db
      .select({ legacy: user.legacy, emailVerified: user.emailVerified })
      .from(user)
      .where(eq(user.id, legacy.id));
    expect(row).toEqual({ legacy: false, emailVerified: true });
    const credentials = await db
      .select()
      .from(account)
      .where(and(eq(account.userId, legacy.id), eq(account.providerId, 'credential')));
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.password).not.toContain(PASSWORD);
    await signIn(legacy.username, PASSWORD);

    // The link works once.
    const reused = await completeWith({ token, password: 'Takeover2026x', passwordConfirmation: 'Takeover2026x' });
    expect(reused.status).toBe(422);
    expect(await reused.json()).toMatchObject({ data: { error: MIGRATE_LINK_INVALID_MESSAGE } });
    // A migrated account gets no new link: its password cannot be taken over through the form.
    await patch(await form(legacy.email));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(legacy.email)).toHaveLength(1);
    await signIn(legacy.username, PASSWORD);
  });

  it('answers every address alike (legacy, migrated, regular, unknown) and reveals no id', async () => {
    const legacy = await legacyUser();
    const regular = await createVerifiedAccount(['girl'], 'regular');
    const db = await getDb();
    const before = await db
      .select({ password: account.password })
      .from(account)
      .where(eq(account.userId, regular.userId));
    const regularMails = (await mailsTo(regular.email)).length;
    const answers = new Set<string>();
    for (const email of [legacy.email, 'nobody@example.test', regular.email]) {
      const response = await patch(await form(email));
      answers.add(`${response.status} ${await response.text()}`);
    }
    expect([...answers]).toEqual([`200 ${JSON.stringify({ data: { message: MIGRATE_LINK_SENT_MESSAGE } })}`]);
    await waitForMailsTo(legacy.email);
    expect(await mailsTo(regular.email)).toHaveLength(regularMails);
    expect(
      await db.select({ password: account.password }).from(account).where(eq(account.userId, regular.userId)),
    ).toEqual(before);
  });

  it('refuses a made-up, expired or malformed token, a bad captcha and invalid fields', async () => {
    const legacy = await legacyUser();
    const forged = await patch(await form(legacy.email, { recaptcha: Buffer.from('{"x":1}').toString('base64') }));
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { data: { error: string } }).data.error).toMatch(/captcha/i);
    const missing = await patch(await form(legacy.email, { recaptcha: '' }));
    expect(await missing.json()).toMatchObject({ data: { error: 'Captcha is required' } });

    const madeUp = await completeWith({ token: 'A'.repeat(43), password: PASSWORD, passwordConfirmation: PASSWORD });
    expect(madeUp.status).toBe(422);
    const malformed = await completeWith({ token: '../../x', password: PASSWORD, passwordConfirmation: PASSWORD });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ data: { error: MIGRATE_LINK_INVALID_MESSAGE } });

    await patch(await form(legacy.email));
    const token = await tokenMailedTo(legacy.email);
    const weak = await completeWith({ token, password: 'weak', passwordConfirmation: 'weak' });
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({
      data: { error: 'Must contain 9 characters, one uppercase, one lowercase, and one mumber' },
    });

    const db = await getDb();
    const [row] = await db.select({ legacy: user.legacy }).from(user).where(eq(user.id, legacy.id));
    expect(row!.legacy).toBe(true);
    expect(await db.select().from(account).where(eq(account.userId, legacy.id))).toHaveLength(0);
  });

  it('rate-limits attempts per address', async () => {
    const ip = '198.18.1.99';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await patch({ email: '' }, ip)).status);
    expect(statuses.slice(0, 5).every((s) => s === 400)).toBe(true);
    expect(statuses[5]).toBe(429);
  });
});
