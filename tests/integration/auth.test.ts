import { eq, like, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { GET as getSession } from '@/app/session/route';
import { POST as logout } from '@/app/logout/route';
import { getActorFromHeaders } from '@/server/auth/actor';
import { getAuth } from '@/server/auth/auth';
import {
  GLOBAL_BACKOFF_FAILURES,
  INVALID_CREDENTIALS_MESSAGE,
  LOCK_DURATION_MS,
  MAX_FAILED_SIGN_INS,
  SIGN_IN_RATE_LIMIT,
} from '@/server/auth/constants';
import { getDb } from '@/server/db';
import { NUL_IN_BODY } from '@/server/http/json-api';
import { rateLimitWindows, session, user } from '@/server/db/schema';
import { authPost, createVerifiedAccount, freshIp, sessionTokenOf, signIn, TEST_PASSWORD } from '../helpers/auth';
import { statementsSoFar } from '../helpers/server-page';

async function messageOf(response: Response): Promise<string> {
  return ((await response.json()) as { message: string }).message;
}

async function userRow(userId: string) {
  const db = await getDb();
  const [row] = await db.select().from(user).where(eq(user.id, userId));
  return row;
}

describe('sign-in', () => {
  it('signs a verified user in by username and by e-mail, and keeps the sign-in bookkeeping', async () => {
    const account = await createVerifiedAccount(['guy'], 'signin');
    const first = await signIn(account.username, TEST_PASSWORD, '203.0.113.7');
    const second = await signIn(account.email);
    // A new session token at every sign-in (no fixation).
    expect(sessionTokenOf(first)).not.toBe(sessionTokenOf(second));
    const row = await userRow(account.userId);
    expect(row.signInCount).toBe(2);
    expect(row.lastSignInIp).toBe('203.0.113.7');
    expect(row.currentSignInAt).toBeInstanceOf(Date);
    const actor = await getActorFromHeaders(new Headers({ cookie: second }));
    expect(actor).toMatchObject({ kind: 'guy', userId: account.userId, username: account.username, roles: ['guy'] });
  });

  it('refuses a user whose e-mail is not verified', async () => {
    const account = await createVerifiedAccount(['guy'], 'unverif');
    const db = await getDb();
    await db.update(user).set({ emailVerified: false }).where(eq(user.id, account.userId));
    const response = await authPost('/sign-in/username', { username: account.username, password: TEST_PASSWORD });
    expect(response.status).toBe(403);
  });

  it('answers a wrong password and an unknown user with the same message', async () => {
    const account = await createVerifiedAccount(['guy'], 'enum');
    const wrong = await authPost('/sign-in/username', { username: account.username, password: 'Wrong1234x' });
    const unknown = await authPost('/sign-in/username', { username: 'nobody_here', password: 'Wrong1234x' });
    const wrongEmail = await authPost('/sign-in/email', { email: account.email, password: 'Wrong1234x' });
    const unknownEmail = await authPost('/sign-in/email', { email: 'nobody@example.test', password: 'Wrong1234x' });
    for (const response of [wrong, unknown, wrongEmail, unknownEmail]) {
      expect(response.status).toBe(401);
      expect(await messageOf(response)).toBe(INVALID_CREDENTIALS_MESSAGE);
    }
  });

  it('answers a NUL in a sign-in field with a 400, never a 500 from the database', async () => {
    // Found by fuzz-api.test.ts (seed 1795569415193): PostgreSQL text cannot hold U+0000.
    const bodies = [
      ['/sign-in/username', { username: '\u0000', password: 'Wrong1234x' }],
      ['/sign-in/username', { username: 'ab\u0000cd', password: 'Wrong1234x' }],
      ['/sign-in/email', { email: 'a\u0000@example.test', password: 'Wrong1234x' }],
      ['/sign-in/username', { username: 'someone', password: 'Wrong1234x', ['x\u0000']: 1 }],
    ] as const;
    for (const [path, body] of bodies) {
      const response = await authPost(path, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.text()).toContain(NUL_IN_BODY);
    }
  });

  it(`locks out an address after ${MAX_FAILED_SIGN_INS} wrong passwords from it, not the owner elsewhere, and lifts after the delay`, async () => {
    const account = await createVerifiedAccount(['girl'], 'lock');
    const attacker = freshIp();
    const wrong = () =>
      authPost('/sign-in/username', { username: account.username, password: 'Wrong1234x' }, { ip: attacker });
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i += 1) expect((await wrong()).status).toBe(401);
    // From that address even the right password is refused, with the wrong-password answer.
    const locked = await authPost(
      '/sign-in/username',
      { username: account.username, password: TEST_PASSWORD },
      { ip: attacker },
    );
    expect(locked.status).toBe(401);
    expect(await messageOf(locked)).toBe(INVALID_CREDENTIALS_MESSAGE);
    // The owner, from her own address, is not locked out.
    await signIn(account.username, TEST_PASSWORD, freshIp());

    // The window runs out: that address may try again.
    const db = await getDb();
    await db
      .update(rateLimitWindows)
      .set({ windowStart: sql`${rateLimitWindows.windowStart} - ${LOCK_DURATION_MS + 1000}` })
      .where(like(rateLimitWindows.key, `sign-in-failures:user:${account.userId}%`));
    await signIn(account.username, TEST_PASSWORD, attacker);
  });

  it('answers a locked-out account exactly like an unknown one', async () => {
    const account = await createVerifiedAccount(['guy'], 'lockenum');
    const answers: string[] = [];
    for (const username of [account.username, 'nobody_here_x']) {
      const ip = freshIp();
      for (let i = 0; i < MAX_FAILED_SIGN_INS; i += 1)
        await authPost('/sign-in/username', { username, password: 'Wrong1234x' }, { ip });
      const response = await authPost('/sign-in/username', { username, password: 'Wrong1234x' }, { ip });
      answers.push(`${response.status} ${await response.text()}`);
    }
    expect(answers[0]).toBe(answers[1]);
    expect(answers[0]).toMatch(/^401 /);
  });

  it('backs off account-wide against guesses from many addresses, but an address that never failed still signs in', async () => {
    const account = await createVerifiedAccount(['girl'], 'spread');
    const addresses = Array.from({ length: GLOBAL_BACKOFF_FAILURES }, () => freshIp());
    for (const ip of addresses) {
      expect(
        (await authPost('/sign-in/username', { username: account.username, password: 'Wrong1234x' }, { ip })).status,
      ).toBe(401);
    }
    // An address with one failure is now locked out, right password or not.
    const retry = await authPost(
      '/sign-in/username',
      { username: account.username, password: TEST_PASSWORD },
      { ip: addresses[0] },
    );
    expect(retry.status).toBe(401);
    expect((await userRow(account.userId)).lockedAt).toBeInstanceOf(Date);
    // The owner's clean address still gets in.
    await signIn(account.username, TEST_PASSWORD, freshIp());
  });

  it('resets the failure count after a successful sign-in', async () => {
    const account = await createVerifiedAccount(['guy'], 'reset');
    await authPost('/sign-in/username', { username: account.username, password: 'Wrong1234x' });
    expect((await userRow(account.userId)).failedAttempts).toBe(1);
    await signIn(account.username);
    expect((await userRow(account.userId)).failedAttempts).toBe(0);
  });

  it('answers 429 once an address exceeds the sign-in rate limit', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_RATE_LIMIT.max + 1; i += 1) {
      statuses.push(
        (await authPost('/sign-in/email', { email: `rate${i}@example.test`, password: 'Wrong1234x' }, { ip })).status,
      );
    }
    expect(statuses.slice(0, SIGN_IN_RATE_LIMIT.max).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not affected. (That a client cannot pick its address by sending our header
    // itself is the server's job: server/client-address.test.mjs and spoofed-addresses.test.ts.)
    expect((await authPost('/sign-in/email', { email: 'rate@example.test', password: 'Wrong1234x' })).status).toBe(401);
  });

  it('refuses a banned user until banExpires, then lets her in', async () => {
    const account = await createVerifiedAccount(['girl'], 'banned');
    const db = await getDb();
    await db
      .update(user)
      .set({ banned: true, banReason: 'test', banExpires: new Date(Date.now() + 60_000) })
      .where(eq(user.id, account.userId));
    const refused = await authPost('/sign-in/username', { username: account.username, password: TEST_PASSWORD });
    expect(refused.status).toBe(403);
    expect(await messageOf(refused)).toContain('Your account has been suspended.');

    await db
      .update(user)
      .set({ banExpires: new Date(Date.now() - 1000) })
      .where(eq(user.id, account.userId));
    await signIn(account.username);
    expect((await userRow(account.userId)).banned).toBe(false);
  });

  it('treats a session that outlived a ban as a visitor, and the account again once the ban ends', async () => {
    const account = await createVerifiedAccount(['guy'], 'leftover');
    const cookie = await signIn(account.username);
    const headers = new Headers({ cookie });
    expect((await getActorFromHeaders(headers)).kind).toBe('guy');

    // A ban written straight to the row, as a moderator tool or a script might, revokes nothing.
    const db = await getDb();
    await db
      .update(user)
      .set({ banned: true, banReason: 'test', banExpires: new Date(Date.now() + 60_000) })
      .where(eq(user.id, account.userId));
    expect(await getActorFromHeaders(headers)).toEqual({ kind: 'visitor' });

    await db
      .update(user)
      .set({ banExpires: new Date(Date.now() - 1000) })
      .where(eq(user.id, account.userId));
    expect((await getActorFromHeaders(headers)).kind).toBe('guy');
  });
});

