import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { getAuth } from './auth';

// A signed cookie as Better Auth writes it (better-call's signCookieValue): the value, a dot, and the
// base64 of its HMAC-SHA256 under the auth secret (44 characters ending in "="), URL-encoded.
const SIGNATURE_LENGTH = 44;

/** A cookie's value as better-call reads it: the first of that name, unquoted, URL-decoded. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const pair of cookieHeader.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      return value.includes('%') ? decodeURIComponent(value) : value;
    } catch {
      return value;
    }
  }
  return null;
}

/** The value of a signed cookie whose signature holds under `secret`, or null. */
export function verifiedValue(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const signature = signed.slice(dot + 1);
  if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith('=')) return null;
  const value = signed.slice(0, dot);
  const expected = createHmac('sha256', secret).update(value).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

/**
 * The session token of a request, from Better Auth's signed session cookie (its own cookie name and
 * secret), without a database read or Better Auth's endpoint pipeline: the actor's one statement
 * then looks the session up by this token (actor.ts, decision 049).
 */
export async function sessionTokenFromHeaders(headers: Headers): Promise<string | null> {
  const cookieHeader = headers.get('cookie');
  if (!cookieHeader) return null;
  const context = await (await getAuth()).$context;
  const signed = readCookie(cookieHeader, context.authCookies.sessionToken.name);
  return signed ? verifiedValue(signed, context.secret) : null;
}
