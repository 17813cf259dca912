import type { ModerationQueue } from './queue-items';
import type { QueueSectionKey } from './sections';

// The queue's filters: by kind (a section), by age (how long an item has waited)
// and a search over what the item shows (a name, a username, an e-mail, a place, a text). Pure:
// the page filters the items it holds, and the unit test runs the same function.

export const AGE_FILTERS = {
  any: { label: 'Any age', ms: 0 },
  day: { label: 'Waiting over a day', ms: 86_400_000 },
  week: { label: 'Waiting over a week', ms: 7 * 86_400_000 },
} as const;
export type AgeFilter = keyof typeof AGE_FILTERS;

export interface QueueFilters {
  kind: QueueSectionKey | 'all';
  age: AgeFilter;
  /** A person's name, username, e-mail or place, or any text of the item; case-insensitive. */
  search: string;
}

export const NO_FILTERS: QueueFilters = { kind: 'all', age: 'any', search: '' };

export function isFiltered(filters: QueueFilters): boolean {
  return filters.kind !== 'all' || filters.age !== 'any' || filters.search.trim() !== '';
}

/** The words of an item a search looks in: its text values, not its addresses or ids. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return /^(\/|https?:)/.test(value) ? '' : value;
  if (Array.isArray(value)) return value.map(textOf).join(' ');
  if (value && typeof value === 'object') return Object.values(value).map(textOf).join(' ');
  return '';
}

function matches(item: unknown, filters: QueueFilters, now: number): boolean {
  const minAge = AGE_FILTERS[filters.age].ms;
  if (minAge) {
    const created = (item as { createdAt?: string | null }).createdAt;
    if (!created || now - Date.parse(created) < minAge) return false;
  }
  const search = filters.search.trim().toLowerCase();
  return !search || textOf(item).toLowerCase().includes(search);
}

/** The queue as the filters show it: the same sections, only the items that match. */
export function filterQueue(queue: ModerationQueue, filters: QueueFilters, now: number): ModerationQueue {
  if (!isFiltered(filters)) return queue;
  const shown = { ...queue };
  for (const key of Object.keys(queue) as QueueSectionKey[]) {
    const items = queue[key] as unknown[];
    (shown as Record<QueueSectionKey, unknown[]>)[key] =
      filters.kind !== 'all' && filters.kind !== key ? [] : items.filter((item) => matches(item, filters, now));
  }
  return shown;
}
