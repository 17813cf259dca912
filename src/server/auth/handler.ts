import 'server-only';
import { isIP } from 'node:net';
import { AppError } from '@/server/http/app-error';
import { clientIp } from '@/server/http/client-ip';
import { errorResponse, NO_STORE } from '@/server/http/route-handler';
import { getAuth } from './auth';
import { CLIENT_IP_HEADER } from './constants';

/**
 * Hands a request to Better Auth with the client address our server resolved (client-ip.ts) in the
 * header Better Auth keys its rate limits on; a request without one shares a single bucket.
 */
// Better Auth's bodies are a few short fields; refuse anything large before buffering it.
const MAX_BODY_BYTES = 16 * 1024;

export async function handleAuthRequest(request: Request): Promise<Response> {
  try {
    return await forwardToAuth(request);
  } catch (error) {
    return errorResponse(error, request);
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
