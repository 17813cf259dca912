import 'server-only';
import { createDatabaseRateLimiter } from '@/server/http/database-rate-limiter';
import { endpoint, jsonBody, permitted, recordId } from '@/server/http/endpoint';
import { REFERENCE_MESSAGES, ReferenceDecisionSchema, UnverifiedReferenceSchema } from './schema';
import { addUnverifiedReference, decideReference } from './service';

/** Each may e-mail a girl. */
const referenceLimiter = createDatabaseRateLimiter({ limit: 10, windowMs: 60 * 60_000 });
/** Far above any real use. */
const decisionLimiter = createDatabaseRateLimiter({ limit: 60, windowMs: 60_000 });

// POST /unverified_reference – {guyId, girlUrl, username, guyIdentifier}: a guy adds a reference to his own profile
export const addUnverifiedReferenceRoute = endpoint(
  {
    flag: 'guy-unverified-references',
    actor: permitted('reference:write:own'),
    rateLimit: { limiter: referenceLimiter, key: ({ actor }) => `unverified-reference:${actor.userId}` },
    body: jsonBody(UnverifiedReferenceSchema, { maxBytes: 8 * 1024 }),
  },
  async ({ actor, body }) => {
    const { id } = await addUnverifiedReference(actor, body);
    return Response.json({ id, message: REFERENCE_MESSAGES.thanks }, { status: 201 });
  },
);

// POST /api/v1/unverified-references/{id}/decision – {decision: 'confirm' | 'deny'}: the girl it names answers
export const decideReferenceRoute = endpoint(
  {
    flag: 'guy-unverified-references',
    actor: permitted('reference:decide:own'),
    params: { id: recordId },
    rateLimit: { limiter: decisionLimiter, key: ({ actor }) => `reference-decision:${actor.userId}` },
    body: jsonBody(ReferenceDecisionSchema, { maxBytes: 1024 }),
  },
  async ({ actor, params, body }) => {
    const { status } = await decideReference(actor, params.id, body);
    return Response.json({
      id: params.id,
      status,
      message: status === 'confirmed' ? REFERENCE_MESSAGES.confirmed : REFERENCE_MESSAGES.denied,
    });
  },
);
