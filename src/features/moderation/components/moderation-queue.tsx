import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import type { ModerationQueue as Queue, QueueCounts, QueuePages } from '../queue-items';
import { isFiltered, type QueueFilters } from '../queue-filters';
import { BulkBar } from './bulk-bar';
import { isBulkKind } from '../bulk-kinds';
import { QueueFilterBar } from './queue-filter-bar';
import { QueueSection } from './queue-section';
import { QueueItem, QueueShell, type QueueItemIds } from './queue-shell';
import type { ItemClaim } from '../item-kinds';
import { KIND_ITEMS } from '../kinds/items';
import { ALWAYS_SHOWN_SECTION, NO_CRAWLED_PROBLEM_GIRLS, QUEUE_SECTIONS, type QueueSectionKey } from '../sections';

const NO_MATCHING_ITEMS = 'No waiting item matches the filters.';

/**
 * The moderation queue: each section shows only while it has items. The items are rendered here,
 * on the server; QueueShell holds what the browser changes (a decision takes its item off at once
 * and holds it for undo; a failed one puts it back with the server's message; decision 051).
 */
export function ModerationQueue({
  initial: queue,
  counts,
  open,
  claims,
  pages,
  filters,
}: {
  initial: Queue;
  counts: QueueCounts;
  /** The sections that show their items (open-sections.ts); the others show their count and a link. */
  open: ReadonlySet<QueueSectionKey>;
  claims: ItemClaim[];
  /** The page each section shows (queue-pages.ts). */
  pages: QueuePages;
  /** The filters the server read the queue with (queue-filters.ts). */
  filters: QueueFilters;
}) {
  // Each section's items (kinds/items.tsx), each in its QueueItem with its claim. No Suspense boundary
  // around them: the server sends a boundary's content at the end of the document, and what follows
  // it on the page moves down when it arrives (a layout shift of 0.06 with fifty waiting).
  const renderItems = (key: QueueSectionKey): ReactNode => {
    const render = KIND_ITEMS[key] as (item: { id: number }) => ReactNode;
    return (queue[key] as { id: number }[]).map((item) => {
      const claim = claims.find((claim) => claim.kind === key && claim.itemId === item.id);
      return (
        <QueueItem key={item.id} id={item.id} {...(claim ? { claim } : {})}>
          {render(item)}
        </QueueItem>
      );
    });
  };

  const filtered = isFiltered(filters);
  const empty =
    Object.values(queue).every((items) => items.length === 0) &&
    QUEUE_SECTIONS.every(({ key }) => open.has(key) || counts[key] === 0);
  // What the browser needs of the items: their ids and versions, not what they show.
  const ids = Object.fromEntries(
    Object.entries(queue)
      .filter(([, items]) => items.length)
      .map(([key, items]) => [
        key,
        (items as { id: number; version?: number }[]).map(({ id, version }) => (version ? { id, version } : { id })),
      ]),
  ) as QueueItemIds;
  return (
    <QueueShell items={ids}>
      <QueueFilterBar filters={filters} />
      {empty && !filtered ? (
        <EmptyState
          title="Nothing waits for a moderator."
          description="New sign-ups, photos and reports appear here."
        />
      ) : null}
      {empty && filtered ? <p className="text-sm text-muted-foreground">{NO_MATCHING_ITEMS}</p> : null}
      {QUEUE_SECTIONS.map(({ key, title }) => {
        const alwaysShown = filters.kind === 'all' && !filtered && key === ALWAYS_SHOWN_SECTION;
        const laterPage = (pages[key] ?? 1) > 1;
        // A section left closed shows its count and a link (its items were not read).
        const collapsed = !open.has(key) && counts[key] > 0;
        if (!collapsed && !queue[key].length && !alwaysShown && !laterPage) return null;
        return (
          <QueueSection
            key={key}
            sectionKey={key}
            title={title}
            count={counts[key]}
            shown={queue[key].length}
            keep={collapsed || alwaysShown || laterPage}
            collapsed={collapsed}
            pages={pages}
            filters={filters}
            toolbar={isBulkKind(key) ? <BulkBar kind={key} /> : null}
          >
            {queue[key].length ? (
              renderItems(key)
            ) : key === ALWAYS_SHOWN_SECTION && !filtered && !laterPage ? (
              <li className="text-sm text-muted-foreground">{NO_CRAWLED_PROBLEM_GIRLS}</li>
            ) : null}
          </QueueSection>
        );
      })}
    </QueueShell>
  );
}
