import 'server-only';
import { getActorFromHeaders } from '@/server/auth/actor';
import { readJsonBody } from '@/server/http/json-api';
import { handleRoute } from '@/server/http/route-handler';
import { FollowBodySchema } from './schema';
import { followGirl, unfollowGirl } from './service';

export const followRoute = handleRoute(async (request: Request) => {
  const actor = await getActorFromHeaders(request.headers);
  const { follow } = FollowBodySchema.parse(await readJsonBody(request, { maxBytes: 4 * 1024 }));
  const result = request.method === 'DELETE' ? await unfollowGirl(actor, follow.girl_id) : await followGirl(actor, follow.girl_id);
  return Response.json({ follow: { girl_id: follow.girl_id, following: result.following } });
});
