import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { formatCount } from '@/lib/format-count';
import { TIMEWASTER_LIMITS, TIMEWASTER_MESSAGES } from '../schema';
import { toCardData } from '../card-data';
import type { SearchResult } from '../types';
import { TimewasterCard } from './timewaster-card';

/** Search box (a plain GET form: works before hydration) and the paginated results. */
export function TimewasterSearch({
  q,
  result,
  canVote,
  ownEditBase,
}: {
  q: string;
  result: SearchResult;
  canVote: boolean;
  ownEditBase: string;
}) {
  const pageCount = Math.max(1, Math.ceil(result.total / result.limit));
  const hrefFor = (page: number) => `/girl/timewasters?${new URLSearchParams({ q, page: String(page) }).toString()}`;
  return (
    <div className="flex flex-col gap-5">
      <form role="search" action="/girl/timewasters" method="get" className="flex gap-2">
        <label htmlFor="timewaster-q" className="sr-only">
          Search timewasters
        </label>
        <Input
          id="timewaster-q"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={TIMEWASTER_LIMITS.searchText}
          placeholder="Name, @username, phone, e-mail, skype, city..."
        />
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" /> Search
        </Button>
      </form>
      {q ? (
        <p className="text-sm text-muted-foreground">
          Search results for “{q}”: {formatCount(result.total)}
          {result.totalCapped ? '+' : ''}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">Latest reports</p>
      )}
      {result.items.length === 0 ? (
        <EmptyState title={TIMEWASTER_MESSAGES.noResults} />
      ) : (
        <ul className="flex flex-col gap-4">
          {result.items.map((t) => (
            <li key={t.id}>
              <TimewasterCard
                timewaster={toCardData(t)}
                canVote={canVote}
                editHref={t.isOwn ? `${ownEditBase}${t.id}` : undefined}
              />
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 ? <Pagination page={result.page} pageCount={pageCount} getHref={hrefFor} /> : null}
    </div>
  );
}
