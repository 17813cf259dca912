'use client';

import { useEffect } from 'react';
import { ErrorView } from '@/components/layout/error-view';
import { MonitoringLoader } from '@/lib/monitoring/monitoring-loader';
import { reportError } from '@/lib/monitoring/report-error';
import './globals.css';

// Replaces the root layout, so it brings its own <html>, styles and monitoring loader (decision 031).
export default function GlobalError({ error, retry, reset }: { error: unknown; retry: () => void; reset: () => void }) {
  useEffect(() => reportError(error), [error]);
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col">
        <title>Error · Matside</title>
        <main className="flex flex-1 flex-col">
          <ErrorView error={error} retry={retry} reset={reset} />
        </main>
        <MonitoringLoader />
      </body>
    </html>
  );
}
