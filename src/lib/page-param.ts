// Anything but a valid 1-based page number is the first page.

/** A million rows at 50 a page. */
const LAST_PAGE = 20_000;

export function pageParam(raw: string | string[] | undefined): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= LAST_PAGE ? page : 1;
}
