'use client';

import { Slider as SliderPrimitive } from 'radix-ui';
import { cx } from '@/lib/class-names';
import { rangeClass, rootClass, thumbClass, trackClass, type RangeSliderProps } from './slider';

/** Radix's range slider behind `RangeSlider` once it is shown: loaded then, not with the page. */
export default function RadixRangeSlider({
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
      className={cx(rootClass, className)}
    >
      <SliderPrimitive.Track className={trackClass}>
        <SliderPrimitive.Range className={rangeClass} />
      </SliderPrimitive.Track>
      {thumbLabels.map((label, i) => (
        <SliderPrimitive.Thumb
          key={label}
          aria-label={label}
          // Radix sets it only after measuring; the server HTML needs it too.
          aria-valuenow={value[i]}
          aria-valuetext={formatValue ? formatValue(value[i]!) : undefined}
          className={thumbClass}
        />
      ))}
    </SliderPrimitive.Root>
  );
}
