export function stepOptions<T>(min: number, max: number, step: number, option: (value: number) => T): readonly T[] {
  return Array.from({ length: Math.floor((max - min) / step) + 1 }, (_, i) => option(min + i * step));
}
