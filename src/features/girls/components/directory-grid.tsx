import type { ReactNode } from 'react';
import { Unhydrated } from '@/components/ui/unhydrated';
import { cn } from '@/lib/utils';

/**
 * Spec §9: 1–4 columns at 600, 900 and 1200 px; cards rendered near the screen, a skipped one
 * reserving a measured card height so jumps barely move the page.
 */
export const DIRECTORY_GRID_CLASS =
  'grid grid-cols-1 gap-4 min-[600px]:grid-cols-2 min-[900px]:grid-cols-3 min-[1200px]:grid-cols-4 *:offscreen-card ' +
  '[--offscreen-height:520px] min-[600px]:[--offscreen-height:470px] min-[900px]:[--offscreen-height:460px] min-[1200px]:[--offscreen-height:435px]';

export function DirectoryGrid({
  children,
  className,
  label,
  unhydrated = false,
}: {
  children: ReactNode;
  className?: string;
  label?: string;
  unhydrated?: boolean;
}) {
  const list = { className: cn(DIRECTORY_GRID_CLASS, className), 'aria-label': label, children };
  // The list's hidden h2 keeps the outline in order above the cards' h3.
  return (
    <>
      {label ? <h2 className="sr-only">{label}</h2> : null}
      {unhydrated ? <Unhydrated followLinks {...list} /> : <ul {...list} />}
    </>
  );
}

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
