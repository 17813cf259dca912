import 'server-only';
import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { nextCookies } from 'better-auth/next-js';
import { admin } from 'better-auth/plugins/admin';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { username } from 'better-auth/plugins/username';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '@/lib/password';
import { getDb, schema, type Db } from '@/server/db';
import { oncePerDatabase } from '@/server/db/once-per-database';
import { env, trustedOrigins } from '@/server/env';
import { refreshAccountContacts } from '@/server/guy-contacts';
import { logger } from '@/server/logger';
import { ac, authRoles } from './access';
import { sendVerificationMail } from './auth-mail';
import { refuseUnconfirmedEmailChange } from './email-change-guard';
import {
  ACCOUNT_DELETED_MESSAGE,
  BANNED_MESSAGE,
  isDeletedAccountBan,
  CLIENT_IP_HEADER,
  SESSION_EXPIRES_IN_SECONDS,
  SESSION_COOKIE_CACHE_SECONDS,
  SESSION_UPDATE_AGE_SECONDS,
  SIGN_IN_RATE_LIMIT,
  USERNAME_MAX_LENGTH,
} from './constants';
import { signInGuard } from './sign-in-guard';

export const AUTH_COOKIE_PREFIX = 'matside';

// Better Auth only checks a new password's length; these get the spec's rule.
const NEW_PASSWORD_FIELDS: Record<string, 'password' | 'newPassword'> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

// Never returned to a browser nor accepted as input.
const hidden = { returned: false, input: false, required: false } as const;

const signInRateLimit = {
  window: SIGN_IN_RATE_LIMIT.window,
  max: env.SIGN_IN_RATE_LIMIT_MAX ?? SIGN_IN_RATE_LIMIT.max,
};

function createAuth(db: Db) {
  return betterAuth({
    appName: 'Matside',
    baseURL: env.APP_URL,
    secret: env.AUTH_SECRET,
    trustedOrigins: [...trustedOrigins],
    // Browsers reach only handler.ts's OPEN_AUTH_PATHS. 'info': at 'warn' Better Auth also prints
    // every refused sign-in to the console.
    logger: {
      level: 'info',
      log: (level, message) => logger[level]({ source: 'better-auth' }, message),
    },
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification: true,
      // Accounts come only from createAccount() (captcha, flags, profile rows).
      disableSignUp: true,
      autoSignIn: false,
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: ({ user, url }) => sendVerificationMail({ to: user.email, name: user.name, url }),
    },
    user: {
      additionalFields: {
        failedAttempts: { type: 'number', defaultValue: 0, ...hidden },
        lockedAt: { type: 'date', ...hidden },
        signInCount: { type: 'number', defaultValue: 0, ...hidden },
        currentSignInAt: { type: 'date', ...hidden },
        currentSignInIp: { type: 'string', ...hidden },
        lastSignInAt: { type: 'date', ...hidden },
        lastSignInIp: { type: 'string', ...hidden },
        legacy: { type: 'boolean', defaultValue: false, ...hidden },
      },
    },
    session: {
      expiresIn: SESSION_EXPIRES_IN_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
      // Decision 049: revocation stays immediate because the actor's query checks the session row.
      cookieCache: { enabled: true, maxAge: SESSION_COOKIE_CACHE_SECONDS },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': signInRateLimit,
        '/sign-in/username': signInRateLimit,
      },
    },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: env.APP_URL.startsWith('https://'),
      // Set only by our route handler (client-ip.ts), overwriting any client's value.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        update: {
          // His account's e-mail is matched by its keyed hash (decision 053): the hash follows a change.
          after: async (account) => refreshAccountContacts(db, account.id, account.email),
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        refuseUnconfirmedEmailChange(ctx.path, ctx.query as Record<string, unknown> | undefined);
        const field = NEW_PASSWORD_FIELDS[ctx.path];
        if (!field) return;
        const value = (ctx.body as Record<string, unknown> | undefined)?.[field];
        const problem = typeof value === 'string' ? passwordProblem(value) : null;
        if (problem) throw new APIError('BAD_REQUEST', { message: problem, code: 'PASSWORD_RULE' });
      }),
    },
    plugins: [
      username({ minUsernameLength: 1, maxUsernameLength: USERNAME_MAX_LENGTH }),
      admin({
        ac,
        roles: authRoles,
        // Better Auth's default 'user' breaks the role CHECK; accounts.ts always passes roles.
        defaultRole: 'guy',
        adminRoles: ['moderator'],
        // Reached only with the right password, so it reveals nothing about a deleted account.
        bannedUserMessage: (user: { banExpires?: Date | null; banReason?: string | null }) =>
          isDeletedAccountBan(user.banReason)
            ? ACCOUNT_DELETED_MESSAGE
            : user.banExpires
              ? `${BANNED_MESSAGE} You can sign in again after ${new Date(user.banExpires).toUTCString()}.`
              : BANNED_MESSAGE,
      }),
      twoFactor({ issuer: 'Matside' }),
      signInGuard(db),
      nextCookies(), // last: lets server actions set Better Auth's cookies
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const authOf = oncePerDatabase(createAuth);

export async function getAuth(): Promise<Auth> {
  return authOf(await getDb());
}
