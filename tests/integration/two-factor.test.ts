import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getActorFromHeaders } from '@/server/auth/actor';
import { getDb } from '@/server/db';
import { user } from '@/server/db/schema';
import { authPost, cookieFrom, createVerifiedAccount, sessionTokenOf, signIn, TEST_PASSWORD } from '../helpers/auth';
import { totpCode } from '../helpers/totp';

describe('TOTP two-factor sign-in', () => {
  it('enable → verify → sign-in asks for the code, a wrong code is refused, the right one signs in', async () => {
    const girl = await createVerifiedAccount(['girl'], 'totp');
    const cookie = await signIn(girl.username);

    const enabled = await authPost('/two-factor/enable', { password: TEST_PASSWORD }, { cookie });
    expect(enabled.status).toBe(200);
    const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Matside:/);
    expect(new URL(totpURI).searchParams.get('issuer')).toBe('Matside');
    expect(backupCodes.length).toBeGreaterThan(0);

    const verified = await authPost('/two-factor/verify-totp', { code: totpCode(totpURI) }, { cookie });
    expect(verified.status, await verified.clone().text()).toBe(200);
    const db = await getDb();
    expect((await db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, girl.userId)))[0].on).toBe(
      true,
    );

    // Password step: no session yet, only the short-lived two-factor cookie.
    const first = await authPost('/sign-in/username', { username: girl.username, password: TEST_PASSWORD });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookieFrom(first);
    expect(sessionTokenOf(pending)).toBeUndefined();
    expect((await getActorFromHeaders(new Headers({ cookie: pending }))).kind).toBe('visitor');

    const wrongCode = String((Number(totpCode(totpURI)) + 1) % 1_000_000).padStart(6, '0');
    expect((await authPost('/two-factor/verify-totp', { code: wrongCode }, { cookie: pending })).status).toBe(401);

    const before = (await db.select({ n: user.signInCount }).from(user).where(eq(user.id, girl.userId)))[0].n;
    const second = await authPost('/two-factor/verify-totp', { code: totpCode(totpURI) }, { cookie: pending });
    expect(second.status).toBe(200);
    const session = cookieFrom(second);
    expect(sessionTokenOf(session)).toBeTruthy();
    expect(await getActorFromHeaders(new Headers({ cookie: session }))).toMatchObject({
      kind: 'girl',
      userId: girl.userId,
    });
    // Counted once, at the second factor, not at the password step.
    expect((await db.select({ n: user.signInCount }).from(user).where(eq(user.id, girl.userId)))[0].n).toBe(before + 1);
  });
});
