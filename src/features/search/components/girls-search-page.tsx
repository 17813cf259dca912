import 'server-only';
import { Container } from '@/components/layout/container';
import { ERROR_MESSAGES } from '@/lib/errors/messages';
import type { Actor } from '@/server/auth/actor-types';
import { describeError } from '@/server/http/safe-log';
import { logger } from '@/server/logger';
import { advancedSearchAllowed, searchGirls } from '../queries';
import { hasCriteria, textOnlyFilter, type SearchFilter } from '../schema';
import type { SearchResult } from '../types';
import { GirlsSearch } from './girls-search';

export interface GirlsSearchPageProps {
  actor: Actor;
  requested: SearchFilter;
  options: { cities: readonly string[]; states: readonly string[] };
  /** Decision 036: a failure is thrown, not shown, so it is not kept in the page cache. */
  cached?: boolean;
}

export async function GirlsSearchPage({ actor, requested, options, cached = false }: GirlsSearchPageProps) {
  let result: SearchResult | null = null;
  let error: string | null = null;
  // Spec §6: a guy may get the text search only.
  const advanced = advancedSearchAllowed(actor);
  const filter = advanced ? requested : textOnlyFilter(requested);
  // Spec §4.
  if (hasCriteria(filter)) {
    try {
      result = await searchGirls(actor, filter);
    } catch (caught) {
      // The query text may be personal: log the failure, not the search.
      logger.error({ err: describeError(caught) }, 'Girls search failed');
      if (cached) throw caught;
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
