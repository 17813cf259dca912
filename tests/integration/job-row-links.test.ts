import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as banGuy } from '@/app/api/v1/admin/guys/[id]/ban/route';
import { PATCH as requestMigration } from '@/app/migrate_profile/route';
import { appealLinkView } from '@/features/appeals/link-service';
import { completeLegacyMigration } from '@/features/legacy-migration/service';
import { createAccount } from '@/server/auth/accounts';
import { handleAuthRequest } from '@/server/auth/handler';
import { getDb } from '@/server/db';
import { user } from '@/server/db/schema';
import { MAIL_LINK_PLACEHOLDER } from '@/server/jobs/mail-links';
import { freshIp, TEST_PASSWORD } from '../helpers/auth';
import { solvedCaptcha } from '../helpers/captcha';
import { linkIn, mailsTo, mailText, verificationLinkIn } from '../helpers/mail';
import { createGuy, createModerator, request, type Person } from '../helpers/people';

// Queued e-mails are pg-boss job rows, kept for days after they are sent: a row holds a reference
// (whose link, for what), never a working link (verification, legacy migration, appeal). The
// send-email handler makes the link when it sends, and the link in the mail works.

/** The data of the send-email jobs for `to` not sent yet (integration tests have no worker). */
async function queuedFor(to: string): Promise<string[]> {
  const db = await getDb();
  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    const rows = await db.execute<{ data: unknown }>(
      sql`SELECT data FROM pgboss.job WHERE name = 'send-email' AND data->>'to' = ${to} AND state = 'created'`,
    );
    if (rows.rows.length > 0) return rows.rows.map((row) => JSON.stringify(row.data));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail queued for ${to}`);
}

function expectReferenceOnly(rows: string[]) {
  for (const row of rows) {
    expect(row).not.toMatch(/https?:\/\//);
    expect(row).not.toMatch(/token=|\/appeal\//);
    expect(row).toContain(MAIL_LINK_PLACEHOLDER);
  }
}

let moderator: Person;
beforeAll(async () => {
  moderator = await createModerator();
});

describe('links in queued e-mails', () => {
  it('sign-up: the job holds the token’s claims; the mailed link verifies the address', async () => {
    const username = `jobrow_${Math.floor(Math.random() * 1e6)}`;
    const email = `${username}@example.test`;
    const created = await createAccount({ email, username, password: TEST_PASSWORD, name: 'Job Row', roles: ['guy'] });
    expect(created.outcome).toBe('created');
    expectReferenceOnly(await queuedFor(email));
    const link = new URL(verificationLinkIn((await mailsTo(email)).at(-1)!));
    const answer = await handleAuthRequest(
      new Request(`http://localhost:3000/api/auth/verify-email?token=${link.searchParams.get('token')}`, {
        headers: { 'x-matside-client-ip': freshIp() },
      }),
    );
    expect(answer.status).toBeLessThan(400);
    const db = await getDb();
    const [row] = await db.select({ verified: user.emailVerified }).from(user).where(eq(user.email, email));
    expect(row?.verified).toBe(true);
  });

  it('legacy migration: the job holds the account id; the mailed link sets the password once', async () => {
    const id = `legacy-jobrow-${process.pid}`;
    const username = `legacy_jr_${process.pid}`.slice(0, 15);
    const email = `${username}@old-site.example`;
    const db = await getDb();
    await db
      .insert(user)
      .values({ id, name: 'Old Timer', email, username, displayUsername: username, role: 'guy', legacy: true });
    const answer = await requestMigration(
      new Request('http://localhost:3000/migrate_profile', {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', 'x-matside-client-ip': freshIp() },
        body: JSON.stringify({ email, recaptcha: await solvedCaptcha() }),
      }),
      undefined,
    );
    expect(answer.status).toBe(200);
    expectReferenceOnly(await queuedFor(email));
    const token = new URL(linkIn((await mailsTo(email)).at(-1)!, '/migrate-profile/set-password')).searchParams.get(
      'token',
    )!;
    const values = { token, password: 'Legacy2026Pass', passwordConfirmation: 'Legacy2026Pass' };
    expect(await completeLegacyMigration(values)).toEqual({ ok: true, userId: id });
    expect(await completeLegacyMigration(values)).toEqual({ ok: false, reason: 'link-invalid' });
  });

  it('a ban: the job holds the notice; the mailed appeal link opens it', async () => {
    const banned = await createGuy();
    const ban = await banGuy(
      request(`/b/${banned.guyId}`, {
        method: 'POST',
        cookie: moderator.cookie,
        body: { unbanAt: null, reasonCode: 'harassment' },
        contentType: 'application/json',
      }),
      { params: Promise.resolve({ id: String(banned.guyId) }) },
    );
    expect(ban.status).toBe(204);
    expectReferenceOnly(await queuedFor(banned.email));
    const text = (await mailsTo(banned.email)).map(mailText).find((mail) => mail.includes('/appeal/'))!;
    const token = /\/appeal\/(\S+)/.exec(text)![1]!;
    expect(await appealLinkView(token)).toMatchObject({ canOpen: true, subject: 'Your account' });
  });
});
