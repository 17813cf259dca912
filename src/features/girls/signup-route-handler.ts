import 'server-only';
import { clientIp } from '@/server/http/client-ip';
import { createDatabaseRateLimiter } from '@/server/http/database-rate-limiter';
import { endpoint, jsonBody } from '@/server/http/endpoint';
import { MAX_IMAGE64_LENGTH } from '@/server/images';
import { GIRL_SIGNUP_SUCCESS_MESSAGE, GirlSignupSchema } from './signup-schema';
import { signUpGirl } from './signup-service';

/** 5 sign-ups per 10 minutes per client address, across every app instance. */
const limiter = createDatabaseRateLimiter({ limit: 5, windowMs: 10 * 60_000 });

// POST /register_girl – girl sign-up (flag registration-girls): account, pending girl record, avatar
export const registerGirlRoute = endpoint(
  {
    flag: 'registration-girls',
    rateLimit: { limiter, key: ({ request }) => `register-girl:${clientIp(request)}` },
    body: jsonBody(GirlSignupSchema, { maxBytes: MAX_IMAGE64_LENGTH + 64 * 1024 }),
  },
  async ({ body }) => {
    await signUpGirl(body);
    // The same answer whether the account was created or already existed.
    return Response.json({ data: { message: GIRL_SIGNUP_SUCCESS_MESSAGE } }, { status: 200 });
  },
);
