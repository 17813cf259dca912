// GET /api/monitoring-config – the DSN (public by design), release and route patterns when
// SENTRY_DSN is set, else {"dsn":null} (decision 031). Browsers keep it 5 minutes.
import { env } from '@/server/env';
import { handleRoute } from '@/server/http/route-handler';
import { monitoringRelease, monitoringRoutePatterns } from '@/server/observability/monitoring';

export const dynamic = 'force-dynamic';

export const GET = handleRoute(async () => {
  const body = env.SENTRY_DSN
    ? {
        dsn: env.SENTRY_DSN,
        release: monitoringRelease(),
        environment: env.APP_ENV,
        routes: monitoringRoutePatterns(),
      }
    : { dsn: null };
  return Response.json(body, { headers: { 'Cache-Control': 'public, max-age=300' } });
});
