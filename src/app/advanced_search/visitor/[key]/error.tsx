'use client';

import { useEffect } from 'react';
import { Container } from '@/components/layout/container';
import { SearchErrorPanel } from '@/features/search/components/search-results';
import { ERROR_MESSAGES } from '@/lib/errors/messages';
import { reportError } from '@/lib/monitoring/report-error';

// The cached page throws a failed search instead of keeping it (decision 036); this answers instead.
export default function VisitorSearchError({
  error,
  retry,
  reset,
}: {
  error: unknown;
  retry?: () => void;
  reset?: () => void;
}) {
  useEffect(() => reportError(error), [error]);
  return (
    <Container className="flex flex-col gap-5 py-6 sm:py-8">
      <title>Girls Search · Matside</title>
      <h1 className="text-2xl font-bold tracking-tight">Girls Search</h1>
      <SearchErrorPanel message={ERROR_MESSAGES.unknown} onRetry={() => (retry ?? reset)?.()} />
    </Container>
  );
}
