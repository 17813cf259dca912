import 'server-only';
import { resourceDoc } from '@/server/http/api-description';
import { createDatabaseRateLimiter } from '@/server/http/database-rate-limiter';
import { AppError } from '@/server/http/app-error';
import { jsonApiResponse, serializeResource } from '@/server/http/json-api';
import { anyone, endpoint, jsonBody, permitted, segment, type RouteRateLimit } from '@/server/http/endpoint';
import type { SignedInActor } from '@/server/auth/actor-types';
import { getClientProfile } from './queries';
import { CLIENT_PROFILE_TYPE } from './types';
import { GirlsOnlyCommentSchema, GuyReviewSchema } from './schema';
import { commentOnClient, reviewClient } from './service';
import { CLIENT_PROFILE_ATTRIBUTES } from './response-schemas';

/** A vetted girl: 401 for a visitor, 403 for anyone else, before the body is read. */
const writer = permitted('client-safety:write');
const SMALL = { maxBytes: 16 * 1024 };

/** 30 reviews or comments an hour per girl, across every app instance. */
const perGirl = (kind: string): RouteRateLimit<SignedInActor> => ({
  limiter: createDatabaseRateLimiter({ limit: 30, windowMs: 60 * 60_000 }),
  key: ({ actor }) => `client-safety-${kind}:${actor.userId}`,
});

// POST /api/v1/guy-reviews – {guyId, comment, thumb}: a vetted girl reviews a client
export const reviewClientRoute = endpoint(
  { actor: writer, body: jsonBody(GuyReviewSchema, SMALL), rateLimit: perGirl('review') },
  async ({ actor, body }) => {
    const { id, created } = await reviewClient(actor, body);
    return Response.json({ id }, { status: created ? 201 : 200 });
  },
);

// POST /api/v1/girls-only-comments – {guyId, comment}: a vetted girl's comment only girls read
export const commentOnClientRoute = endpoint(
  { actor: writer, body: jsonBody(GirlsOnlyCommentSchema, SMALL), rateLimit: perGirl('comment') },
  async ({ actor, body }) => Response.json(await commentOnClient(actor, body), { status: 201 }),
);

// GET /api/v1/client-profiles/{username} – the page as this viewer may see it (the cached page's
// island, decision 022); a missing guy is a 404.
export const clientProfileRoute = endpoint(
  {
    summary: 'A client profile as the viewer may see it',
    response: resourceDoc(CLIENT_PROFILE_TYPE, CLIENT_PROFILE_ATTRIBUTES),
    actor: anyone,
    params: { username: segment },
  },
  async ({ actor, params }) => {
    const page = await getClientProfile(actor, params.username);
    if (page.state === 'not-found') throw new AppError('not_found');
    const id = page.state === 'ok' ? page.profile.username : params.username;
    return jsonApiResponse(serializeResource(CLIENT_PROFILE_TYPE, id, page));
  },
);
