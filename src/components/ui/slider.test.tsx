import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RangeSlider, type RangeSliderProps } from './slider';
import RadixRangeSlider from './slider-radix';

const noop = () => undefined;

describe('RangeSlider before it is shown', () => {
  // Hydration reuses this HTML until Radix mounts: it must be the markup Radix's server render gives.
  it.each<Partial<RangeSliderProps>>([
    { value: [18, 100] },
    { value: [21, 40], formatValue: (n) => `${n} yrs` },
    { value: [10, 120], id: 'age', 'aria-labelledby': 'age-label', className: 'mt-2' },
    { min: 80, max: 400, step: 5, value: [95, 333] },
  ])('is Radix’s server HTML (%o)', (overrides) => {
    const props: RangeSliderProps = {
      min: 18,
      max: 100,
      value: [18, 100],
      onValueChange: noop,
      thumbLabels: ['Minimum age', 'Maximum age'],
      ...overrides,
    };
    const radix = renderToStaticMarkup(<RadixRangeSlider {...props} />);
    expect(radix).toContain('role="slider"');
    expect(renderToStaticMarkup(<RangeSlider {...props} />)).toBe(radix);
  });
});
