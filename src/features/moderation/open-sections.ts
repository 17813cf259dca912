import { QUEUE_PAGE, type QueueCounts, type QueuePages } from './queue-items';
import { QUEUE_SECTIONS, type QueueSectionKey } from './sections';

// Which sections of /admin/moderate show their items when the page opens. A full queue is eleven
// sections of twenty; rendering and hydrating all of them took seconds of a phone's main thread
// (decision 051). The first sections with items open until about FIRST_ITEMS show; every other
// section shows its title and count, with a link that opens it (`?photos=1`, its first page).
// A section the address names a page of is open. Pure: the page reads it before the section pages.

/** About how many items the page shows at first (whole sections: one is opened or not). */
export const FIRST_ITEMS = 10;

export function openSections(counts: QueueCounts, pages: QueuePages): Set<QueueSectionKey> {
  const open = new Set<QueueSectionKey>();
  let shown = 0;
  for (const { key } of QUEUE_SECTIONS) {
    const named = pages[key] !== undefined;
    if (!named && (counts[key] === 0 || shown >= FIRST_ITEMS)) continue;
    open.add(key);
    shown += Math.min(counts[key], QUEUE_PAGE);
  }
  return open;
}
