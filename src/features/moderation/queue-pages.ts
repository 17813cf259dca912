import { QUEUE_PAGE, type QueuePages } from './queue-items';
import { filterParams, NO_FILTERS, type QueueFilters } from './queue-filters';
import { QUEUE_SECTIONS, type QueueSectionKey } from './sections';

// Each section of /admin/moderate pages on its own, QUEUE_PAGE items at a time, so that every
// waiting item is reachable however long the queue: `?photos=3` shows the third page of new
// photos and the first of every other section. A page link keeps the filters (queue-filters.ts).
// A section named at any page, `?photos=1` too, shows its items (open-sections.ts).
// Pure: the page reads it, the queue links with it.

/** The furthest page a link may name (a million items); a larger or malformed number is page 1. */
const LAST_PAGE = 20_000;

/** The pages the query names, one per section; anything else in the query is ignored. */
export function parseQueuePages(query: Record<string, string | string[] | undefined>): QueuePages {
  const pages: QueuePages = {};
  for (const { key } of QUEUE_SECTIONS) {
    const raw = query[key];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (!value || !/^\d{1,6}$/.test(value)) continue;
    const page = Number(value);
    if (page >= 1 && page <= LAST_PAGE) pages[key] = page;
  }
  return pages;
}

/** The query of the queue with one section on another page (the others and the filters stay). */
export function queuePageHref(
  pages: QueuePages,
  key: QueueSectionKey,
  page: number,
  filters: QueueFilters = NO_FILTERS,
): string {
  const next = new URLSearchParams(filterParams(filters));
  for (const { key: section } of QUEUE_SECTIONS) {
    const value = section === key ? page : pages[section];
    if (value) next.set(section, String(value));
  }
  const query = next.toString();
  return query ? `?${query}` : '?';
}

/** "Items 51–100 of 1,000", and whether there are pages before and after this one. */
export function pageRange(page: number, shown: number, total: number) {
  const first = (page - 1) * QUEUE_PAGE + 1;
  const last = first + Math.max(shown, 1) - 1;
  return {
    text:
      shown === 0
        ? `No items on this page (${total.toLocaleString('en-US')} waiting)`
        : `Items ${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`,
    previous: page > 1 ? page - 1 : null,
    next: first - 1 + QUEUE_PAGE < total ? page + 1 : null,
  };
}
