/**
 * The page number of /wrestlers/page/{n} (where next.config.ts rewrites `/wrestlers?page=n`, so
 * each page is its own cached entry), or null when the segment is not a page number as our links
 * write it (1–999999, no sign, no leading zero): such a path is a 404, so the number of cacheable
 * paths stays that of the real pages.
 */
export function pageFromSegment(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null;
}
