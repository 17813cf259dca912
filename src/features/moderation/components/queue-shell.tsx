'use client';

import { useRouter } from 'next/navigation';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { toast } from '@/components/ui/toaster';
import { ApiError, apiJson, failureMessage } from '@/lib/api-client';
import { useDelegatedLinks, type FollowLink } from '@/lib/use-delegated-links';
import { BULK_SECTIONS, isBulkKind, type BulkKind } from '../bulk-kinds';
import { isDecidedItemKind, type ItemClaim } from '../item-kinds';
import type { QueueSectionKey } from '../sections';
import type { Decide } from './decide';
import { preloadRefusal } from './decision-buttons';
import { focusedIndex, focusItem, focusSection, refocusIfLost, ShortcutsHelp, useQueueKeys } from './queue-keys';
import { UndoBar } from './undo-bar';
import { useHeldDecision } from './use-held-decision';

/** What the server listed in each section with items: the ids (and versions) of the items it rendered. */
export type QueueItemIds = Partial<Record<QueueSectionKey, { id: number; version?: number }[]>>;

interface QueueState {
  /** Whether the page still shows the item (not decided here, or undone). */
  shows: (section: QueueSectionKey, id: number) => boolean;
  /** The ids of a section the page shows. */
  shown: (section: QueueSectionKey) => number[];
  /** How many of a section's items the server listed that the page no longer shows. */
  decidedHere: (section: QueueSectionKey) => number;
  decide: (section: QueueSectionKey, id: number) => Decide;
  selected: (section: BulkKind) => number[];
  select: (section: BulkKind, ids: number[]) => void;
  decideBulk: (section: BulkKind, ids: number[], label: string, send: (items: BulkItem[]) => Promise<unknown>) => void;
}

type BulkItem = { id: number; version?: number };

const QueueContext = createContext<QueueState | null>(null);

export function useQueue(): QueueState {
  const state = useContext(QueueContext);
  if (!state) throw new Error('useQueue outside the moderation queue');
  return state;
}

const key = (section: string, id: number) => `${section}:${id}`;

/** The section whose link was followed: its first item takes focus when it comes (the shell may be a new one). */
let opening: QueueSectionKey | null = null;

// A person's record and a collapsed section's link are server anchors the shell navigates (and prefetches on intent) as Link would.
const QUEUE_LINK = 'a[data-key-action="open"], a[data-queue-open]';

const followQueueLink: FollowLink = (link) => {
  if (!link.hasAttribute('data-queue-open')) return;
  opening = link.closest<HTMLElement>('[data-queue-section]')?.dataset.queueSection as QueueSectionKey;
  return { scroll: false };
};

const NONE_SELECTED = Object.fromEntries(BULK_SECTIONS.map((section) => [section, []])) as unknown as Record<
  BulkKind,
  number[]
>;

/**
 * The queue's state in the browser, around the items the server rendered: which items a decision
 * took off the page (held, then sent; decision 051), the bulk selections, the keys, focus and the
 * undo bar. The items themselves are server components; only their controls hydrate.
 */
