// GET /api/monitoring-config – what the browser needs to report its errors (decision 031): the DSN,
// release and environment when SENTRY_DSN is set, else {"dsn":null} and the browser loads no
// monitoring code at all. Read at run time, so setting or changing SENTRY_DSN needs a restart, not a
// rebuild. A DSN is public by design (it only lets one send events); browsers keep the answer 5
// minutes, so the root layout's loader (src/lib/monitoring/monitoring-loader.tsx) costs no request
// on most page loads. With it come the build's route patterns: the browser's reports name the
// pattern of a page (`/appeal/[token]`), never its path.
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
