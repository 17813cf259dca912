import 'server-only';
import { eq, or } from 'drizzle-orm';
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
 * What registration learns. `created` and `exists` must be answered identically to the browser
 * ("check your e-mail"): only the server may know whether the address or username was taken.
 * `invalid` is a rule the form should already have caught (spec messages in `message`).
 */
export type CreateAccountResult =
  | { outcome: 'created'; userId: string }
  | { outcome: 'exists' }
  | { outcome: 'invalid'; field: 'email' | 'username' | 'password' | 'roles'; message: string };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Better Auth's username plugin's default character set; the length is the spec's.
const USERNAME_PATTERN = /^[a-zA-Z0-9_.]+$/;

function invalid(field: 'email' | 'username' | 'password' | 'roles', message: string): CreateAccountResult {
  return { outcome: 'invalid', field, message };
}

/**
 * Creates a Better Auth user with a credential account and the given roles, and sends the
 * verification e-mail. When the e-mail or username is taken, nothing is created and the owner
 * gets a "someone tried to sign up" mail instead; the same amount of hashing happens either way.
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
    .select({ email: user.email, name: user.name })
    .from(user)
    .where(or(eq(user.email, email), eq(user.username, username.toLowerCase())))
    .limit(1);
  if (existing) {
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
      .select({ email: user.email, name: user.name })
      .from(user)
      .where(or(eq(user.email, email), eq(user.username, username.toLowerCase())))
      .limit(1);
    if (!raced) throw error;
    await sendSignUpAttemptMail({ to: raced.email, name: raced.name });
    return { outcome: 'exists' };
  }
  await sendVerificationEmail(userId);
  return { outcome: 'created', userId };
}

/** (Re)sends the verification e-mail to a user whose address is not verified yet. */
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