export function QueueShell({ items, children }: { items: QueueItemIds; children: ReactNode }) {
  const router = useRouter();
  const root = useRef<HTMLDivElement>(null);
  const [help, setHelp] = useState(false);
  // The items decided on this page (held or sent), by `section:id`. A refreshed queue from the
  // server still lists an item whose decision it had not committed yet: it stays off the page.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [selection, setSelection] = useState<Record<BulkKind, number[]>>(NONE_SELECTED);
  const { held, hold, undo } = useHeldDecision();
  // Where focus goes once the page has taken an item off (the next one) or put it back.
  const focusNext = useRef<number | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    focusItem(root.current, focusNext.current);
    focusNext.current = null;
  }, [removed]);
  // The refusal's code comes at the first sign of work, not with the page (decision 051, session 18).
  useEffect(preloadRefusal, []);
  // New items from the server: a section just opened takes focus on its first one; focus that fell
  // to the page with the item or link it was on (a refresh opened the next section) goes to its place.
  useEffect(() => {
    if (opening && focusSection(root.current, opening)) opening = null;
    else refocusIfLost(root.current);
  }, [items]);

  const holdDecision = (section: QueueSectionKey, ids: number[], label: string, send: () => Promise<unknown>) => {
    const at = Math.max(focusedIndex(root.current), 0);
    const keys = ids.map((id) => key(section, id));
    const restore = () => {
      setRemoved((set) => new Set([...set].filter((k) => !keys.includes(k))));
      focusNext.current = at;
    };
    setRemoved((set) => new Set([...set, ...keys]));
    if (isBulkKind(section))
      setSelection((lists) => ({ ...lists, [section]: lists[section].filter((id) => !ids.includes(id)) }));
    focusNext.current = at;
    hold({
      label,
      restore,
      send: async () => {
        try {
          await send();
          toast.success(label);
          router.refresh();
          return true;
        } catch (error) {
          toast.error(failureMessage(error));
          // Stale (409): the queue reloads and shows the item as it is now, if it still waits.
          if (error instanceof ApiError && error.status === 409) router.refresh();
          restore();
          return false;
        }
      },
    });
  };

  const version = (section: QueueSectionKey, id: number) =>
    isDecidedItemKind(section) ? items[section]?.find((item) => item.id === id)?.version : undefined;

  const shows = (section: QueueSectionKey, id: number) => !removed.has(key(section, id));
  const listed = (section: QueueSectionKey) => items[section] ?? [];
  const shown = (section: QueueSectionKey) =>
    listed(section)
      .filter((item) => shows(section, item.id))
      .map((item) => item.id);
  const state: QueueState = {
    shows,
    shown,
    decidedHere: (section) => listed(section).filter((item) => !shows(section, item.id)).length,
    decide:
      (section, id) =>
      async (url, body, toastText, method = 'POST') => {
        const itemVersion = version(section, id);
        const sent = body && itemVersion ? { ...body, version: itemVersion } : body;
        holdDecision(section, [id], toastText, () => apiJson(url, { method, body: sent, keepalive: true }));
        return true;
      },
    selected: (section) => selection[section].filter((id) => shown(section).includes(id)),
    select: (section, ids) => setSelection((lists) => ({ ...lists, [section]: ids })),
    decideBulk: (section, ids, label, send) =>
      holdDecision(section, ids, label, () => send(ids.map((id) => ({ id, version: version(section, id) })))),
  };

  const undoLast = useCallback(() => void undo(), [undo]);
  const toggleHelp = useCallback(() => setHelp((open) => !open), []);
  useQueueKeys(root, { undo: undoLast, toggleHelp });
  useDelegatedLinks(root, QUEUE_LINK, { follow: followQueueLink });

  return (
    <QueueContext.Provider value={state}>
      <div ref={root} className="flex flex-col gap-8">
        <ShortcutsHelp open={help} onToggle={toggleHelp} />
        {children}
        <UndoBar held={held?.label ?? null} onUndo={undoLast} />
      </div>
    </QueueContext.Provider>
  );
}

interface ItemScope {
  section: QueueSectionKey;
  id: number;
  claim?: ItemClaim;
}

const ItemContext = createContext<ItemScope | null>(null);

export function useItemScope(): ItemScope | null {
  return useContext(ItemContext);
}

/** The item a control belongs to (QueueItem around it). */
export function useQueueItem(): ItemScope & { decide: Decide } {
  const item = useItemScope();
  const queue = useQueue();
  if (!item) throw new Error('useQueueItem outside a queue item');
  return { ...item, decide: queue.decide(item.section, item.id) };
}

const SectionContext = createContext<QueueSectionKey | null>(null);

/** One item of its SectionFrame's section (its server-rendered list item): gone while a decision on it is held or once it was sent. */
export function QueueItem({ children, id, claim }: Omit<ItemScope, 'section'> & { children: ReactNode }) {
  const queue = useQueue();
  const section = useContext(SectionContext);
  if (!section) throw new Error('QueueItem outside a queue section');
  if (!queue.shows(section, id)) return null;
  return <ItemContext.Provider value={{ section, id, claim }}>{children}</ItemContext.Provider>;
}

/** A section of the queue: gone when every item the server listed in it was decided here. */
export function SectionFrame({
  section,
  keep,
  children,
}: {
  section: QueueSectionKey;
  /** Shown even when emptied here (the always-shown section, a later page). */
  keep: boolean;
  children: ReactNode;
}) {
  const queue = useQueue();
  if (!keep && queue.shown(section).length === 0) return null;
  return <SectionContext.Provider value={section}>{children}</SectionContext.Provider>;
}

/** How many wait in a section, less the items decided on this page that the server still counted. */
export function SectionCount({ section, count }: { section: QueueSectionKey; count: number }) {
  const queue = useQueue();
  return <>{Math.max(0, count - queue.decidedHere(section))}</>;
}
