import 'server-only';
import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import { KNOWN_AUTH_SECRETS } from '@/server/auth-secret';
import { env } from '@/server/env';
import { twoFactor } from '../schema';
import type { Db } from '../types';

// Decision 025: Better Auth encrypts each account's TOTP secret with AUTH_SECRET. An
// instance that ran on the secret this repository used to publish, and now signs with a generated
// or configured one, could no longer decrypt them: those accounts could not pass 2FA. This
// re-encrypts every TOTP secret that only a known secret opens with the current one. Idempotent
// (a row the current secret opens is left alone); cheap, 2FA rows are few. Runs after the SQL
// migrations (runMigrations).

async function opens(key: string, data: string): Promise<string | null> {
  try {
    return await symmetricDecrypt({ key, data });
  } catch {
    return null;
  }
}

/** Returns how many TOTP secrets were re-encrypted. */
export async function reencryptTwoFactorSecrets(
  db: Pick<Db, 'select' | 'update'>,
  { secret = env.AUTH_SECRET, log = () => {} }: { secret?: string; log?: (message: string) => void } = {},
): Promise<number> {
  const rows = await db.select({ id: twoFactor.id, secret: twoFactor.secret }).from(twoFactor);
  let changed = 0;
  for (const row of rows) {
    if ((await opens(secret, row.secret)) !== null) continue;
    for (const known of KNOWN_AUTH_SECRETS) {
      const plain = await opens(known, row.secret);
      if (plain === null) continue;
      const data = await symmetricEncrypt({ key: secret, data: plain });
      await db
        .update(twoFactor)
        .set({ secret: data })
        .where(and(eq(twoFactor.id, row.id), eq(twoFactor.secret, row.secret)));
      changed += 1;
      break;
    }
  }
  if (changed > 0) log(`re-encrypted ${changed} two-factor secret(s) made under a published AUTH_SECRET`);
  return changed;
}
