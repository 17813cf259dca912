'use client';

import { useRouter } from 'next/navigation';
import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/components/ui/toaster';
import { ApiError, apiJson, failureMessage } from '@/lib/api-client';
import type { ModerationQueue as Queue, QueueCounts, QueuePages } from '../queue-items';
import { isFiltered, type QueueFilters } from '../queue-filters';
import type { Decide } from './decide';
import { GirlItem, PhotoItem, ScammerReportItem } from './girl-items';
import { inClaimScopes } from './item-claim';
import { BulkBar, sendBulk } from './bulk-bar';
import { BULK_SECTIONS, isBulkKind, type BulkKind } from '../bulk-kinds';
import { QueueFilterBar } from './queue-filter-bar';
import { focusedIndex, focusItem, ShortcutsHelp, useQueueKeys } from './queue-keys';
import { SessionGirlImageItem, SessionGirlPictureItem } from './session-girl-media-items';
import { TimewasterChangeItem } from './timewaster-change-item';
import { TimewasterReportItem } from './timewaster-report-item';
import { CrawledItem, ScrapedEmailItem, SessionGirlItem, SessionGirlReportItem } from './scraped-items';
import { QueueSection } from './queue-section';
import { UndoBar } from './undo-bar';
import { useHeldDecision } from './use-held-decision';
import { isDecidedItemKind, type DecidedItemKind, type ItemClaim } from '../item-kinds';
import { ALWAYS_SHOWN_SECTION, NO_CRAWLED_PROBLEM_GIRLS, QUEUE_SECTIONS, type QueueSectionKey } from '../sections';

type Items = { id: number; version?: number }[];

const NO_MATCHING_ITEMS = 'No waiting item matches the filters.';

const NONE_SELECTED = Object.fromEntries(BULK_SECTIONS.map((key) => [key, []])) as unknown as Record<
  BulkKind,
  number[]
>;

/**
 * The moderation queue: each section shows only while it has items. A decision removes its item
 * at once and puts it back with the server's message if the call fails; a decision refused as
 * stale (409: decided or changed meanwhile, decision 040) shows why and reloads the queue.
 */
