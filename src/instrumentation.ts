// Next calls register() once when a server starts (console errors are made safe there first) and onRequestError() for every error it sees
// while rendering or handling a request. Both only reach the monitoring module in the Node.js
// runtime (an edge bundle would load this file too), and that module does
// nothing unless SENTRY_DSN is set (decision 031). NEXT_RUNTIME is Next's own variable, set for
// this check; it is not configuration, so it is not in src/server/env.ts.
import type { Instrumentation } from 'next';

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Next prints the errors it catches: without the values bound to a failed query.
  const { scrubConsoleErrors } = await import('./server/observability/console-errors');
  scrubConsoleErrors();
  const { startServerMonitoring } = await import('./server/observability/monitoring');
  await startServerMonitoring();
}

export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { reportRequestError } = await import('./server/observability/monitoring');
  await reportRequestError(error, request, context);
};
