// Whole numbers as the spec writes counts ('1,000+ Results'), without Intl: a page's first
// toLocaleString('en-US') loads ICU's number formatting, 16–21 ms of the main thread in Chromium on
// this machine (about 80 ms on Lighthouse's 4× phone), inside the task that hydrates the search page
// (decision 038, 2026-11-25 fifth session).

/** A whole number with a comma between each group of three digits: 1234567 → '1,234,567'. */
export function formatCount(value: number): string {
  // What only Intl writes the same way (fractions, NaN, Infinity, beyond 2^53); counts never are.
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-US');
  const grouped = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${grouped}` : grouped;
}
