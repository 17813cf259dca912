// The browser SDK, loaded only when monitoring is on (monitoring-loader.tsx imports this module
// dynamically). Besides what error boundaries hand over, the SDK itself reports uncaught errors and
// unhandled promise rejections (its default global handlers) and failed API calls: any fetch or
// XHR answered 5xx (httpClientIntegration). Every event and breadcrumb is scrubbed first (scrub.ts).
import * as Sentry from '@sentry/nextjs';
import { DATA_COLLECTION, scrubBreadcrumb, scrubEvent } from './scrub';

export interface BrowserMonitoringConfig {
  dsn: string;
  release?: string;
  environment?: string;
}

export function initBrowserMonitoring(config: BrowserMonitoringConfig): (error: unknown) => void {
  Sentry.init({
    dsn: config.dsn,
    release: config.release,
    environment: config.environment,
    dataCollection: DATA_COLLECTION,
    integrations: [Sentry.httpClientIntegration({ failedRequestStatusCodes: [[500, 599]] })],
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  return (error) => Sentry.captureException(error, { mechanism: { handled: false, type: 'matside.error_boundary' } });
}
