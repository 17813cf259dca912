import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_COLLECTION, scrubBreadcrumb, scrubEvent } from '@/lib/monitoring/scrub';
import { currentRequestId } from '../../../server/request-context.mjs';
import { loadRoutePatterns } from '../../../server/route-pattern.mjs';
import { env } from '../env';
import { routeOf } from './route-of';
import packageJson from '../../../package.json';

// Error monitoring on the server (decision 031): off unless SENTRY_DSN is set.
// Then the official SDK (@sentry/nextjs) starts from src/instrumentation.ts and receives, scrubbed
// (src/lib/monitoring/scrub.ts): what Next reports through onRequestError (server components,
// server actions, uncaught route handler errors) and what our own wrappers catch and answer with a
// 500 (handleRoute). The SDK is imported only when enabled, so a site without monitoring does not
// even load it. Its state lives in the SDK (one copy: serverExternalPackages), not in this module,
// which Next may bundle into several server entries.

/** The release events carry: SENTRY_RELEASE, else the package version and this build's id. */
export function monitoringRelease(): string {
  if (env.SENTRY_RELEASE) return env.SENTRY_RELEASE;
  let build = 'development';
  try {
    build = readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    // `next dev` has no build id.
  }
  return `matside@${packageJson.version}+${build}`;
}

/**
 * This build's route patterns (its routes manifest), which reports carry instead of paths: the
 * browser gets them with its configuration (GET /api/monitoring-config).
 */
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
    // No tracesSampleRate: errors only, no performance tracing.
    beforeSend: (event, hint) => scrubEvent(event, { routeOf }, hint),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb, { routeOf }),
  });
}

type OnRequestError = (typeof import('@sentry/nextjs'))['captureRequestError'];

/** Next's onRequestError, when monitoring is on: the route pattern and the request id as tags. */
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

/** An error our code caught and answered with a 500 (Next never sees it), under its route's pattern. */
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

/** A job's failed try (src/server/jobs/worker.ts): the queue and job id as tags, never its data. */
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
