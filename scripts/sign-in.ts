// Signing a demo account in from a script, through Better Auth's own endpoint (no test-only
// routes): what bench:durability and bench:cluster use to get a session cookie.
import { DEMO_PASSWORD } from './seed/demo-accounts';

export interface SignInOptions {
  password?: string;
  /** The Origin header: the app's APP_URL (Better Auth refuses others). Defaults to `baseUrl`. */
  origin?: string;
  /** Extra request headers (e.g. X-Forwarded-For through a trusted proxy). */
  headers?: Record<string, string>;
}

/** The sign-in answer's status and, on 200, the session cookie ready for a Cookie header. */
export async function signInAttempt(
  baseUrl: string,
  username: string,
  { password = DEMO_PASSWORD, origin = baseUrl, headers = {} }: SignInOptions = {},
): Promise<{ status: number; cookie: string | null }> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/username`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin, ...headers },
    body: JSON.stringify({ username, password }),
  });
  await response.arrayBuffer();
  if (response.status !== 200) return { status: response.status, cookie: null };
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { status: 200, cookie };
}

/** The session cookie of a successful sign-in, or null. */
export async function signIn(baseUrl: string, username: string, options?: SignInOptions): Promise<string | null> {
  return (await signInAttempt(baseUrl, username, options)).cookie;
}

/** A Cookie header as a browser context's cookies for `url`'s origin (Playwright's addCookies). */
export function browserCookies(cookieHeader: string, url: string): { name: string; value: string; url: string }[] {
  const origin = new URL(url).origin;
  return cookieHeader
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
    });
}
