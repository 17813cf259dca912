// GET /api/health – the process answers: 200 {"status":"ok"} without touching any
// dependency (that is GET /api/ready). Moderators also see the release, uptime and Node version.
import { handleRoute } from '@/server/http/route-handler';
import { monitoringRelease } from '@/server/observability/monitoring';
import { isModerator, statusResponse } from '@/server/observability/status-response';

export const dynamic = 'force-dynamic';

export const GET = handleRoute(async (request: Request) => {
  if (!(await isModerator(request))) return statusResponse(200, { status: 'ok' });
  return statusResponse(200, {
    status: 'ok',
    release: monitoringRelease(),
    uptimeSeconds: Math.round(process.uptime()),
    node: process.version,
  });
});
