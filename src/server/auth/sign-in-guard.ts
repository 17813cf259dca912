import 'server-only';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db';
import { rateLimitWindows, user } from '@/server/db/schema';
import { createDatabaseRateLimiter } from '@/server/http/database-rate-limiter';
import { metrics } from '@/server/observability/metrics';
import {
  CLIENT_IP_HEADER,
  EMAIL_NOT_VERIFIED_MESSAGE,
  GLOBAL_BACKOFF_FAILURES,
  GLOBAL_BACKOFF_WINDOW_MS,
  INVALID_CREDENTIALS_MESSAGE,
  LOCK_DURATION_MS,
  MAX_FAILED_SIGN_INS,
} from './constants';

// Lockout and sign-in bookkeeping. A plugin placed after twoFactor, so it sees a 2FA challenge.
// Lockout is per (account, address) and answers exactly like a wrong password (no enumeration).

const PASSWORD_PATHS = new Set(['/sign-in/email', '/sign-in/username']);
const SECOND_FACTOR_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);

type Body = { email?: unknown; username?: unknown } | undefined;

async function findSignInUser(db: Db, path: string, body: Body) {
  const columns = { id: user.id, lockedAt: user.lockedAt, failedAttempts: user.failedAttempts };
  if (path === '/sign-in/email' && typeof body?.email === 'string') {
    const [row] = await db.select(columns).from(user).where(eq(user.email, body.email.trim().toLowerCase())).limit(1);
    return row;
  }
  if (path === '/sign-in/username' && typeof body?.username === 'string') {
    const [row] = await db
      .select(columns)
      .from(user)
      .where(eq(user.username, body.username.trim().toLowerCase()))
      .limit(1);
    return row;
  }
  return undefined;
}

const perAddressFailures = createDatabaseRateLimiter({ limit: MAX_FAILED_SIGN_INS, windowMs: LOCK_DURATION_MS });
const accountFailures = createDatabaseRateLimiter({
  limit: GLOBAL_BACKOFF_FAILURES,
  windowMs: GLOBAL_BACKOFF_WINDOW_MS,
});

function subjectOf(path: string, body: Body, found: { id: string } | undefined): string | null {
  if (found) return `user:${found.id}`;
  const typed = path === '/sign-in/email' ? body?.email : body?.username;
  return typeof typed === 'string' ? `typed:${typed.trim().toLowerCase()}` : null;
}

function failureKeys(subject: string, headers: Headers | undefined) {
  const address = headers?.get(CLIENT_IP_HEADER) ?? 'unknown';
  return { perAddress: `sign-in-failures:${subject}:${address}`, perAccount: `sign-in-failures:${subject}` };
}

async function isLockedOut(keys: { perAddress: string; perAccount: string }): Promise<boolean> {
  const fromHere = await perAddressFailures.peek(keys.perAddress);
  if (fromHere >= MAX_FAILED_SIGN_INS) return true;
  return fromHere > 0 && (await accountFailures.peek(keys.perAccount)) >= GLOBAL_BACKOFF_FAILURES;
}

function invalidCredentials(): APIError {
  return new APIError('UNAUTHORIZED', { message: INVALID_CREDENTIALS_MESSAGE, code: 'INVALID_CREDENTIALS' });
}

function statusOf(returned: unknown): string | undefined {
  return returned instanceof APIError ? String(returned.status) : undefined;
}

export function signInGuard(db: Db) {
  return {
    id: 'matside-sign-in-guard',
    hooks: {
      before: [
        {
          matcher: (context) => PASSWORD_PATHS.has(context.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const found = await findSignInUser(db, ctx.path, ctx.body as Body);
            const subject = subjectOf(ctx.path, ctx.body as Body, found);
            if (subject && (await isLockedOut(failureKeys(subject, ctx.headers)))) {
              metrics().signInFailures.inc({ reason: 'backed-off' });
              throw invalidCredentials();
            }
          }),
        },
      ],
      after: [
        {
          matcher: (context) => PASSWORD_PATHS.has(context.path ?? '') || SECOND_FACTOR_PATHS.has(context.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            const newSession = ctx.context.newSession;
            if (newSession) {
              const ip = newSession.session.ipAddress ?? null;
              await db
                .update(user)
                .set({
                  failedAttempts: 0,
                  lockedAt: null,
                  signInCount: sql`${user.signInCount} + 1`,
                  lastSignInAt: sql`${user.currentSignInAt}`,
                  lastSignInIp: sql`${user.currentSignInIp}`,
                  currentSignInAt: new Date(),
                  currentSignInIp: ip,
                })
                .where(eq(user.id, newSession.user.id));
              await db
                .delete(rateLimitWindows)
                .where(eq(rateLimitWindows.key, failureKeys(`user:${newSession.user.id}`, ctx.headers).perAddress));
              return;
            }
            if (!PASSWORD_PATHS.has(ctx.path)) return;
            if (returned && typeof returned === 'object' && 'twoFactorRedirect' in returned) {
              // Right password, second factor pending: the password streak is broken.
              const found = await findSignInUser(db, ctx.path, ctx.body as Body);
              if (found && found.failedAttempts > 0) {
                await db.update(user).set({ failedAttempts: 0 }).where(eq(user.id, found.id));
              }
              return;
            }
            const status = statusOf(returned);
            if (status === 'UNAUTHORIZED' || status === 'UNPROCESSABLE_ENTITY') {
              const found = await findSignInUser(db, ctx.path, ctx.body as Body);
              const subject = subjectOf(ctx.path, ctx.body as Body, found);
              if (subject) {
                const keys = failureKeys(subject, ctx.headers);
                await perAddressFailures.hit(keys.perAddress);
                const overall = await accountFailures.hit(keys.perAccount);
                if (found) {
                  await db
                    .update(user)
                    .set({
                      failedAttempts: sql`${user.failedAttempts} + 1`,
                      lockedAt: overall.remaining > 0 ? sql`${user.lockedAt}` : sql`coalesce(${user.lockedAt}, now())`,
                    })
                    .where(eq(user.id, found.id));
                }
              }
              metrics().signInFailures.inc({ reason: 'invalid-credentials' });
              // One text whether the account exists or not (no enumeration).
              throw invalidCredentials();
            }
            if (returned instanceof APIError && returned.body?.code === 'EMAIL_NOT_VERIFIED') {
              throw new APIError('FORBIDDEN', { message: EMAIL_NOT_VERIFIED_MESSAGE, code: 'EMAIL_NOT_VERIFIED' });
            }
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
