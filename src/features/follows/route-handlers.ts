import 'server-only';
import { endpoint, jsonBody, signedIn } from '@/server/http/endpoint';
import { z } from 'zod';
import { recordIdSchema } from '@/lib/route-params';
import { FollowBodySchema } from './schema';
import { followGirl, isFollowing, unfollowGirl } from './service';

// POST /follow – a guy follows a girl; DELETE /follow – he unfollows her. Body {follow:{girl_id}}.
export const followRoute = endpoint(
  { actor: signedIn, body: jsonBody(FollowBodySchema, { maxBytes: 4 * 1024 }) },
  async ({ request, actor, body }) => {
    const girlId = body.follow.girl_id;
    const result = request.method === 'DELETE' ? await unfollowGirl(actor, girlId) : await followGirl(actor, girlId);
    return Response.json({ follow: { girl_id: girlId, following: result.following } });
  },
);

// GET /follow?girl_id={id} – whether the viewer follows her (the cached profile's island asks)
export const followStateRoute = endpoint(
  { actor: signedIn, query: z.object({ girl_id: recordIdSchema('girl_id is required') }) },
  async ({ actor, query }) =>
    Response.json({ follow: { girl_id: query.girl_id, following: await isFollowing(actor, query.girl_id) } }),
);
