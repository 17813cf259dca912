import { createEmailVerificationToken } from 'better-auth/api';
import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as bookGirl } from '@/app/book_girl/route';
import { listComments } from '@/features/comments/queries';
import { getActorFromHeaders } from '@/server/auth/actor';
import { createAccount } from '@/server/auth/accounts';
import { getSessionInfo } from '@/server/auth/session-info';
import { handleAuthRequest } from '@/server/auth/handler';
import { getDb } from '@/server/db';
import { moveGuyAvatarsOutOfUserIdFolders } from '@/server/db/data-migrations/guy-avatar-keys';
import { reencryptTwoFactorSecrets } from '@/server/db/data-migrations/two-factor-secrets';
import { comments, girls, guys, twoFactor, user } from '@/server/db/schema';
import { env } from '@/server/env';
import { contentAddressedKey, getStorage } from '@/server/storage';
import { authPost, freshIp, sessionTokenOf, TEST_PASSWORD } from '../helpers/auth';
import { createGirl } from '../helpers/girls';
import { mailsTo, verificationLinkIn } from '../helpers/mail';
import { createGuy, createModerator, request, type Person } from '../helpers/people';

// Nobody signs their own e-mail-verification token, moves an account to
// another address, or renames themselves or takes another's picture through Better Auth's own
// endpoints; and the site names people from our rows.

const OLD_REPOSITORY_SECRET = 'matside-development-secret-change-me-in-production';

async function unverifiedAccount(prefix: string) {
  const username = `${prefix}_${Math.floor(Math.random() * 1e6)}`.slice(0, 15);
  const email = `${username}@example.test`;
  const result = await createAccount({ email, username, password: TEST_PASSWORD, name: 'Victim', roles: ['guy'] });
  if (result.outcome !== 'created') throw new Error('not created');
  return { userId: result.userId, username, email };
}

function verifyEmail(token: string, cookie?: string) {
  const headers: Record<string, string> = { 'x-matside-client-ip': freshIp() };
  if (cookie) headers.Cookie = cookie;
  return handleAuthRequest(
    new Request(`http://localhost:3000/api/auth/verify-email?token=${encodeURIComponent(token)}`, { headers }),
  );
}

async function accountRow(userId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ email: user.email, emailVerified: user.emailVerified, username: user.username })
    .from(user)
    .where(eq(user.id, userId));
  return row!;
}

describe('e-mail verification tokens', () => {
  it('a token signed with the old repository default verifies nobody and signs nobody in', async () => {
    expect(env.AUTH_SECRET).not.toBe(OLD_REPOSITORY_SECRET);
    const victim = await unverifiedAccount('forged');
    const forged = await createEmailVerificationToken(OLD_REPOSITORY_SECRET, victim.email, undefined, 3600, {
      userId: victim.userId,
    });
    const answer = await verifyEmail(forged);
    expect(answer.status).toBe(401);
    expect(await answer.text()).toContain('INVALID_TOKEN');
    expect(sessionTokenOf(answer.headers.getSetCookie().join('; '))).toBeUndefined();
    expect((await accountRow(victim.userId)).emailVerified).toBe(false);

    const move = await createEmailVerificationToken(
      OLD_REPOSITORY_SECRET,
      victim.email,
      'attacker@example.test',
      3600,
      {
        userId: victim.userId,
      },
    );
    expect((await verifyEmail(move)).status).toBe(401);
    expect((await accountRow(victim.userId)).email).toBe(victim.email);
  });

  it('the real verification mail still verifies its own address', async () => {
    const fresh = await unverifiedAccount('genuine');
    const [mail] = await mailsTo(fresh.email);
    const link = new URL(verificationLinkIn(mail!));
    const answer = await verifyEmail(link.searchParams.get('token')!);
    expect(answer.status).toBe(200);
    expect((await accountRow(fresh.userId)).emailVerified).toBe(true);
  });

  it('an e-mail change the new address did not confirm is refused, even when signed with our own secret', async () => {
    const victim = await unverifiedAccount('moved');
    // Better Auth's "legacy" change: updateTo without a request type moved the account at once.
    const legacy = await createEmailVerificationToken(env.AUTH_SECRET, victim.email, 'taker@example.test', 3600, {
      userId: victim.userId,
    });
    const refused = await verifyEmail(legacy);
    expect(refused.status).toBe(401);
    expect(await refused.text()).toContain('INVALID_TOKEN');
    expect(sessionTokenOf(refused.headers.getSetCookie().join('; '))).toBeUndefined();
    expect((await accountRow(victim.userId)).email).toBe(victim.email);
  });

  it('Better Auth\u2019s two-step change works only through the link mailed to the new address', async () => {
    const owner = await unverifiedAccount('changer');
    const newAddress = `new_${owner.username}@example.test`;
    const confirmation = await createEmailVerificationToken(env.AUTH_SECRET, owner.email, newAddress, 3600, {
      requestType: 'change-email-confirmation',
      userId: owner.userId,
    });
    expect((await verifyEmail(confirmation)).status).toBe(200);
    // Nothing changed yet: the new address got a link to confirm it.
    expect((await accountRow(owner.userId)).email).toBe(owner.email);
    const [mail] = await mailsTo(newAddress);
    const link = new URL(verificationLinkIn(mail!));
    expect((await verifyEmail(link.searchParams.get('token')!)).status).toBe(200);
    expect((await accountRow(owner.userId)).email).toBe(newAddress);
  });
});

