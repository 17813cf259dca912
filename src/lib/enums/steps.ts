/** The options of a numeric choice list: one for each of min, min + step, … up to max. */
export function stepOptions<T>(min: number, max: number, step: number, option: (value: number) => T): readonly T[] {
  return Array.from({ length: Math.floor((max - min) / step) + 1 }, (_, i) => option(min + i * step));
}
