import 'server-only';
import { createHash } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type { UserRole } from '@/lib/enums/roles';
import { account, user } from '@/server/db/schema';
import { DEMO_MODERATOR, DEMO_PASSWORD } from './demo-accounts';
import { daysFromNow } from './random';
import type { SeedContext } from './context';

// Better Auth accounts for the seeded people. A credential account (providerId 'credential',
// accountId = user id, password = Better Auth's own scrypt hash) makes the real sign-in work.
// Legacy accounts (user.legacy) have no credential: they come from the old site and must go
// through "Migrate legacy profile" before they can sign in.

export interface AccountSpec {
  username: string;
  email: string;
  name: string;
  roles: readonly UserRole[];
  createdAt: Date;
  emailVerified?: boolean;
  legacy?: boolean;
  banned?: boolean;
  banReason?: string;
  banExpires?: Date | null;
  image?: string | null;
}

/** Hashes the demo password once per run (scrypt is slow on purpose); every seeded account shares it. */
export function hashDemoPassword(): Promise<string> {
  return hashPassword(DEMO_PASSWORD);
}

/** A stable text id (Better Auth ids are text), so a user keeps its id across seed runs. */
export function stableId(kind: string, name: string): string {
  return createHash('sha256').update(`${kind}:${name}`).digest('hex').slice(0, 32);
}

export function userIdFor(username: string): string {
  return stableId('user', username.toLowerCase());
}

/** Inserts user (+ credential account unless legacy) rows; returns username → user id. */
export async function insertAccounts(ctx: SeedContext, specs: readonly AccountSpec[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const users: (typeof user.$inferInsert)[] = [];
  const accounts: (typeof account.$inferInsert)[] = [];
  for (const spec of specs) {
    const id = userIdFor(spec.username);
    ids.set(spec.username, id);
    users.push({
      id,
      name: spec.name,
      email: spec.email.toLowerCase(),
      emailVerified: spec.emailVerified ?? !spec.legacy,
      image: spec.image ?? null,
      username: spec.username.toLowerCase(),
      displayUsername: spec.username,
      role: spec.roles.join(','),
      banned: spec.banned ?? false,
      banReason: spec.banned ? (spec.banReason ?? 'Violation of the community rules') : null,
      banExpires: spec.banned ? (spec.banExpires ?? null) : null,
      legacy: spec.legacy ?? false,
      createdAt: spec.createdAt,
      updatedAt: spec.createdAt,
    });
    if (!spec.legacy) {
      accounts.push({
        id: stableId('account', id),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: ctx.passwordHash,
        createdAt: spec.createdAt,
        updatedAt: spec.createdAt,
      });
    }
  }
  for (let i = 0; i < users.length; i += 500) await ctx.tx.insert(user).values(users.slice(i, i + 500));
  for (let i = 0; i < accounts.length; i += 500) await ctx.tx.insert(account).values(accounts.slice(i, i + 500));
  ctx.counts.add('user', users.length);
  ctx.counts.add('account', accounts.length);
  return ids;
}

/**
 * Moderators without a girl profile: the demo moderator and one more. The third moderator is a
 * girl too ('girl,moderator', seeded with the girls).
 */
export async function seedModerators(ctx: SeedContext): Promise<Map<string, string>> {
  return insertAccounts(ctx, [
    {
      username: DEMO_MODERATOR.username,
      email: DEMO_MODERATOR.email,
      name: DEMO_MODERATOR.name,
      roles: ['moderator'],
      createdAt: daysFromNow(-1200),
    },
    {
      username: 'mod_jordan',
      email: 'jordan@matside.test',
      name: 'Jordan Reyes',
      roles: ['moderator'],
      createdAt: daysFromNow(-800),
    },
  ]);
}
