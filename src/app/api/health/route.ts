// GET /api/health – the process answers, touching no dependency.
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
