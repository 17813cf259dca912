import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import { sendVerificationEmail } from '@/server/auth/accounts';
import { verifyCaptcha as defaultVerifyCaptcha, type CaptchaResult } from '@/server/captcha';
import { getDb } from '@/server/db';
import { account, user } from '@/server/db/schema';
import type { MigrateProfileValues } from './schema';

/**
 * One text for an unknown address, an account that is not a legacy one and one already migrated:
 * which of these it was is nobody's business but the owner's (no account enumeration).
 */
export const MIGRATE_NOT_POSSIBLE_MESSAGE =
  'We could not migrate an account with these details. If you have already migrated it, please log in or reset your password.';
export const MIGRATE_CAPTCHA_MESSAGE = 'Captcha verification failed. Please solve the captcha again.';

export interface MigrateDependencies {
  verifyCaptcha?: (payload: string) => Promise<CaptchaResult>;
}

/** What the PATCH /migrate_profile answer carries (spec §7: data.id or data.error). */
export type MigrateResult = { ok: true; id: string } | { ok: false; error: string; reason: 'captcha' | 'not-migratable' };

/**
 * Spec "Migrate legacy profile": an account imported from the old site (user.legacy, no password)
 * gets the password its owner chooses, as a Better Auth credential account, and a verification
 * e-mail; sign-in works once the address is verified. The legacy flag is cleared by a conditional
 * UPDATE in the same transaction as the credential insert, so two concurrent migrations cannot
 * both succeed. The edge has checked the fields (spec messages).
 */
export async function migrateLegacyProfile(values: MigrateProfileValues, deps: MigrateDependencies = {}): Promise<MigrateResult> {
  const captcha = await (deps.verifyCaptcha ?? defaultVerifyCaptcha)(values.recaptcha);
  if (!captcha.ok) {
    return { ok: false, reason: 'captcha', error: captcha.reason === 'missing' ? 'Captcha is required' : MIGRATE_CAPTCHA_MESSAGE };
  }

  // Hashed whether or not the address is a legacy one, so the answer time does not tell.
  const passwordHash = await hashPassword(values.password);
  const db = await getDb();
  const email = values.email.toLowerCase();
  const migratedId = await db.transaction(async (tx) => {
    const [found] = await tx.select({ id: user.id }).from(user).where(and(eq(user.email, email), eq(user.legacy, true))).limit(1);
    if (!found) return null;
    const [withPassword] = await tx
      .select({ id: account.id })
      .from(account)
      .where(and(eq(account.userId, found.id), eq(account.providerId, 'credential'), isNotNull(account.password)))
      .limit(1);
    if (withPassword) return null;
    const [claimed] = await tx
      .update(user)
      .set({ legacy: false, emailVerified: false })
      .where(and(eq(user.id, found.id), eq(user.legacy, true)))
      .returning({ id: user.id });
    if (!claimed) return null;
    // Same shape as Better Auth's own credential accounts (accountId = user id).
    await tx.insert(account).values({
      id: crypto.randomUUID(),
      accountId: claimed.id,
      providerId: 'credential',
      userId: claimed.id,
      password: passwordHash,
    });
    return claimed.id;
  });
  if (!migratedId) return { ok: false, reason: 'not-migratable', error: MIGRATE_NOT_POSSIBLE_MESSAGE };

  await sendVerificationEmail(migratedId);
  return { ok: true, id: migratedId };
}
