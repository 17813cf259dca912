// GET /session – the signed-in user's fields (spec §7), 401 for a visitor.
import { getActorFromHeaders } from '@/server/auth/actor';
import { requireActor } from '@/server/auth/permissions';
import { getSessionInfo } from '@/server/auth/session-info';
import { handleRoute, NO_STORE } from '@/server/http/route-handler';

export const dynamic = 'force-dynamic';

export const GET = handleRoute(async (request: Request) => {
  const actor = await getActorFromHeaders(request.headers);
  requireActor(actor);
  return Response.json(await getSessionInfo(actor), { headers: { 'Cache-Control': NO_STORE } });
});
