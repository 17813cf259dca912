// The browser SDK, loaded only when monitoring is on (monitoring-loader.tsx imports this module
// dynamically). Besides what error boundaries hand over, the SDK itself reports uncaught errors and
// unhandled promise rejections (its default global handlers) and failed API calls: any fetch or
// XHR answered 5xx (httpClientIntegration). Every event and breadcrumb is scrubbed first (scrub.ts).
import * as Sentry from '@sentry/nextjs';
import { createRouteMatcher, type RoutePatterns } from '../../../server/route-matcher.mjs';
import { DATA_COLLECTION, scrubBreadcrumb, scrubEvent, type ScrubOptions } from './scrub';

export interface BrowserMonitoringConfig {
  dsn: string;
  release?: string;
  environment?: string;
  /** The build's route patterns: reports name a page's pattern, never its path (its token). */
  routes?: RoutePatterns;
}

export function initBrowserMonitoring(config: BrowserMonitoringConfig): (error: unknown) => void {
  const options: ScrubOptions = { routeOf: createRouteMatcher(config.routes ?? {}) };
  Sentry.init({
    dsn: config.dsn,
    release: config.release,
    environment: config.environment,
    dataCollection: DATA_COLLECTION,
    integrations: [Sentry.httpClientIntegration({ failedRequestStatusCodes: [[500, 599]] })],
    beforeSend: (event, hint) => scrubEvent(event, options, hint),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb, options),
  });
  return (error) => Sentry.captureException(error, { mechanism: { handled: false, type: 'matside.error_boundary' } });
}
