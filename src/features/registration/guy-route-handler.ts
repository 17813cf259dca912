import 'server-only';
import { getActorFromHeaders } from '@/server/auth/actor';
import { isEnabled } from '@/server/flags';
import { AppError } from '@/server/http/app-error';
import { clientIp } from '@/server/http/client-ip';
import { createDatabaseRateLimiter } from '@/server/http/database-rate-limiter';
import { readJsonBody } from '@/server/http/json-api';
import { enforceRateLimit } from '@/server/http/rate-limit';
import { handleRoute, NO_STORE } from '@/server/http/route-handler';
import { MAX_IMAGE64_LENGTH } from '@/server/images';
import { registerGuy } from './guy-service';

/**
 * 5 registrations per 10 minutes per client address, across every app instance: enough for a
 * household, too few to create accounts in bulk or probe many addresses.
 */
const limiter = createDatabaseRateLimiter({ limit: 5, windowMs: 10 * 60_000 });

export const registerGuyRoute = handleRoute(async (request: Request) => {
  if (!isEnabled('registration-guys')) throw new AppError('not_found');
  await enforceRateLimit(limiter, `register-guy:${clientIp(request)}`);
  const body = await readJsonBody(request, { maxBytes: MAX_IMAGE64_LENGTH + 64 * 1024 });
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new AppError('bad_request');
  const actor = await getActorFromHeaders(request.headers);
  const answer = await registerGuy(actor, body);
  return Response.json(answer, { status: answer.status === 'profile-created' ? 201 : 200, headers: { 'Cache-Control': NO_STORE } });
});
