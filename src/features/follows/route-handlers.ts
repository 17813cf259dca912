import 'server-only';
import { endpoint, jsonBody, signedIn } from '@/server/http/endpoint';
import { FollowBodySchema } from './schema';
import { followGirl, unfollowGirl } from './service';

// POST /follow – a guy follows a girl; DELETE /follow – he unfollows her. Body {follow:{girl_id}}.
export const followRoute = endpoint(
  { actor: signedIn, body: jsonBody(FollowBodySchema, { maxBytes: 4 * 1024 }) },
  async ({ request, actor, body }) => {
    const girlId = body.follow.girl_id;
    const result = request.method === 'DELETE' ? await unfollowGirl(actor, girlId) : await followGirl(actor, girlId);
    return Response.json({ follow: { girl_id: girlId, following: result.following } });
  },
);
