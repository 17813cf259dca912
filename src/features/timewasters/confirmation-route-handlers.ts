import 'server-only';
import type { Actor, SignedInActor } from '@/server/auth/actor-types';
import { createDatabaseRateLimiter } from '@/server/http/database-rate-limiter';
import { endpoint, jsonApiBody, recordId } from '@/server/http/endpoint';
import { jsonApiResponse, serializeResource } from '@/server/http/json-api';
import { requireTimewasterReader } from './access';
import { TimewasterConfirmationSchema } from './confirmation-schema';
import { confirmTimewaster } from './confirmations';

/** The feature's gate, as in route-handlers.ts: everyone but a vetted girl or a moderator gets the 404. */
function timewasterReader(actor: Actor): SignedInActor {
  requireTimewasterReader(actor);
  return actor;
}

const confirmations = {
  limiter: createDatabaseRateLimiter({ limit: 20, windowMs: 10 * 60_000 }),
  key: ({ actor }: { actor: SignedInActor }) => `timewaster-confirm:${actor.userId}`,
};

// POST /api/v1/timewasters/{id}/confirmations – "I had this experience too", with its date; renews the entry
export const confirmRoute = endpoint(
  {
    summary: 'Confirm a timewaster entry ("I had this experience too"), which renews its expiry',
    actor: timewasterReader,
    params: { id: recordId },
    body: jsonApiBody('timewasterConfirmations', TimewasterConfirmationSchema),
    rateLimit: confirmations,
  },
  async ({ actor, params, body }) => {
    const { id, ...attributes } = await confirmTimewaster(actor, params.id, body);
    return jsonApiResponse(serializeResource('timewasterConfirmations', id, attributes), { status: 201 });
  },
);
