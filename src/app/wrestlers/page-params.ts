/** `?page=` as a 1-based page number; anything else is page 1. */
export function pageFromSearchParams(params: Record<string, string | string[] | undefined>): number {
  const raw = Array.isArray(params.page) ? params.page[0] : params.page;
  return pageFromSegment(raw);
}

/**
 * The page number of /wrestlers/page/{n} (where next.config.ts rewrites `/wrestlers?page=n`, so
 * each page is its own cached entry); anything that is not 1–999999 is page 1.
 */
export function pageFromSegment(raw: string | undefined): number {
  const page = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return page > 0 ? page : 1;
}
