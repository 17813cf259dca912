import 'server-only';
import { isIP } from 'node:net';
import { AppError } from '@/server/http/app-error';
import { clientIp } from '@/server/http/client-ip';
import { containsNul, NUL_IN_BODY } from '@/server/http/json-api';
import { errorResponse, NO_STORE } from '@/server/http/route-handler';
import { getAuth } from './auth';
import { CLIENT_IP_HEADER } from './constants';
import { metrics } from '../observability/metrics';

/**
 * Hands a request to Better Auth with the client address our server resolved (client-ip.ts) in the
 * header Better Auth keys its rate limits on; a request without one shares a single bucket.
 */
// Better Auth's bodies are a few short fields; refuse anything large before buffering it.
const MAX_BODY_BYTES = 16 * 1024;

/**
 * The only Better Auth endpoints a browser may reach: what our own pages and e-mails use. Every
 * other one answers 404 like a path that does not exist: /update-user would let anyone
 * rename themselves or take another's picture (displayUsername, name, image, username) and confirm
 * hidden usernames (USERNAME_IS_ALREADY_TAKEN); /is-username-available the same;
 * /sign-up/email skips our registration's captcha and flags; the admin plugin's /admin/* would let
 * a moderator act outside our services and their audit log; /change-email, /delete-user,
 * /request-password-reset and the rest are features the site does not offer. An allowlist, so an
 * endpoint a Better Auth upgrade adds stays closed until someone opens it here on purpose.
 */
export const OPEN_AUTH_PATHS: ReadonlySet<string> = new Set([
  '/sign-in/email',
  '/sign-in/username',
  '/sign-out',
  '/get-session',
  // Needs the current password; our before-hook applies the spec's password rule (auth.ts).
  '/change-password',
  '/verify-email',
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/ok',
  '/error',
]);

const AUTH_BASE_PATH = '/api/auth';

/** The endpoint path Better Auth would route to, normalised as Better Auth does (trailing slashes dropped). */
export function authEndpointPath(url: string): string {
  const pathname = new URL(url).pathname.replace(/\/+$/, '');
  return pathname.startsWith(`${AUTH_BASE_PATH}/`) ? pathname.slice(AUTH_BASE_PATH.length) : pathname;
}

export async function handleAuthRequest(request: Request): Promise<Response> {
  try {
    if (!OPEN_AUTH_PATHS.has(authEndpointPath(request.url))) {
      // One answer for a closed endpoint and a path that does not exist.
      return new Response(null, { status: 404, headers: { 'Cache-Control': NO_STORE } });
    }
    const response = await forwardToAuth(request);
    // Better Auth's own limit (its rateLimit option: sign-in attempts per address).
    if (response.status === 429) metrics().rateLimitRefusals.inc({ limiter: 'auth' });
    return response;
  } catch (error) {
    return errorResponse(error, request);
  }
}

/** A NUL in the body's text or, JSON-escaped, in any of its values or keys. */
function holdsNul(body: ArrayBuffer): boolean {
  const text = new TextDecoder().decode(body);
  if (text.includes('\u0000')) return true;
  try {
    return containsNul(JSON.parse(text));
  } catch {
    return false; // not JSON: Better Auth answers that itself
  }
}

async function forwardToAuth(request: Request): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_IP_HEADER);
  const ip = clientIp(request);
  if (isIP(ip)) headers.set(CLIENT_IP_HEADER, ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const declared = Number(request.headers.get('content-length'));
  if (hasBody && Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw new AppError('payload_too_large');
  const body = hasBody ? await request.arrayBuffer() : undefined;
  if (body && body.byteLength > MAX_BODY_BYTES) throw new AppError('payload_too_large');
  // PostgreSQL text cannot hold NUL: a username of "\u0000" reached the sign-in guard's query and
  // failed there with a 500 (found by tests/integration/fuzz-api.test.ts). Refused like our routes'.
  if (body && holdsNul(body)) throw new AppError('bad_request', NUL_IN_BODY);
  const forwarded = new Request(request.url, {
    method: request.method,
    headers,
    body,
    signal: request.signal,
  });
  const auth = await getAuth();
  const response = await auth.handler(forwarded);
  if (!response.headers.has('Cache-Control')) {
    const copy = new Response(response.body, response);
    copy.headers.set('Cache-Control', NO_STORE);
    return copy;
  }
  return response;
}