describe('Better Auth endpoints a browser may not reach', () => {
  let guy: Person;
  let moderator: Person;
  beforeAll(async () => {
    guy = await createGuy();
    moderator = await createModerator();
  });

  it('/update-user refuses displayUsername, name, image and username, exactly like a missing path', async () => {
    const missing = await authPost('/no-such-endpoint', {}, { cookie: guy.cookie });
    const missingText = `${missing.status} ${await missing.text()}`;
    expect(missing.status).toBe(404);
    const bodies = [
      { displayUsername: 'demo_mod' },
      { name: 'demo_mod' },
      { image: '/media/photos/girls/1/someone-else.webp' },
      { username: 'demo_mod' },
    ];
    for (const body of bodies) {
      const answer = await authPost('/update-user', body, { cookie: guy.cookie });
      expect(`${answer.status} ${await answer.text()}`).toBe(missingText);
      const trailing = await authPost('/update-user/', body, { cookie: guy.cookie });
      expect(trailing.status).toBe(404);
    }
    const db = await getDb();
    const [row] = await db
      .select({ name: user.name, image: user.image, username: user.username, displayUsername: user.displayUsername })
      .from(user)
      .where(eq(user.id, guy.userId));
    expect(row).toEqual({
      name: `Test ${guy.username}`,
      image: null,
      username: guy.username,
      displayUsername: guy.username,
    });
  });

  it('the admin plugin\u2019s endpoints, e-mail change, deletion and public sign-up are closed too', async () => {
    for (const [path, body] of [
      ['/admin/update-user', { userId: guy.userId, data: { displayUsername: 'demo_girl' } }],
      ['/admin/ban-user', { userId: guy.userId }],
      ['/admin/list-users', {}],
      ['/change-email', { newEmail: 'taker@example.test' }],
      ['/delete-user', {}],
      ['/sign-up/email', { email: 'x@example.test', password: TEST_PASSWORD, name: 'x' }],
      ['/request-password-reset', { email: guy.email }],
    ] as const) {
      expect((await authPost(path, body, { cookie: moderator.cookie })).status, path).toBe(404);
    }
    const db = await getDb();
    const [row] = await db
      .select({ displayUsername: user.displayUsername, banned: user.banned })
      .from(user)
      .where(eq(user.id, guy.userId));
    expect(row).toEqual({ displayUsername: guy.username, banned: false });
  });

  it('a hidden, banned or deleted account\u2019s username gets the same answer as a free one (no USERNAME_IS_ALREADY_TAKEN)', async () => {
    const hidden = await createGirl({ visible: false, prefix: 'hidname' });
    const pending = await createGirl({ state: 'pending', prefix: 'pendname' });
    const banned = await createGuy();
    const deleted = await createGuy();
    const db = await getDb();
    await db.update(user).set({ banned: true }).where(eq(user.id, banned.userId));
    await db.update(guys).set({ softDeleted: true }).where(eq(guys.userId, deleted.userId));
    const answers = new Set<string>();
    for (const username of [hidden.username, pending.username, banned.username, deleted.username, 'free_name_q7']) {
      const answer = await authPost('/update-user', { username }, { cookie: guy.cookie });
      answers.add(`${answer.status} ${await answer.text()}`);
    }
    expect([...answers]).toHaveLength(1);
    expect([...answers][0]).toMatch(/^404 /);
    expect([...answers][0]).not.toContain('TAKEN');
  });
});

