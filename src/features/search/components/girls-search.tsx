'use client';

import { SlidersHorizontal } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { advancedSearchHref } from '../client';
import { filterToSearchParams, type SearchFilter } from '../schema';
import type { SearchResult } from '../types';
import { AdvancedSearchPanel, type ApplyFilter } from './advanced-search-panel';
import { SearchErrorPanel, SearchResults, type ResultsView } from './search-results';

export interface GirlsSearchProps {
  filter: SearchFilter;
  /** null: skipped (no text and default filters, spec §4) or failed. */
  result: SearchResult | null;
  error: string | null;
  cities: readonly string[];
  states: readonly string[];
  /** false: text search only (spec §6 girls-advanced-search-for-clients off, for a guy). */
  advanced?: boolean;
}

/**
 * /advanced_search: the Advanced Search panel beside (wide screens) or above the results. The
 * filter lives in the URL: every change navigates, the server renders the first page again, and
 * back/forward or a shared link show the same search.
 */
export function GirlsSearch({ filter, result, error, cities, states, advanced = true }: GirlsSearchProps) {
  const router = useRouter();
  const panelId = useId();
  const [pending, startTransition] = useTransition();
  // null until the user toggles: open beside the results on wide screens, closed above them on
  // phones (so the results are not pushed below the fold). CSS decides, so no hydration mismatch.
  const [panelOpen, setPanelOpen] = useState<boolean | null>(null);
  const [view, setView] = useState<ResultsView>('list');
  // Changes made before the server answered the last one build on it, not on the stale prop.
  const latest = useRef(filter);
  useEffect(() => {
    latest.current = filter;
  }, [filter]);

  const apply: ApplyFilter = (patch, mode) => {
    const next = { ...latest.current, ...patch };
    const href = advancedSearchHref(next);
    if (href === advancedSearchHref(latest.current)) return;
    latest.current = next;
    startTransition(() =>
      mode === 'push' ? router.push(href, { scroll: false }) : router.replace(href, { scroll: false }),
    );
  };

  const key = filterToSearchParams(filter).toString();
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:gap-0">
      <aside
        className={cn(
          'flex flex-col gap-3 lg:sticky lg:top-4 lg:shrink-0',
          panelOpen !== false && 'lg:w-72 lg:border-r lg:border-border lg:pr-6',
        )}
        data-panel={panelOpen === null ? 'auto' : panelOpen ? 'open' : 'closed'}
      >
        {panelOpen === null ? (
          <>
            <Button
              variant="secondary"
              size="sm"
              className="self-start lg:hidden"
              aria-expanded={false}
              aria-controls={panelId}
              onClick={() => setPanelOpen(true)}
            >
              <SlidersHorizontal aria-hidden="true" />
              Show Advanced Search
            </Button>
            <Button
              variant="secondary"
              size="sm"
              className="hidden self-start lg:inline-flex"
              aria-expanded
              aria-controls={panelId}
              onClick={() => setPanelOpen(false)}
            >
              <SlidersHorizontal aria-hidden="true" />
              Hide Advanced Search
            </Button>
          </>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            aria-expanded={panelOpen}
            aria-controls={panelId}
            onClick={() => setPanelOpen(!panelOpen)}
          >
            <SlidersHorizontal aria-hidden="true" />
            {panelOpen ? 'Hide Advanced Search' : 'Show Advanced Search'}
          </Button>
        )}
        <div
          id={panelId}
          className={cn(
            'rounded-card border border-border bg-surface p-4 lg:border-0 lg:bg-transparent lg:p-0',
            panelOpen === null && 'hidden lg:block',
            panelOpen === false && 'hidden',
          )}
        >
          <AdvancedSearchPanel filter={filter} onApply={apply} cities={cities} states={states} filters={advanced} />
        </div>
      </aside>

      <div
        className={cn('min-w-0 flex-1 lg:pl-6 transition-opacity', pending && 'opacity-60')}
        aria-busy={pending || undefined}
      >
        {pending ? (
          <div className="mb-3 flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner size="sm" label="Searching..." />
            <span aria-hidden="true">Searching...</span>
          </div>
        ) : null}
        {error ? (
          <SearchErrorPanel message={error} onRetry={() => window.location.reload()} />
        ) : result ? (
          <SearchResults key={key} filter={filter} initial={result} view={view} onViewChange={setView} />
        ) : (
          <EmptyState
            title="Girls Search"
            description="Type a name, city, state, country or phone number, or set a filter, to see matching girls."
          />
        )}
      </div>
    </div>
  );
}
