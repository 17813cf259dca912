import 'server-only';
import { getActorFromHeaders } from '../auth/actor';
import { can } from '../auth/permissions';
import { NO_STORE } from '../http/route-handler';

// GET /api/health and GET /api/ready answer everyone with a bare status (a load balancer's probe, a
// curious visitor); a moderator also gets the detail. Who asks is looked up only when a cookie
// came with the request, and a lookup that fails (the database is what is down) counts as a
// visitor: the probe must answer whatever state the database is in.

export async function isModerator(request: Request): Promise<boolean> {
  if (!request.headers.get('cookie')) return false;
  try {
    return can(await getActorFromHeaders(request.headers), 'admin:access');
  } catch {
    return false;
  }
}

export function statusResponse(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': NO_STORE } });
}
