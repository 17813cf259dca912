import 'server-only';
import { getActorFromHeaders } from '../auth/actor';
import { can } from '../auth/permissions';
import { NO_STORE } from '../http/route-handler';

// A moderator gets the detail. A failed lookup counts as a visitor: the probe must answer whatever
// state the database is in.

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
