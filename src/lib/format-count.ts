// Without Intl: a page's first toLocaleString loads ICU, 16–21 ms of main thread inside the search
// page's hydration (decision 038).

export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-US');
  const grouped = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${grouped}` : grouped;
}
