import 'server-only';
import { isIP } from 'node:net';
import { AppError } from '@/server/http/app-error';
import { clientIp } from '@/server/http/client-ip';
import { containsNul, NUL_IN_BODY } from '@/server/http/json-api';
import { errorResponse, NO_STORE } from '@/server/http/route-handler';
import { getAuth } from './auth';
import { CLIENT_IP_HEADER } from './constants';
import { metrics } from '../observability/metrics';

// Better Auth's bodies are a few short fields: refuse anything large before buffering it.
const MAX_BODY_BYTES = 16 * 1024;

/**
 * The Better Auth endpoints a browser may reach; the rest 404. An allowlist, so an endpoint an
 * upgrade adds stays closed (/update-user let anyone rename themselves; /admin/* skips our audit).
 */
export const OPEN_AUTH_PATHS: ReadonlySet<string> = new Set([
  '/sign-in/email',
  '/sign-in/username',
  '/sign-out',
  '/get-session',
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

export function authEndpointPath(url: string): string {
  const pathname = new URL(url).pathname.replace(/\/+$/, '');
  return pathname.startsWith(`${AUTH_BASE_PATH}/`) ? pathname.slice(AUTH_BASE_PATH.length) : pathname;
}

export async function handleAuthRequest(request: Request): Promise<Response> {
  try {
    if (!OPEN_AUTH_PATHS.has(authEndpointPath(request.url))) {
      return new Response(null, { status: 404, headers: { 'Cache-Control': NO_STORE } });
    }
    const response = await forwardToAuth(request);
    if (response.status === 429) metrics().rateLimitRefusals.inc({ limiter: 'auth' });
    return response;
  } catch (error) {
    return errorResponse(error, request);
  }
}

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
  // PostgreSQL text cannot hold NUL.
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
