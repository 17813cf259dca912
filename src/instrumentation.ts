// Reaches monitoring only in the Node.js runtime (an edge bundle loads this file too). NEXT_RUNTIME
// is Next's own variable, not configuration.
import type { Instrumentation } from 'next';

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
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
