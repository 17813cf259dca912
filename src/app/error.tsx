'use client';

import { ErrorView } from '@/components/layout/error-view';

export default function RouteError({ error, retry, reset }: { error: unknown; retry: () => void; reset: () => void }) {
  return (
    <>
      <title>Error · Matside</title>
      <ErrorView error={error} retry={retry} reset={reset} />
    </>
  );
}
