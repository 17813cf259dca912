import 'server-only';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db';
import { user } from '@/server/db/schema';
import {
  ACCOUNT_LOCKED_MESSAGE,
  EMAIL_NOT_VERIFIED_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  LOCK_DURATION_MS,
  MAX_FAILED_SIGN_INS,
} from './constants';

// Lockout and sign-in bookkeeping (spec "security and sign-in": locked_at, failed_attempts,
// sign-in count / time / ip). A plugin rather than `hooks`: plugin after-hooks run in plugin
// order, so placed after twoFactor this sees whether the password step ended in a 2FA challenge.

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
    const [row] = await db.select(columns).from(user).where(eq(user.username, body.username.trim().toLowerCase())).limit(1);
    return row;
  }
  return undefined;
}

export function isLocked(lockedAt: Date | null, now = Date.now()): boolean {
  return lockedAt !== null && now - lockedAt.getTime() < LOCK_DURATION_MS;
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
            if (!found?.lockedAt) return;
            if (isLocked(found.lockedAt)) {
              throw new APIError('FORBIDDEN', { message: ACCOUNT_LOCKED_MESSAGE, code: 'ACCOUNT_LOCKED' });
            }
            // The lock has run out: start counting afresh.
            await db.update(user).set({ lockedAt: null, failedAttempts: 0 }).where(eq(user.id, found.id));
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
              // The previous "current" sign-in becomes the "last" one (Devise-style columns).
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
              if (found) {
                await db
                  .update(user)
                  .set({
                    failedAttempts: sql`${user.failedAttempts} + 1`,
                    lockedAt: sql`CASE WHEN ${user.failedAttempts} + 1 >= ${MAX_FAILED_SIGN_INS} THEN now() ELSE ${user.lockedAt} END`,
                  })
                  .where(eq(user.id, found.id));
              }
              // One text whether the account exists or not (no enumeration).
              throw new APIError('UNAUTHORIZED', { message: INVALID_CREDENTIALS_MESSAGE, code: 'INVALID_CREDENTIALS' });
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
