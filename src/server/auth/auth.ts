import 'server-only';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { nextCookies } from 'better-auth/next-js';
import { admin, twoFactor, username } from 'better-auth/plugins';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '@/lib/password';
import { getDb, schema, type Db } from '@/server/db';
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

/** Better Auth's cookie names start with it (`matside.session_token`); actor.ts looks for that cookie. */
export const AUTH_COOKIE_PREFIX = 'matside';

// Paths whose body carries a new password: all of them get the spec's rule (Better Auth alone
// only checks the length).
const NEW_PASSWORD_FIELDS: Record<string, 'password' | 'newPassword'> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

// Our bookkeeping columns: known to Better Auth so it never returns them to a browser
// (get-session answers) and never accepts them as input.
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
    // Browsers reach only the endpoints handler.ts lists (OPEN_AUTH_PATHS): no /update-user, no
    // /is-username-available (it confirmed hidden accounts' usernames), no /admin/*.
    // Into our JSON logs. 'info', not 'warn'/'error': at those levels Better Auth also prints every
    // refused request (wrong password, lockout) to the console itself.
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
      // Accounts are created only by createAccount() (accounts.ts), behind the registration pages'
      // captcha, feature flags and profile rows; Better Auth's public sign-up endpoint would skip
      // all of that (and answer "taken" for a used address).
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
      // The session read from a signed cookie instead of the database on every request (decision
      // 049). Revocation stays immediate: the actor's one query (actor.ts) also checks that the
      // session row still exists and has not expired, and reads the ban, on every request. The
      // cache's own age only bounds how late the session's sliding expiry is written (GET /session
      // refreshes it; a page render cannot set cookies).
      cookieCache: { enabled: true, maxAge: SESSION_COOKIE_CACHE_SECONDS },
    },
    rateLimit: {
      enabled: true,
      // Shared by every app instance, unlike an in-memory window.
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
      // Only our route handler sets this header (from the load balancer's address, client-ip.ts);
      // it overwrites whatever a client sent.
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
        // banExpires is the spec's unban_at; the admin plugin lifts the ban itself once it passes.
        // Only reached with the right password, so it tells nobody else whether an account was deleted.
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

// One Better Auth per database handle: getDb() opens the database lazily (never at import, see
// environment notes) and may reopen it after closeDb() (tests), so the instance follows the handle.
const instances = new WeakMap<Db, Auth>();

/** The Better Auth instance on the app's database, created on first use. */
export async function getAuth(): Promise<Auth> {
  const db = await getDb();
  let auth = instances.get(db);
  if (!auth) {
    auth = createAuth(db);
    instances.set(db, auth);
  }
  return auth;
}
