import 'server-only';
import type { SignedInActor } from '@/server/auth/actor-types';
import { createDatabaseRateLimiter } from '@/server/http/database-rate-limiter';
import type { RouteRateLimit } from '@/server/http/endpoint';

/**
 * A guy may send 10 booking requests a minute: enough for a person, not for a spam script. One
 * limit for every way of sending a booking request (the form and the AI chat's confirm).
 */
export const bookingRateLimit: RouteRateLimit<SignedInActor> = {
  limiter: createDatabaseRateLimiter({ limit: 10, windowMs: 60_000 }),
  key: ({ actor }) => `book_girl:${actor.userId}`,
};
