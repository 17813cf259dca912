import 'server-only';
import { clientIp } from '@/server/http/client-ip';
import { createDatabaseRateLimiter } from '@/server/http/database-rate-limiter';
import { anyone, endpoint, jsonBody } from '@/server/http/endpoint';
import { MAX_IMAGE64_LENGTH } from '@/server/images';
import { RegistrationBodySchema } from './schema';
import { registerGuy } from './service';

/** Enough for a household, too few to create accounts or probe addresses in bulk. */
const limiter = createDatabaseRateLimiter({ limit: 5, windowMs: 10 * 60_000 });

// POST /register_guy – guy sign-up (a new account, or the profile of a signed-in account without one)
export const registerGuyRoute = endpoint(
  {
    flag: 'registration-guys',
    actor: anyone,
    rateLimit: { limiter, key: ({ request }) => `register-guy:${clientIp(request)}` },
    body: jsonBody(RegistrationBodySchema, { maxBytes: MAX_IMAGE64_LENGTH + 64 * 1024 }),
  },
  async ({ actor, body }) => {
    const answer = await registerGuy(actor, body);
    return Response.json(answer, { status: answer.status === 'profile-created' ? 201 : 200 });
  },
);
