import { Link } from '@/components/ui/link';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/utils';
import { buttonVariants } from './button';

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  /** Total pages; when unknown, pass `hasNext` instead. */
  pageCount?: number;
  hasNext?: boolean;
  /** Link mode (server-rendered lists): the URL of a page. */
  getHref?: (page: number) => string;
  /** Button mode (client state, e.g. a table): called with the new page. */
  onPageChange?: (page: number) => void;
  previousLabel?: string;
  nextLabel?: string;
  /** Hide the "Page X of Y" text. */
  hideSummary?: boolean;
  /** The landmark's name; a page with two paginated lists names each ("Timewasters pages"). */
  label?: string;
  className?: string;
}

/** Previous / Next pagination with a page summary. Renders links or buttons. */
export function Pagination({
  page,
  pageCount,
  hasNext,
  getHref,
  onPageChange,
  previousLabel = 'Previous',
  nextLabel = 'Next',
  hideSummary = false,
  label = 'Pagination',
  className,
}: PaginationProps) {
  const canPrevious = page > 1;
  const canNext = hasNext ?? (pageCount !== undefined ? page < pageCount : false);
  const summary =
    pageCount !== undefined
      ? `Page ${Math.min(page, Math.max(pageCount, 1))} of ${Math.max(pageCount, 1)}`
      : `Page ${page}`;

  const control = (target: number, enabled: boolean, label: string, direction: 'prev' | 'next') => {
    const icon = direction === 'prev' ? <ChevronLeft aria-hidden="true" /> : <ChevronRight aria-hidden="true" />;
    const content =
      direction === 'prev' ? (
        <>
          {icon}
          {label}
        </>
      ) : (
        <>
          {label}
          {icon}
        </>
      );
    const classes = buttonVariants({ variant: 'secondary', size: 'sm' });
    if (getHref) {
      return enabled ? (
        <Link href={getHref(target)} className={classes} rel={direction}>
          {content}
        </Link>
      ) : (
        <span className={classes} aria-disabled="true">
          {content}
        </span>
      );
    }
    return (
      <button type="button" className={classes} disabled={!enabled} onClick={() => onPageChange?.(target)}>
        {content}
      </button>
    );
  };

  return (
    <nav aria-label={label} className={cn('flex items-center justify-between gap-3', className)}>
      {hideSummary ? (
        <span />
      ) : (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {summary}
        </p>
      )}
      <div className="flex items-center gap-2">
        {control(page - 1, canPrevious, previousLabel, 'prev')}
        {control(page + 1, canNext, nextLabel, 'next')}
      </div>
    </nav>
  );
}
