import 'server-only';
import { clientIp } from '@/server/http/client-ip';
import { createDatabaseRateLimiter } from '@/server/http/database-rate-limiter';
import { readJsonBody } from '@/server/http/json-api';
import { enforceRateLimit } from '@/server/http/rate-limit';
import { handleRoute } from '@/server/http/route-handler';
import { AppError } from '@/server/http/app-error';
import { isEnabled } from '@/server/flags';
import { MAX_IMAGE64_LENGTH } from '@/server/images';
import { GIRL_SIGNUP_SUCCESS_MESSAGE, type GirlSignupInput } from './signup-schema';
import { signUpGirl } from './signup-service';

/** 5 sign-ups per 10 minutes per client address, across every app instance. */
const limiter = createDatabaseRateLimiter({ limit: 5, windowMs: 10 * 60_000 });

export const registerGirlRoute = handleRoute(async (request: Request) => {
  if (!isEnabled('registration-girls')) throw new AppError('not_found');
  await enforceRateLimit(limiter, `register-girl:${clientIp(request)}`);
  const body = await readJsonBody(request, { maxBytes: MAX_IMAGE64_LENGTH + 64 * 1024 });
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new AppError('bad_request');
  await signUpGirl(body as GirlSignupInput);
  // The same answer whether the account was created or already existed.
  return Response.json({ data: { message: GIRL_SIGNUP_SUCCESS_MESSAGE } }, { status: 200 });
});
