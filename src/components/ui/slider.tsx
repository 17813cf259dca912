'use client';

import { Slider as SliderPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';

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

export function RangeSlider({
  min,
  max,
  step = 1,
  value,
  onValueChange,
  thumbLabels,
  formatValue,
  id,
  className,
  ...aria
}: RangeSliderProps) {
  return (
    <SliderPrimitive.Root
      id={id}
      min={min}
      max={max}
      step={step}
      value={[value[0], value[1]]}
      minStepsBetweenThumbs={0}
      onValueChange={(next) => onValueChange([next[0] ?? min, next[1] ?? max])}
      // aria-labelledby is not allowed on a plain span.
      role={aria['aria-labelledby'] ? 'group' : undefined}
      aria-labelledby={aria['aria-labelledby']}
      className={cn('relative flex h-6 w-full touch-none items-center select-none', className)}
    >
      <SliderPrimitive.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-surface-muted">
        <SliderPrimitive.Range className="absolute h-full bg-accent" />
      </SliderPrimitive.Track>
      {thumbLabels.map((label, i) => (
        <SliderPrimitive.Thumb
          key={label}
          aria-label={label}
          // Radix sets it only after measuring; the server HTML needs it too.
          aria-valuenow={value[i]}
          aria-valuetext={formatValue ? formatValue(value[i]!) : undefined}
          className="block size-5 rounded-full border-2 border-accent bg-surface shadow-sm transition-colors hover:bg-accent-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
