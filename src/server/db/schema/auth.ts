// Better Auth's tables, written by hand from its documented schema (core + username, admin and
// two-factor plugins, plus the rate-limit table for `rateLimit.storage: 'database'`). The
// drizzle adapter maps by TS field name, so the TS keys and the export names (user, session,
// account, verification, twoFactor, rateLimit) must stay exactly Better Auth's.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ACCOUNT_DELETED_BAN_REASON, ACCOUNT_DELETED_BY_MODERATOR } from '../../auth/constants';
import { sqlList } from './columns';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    // username plugin
    username: text('username').unique(),
    displayUsername: text('display_username'),
    // admin plugin. Several roles are stored comma-separated ('girl,moderator'); Better Auth's
    // default role 'user' is not allowed, so the auth config must set defaultRole.
    role: text('role'),
    banned: boolean('banned').default(false),
    banReason: text('ban_reason'),
    banExpires: ts('ban_expires'),
    // two-factor plugin
    twoFactorEnabled: boolean('two_factor_enabled').default(false),
    // Ours: lockout and sign-in bookkeeping (spec "security and sign-in"; one place for all users).
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedAt: ts('locked_at'),
    signInCount: integer('sign_in_count').notNull().default(0),
    currentSignInAt: ts('current_sign_in_at'),
    currentSignInIp: text('current_sign_in_ip'),
    lastSignInAt: ts('last_sign_in_at'),
    lastSignInIp: text('last_sign_in_ip'),
    /** Imported from the legacy site without a password: must go through "Migrate legacy profile". */
    legacy: boolean('legacy').notNull().default(false),
  },
  (t) => [
    // A comma list of guy/girl/moderator; guy and girl never together (docs/decisions/003).
    check(
      'user_role_check',
      sql`${t.role} IS NULL OR (${t.role} ~ '^(guy|girl|moderator)(,(guy|girl|moderator))*$' AND NOT (${t.role} ~ '(^|,)guy(,|$)' AND ${t.role} ~ '(^|,)girl(,|$)'))`,
    ),
    check('user_failed_attempts_check', sql`${t.failedAttempts} >= 0`),
    index('user_role_idx').on(t.role),
    // The few banned accounts, so "is this girl's account banned" (listableGirlCondition) reads a
    // tiny index instead of every user (broad searches).
    index('user_banned_idx')
      .on(t.id)
      .where(sql`coalesce(${t.banned}, false)`),
    // The deleted accounts, which every moderation section's count leaves out (decision 051).
    index('user_deleted_idx')
      .on(t.id)
      .where(sql`${t.banReason} IN (${sqlList([ACCOUNT_DELETED_BAN_REASON, ACCOUNT_DELETED_BY_MODERATOR])})`),
  ],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: ts('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    impersonatedBy: text('impersonated_by'),
  },
  (t) => [index('session_user_id_idx').on(t.userId), index('session_expires_at_idx').on(t.expiresAt)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: ts('access_token_expires_at'),
    refreshTokenExpiresAt: ts('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: ts('locked_until'),
  },
  (t) => [index('two_factor_secret_idx').on(t.secret), index('two_factor_user_id_idx').on(t.userId)],
);

/** Better Auth's rate-limit store when `rateLimit.storage` is 'database' (shared by all instances). */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

export type User = typeof user.$inferSelect;
export type NewUser = typeof user.$inferInsert;
export type Session = typeof session.$inferSelect;
export type Account = typeof account.$inferSelect;
