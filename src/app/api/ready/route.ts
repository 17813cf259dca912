// GET /api/ready – may this instance take traffic? Moderators also get each check's detail.
import { handleRoute } from '@/server/http/route-handler';
import { checkReadiness } from '@/server/observability/readiness';
import { isModerator, statusResponse } from '@/server/observability/status-response';

export const dynamic = 'force-dynamic';

export const GET = handleRoute(async (request: Request) => {
  const [readiness, moderator] = await Promise.all([checkReadiness(), isModerator(request)]);
  const status = readiness.ready ? 'ready' : 'not ready';
  return statusResponse(readiness.ready ? 200 : 503, moderator ? { status, checks: readiness.checks } : { status });
});
