import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, like } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import { verifyCaptcha as defaultVerifyCaptcha, type CaptchaResult } from '@/server/captcha';
import { getDb } from '@/server/db';
import { account, user, verification } from '@/server/db/schema';
import { absoluteUrl } from '@/server/absolute-url';
import { logger } from '@/server/logger';
import { describeError } from '@/server/http/safe-log';
import { queueMail } from '@/server/jobs';
import { MAIL_LINK_PLACEHOLDER } from '@/server/jobs/mail-links';
import type { MigratePasswordValues, MigrateRequestValues } from './schema';

// Spec "Migrate legacy profile", made safe: anyone may ask (one answer for every address); only the
// link's holder chooses the password, which proves the address. The link works once, for an hour.

export const MIGRATE_CAPTCHA_MESSAGE = 'Captcha verification failed. Please solve the captcha again.';
export const MIGRATION_LINK_TTL_MS = 60 * 60_000;
const IDENTIFIER_PREFIX = 'legacy-migration:';

export interface MigrateDependencies {
  verifyCaptcha?: (payload: string) => Promise<CaptchaResult>;
}

export type MigrateRequestResult = { ok: true } | { ok: false; error: string };
export type MigrateCompleteResult = { ok: true; userId: string } | { ok: false; reason: 'link-invalid' };

/** Only a hash is stored: a database read hands out no working links. */
function identifierOf(token: string): string {
  return IDENTIFIER_PREFIX + createHash('sha256').update(token).digest('base64url');
}

async function findUnclaimedLegacyUser(
  by: { email: string } | { id: string },
): Promise<{ id: string; name: string; email: string } | null> {
  const db = await getDb();
  const [found] = await db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(and('email' in by ? eq(user.email, by.email) : eq(user.id, by.id), eq(user.legacy, true)))
    .limit(1);
  if (!found) return null;
  const [credential] = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, found.id), eq(account.providerId, 'credential'), isNotNull(account.password)))
    .limit(1);
  return credential ? null : found;
}

/** Made when the job sends the mail: the job row holds only the account id. Null once claimed. */
export async function createMigrationLink(userId: string): Promise<string | null> {
  const found = await findUnclaimedLegacyUser({ id: userId });
  if (!found) return null;
  const token = randomBytes(32).toString('base64url');
  const db = await getDb();
  await db.insert(verification).values({
    id: crypto.randomUUID(),
    identifier: identifierOf(token),
    value: found.id,
    expiresAt: new Date(Date.now() + MIGRATION_LINK_TTL_MS),
  });
  const url = new URL(absoluteUrl('/migrate-profile/set-password'));
  url.searchParams.set('token', token);
  return url.toString();
}

async function sendMigrationLink(to: { id: string; name: string; email: string }): Promise<void> {
  await queueMail({
    to: to.email,
    link: { kind: 'legacy-migration', userId: to.id },
    subject: 'Move your account to the new Matside',
    text: [
      `Hi ${to.name},`,
      '',
      'someone (we hope you) asked to move your account from our old site to the new Matside. To choose your new password, open:',
      MAIL_LINK_PLACEHOLDER,
      '',
      'The link works once, for one hour. If you did not ask for it, ignore this e-mail: nothing changes.',
    ].join('\n'),
  });
}

/** The link is sent after the answer, so neither the answer nor its time tells anything. */
export async function requestLegacyMigration(
  values: MigrateRequestValues,
  deps: MigrateDependencies = {},
): Promise<MigrateRequestResult> {
  const captcha = await (deps.verifyCaptcha ?? defaultVerifyCaptcha)(values.recaptcha);
  if (!captcha.ok)
    return { ok: false, error: captcha.reason === 'missing' ? 'Captcha is required' : MIGRATE_CAPTCHA_MESSAGE };
  const email = values.email.toLowerCase();
  void findUnclaimedLegacyUser({ email })
    .then((found) => (found ? sendMigrationLink(found) : undefined))
    .catch((error: unknown) => logger.error({ err: describeError(error) }, 'sending a legacy migration link failed'));
  return { ok: true };
}

/** One transaction; a conditional UPDATE of the legacy flag lets only one of two links succeed. */
export async function completeLegacyMigration(values: MigratePasswordValues): Promise<MigrateCompleteResult> {
  const passwordHash = await hashPassword(values.password);
  const db = await getDb();
  const userId = await db.transaction(async (tx) => {
    const [used] = await tx
      .delete(verification)
      .where(and(eq(verification.identifier, identifierOf(values.token)), gt(verification.expiresAt, new Date())))
      .returning({ userId: verification.value });
    if (!used) return null;
    const [claimed] = await tx
      .update(user)
      .set({ legacy: false, emailVerified: true })
      .where(and(eq(user.id, used.userId), eq(user.legacy, true)))
      .returning({ id: user.id });
    if (!claimed) return null;
    await tx.insert(account).values({
      id: crypto.randomUUID(),
      accountId: claimed.id,
      providerId: 'credential',
      userId: claimed.id,
      password: passwordHash,
    });
    // Any other links to this account are spent too.
    await tx
      .delete(verification)
      .where(and(eq(verification.value, claimed.id), like(verification.identifier, `${IDENTIFIER_PREFIX}%`)));
    return claimed.id;
  });
  return userId ? { ok: true, userId } : { ok: false, reason: 'link-invalid' };
}
