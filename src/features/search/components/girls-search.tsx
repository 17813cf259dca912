'use client';

import { failureMessage } from '@/lib/api-client';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { cx } from '@/lib/class-names';
import { useLiveFrom } from '@/lib/use-live-from';
import { advancedSearchHref, fetchSearch } from '../client';
import {
  SEARCH_PAGE_SIZE,
  filterToSearchParams,
  hasCriteria,
  parseSearchFilter,
  textOnlyFilter,
  type SearchFilter,
} from '../schema';
import type { SearchResult } from '../types';
import { AdvancedSearchPanel, type ApplyFilter } from './advanced-search-panel';
import { SearchErrorPanel, SearchResults, type ResultsView } from './search-results';

export interface GirlsSearchProps {
  filter: SearchFilter;
  /** null: skipped (spec §4) or failed. */
  result: SearchResult | null;
  error: string | null;
  cities: readonly string[];
  states: readonly string[];
  advanced?: boolean;
}

interface Shown {
  filter: SearchFilter;
  result: SearchResult | null;
  error: string | null;
}

/** Where the panel's `hidden lg:block` shows it before any toggle (the theme's lg breakpoint). */
const PANEL_SHOWN_QUERY = '(min-width: 1200px)';

/** The server renders the first search; later changes fetch GET /api/v1/search and write the URL. */
export function GirlsSearch({ filter, result, error, cities, states, advanced = true }: GirlsSearchProps) {
  const panelId = useId();
  const [shown, setShown] = useState<Shown>({ filter, result, error });
  const [pending, setPending] = useState(false);
  const request = useRef<AbortController | null>(null);
  // null until toggled: CSS opens it on wide screens, so no hydration mismatch.
  const [panelOpen, setPanelOpen] = useState<boolean | null>(null);
  // Decision 038: on a narrow screen the panel starts closed, so its controls stay the server's HTML
  // (not hydrated) until it is first opened or the screen widens; the server and a wide screen render it.
  const [panelLive, goLive] = useLiveFrom(PANEL_SHOWN_QUERY);
  const togglePanel = (open: boolean) => {
    goLive();
    setPanelOpen(open);
  };
  const [view, setView] = useState<ResultsView>('list');
  const [rendered, setRendered] = useState<Shown>({ filter, result, error });
  if (rendered.filter !== filter || rendered.result !== result || rendered.error !== error) {
    setRendered({ filter, result, error });
    setShown({ filter, result, error });
  }
  // Changes build on the newest filter, not on what is shown.
  const latest = useRef(filter);
  useEffect(() => {
    latest.current = filter;
  }, [filter]);

  const search = useCallback(
    async (wanted: SearchFilter) => {
      request.current?.abort();
      const next = advanced ? wanted : textOnlyFilter(wanted);
      if (!hasCriteria(next)) {
        setPending(false);
        setShown({ filter: next, result: null, error: null });
        return;
      }
      const controller = new AbortController();
      request.current = controller;
      setPending(true);
      try {
        const page = await fetchSearch(next, { limit: SEARCH_PAGE_SIZE }, controller.signal);
        if (!controller.signal.aborted) setShown({ filter: next, result: page, error: null });
      } catch (caught) {
        if (!controller.signal.aborted) setShown({ filter: next, result: null, error: failureMessage(caught) });
      } finally {
        if (request.current === controller) setPending(false);
      }
    },
    [advanced],
  );

  const apply: ApplyFilter = (patch, mode) => {
    const next = { ...latest.current, ...patch };
    const href = advancedSearchHref(next);
    if (href === advancedSearchHref(latest.current)) return;
    latest.current = next;
    window.history[mode === 'push' ? 'pushState' : 'replaceState'](window.history.state, '', href);
    void search(next);
  };

  useEffect(() => {
    const onPopState = () => {
      const next = {
        ...parseSearchFilter(Object.fromEntries(new URLSearchParams(window.location.search))),
        limit: SEARCH_PAGE_SIZE,
        offset: 0,
      };
      latest.current = next;
      void search(next);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [search]);

  const key = filterToSearchParams(shown.filter).toString();
  const panelClass = cx(
    'rounded-card border border-border bg-surface p-4 lg:border-0 lg:bg-transparent lg:p-0',
    panelOpen === null && 'hidden lg:block',
    panelOpen === false && 'hidden',
  );
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:gap-0">
      <aside
        className={cx(
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
              onClick={() => togglePanel(true)}
            >
              <span aria-hidden="true" className="icon-sliders-horizontal size-4 shrink-0" />
              Show Advanced Search
            </Button>
            <Button
              variant="secondary"
              size="sm"
              className="hidden self-start lg:inline-flex"
              aria-expanded
              aria-controls={panelId}
              onClick={() => togglePanel(false)}
            >
              <span aria-hidden="true" className="icon-sliders-horizontal size-4 shrink-0" />
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
            onClick={() => togglePanel(!panelOpen)}
          >
            <span aria-hidden="true" className="icon-sliders-horizontal size-4 shrink-0" />
            {panelOpen ? 'Hide Advanced Search' : 'Show Advanced Search'}
          </Button>
        )}
        {panelLive ? (
          <div key="live" id={panelId} className={panelClass}>
            <AdvancedSearchPanel
              filter={shown.filter}
              onApply={apply}
              cities={cities}
              states={states}
              filters={advanced}
            />
          </div>
        ) : (
          // Hydrating an element with inner HTML leaves its server children in place, unhydrated;
          // the first open replaces it with the live panel (a new element, so nothing of it is reused).
          <div
            key="static"
            id={panelId}
            className={panelClass}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: '' }}
          />
        )}
      </aside>

      <div
        className={cx('min-w-0 flex-1 lg:pl-6 transition-opacity', pending && 'opacity-60')}
        aria-busy={pending || undefined}
      >
        {pending ? (
          <div className="mb-3 flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner size="sm" label="Searching..." />
            <span aria-hidden="true">Searching...</span>
          </div>
        ) : null}
        {shown.error ? (
          <SearchErrorPanel message={shown.error} onRetry={() => void search(latest.current)} />
        ) : shown.result ? (
          <SearchResults key={key} filter={shown.filter} initial={shown.result} view={view} onViewChange={setView} />
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
