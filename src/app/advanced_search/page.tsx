import type { Metadata } from 'next';
import { GirlsSearch } from '@/features/search/components/girls-search';
import { advancedSearchAllowed, searchFilterOptionsCached, searchGirls } from '@/features/search/queries';
import {
  SEARCH_PAGE_SIZE,
  hasCriteria,
  parseSearchFilter,
  textOnlyFilter,
  type RawSearchParams,
} from '@/features/search/schema';
import type { SearchResult } from '@/features/search/types';
import { ERROR_MESSAGES } from '@/lib/errors/messages';
import { Container } from '@/components/layout/container';
import { getActor } from '@/server/auth/actor';
import { logger } from '@/server/logger';
import { describeError } from '@/server/http/safe-log';

export const metadata: Metadata = {
  title: 'Girls Search',
  description: 'Search session wrestlers by name, city, state, country, age, height, weight and physique.',
};

export default async function AdvancedSearchPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const requested = { ...parseSearchFilter(await searchParams), limit: SEARCH_PAGE_SIZE, offset: 0 };
  let result: SearchResult | null = null;
  let error: string | null = null;
  const [actor, options] = await Promise.all([getActor(), searchFilterOptionsCached()]);
  // Spec §6 girls-advanced-search-for-clients: off, a guy gets the text search only.
  const advanced = advancedSearchAllowed(actor);
  const filter = advanced ? requested : textOnlyFilter(requested);
  // Spec §4: skipped until there is text or a non-default filter.
  if (hasCriteria(filter)) {
    try {
      result = await searchGirls(actor, filter);
    } catch (caught) {
      // The query text may be personal (a phone number): log the failure, not the search.
      logger.error({ err: describeError(caught) }, 'Girls search failed');
      error = ERROR_MESSAGES.unknown;
    }
  }
  return (
    <Container className="flex flex-col gap-5 py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight">Girls Search</h1>
      <GirlsSearch
        filter={filter}
        result={result}
        error={error}
        cities={advanced ? options.cities : []}
        states={advanced ? options.states : []}
        advanced={advanced}
      />
    </Container>
  );
}
