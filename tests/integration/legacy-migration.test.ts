import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PATCH } from '@/app/migrate_profile/route';
import { MIGRATE_NOT_POSSIBLE_MESSAGE } from '@/features/legacy-migration/service';
import { handleAuthRequest } from '@/server/auth/handler';
import { getDb } from '@/server/db';
import { account, user } from '@/server/db/schema';
import { authPost, createVerifiedAccount, signIn } from '../helpers/auth';
import { solvedCaptcha } from '../helpers/captcha';
import { mailsTo, verificationLinkIn } from '../helpers/mail';

// PATCH /migrate_profile as Next calls it. Legacy users are inserted as the seed does: a user row
// with legacy = true and no credential account.

const PASSWORD = 'Legacy2026Pass';
let ipCounter = 0;
let userCounter = 0;

async function legacyUser(): Promise<{ id: string; email: string; username: string }> {
  userCounter += 1;
  const username = `legacy_${userCounter}`;
  const email = `${username}@old-site.example`;
  const id = `legacy-test-${userCounter}-${process.pid}`;
  const db = await getDb();
  await db.insert(user).values({ id, name: 'Old Timer', email, username, displayUsername: username, role: 'guy', legacy: true, emailVerified: false });
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
  return { email, password: PASSWORD, passwordConfirmation: PASSWORD, recaptcha: await solvedCaptcha(), ...overrides };
}

describe('PATCH /migrate_profile', () => {
  it('sets a working password on a legacy account and mails a verification link', async () => {
    const legacy = await legacyUser();
    // Before: no way in.
    expect((await authPost('/sign-in/username', { username: legacy.username, password: PASSWORD })).status).toBe(401);

    const response = await patch(await form(legacy.email.toUpperCase()));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { id: legacy.id } });

    const db = await getDb();
    const [row] = await db.select({ legacy: user.legacy }).from(user).where(eq(user.id, legacy.id));
    expect(row!.legacy).toBe(false);
    const credentials = await db.select().from(account).where(and(eq(account.userId, legacy.id), eq(account.providerId, 'credential')));
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ accountId: legacy.id });
    expect(credentials[0]!.password).not.toContain(PASSWORD);

    // Verification first (403), then Better Auth signs her in with the new password.
    expect((await authPost('/sign-in/username', { username: legacy.username, password: PASSWORD })).status).toBe(403);
    const [mail] = await mailsTo(legacy.email);
    const verified = await handleAuthRequest(new Request(verificationLinkIn(mail!), { headers: { 'x-matside-client-ip': '192.0.2.11' } }));
    expect(verified.status).toBe(302);
    await signIn(legacy.username, PASSWORD);

    // A second migration of the same account is refused: the password cannot be taken over.
    const again = await patch(await form(legacy.email, { password: 'Takeover2026x', passwordConfirmation: 'Takeover2026x' }));
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ data: { error: MIGRATE_NOT_POSSIBLE_MESSAGE } });
    await signIn(legacy.username, PASSWORD);
  });

  it('answers an unknown e-mail and a regular account with the same data.error, changing nothing', async () => {
    const regular = await createVerifiedAccount(['girl'], 'regular');
    const db = await getDb();
    const before = await db.select({ password: account.password }).from(account).where(eq(account.userId, regular.userId));
    for (const email of ['nobody@example.test', regular.email]) {
      const response = await patch(await form(email));
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ data: { error: MIGRATE_NOT_POSSIBLE_MESSAGE } });
    }
    expect(await db.select({ password: account.password }).from(account).where(eq(account.userId, regular.userId))).toEqual(before);
    await signIn(regular.username);
  });

  it('refuses a bad or missing captcha and invalid fields', async () => {
    const legacy = await legacyUser();
    const forged = await patch(await form(legacy.email, { recaptcha: Buffer.from('{"x":1}').toString('base64') }));
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { data: { error: string } }).data.error).toMatch(/captcha/i);

    const missing = await patch(await form(legacy.email, { recaptcha: '' }));
    expect(await missing.json()).toMatchObject({ data: { error: 'Captcha is required' } });

    const weak = await patch(await form(legacy.email, { password: 'weak', passwordConfirmation: 'weak' }));
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({ data: { error: 'Must contain 9 characters, one uppercase, one lowercase, and one mumber' } });

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
