import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * Spec §9: a grid of 1, 2, 3 or 4 columns, breaking at 600, 900 and 1200 px; each card rendered once
 * near the screen. A skipped card reserves about a girl card's real height at that column count
 * (523, 473, 459 and 433 px measured at 390, 700, 1000 and 1280 px), so rendering the cards near a
 * jump (the pagination) barely moves the page under a click.
 */
export const DIRECTORY_GRID_CLASS =
  'grid grid-cols-1 gap-4 min-[600px]:grid-cols-2 min-[900px]:grid-cols-3 min-[1200px]:grid-cols-4 *:offscreen-card ' +
  '[--offscreen-height:520px] min-[600px]:[--offscreen-height:470px] min-[900px]:[--offscreen-height:460px] min-[1200px]:[--offscreen-height:435px]';

export function DirectoryGrid({
  children,
  className,
  label,
}: {
  children: ReactNode;
  className?: string;
  label?: string;
}) {
  // The cards' names are h3: the list's own (visually hidden) h2 keeps the outline in order under the page's h1.
  return (
    <>
      {label ? <h2 className="sr-only">{label}</h2> : null}
      <ul className={cn(DIRECTORY_GRID_CLASS, className)} aria-label={label}>
        {children}
      </ul>
    </>
  );
}

/** The page heading shared by the directory lists: title, optional count and intro. */
export function DirectoryHeader({ title, count, children }: { title: string; count?: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {count ? <p className="text-sm text-muted-foreground">{count}</p> : null}
      </div>
      {children ? <div className="max-w-3xl text-muted-foreground">{children}</div> : null}
    </div>
  );
}
