'use client';

import { SearchX } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Unhydrated } from '@/components/ui/unhydrated';
import { failureMessage } from '@/lib/api-client';
import { cx } from '@/lib/class-names';
import { fetchSearch } from '../client';
import { SEARCH_PAGE_SIZE, formatResultCount, type SearchFilter } from '../schema';
import type { SearchCard, SearchResult } from '../types';
import { SearchResultGridItem, SearchResultListItem } from './search-result-card';

export type ResultsView = 'list' | 'grid';

export interface SearchResultsProps {
  filter: SearchFilter;
  initial: SearchResult;
  view: ResultsView;
  onViewChange: (view: ResultsView) => void;
}

export function SearchErrorPanel({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      title="Search Error"
      description={message}
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}

export function NoResults() {
  return <EmptyState icon={SearchX} title="No Results Found" />;
}

/** Spec §2, §4. Keyed by the filter: a new search starts over. */
export function SearchResults({ filter, initial, view, onViewChange }: SearchResultsProps) {
  const router = useRouter();
  const [cards, setCards] = useState<SearchCard[]>(initial.results);
  const [total, setTotal] = useState({ n: initial.total, capped: initial.totalCapped });
  const [cursor, setCursor] = useState(initial.nextCursor);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Spec §4: the server's cursor says there is more, also past the capped count.
  const canLoadMore = cursor !== null;
  const loadedMore = cards !== initial.results;

  async function loadMore() {
    if (cursor === null) return;
    setLoading(true);
    setError(null);
    try {
      // Keyset paging: rows added or removed meanwhile never repeat or skip a card.
      const page = await fetchSearch(filter, { limit: SEARCH_PAGE_SIZE, after: cursor });
      setCards((shown) => [...shown, ...page.results]);
      setCursor(page.nextCursor);
      setTotal({ n: page.total, capped: page.totalCapped });
    } catch (caught) {
      setError(failureMessage(caught));
    } finally {
      setLoading(false);
    }
  }

  if (total.n === 0) return <NoResults />;
  const toggle = (value: ResultsView, label: string, icon: 'icon-list' | 'icon-layout-grid') => (
    <button
      type="button"
      aria-pressed={view === value}
      aria-label={label}
      title={label}
      onClick={() => onViewChange(value)}
      className={cx(
        'inline-flex size-9 items-center justify-center rounded-md transition-colors focus-visible:outline-2 focus-visible:outline-ring',
        view === value
          ? 'bg-accent-soft text-accent-strong'
          : 'text-muted-foreground hover:bg-surface-muted hover:text-foreground',
      )}
    >
      <span aria-hidden="true" className={`${icon} size-4`} />
    </button>
  );

  return (
    <section aria-labelledby="search-results-heading" className="flex flex-col gap-4">
      {/* The cards' names are h3: a heading between them and the page's h1 keeps the outline in order. */}
      <h2 id="search-results-heading" className="sr-only">
        Search results
      </h2>
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-medium" role="status">
          {formatResultCount(total.n, total.capped)}
        </p>
        <div
          role="group"
          aria-label="Results layout"
          className="flex gap-1 rounded-lg border border-border bg-surface p-0.5"
        >
          {toggle('list', 'List', 'icon-list')}
          {toggle('grid', 'Grid', 'icon-layout-grid')}
        </div>
      </div>
      {view === 'grid' ? (
        <ul
          data-view="grid"
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-3 xl:grid-cols-4 *:offscreen-card"
        >
          {cards.map((card, i) => (
            <SearchResultGridItem key={card.id} card={card} priority={i < 4} />
          ))}
        </ul>
      ) : (
        <Unhydrated live={loadedMore} followLinks data-view="list" className="flex flex-col gap-2.5">
          {cards.map((card) => (
            <SearchResultListItem key={card.id} card={card} />
          ))}
        </Unhydrated>
      )}
      {error ? (
        <SearchErrorPanel message={error} onRetry={() => (cards.length > 0 ? void loadMore() : router.refresh())} />
      ) : null}
      {canLoadMore && !error ? (
        <div className="flex justify-center pt-2">
          <Button variant="secondary" loading={loading} onClick={() => void loadMore()}>
            Load More
          </Button>
        </div>
      ) : null}
    </section>
  );
}
