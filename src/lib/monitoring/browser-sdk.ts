// Loaded only when monitoring is on. Also reports uncaught errors and 5xx API calls; all scrubbed.
import * as Sentry from '@sentry/nextjs';
import { createRouteMatcher, type RoutePatterns } from '../../../server/route-matcher.mjs';
import { DATA_COLLECTION, scrubBreadcrumb, scrubEvent, type ScrubOptions } from './scrub';

export interface BrowserMonitoringConfig {
  dsn: string;
  release?: string;
  environment?: string;
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
