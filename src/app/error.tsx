'use client';

import { useEffect } from 'react';
import { ErrorView } from '@/components/layout/error-view';
import { reportError } from '@/lib/monitoring/report-error';

export default function RouteError({ error, retry, reset }: { error: unknown; retry: () => void; reset: () => void }) {
  // To error monitoring when it is on (decision 031); a no-op otherwise.
  useEffect(() => reportError(error), [error]);
  return (
    <>
      <title>Error · Matside</title>
      <ErrorView error={error} retry={retry} reset={reset} />
    </>
  );
}
