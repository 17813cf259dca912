'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { cx } from '@/lib/class-names';

export interface RangeSliderProps {
  min: number;
  max: number;
  step?: number;
  value: readonly [number, number];
  onValueChange: (value: [number, number]) => void;
  thumbLabels: readonly [string, string];
  formatValue?: (value: number) => string;
  id?: string;
  'aria-labelledby'?: string;
  className?: string;
}

const RadixRangeSlider = lazy(() => import('./slider-radix'));

export const rootClass = 'relative flex h-6 w-full touch-none items-center select-none';
export const trackClass = 'relative h-1.5 grow overflow-hidden rounded-full bg-surface-muted';
export const rangeClass = 'absolute h-full bg-accent';
export const thumbClass =
  'block size-5 rounded-full border-2 border-accent bg-surface shadow-sm transition-colors hover:bg-accent-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * Radix's slider sets state in its refs and measures its thumbs when it mounts: at hydration that
 * forced a synchronous re-render (decision 038). Until the slider has a box (a closed panel has none)
 * it is Radix's own server HTML, and Radix mounts once it is shown.
 */
export function RangeSlider(props: RangeSliderProps) {
  const [live, setLive] = useState(false);
  const root = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const element = root.current;
    if (live || !element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setLive(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [live]);
  if (!live) return <ServerRangeSlider {...props} rootRef={root} />;
  // Radix's code loads when a slider is first shown; meanwhile its server HTML stays.
  return (
    <Suspense fallback={<ServerRangeSlider {...props} />}>
      <RadixRangeSlider {...props} />
    </Suspense>
  );
}

function percent(value: number, min: number, max: number): number {
  return Math.min(100, Math.max(0, (100 / (max - min)) * (value - min)));
}

/** The markup Radix renders before its thumbs are measured (hidden until then), attribute for attribute. */
function ServerRangeSlider({
  min,
  max,
  value,
  thumbLabels,
  formatValue,
  id,
  className,
  rootRef,
  ...aria
}: RangeSliderProps & { rootRef?: React.Ref<HTMLSpanElement> }) {
  const percentages = value.map((v) => percent(v, min, max));
  const labelledBy = aria['aria-labelledby'];
  return (
    <span
      ref={rootRef}
      dir="ltr"
      data-orientation="horizontal"
      aria-disabled="false"
      id={id}
      role={labelledBy ? 'group' : undefined}
      aria-labelledby={labelledBy}
      className={cx(rootClass, className)}
      style={{ '--radix-slider-thumb-transform': 'translateX(-50%)' } as React.CSSProperties}
    >
      <span data-orientation="horizontal" className={trackClass}>
        <span
          data-orientation="horizontal"
          className={rangeClass}
          style={{ left: `${Math.min(...percentages)}%`, right: `${100 - Math.max(...percentages)}%` }}
        />
      </span>
      {thumbLabels.map((label, i) => (
        <ServerThumb key={label}>
          <span
            role="slider"
            aria-label={label}
            aria-valuemin={min}
            aria-valuenow={value[i]}
            aria-valuemax={max}
            aria-orientation="horizontal"
            data-orientation="horizontal"
            tabIndex={0}
            aria-valuetext={formatValue ? formatValue(value[i]!) : undefined}
            className={thumbClass}
            style={{ display: 'none' }}
            data-radix-collection-item=""
          />
        </ServerThumb>
      ))}
    </span>
  );
}

function ServerThumb({ children }: { children: React.ReactNode }) {
  return (
    <>
      <span style={{ transform: 'var(--radix-slider-thumb-transform)', position: 'absolute', left: 'calc(0% + 0px)' }}>
        {children}
      </span>
      <input style={{ display: 'none' }} />
    </>
  );
}