describe('people are named from our rows', () => {
  it('a tampered displayUsername, name and image never show: booking e-mail, comment, header', async () => {
    const girl = await createGirl();
    const guy = await createGuy();
    const db = await getDb();
    // What /update-user used to let anyone write into Better Auth's columns.
    const [other] = await db
      .select({ picture: girls.profilePicSecureUrl })
      .from(girls)
      .where(eq(girls.id, girl.girlId!));
    await db
      .update(user)
      .set({ displayUsername: 'demo_guy', name: 'demo_guy', image: '/media/photos/girls/1/stolen.webp' })
      .where(eq(user.id, guy.userId));

    const booking = await bookGirl(
      request('/book_girl', {
        method: 'POST',
        cookie: guy.cookie,
        contentType: 'application/json',
        body: {
          girl_id: girl.girlId,
          date_time_available: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          session_location: 'My hotel',
          session_length: '1 hour',
          desired_session_type: 'Submission wrestling',
          things_to_not_include: '',
          requested_attire: 'Singlet',
          details_questions: '',
          details_notes: '',
        },
      }),
      undefined,
    );
    expect(booking.status).toBe(201);
    const mails = await mailsTo(girl.email);
    const bookingMail = mails.find((m) => m.includes('New booking request'))!;
    expect(bookingMail).toContain(`Subject: New booking request from ${guy.username}`);
    expect(bookingMail).not.toContain('demo_guy');

    await db.insert(comments).values({ thread: 'home', authorUserId: guy.userId, comment: 'Named from our rows' });
    const shown = (await listComments('home', null)).find((c) => c.comment === 'Named from our rows');
    expect(shown?.author).toEqual({ username: guy.username, avatarUrl: null });
    expect(other?.picture).not.toBe('/media/photos/girls/1/stolen.webp');

    const actor = await getActorFromHeaders(new Headers({ cookie: guy.cookie }));
    if (actor.kind === 'visitor') throw new Error('signed out');
    expect(actor.username).toBe(guy.username);
    expect(actor.image).toBeNull();
    expect((await getSessionInfo(actor)).avatar).toBeNull();
  });
});

describe('public avatar URLs name no account', () => {
  it('an avatar kept under the old avatars/guys/<user id>/ folder moves to a random one; the old URL stops working', async () => {
    const guy = await createGuy();
    const storage = getStorage();
    const bytes = new TextEncoder().encode(`avatar of ${guy.userId}`);
    const oldKey = contentAddressedKey(`avatars/guys/${guy.userId}`, bytes, 'webp');
    await storage.put(oldKey, bytes, 'image/webp');
    const db = await getDb();
    await db
      .update(guys)
      .set({ cloudinaryPublicId: oldKey, cloudinarySecureUrl: storage.url(oldKey), cloudinaryUrl: storage.url(oldKey) })
      .where(eq(guys.userId, guy.userId));
    await db
      .update(user)
      .set({ image: storage.url(oldKey) })
      .where(eq(user.id, guy.userId));

    expect(await moveGuyAvatarsOutOfUserIdFolders(db)).toBe(1);
    const [row] = await db
      .select({ key: guys.cloudinaryPublicId, url: guys.cloudinarySecureUrl, image: user.image })
      .from(guys)
      .innerJoin(user, eq(user.id, guys.userId))
      .where(eq(guys.userId, guy.userId));
    expect(row!.key).toMatch(/^avatars\/guys\/[0-9a-f]{32}\/[0-9a-f]{64}\.webp$/);
    expect(row!.url).not.toContain(guy.userId);
    expect(row!.image).toBe(row!.url);
    expect((await storage.get(row!.key!))?.bytes).toEqual(bytes);
    expect(await storage.get(oldKey)).toBeNull();
    // Idempotent.
    expect(await moveGuyAvatarsOutOfUserIdFolders(db)).toBe(0);
  });
});

describe('two-factor secrets made under the published secret', () => {
  it('are re-encrypted with the current secret, so those accounts can still pass 2FA', async () => {
    const girl = await createGirl({ prefix: 'twofa' });
    const totp = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const db = await getDb();
    await db.insert(twoFactor).values({
      id: `tf_${girl.userId}`,
      userId: girl.userId,
      secret: await symmetricEncrypt({ key: OLD_REPOSITORY_SECRET, data: totp }),
      backupCodes: '[]',
    });
    expect(await reencryptTwoFactorSecrets(db)).toBe(1);
    const [row] = await db
      .select({ secret: twoFactor.secret })
      .from(twoFactor)
      .where(eq(twoFactor.userId, girl.userId));
    expect(await symmetricDecrypt({ key: env.AUTH_SECRET, data: row!.secret })).toBe(totp);
    await expect(symmetricDecrypt({ key: OLD_REPOSITORY_SECRET, data: row!.secret })).rejects.toThrow();
    expect(await reencryptTwoFactorSecrets(db)).toBe(0);
  });
});