describe('sign-out', () => {
  it('invalidates the session server-side: the old cookie is a visitor afterwards', async () => {
    const account = await createVerifiedAccount(['guy'], 'logout');
    const cookie = await signIn(account.username);
    expect((await getActorFromHeaders(new Headers({ cookie }))).kind).toBe('guy');

    const response = await logout(new Request('http://localhost:3000/logout', { method: 'POST', headers: { cookie } }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.getSetCookie().join('\n')).toMatch(/matside\.session_token=;/);

    expect(await getActorFromHeaders(new Headers({ cookie }))).toEqual({ kind: 'visitor' });
    const session = await getSession(new Request('http://localhost:3000/session', { headers: { cookie } }), undefined);
    expect(session.status).toBe(401);
  });

  it('a moderator ban revokes the sessions at once (admin plugin with our roles)', async () => {
    const target = await createVerifiedAccount(['guy'], 'revoke');
    const moderator = await createVerifiedAccount(['moderator'], 'mod');
    const cookie = await signIn(target.username);
    const moderatorCookie = await signIn(moderator.username);
    const auth = await getAuth();
    await auth.api.banUser({
      body: { userId: target.userId, banReason: 'test', banExpiresIn: 3600 },
      headers: new Headers({ cookie: moderatorCookie }),
    });
    expect((await getActorFromHeaders(new Headers({ cookie }))).kind).toBe('visitor');
    expect((await userRow(target.userId)).banExpires).toBeInstanceOf(Date);
  });

  it('the session cookie cache saves the session lookup, never a revocation: one statement per actor', async () => {
    const account = await createVerifiedAccount(['guy'], 'cached');
    const cookie = await signIn(account.username);
    // Sign-in sets Better Auth's signed session_data cookie beside the token (decision 049).
    expect(cookie).toMatch(/matside\.session_data=/);
    const headers = new Headers({ cookie });
    const before = await statementsSoFar();
    expect((await getActorFromHeaders(headers)).kind).toBe('guy');
    expect(await statementsSoFar()).toBe(before + 1);

    // "Sign out everywhere" (a password change does the same) deletes the session rows; the
    // cookie cache still vouches for the session, the actor's query does not.
    const auth = await getAuth();
    await auth.api.revokeSessions({ headers });
    expect(await getActorFromHeaders(headers)).toEqual({ kind: 'visitor' });

    // An expired session row, and a deleted account, are visitors at once too.
    const again = new Headers({ cookie: await signIn(account.username) });
    expect((await getActorFromHeaders(again)).kind).toBe('guy');
    const db = await getDb();
    await db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, account.userId));
    expect(await getActorFromHeaders(again)).toEqual({ kind: 'visitor' });
    const third = new Headers({ cookie: await signIn(account.username) });
    await db.delete(user).where(eq(user.id, account.userId));
    expect(await getActorFromHeaders(third)).toEqual({ kind: 'visitor' });
  });

  it('builds its statement once and answers on every pooled connection at once (a named statement on PostgreSQL)', async () => {
    const accounts = await Promise.all(['pool_a', 'pool_b'].map((name) => createVerifiedAccount(['guy'], name)));
    const headers = await Promise.all(accounts.map(async (a) => new Headers({ cookie: await signIn(a.username) })));
    await getActorFromHeaders(headers[0]!);
    const select = vi.spyOn(await getDb(), 'select');
    try {
      const actors = await Promise.all(Array.from({ length: 12 }, (_, i) => getActorFromHeaders(headers[i % 2]!)));
      expect(actors.map((actor) => (actor.kind === 'visitor' ? null : actor.userId))).toEqual(
        Array.from({ length: 12 }, (_, i) => accounts[i % 2]!.userId),
      );
      expect(select).not.toHaveBeenCalled();
    } finally {
      select.mockRestore();
    }
  });

  it("one statement per actor whatever the session's age: the cookie cache (an hour) gone, still one", async () => {
    const account = await createVerifiedAccount(['guy'], 'aged');
    const cookie = await signIn(account.username);
    const tokenOnly = new Headers({ cookie: `matside.session_token=${sessionTokenOf(cookie)}` });
    const before = await statementsSoFar();
    expect((await getActorFromHeaders(tokenOnly)).kind).toBe('guy');
    expect(await statementsSoFar()).toBe(before + 1);

    // A token without its signature, or signed with another secret, reads nothing.
    const token = decodeURIComponent(sessionTokenOf(cookie)!).split('.')[0];
    const forged = `${token}.${'A'.repeat(43)}=`;
    const unchecked = await statementsSoFar();
    for (const value of [token, encodeURIComponent(forged)]) {
      expect(await getActorFromHeaders(new Headers({ cookie: `matside.session_token=${value}` }))).toEqual({
        kind: 'visitor',
      });
    }
    expect(await statementsSoFar()).toBe(unchecked);
  });

  it('a guy cannot use the admin endpoints', async () => {
    const guy = await createVerifiedAccount(['guy'], 'notmod');
    const other = await createVerifiedAccount(['guy'], 'victim');
    const response = await authPost(
      '/admin/ban-user',
      { userId: other.userId },
      { cookie: await signIn(guy.username) },
    );
    // Closed to every browser (OPEN_AUTH_PATHS, decision 025): moderators ban through our own services.
    expect(response.status).toBe(404);
    expect((await userRow(other.userId)).banned).toBe(false);
  });
});

describe('/api/auth handler', () => {
  it('refuses an oversized body with 413 before Better Auth parses it', async () => {
    const response = await authPost('/sign-in/email', { email: 'x@example.test', password: 'x'.repeat(20_000) });
    expect(response.status).toBe(413);
  });
});

describe('username oracles', () => {
  it('has no "is this username available" endpoint: taken, hidden and free names answer alike', async () => {
    const hidden = await createVerifiedAccount(['girl'], 'hiddenname');
    const answers = new Set<string>();
    for (const username of [hidden.username, 'free_name_zz']) {
      const response = await authPost('/is-username-available', { username });
      answers.add(`${response.status} ${await response.text()}`);
    }
    expect([...answers]).toHaveLength(1);
    expect([...answers][0]).toMatch(/^404 /);
  });
});