export function ModerationQueue({
  initial,
  counts: initialCounts,
  claims,
  pages,
  filters,
}: {
  initial: Queue;
  counts: QueueCounts;
  claims: ItemClaim[];
  /** The page each section shows (queue-pages.ts). */
  pages: QueuePages;
  /** The filters the server read the queue with (queue-filters.ts). */
  filters: QueueFilters;
}) {
  const router = useRouter();
  const root = useRef<HTMLDivElement>(null);
  const [queue, setQueue] = useState(initial);
  const [counts, setCounts] = useState(initialCounts);
  const [help, setHelp] = useState(false);
  // The items ticked for a bulk decision, per section that has a bulk bar.
  const [selected, setSelected] = useState<Record<BulkKind, number[]>>(NONE_SELECTED);
  const { held, hold, undo, isDecidedHere } = useHeldDecision();
  // Where focus goes once the page shows the queue after a decision (the next item) or an undo.
  const focusNext = useRef<number | null>(null);
  // A refresh brings the server's queue: it replaces what this page shows, less the items decided
  // here (held, or sent: see useHeldDecision).
  const [shown, setShown] = useState(initial);
  if (shown !== initial) {
    setShown(initial);
    const withoutHeld = Object.fromEntries(
      Object.entries(initial).map(([key, items]) => [
        key,
        (items as Items).filter((item) => !isDecidedHere(key, item.id)),
      ]),
    ) as unknown as Queue;
    setQueue(withoutHeld);
    setCounts(initialCounts);
  }
  useEffect(() => {
    if (focusNext.current === null) return;
    focusItem(root.current, focusNext.current);
    focusNext.current = null;
  }, [queue]);

  /** Takes items off the page and holds their decision (sent after the undo window). */
  const holdDecision = (section: QueueSectionKey, ids: number[], label: string, send: () => Promise<unknown>) => {
    const at = focusedIndex(root.current);
    const removed = (queue[section] as Items).filter((item) => ids.includes(item.id));
    const positions = removed.map((item) => (queue[section] as Items).indexOf(item));
    const remove = (list: Queue) => ({
      ...list,
      [section]: (list[section] as Items).filter((item) => !ids.includes(item.id)),
    });
    const restore = () => {
      setQueue((list) => {
        const items = [...(list[section] as Items)];
        removed.forEach((item, i) => items.splice(positions[i]!, 0, item));
        return { ...list, [section]: items };
      });
      setCounts((list) => ({ ...list, [section]: list[section] + removed.length }));
      focusNext.current = Math.max(at, 0);
    };
    setQueue(remove);
    setCounts((list) => ({ ...list, [section]: Math.max(0, list[section] - removed.length) }));
    if (isBulkKind(section))
      setSelected((lists) => ({ ...lists, [section]: lists[section].filter((id) => !ids.includes(id)) }));
    focusNext.current = Math.max(at, 0);
    hold({
      label,
      items: ids.map((id) => ({ section, id })),
      restore,
      send: async () => {
        try {
          await send();
          toast.success(label);
          router.refresh();
          return true;
        } catch (error) {
          toast.error(failureMessage(error));
          if (error instanceof ApiError && error.status === 409) router.refresh();
          else restore();
          return false;
        }
      },
    });
  };

  /** The body a decision sends: with the version the moderator saw on a versioned item. */
  const versioned = (section: QueueSectionKey, id: number, body: object | undefined) => {
    const item = (queue[section] as Items).find((shownItem) => shownItem.id === id);
    return body && isDecidedItemKind(section) && item?.version ? { ...body, version: item.version } : body;
  };

  const decideOn =
    <K extends keyof Queue>(section: K, id: number): Decide =>
    async (url, body, toastText, method = 'POST') => {
      const sent = versioned(section, id, body);
      holdDecision(section, [id], toastText, () => apiJson(url, { method, body: sent, keepalive: true }));
      return true;
    };

  const undoLast = useCallback(() => void undo(), [undo]);
  const toggleHelp = useCallback(() => setHelp((open) => !open), []);
  useQueueKeys(root, { undo: undoLast, toggleHelp });

  /** An item's checkbox state for its section's bulk bar. */
  const selection = (section: BulkKind, id: number) => ({
    selected: selected[section].includes(id),
    onSelect: (on: boolean) =>
      setSelected((lists) => ({
        ...lists,
        [section]: on ? [...lists[section], id] : lists[section].filter((other) => other !== id),
      })),
  });

  const claimable = <Item extends { id: number }>(
    kind: DecidedItemKind,
    items: Item[],
    render: (item: Item) => ReactNode,
  ) => inClaimScopes(kind, items, claims, render);

  // Each section's items; the order of the sections is QUEUE_SECTIONS'.
  const renderItems = (key: QueueSectionKey): ReactNode => {
    switch (key) {
      case 'sessionGirlPictures':
        return claimable(key, visible.sessionGirlPictures, (girl) => (
          <SessionGirlPictureItem girl={girl} decide={decideOn(key, girl.id)} {...selection(key, girl.id)} />
        ));
      case 'sessionGirls':
        return visible.sessionGirls.map((girl) => (
          <SessionGirlItem key={girl.id} girl={girl} decide={decideOn(key, girl.id)} />
        ));
      case 'girls':
        return claimable(key, visible.girls, (girl) => <GirlItem girl={girl} decide={decideOn(key, girl.id)} />);
      case 'scrapedWithoutEmail':
        return visible.scrapedWithoutEmail.map((girl) => (
          <ScrapedEmailItem key={girl.id} girl={girl} decide={decideOn(key, girl.id)} />
        ));
      case 'crawledProblemGirls':
        return visible.crawledProblemGirls.map((girl) => (
          <CrawledItem key={girl.id} girl={girl} decide={decideOn(key, girl.id)} />
        ));
      case 'photos':
        return claimable(key, visible.photos, (photo) => (
          <PhotoItem photo={photo} decide={decideOn(key, photo.id)} {...selection(key, photo.id)} />
        ));
      case 'sessionGirlImages':
        return claimable(key, visible.sessionGirlImages, (image) => (
          <SessionGirlImageItem image={image} decide={decideOn(key, image.id)} {...selection(key, image.id)} />
        ));
      case 'sessionGirlReports':
        return claimable(key, visible.sessionGirlReports, (report) => (
          <SessionGirlReportItem report={report} decide={decideOn(key, report.id)} />
        ));
      case 'timewasterReports':
        return claimable(key, visible.timewasterReports, (report) => (
          <TimewasterReportItem report={report} decide={decideOn(key, report.id)} />
        ));
      case 'timewasterChanges':
        return claimable(key, queue.timewasterChanges, (change) => (
          <TimewasterChangeItem change={change} decide={decideOn(key, change.id)} />
        ));
      case 'scammerReports':
        return claimable(key, visible.scammerReports, (report) => (
          <ScammerReportItem report={report} decide={decideOn(key, report.id)} />
        ));
    }
  };

  const visible = queue;
  const filtered = isFiltered(filters);
  const empty = Object.values(queue).every((items) => items.length === 0);
  const bulkBar = (key: BulkKind) => {
    const shownIds = (visible[key] as Items).map((item) => item.id);
    return (
      <BulkBar
        kind={key}
        selected={selected[key].filter((id) => shownIds.includes(id))}
        all={shownIds}
        onSelect={(ids) => setSelected((lists) => ({ ...lists, [key]: ids }))}
        decide={(ids, body, label) => {
          const items = ids.map((id) => ({
            id,
            version: (queue[key] as Items).find((item) => item.id === id)?.version,
          }));
          holdDecision(key, ids, label, () => sendBulk(key, items, body));
        }}
      />
    );
  };
  return (
    <div ref={root} className="flex flex-col gap-8">
      <ShortcutsHelp open={help} onToggle={toggleHelp} />
      <QueueFilterBar filters={filters} />
      {empty && !filtered ? (
        <EmptyState
          title="Nothing waits for a moderator."
          description="New sign-ups, photos and reports appear here."
        />
      ) : null}
      {empty && filtered ? <p className="text-sm text-muted-foreground">{NO_MATCHING_ITEMS}</p> : null}
      {QUEUE_SECTIONS.map(({ key, title }) =>
        visible[key].length ||
        (filters.kind === 'all' && !filtered && key === ALWAYS_SHOWN_SECTION) ||
        (pages[key] ?? 1) > 1 ? (
          <QueueSection
            key={key}
            sectionKey={key}
            title={title}
            count={counts[key]}
            shown={queue[key].length}
            pages={pages}
            filters={filters}
            toolbar={isBulkKind(key) ? bulkBar(key) : null}
          >
            {visible[key].length ? (
              // Each section's items hydrate after the page's controls, in slices the browser can
              // interrupt: React hydrates a dehydrated Suspense boundary at idle priority, so a full
              // queue is no long task; a click or key on an item not yet hydrated hydrates it first.
              <Suspense fallback={null}>{renderItems(key)}</Suspense>
            ) : key === ALWAYS_SHOWN_SECTION && !filtered && (pages[key] ?? 1) === 1 ? (
              <li className="text-sm text-muted-foreground">{NO_CRAWLED_PROBLEM_GIRLS}</li>
            ) : null}
          </QueueSection>
        ) : null,
      )}
      <UndoBar held={held?.label ?? null} onUndo={undoLast} />
    </div>
  );
}
