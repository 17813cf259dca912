import { Link } from '@/components/ui/link';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cx } from '@/lib/class-names';
import { buttonVariants } from './button';

export interface PaginationProps {
  page: number;
  /** When unknown, pass `hasNext` instead. */
  pageCount?: number;
  hasNext?: boolean;
  getHref?: (page: number) => string;
  onPageChange?: (page: number) => void;
  previousLabel?: string;
  nextLabel?: string;
  hideSummary?: boolean;
  /** A page with two paginated lists names each. */
  label?: string;
  className?: string;
}

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
    <nav aria-label={label} className={cx('flex items-center justify-between gap-3', className)}>
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
