import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_COLLECTION, scrubBreadcrumb, scrubEvent } from '@/lib/monitoring/scrub';
import { currentRequestId } from '../../../server/request-context.mjs';
import { loadRoutePatterns } from '../../../server/route-pattern.mjs';
import { env } from '../env';
import { routeOf } from './route-of';
import packageJson from '../../../package.json';

// Error monitoring (decision 031): off unless SENTRY_DSN is set; the SDK is imported only then.
// Its state lives in the SDK (serverExternalPackages), not here: Next may bundle this file twice.

export function monitoringRelease(): string {
  if (env.SENTRY_RELEASE) return env.SENTRY_RELEASE;
  let build = 'development';
  try {
    build = readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {}
  return `matside@${packageJson.version}+${build}`;
}

/** Reports carry route patterns, never paths. */
export function monitoringRoutePatterns() {
  return loadRoutePatterns(process.cwd());
}

export async function startServerMonitoring(): Promise<void> {
  if (!env.SENTRY_DSN) return;
  const Sentry = await import('@sentry/nextjs');
  if (Sentry.getClient()) return;
  Sentry.init({
    dsn: env.SENTRY_DSN,
    release: monitoringRelease(),
    environment: env.APP_ENV,
    dataCollection: DATA_COLLECTION,
    // Errors only, no performance tracing.
    beforeSend: (event, hint) => scrubEvent(event, { routeOf }, hint),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb, { routeOf }),
  });
}

type OnRequestError = (typeof import('@sentry/nextjs'))['captureRequestError'];

export async function reportRequestError(...[error, request, context]: Parameters<OnRequestError>): Promise<void> {
  if (!env.SENTRY_DSN) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.withScope((scope) => {
    scope.setTag('route', context.routePath);
    const requestId = currentRequestId();
    if (requestId) scope.setTag('request_id', requestId);
    Sentry.captureRequestError(error, request, context);
  });
}

/** An error we answered with a 500 (Next never sees it). */
export async function reportServerError(error: unknown, where: { method: string; path: string }): Promise<void> {
  if (!env.SENTRY_DSN) return;
  const Sentry = await import('@sentry/nextjs');
  const route = routeOf(where.path);
  Sentry.withScope((scope) => {
    scope.setTag('route', route);
    scope.setTransactionName(`${where.method} ${route}`);
    const requestId = currentRequestId();
    if (requestId) scope.setTag('request_id', requestId);
    Sentry.captureException(error, { mechanism: { handled: false, type: 'matside.route_handler' } });
  });
}

/** Never its data. */
export async function reportJobError(error: unknown, job: { queue: string; id: string }): Promise<void> {
  if (!env.SENTRY_DSN) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.withScope((scope) => {
    scope.setTag('queue', job.queue);
    scope.setTag('job_id', job.id);
    scope.setTransactionName(`job ${job.queue}`);
    Sentry.captureException(error, { mechanism: { handled: false, type: 'matside.job' } });
  });
}
