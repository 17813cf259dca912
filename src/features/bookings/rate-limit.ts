import 'server-only';
import type { SignedInActor } from '@/server/auth/actor-types';
import { createDatabaseRateLimiter } from '@/server/http/database-rate-limiter';
import { enforceRateLimit } from '@/server/http/rate-limit';

/** A guy may send 10 booking requests a minute: enough for a person, not for a spam script. */
const bookingLimiter = createDatabaseRateLimiter({ limit: 10, windowMs: 60_000 });

/** One limit for every way of sending a booking request (the form and the AI chat). */
export function enforceBookingRateLimit(actor: SignedInActor): Promise<void> {
  return enforceRateLimit(bookingLimiter, `book_girl:${actor.userId}`);
}
