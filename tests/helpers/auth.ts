import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { UserRole } from '@/lib/enums/roles';
import { createAccount } from '@/server/auth/accounts';
import { handleAuthRequest } from '@/server/auth/handler';
import { getDb } from '@/server/db';
import { user } from '@/server/db/schema';

// Accounts and sign-ins for integration tests, through the real Better Auth endpoints.

export const TEST_PASSWORD = 'Grappl3rKing!';
let counter = 0;
let ipCounter = 0;

/** A fresh client address so Better Auth's per-address rate limits do not couple tests. */
export function freshIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

export interface TestAccount {
  userId: string;
  username: string;
  email: string;
}

/** A verified account with the given roles (createAccount, then the e-mail marked verified). */
export async function createVerifiedAccount(roles: readonly UserRole[], prefix = 'user'): Promise<TestAccount> {
  counter += 1;
  const username = `${prefix.slice(0, 8)}_${counter}${process.pid % 1000}`.slice(0, 15);
  const email = `${username}@example.test`;
  const result = await createAccount({ email, username, password: TEST_PASSWORD, name: `Test ${username}`, roles });
  if (result.outcome !== 'created') throw new Error(`account not created: ${JSON.stringify(result)}`);
  const db = await getDb();
  await db.update(user).set({ emailVerified: true }).where(eq(user.id, result.userId));
  return { userId: result.userId, username, email };
}

export function authPost(
  path: string,
  body: unknown,
  init: { ip?: string; cookie?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'x-matside-client-ip': init.ip ?? freshIp(),
  };
  if (init.cookie) headers.Cookie = init.cookie;
  Object.assign(headers, init.headers);
  return handleAuthRequest(
    new Request(`http://localhost:3000/api/auth${path}`, { method: 'POST', headers, body: JSON.stringify(body) }),
  );
}

/** The cookie header a browser would send back after this response. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

export function sessionTokenOf(cookie: string): string | undefined {
  return /matside\.session_token=([^;]+)/.exec(cookie)?.[1];
}

export async function signIn(identifier: string, password = TEST_PASSWORD, ip?: string): Promise<string> {
  const response = identifier.includes('@')
    ? await authPost('/sign-in/email', { email: identifier, password }, { ip })
    : await authPost('/sign-in/username', { username: identifier, password }, { ip });
  expect(response.status, await response.clone().text()).toBe(200);
  const cookie = cookieFrom(response);
  expect(sessionTokenOf(cookie)).toBeTruthy();
  return cookie;
}
