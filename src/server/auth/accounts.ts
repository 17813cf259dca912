import 'server-only';
import { eq, or, sql } from 'drizzle-orm';
import { formatRoles, isValidRoleList, type UserRole } from '@/lib/enums/roles';
import { passwordProblem } from '@/lib/password';
import { getDb } from '@/server/db';
import { user } from '@/server/db/schema';
import { sendSignUpAttemptMail } from './auth-mail';
import { getAuth } from './auth';
import { USERNAME_MAX_LENGTH } from './constants';

export interface NewAccountInput {
  email: string;
  username: string;
  password: string;
  name: string;
  roles: readonly UserRole[];
  image?: string | null;
}

/**
 * `created` and `exists` must look identical to the browser (no account enumeration). A taken
 * username is said at the field: usernames are public anyway.
 */
export type CreateAccountResult =
  | { outcome: 'created'; userId: string }
  | { outcome: 'exists' }
  | { outcome: 'invalid'; field: 'email' | 'username' | 'password' | 'roles'; message: string };

export const USERNAME_TAKEN_MESSAGE = 'This username is taken';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Better Auth's username plugin's default character set; the length is the spec's.
const USERNAME_PATTERN = /^[a-zA-Z0-9_.]+$/;

function invalid(field: 'email' | 'username' | 'password' | 'roles', message: string): CreateAccountResult {
  return { outcome: 'invalid', field, message };
}

/**
 * True when an account has this username, case-insensitively, a deleted one's too (its row stays,
 * banned: the name still leads to its profile and reviews).
 */
export async function usernameTaken(username: string): Promise<boolean> {
  const db = await getDb();
  const [found] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.username, username.trim().toLowerCase()))
    .limit(1);
  return found !== undefined;
}

function existingAccount(found: { email: string; name: string; username: string | null }, username: string) {
  return found.username === username.toLowerCase() ? invalid('username', USERNAME_TAKEN_MESSAGE) : null;
}

/**
 * Creates a user with a credential account and sends the verification mail. A taken e-mail creates
 * nothing and mails its owner instead, with the same amount of hashing.
 */
export async function createAccount(input: NewAccountInput): Promise<CreateAccountResult> {
  const email = input.email.trim().toLowerCase();
  const username = input.username.trim();
  if (!EMAIL_PATTERN.test(email)) return invalid('email', 'Invalid email');
  if (!username) return invalid('username', 'Username is required');
  if (username.length > USERNAME_MAX_LENGTH) return invalid('username', 'Username must be 15 or less characters');
  if (!USERNAME_PATTERN.test(username))
    return invalid('username', 'Username may contain letters, digits, _ and . only');
  const problem = passwordProblem(input.password);
  if (problem) return invalid('password', problem);
  const role = formatRoles(input.roles);
  if (!isValidRoleList(role)) return invalid('roles', 'Invalid roles');

  const auth = await getAuth();
  const ctx = await auth.$context;
  const passwordHash = await ctx.password.hash(input.password);

  const db = await getDb();
  const [existing] = await db
    .select({ email: user.email, name: user.name, username: user.username })
    .from(user)
    .where(or(eq(user.email, email), eq(user.username, username.toLowerCase())))
    .orderBy(sql`${user.username} = ${username.toLowerCase()} desc`)
    .limit(1);
  if (existing) {
    const taken = existingAccount(existing, username);
    if (taken) return taken;
    await sendSignUpAttemptMail({ to: existing.email, name: existing.name });
    return { outcome: 'exists' };
  }

  let userId: string;
  try {
    const created = await ctx.internalAdapter.createUser(
      {
        email,
        name: input.name.trim(),
        username: username.toLowerCase(),
        displayUsername: username,
        role,
        image: input.image ?? null,
        emailVerified: false,
      },
      { method: 'email-password' },
    );
    userId = created.id;
    await ctx.internalAdapter.linkAccount({
      userId,
      providerId: 'credential',
      accountId: userId,
      password: passwordHash,
    });
  } catch (error) {
    // A concurrent registration took the address or name between our check and the insert.
    const [raced] = await db
      .select({ email: user.email, name: user.name, username: user.username })
      .from(user)
      .where(or(eq(user.email, email), eq(user.username, username.toLowerCase())))
      .orderBy(sql`${user.username} = ${username.toLowerCase()} desc`)
      .limit(1);
    if (!raced) throw error;
    const taken = existingAccount(raced, username);
    if (taken) return taken;
    await sendSignUpAttemptMail({ to: raced.email, name: raced.name });
    return { outcome: 'exists' };
  }
  await sendVerificationEmail(userId);
  return { outcome: 'created', userId };
}

export async function sendVerificationEmail(userId: string, callbackURL = '/dashboard'): Promise<void> {
  const db = await getDb();
  const [found] = await db
    .select({ email: user.email, verified: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  if (!found || found.verified) return;
  const auth = await getAuth();
  await auth.api.sendVerificationEmail({ body: { email: found.email, callbackURL } });
}
