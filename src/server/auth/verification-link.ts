import 'server-only';
import { eq } from 'drizzle-orm';
import { createEmailVerificationToken } from 'better-auth/api';
import { getDb } from '@/server/db';
import { user } from '@/server/db/schema';
import { getAuth } from './auth';

// A queued mail keeps only a verification token's claims; the send-email job signs a fresh token.

export interface VerificationClaims {
  email: string;
  updateTo?: string;
  userId?: string;
  requestType?: string;
}

export function verificationClaimsOf(url: string): { claims: VerificationClaims; callbackURL: string } {
  const link = new URL(url);
  const token = link.searchParams.get('token') ?? '';
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  const text = (key: string) => (typeof payload[key] === 'string' ? (payload[key] as string) : undefined);
  const claims: VerificationClaims = { email: text('email') ?? '' };
  for (const key of ['updateTo', 'userId', 'requestType'] as const) {
    const value = text(key);
    if (value !== undefined) claims[key] = value;
  }
  return { claims, callbackURL: link.searchParams.get('callbackURL') ?? '/' };
}

/** Signed now as Better Auth would; null when the verification is no longer needed. */
export async function emailVerificationLink(claims: VerificationClaims, callbackURL: string): Promise<string | null> {
  if (!claims.updateTo && claims.userId) {
    const db = await getDb();
    const [found] = await db
      .select({ verified: user.emailVerified })
      .from(user)
      .where(eq(user.id, claims.userId))
      .limit(1);
    if (!found || found.verified) return null;
  }
  const context = await (await getAuth()).$context;
  const { email, updateTo, ...extra } = claims;
  const token = await createEmailVerificationToken(
    context.secret,
    email,
    updateTo,
    // Unset in our configuration: Better Auth's default hour, as its own sender passes it.
    (context.options.emailVerification as { expiresIn?: number } | undefined)?.expiresIn,
    extra,
  );
  return `${context.baseURL}/verify-email?token=${token}&callbackURL=${encodeURIComponent(callbackURL)}`;
}
