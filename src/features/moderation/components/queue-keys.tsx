'use client';

import { useEffect, type RefObject } from 'react';

// The queue at the speed of the keyboard: one key per step, shown on the page.
// The keys act on the item that has focus (or the first one): move, approve, refuse with the
// reason select focused, open the person, select a picture or photo for a bulk decision, undo.

export const SHORTCUTS: readonly (readonly [string, string])[] = [
  ['j', 'Next item'],
  ['k', 'Previous item'],
  ['a', 'Approve (or publish) the item'],
  ['r', 'Refuse: the reason select gets focus'],
  ['o', 'Open the person'],
  ['x', 'Select the picture or photo for a bulk decision'],
  ['A', 'Approve the selected pictures or photos of the section (shift + a)'],
  ['u', 'Undo the last decision (while it is held)'],
  ['?', 'Show or hide these shortcuts'],
];

/**
 * The queue's stops in page order: each section's list items, and the link that opens a collapsed
 * section (open-sections.ts), so j reaches it and a decision on the last item shown lands on it.
 */
const ITEM = '[data-queue-section] > ul > li, [data-queue-section] [data-queue-open]';

export function queueItems(root: HTMLElement | null): HTMLElement[] {
  return root ? [...root.querySelectorAll<HTMLElement>(ITEM)] : [];
}

/** The stop focus was last moved to, and where it was: a refresh may take it off the page. */
let lastStop: { element: HTMLElement; index: number } | null = null;

/** Focus back at the place of the stop last focused when a refresh took it away and focus fell to the page. */
export function refocusIfLost(root: HTMLElement | null): void {
  if (!lastStop || lastStop.element.isConnected) return;
  const active = document.activeElement;
  if (active && active !== document.body) return;
  focusItem(root, lastStop.index);
}

/** Focus on the first item of a section, once its items are on the page; false while they are not. */
export function focusSection(root: HTMLElement | null, section: string): boolean {
  const first = root?.querySelector<HTMLElement>(`[data-queue-section="${section}"] > ul > li`);
  if (!first) return false;
  return focusItem(root, queueItems(root).indexOf(first));
}

/** The item that holds focus, or -1. */
export function focusedIndex(root: HTMLElement | null): number {
  const current = document.activeElement?.closest<HTMLElement>(ITEM);
  return current ? queueItems(root).indexOf(current) : -1;
}

/** Moves focus to the item at `index` (the last one when the list is shorter); false when there is none. */
export function focusItem(root: HTMLElement | null, index: number): boolean {
  const items = queueItems(root);
  const item = items[Math.min(Math.max(index, 0), items.length - 1)];
  if (!item) return false;
  if (!item.matches('a[href]')) item.tabIndex = -1;
  item.focus();
  lastStop = { element: item, index: items.indexOf(item) };
  item.scrollIntoView({ block: 'nearest' });
  return true;
}

/** Keys typed into a field, a select or an open dialog are theirs, not the queue's. */
function typing(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (event.altKey || event.ctrlKey || event.metaKey) return true;
  if (document.querySelector('[role="alertdialog"], [role="dialog"]')) return true;
  return !!target?.closest('input, textarea, select, [contenteditable="true"], [role="combobox"], [role="listbox"]');
}

/**
 * Clicks "Approve selected" of the section whose item holds focus, or else of the first section
 * with items selected (a disabled button is one with none).
 */
function approveSelected(root: HTMLElement | null): void {
  const APPROVE = '[data-key-action="approve-selected"]';
  const focused = document.activeElement?.closest<HTMLElement>('[data-queue-section]');
  const button =
    focused?.querySelector<HTMLButtonElement>(APPROVE) ??
    [...(root?.querySelectorAll<HTMLButtonElement>(APPROVE) ?? [])].find((candidate) => !candidate.disabled);
  button?.click();
}

/** Clicks the control marked `data-key-action` in the item that holds focus (or the first item). */
function act(root: HTMLElement | null, action: string): void {
  const index = Math.max(focusedIndex(root), 0);
  const item = queueItems(root)[index];
  item?.querySelector<HTMLElement>(`[data-key-action="${action}"]`)?.click();
}

export function useQueueKeys(
  root: RefObject<HTMLElement | null>,
  { undo, toggleHelp }: { undo: () => void; toggleHelp: () => void },
): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typing(event)) return;
      const el = root.current;
      const step = { j: 1, k: -1 }[event.key];
      if (step) {
        event.preventDefault();
        const at = focusedIndex(el);
        focusItem(el, at === -1 ? 0 : at + step);
        return;
      }
      const action = { a: 'approve', r: 'reject', o: 'open', x: 'select' }[event.key];
      if (action) {
        event.preventDefault();
        act(el, action);
      } else if (event.key === 'A') {
        event.preventDefault();
        approveSelected(el);
      } else if (event.key === 'u') {
        event.preventDefault();
        undo();
      } else if (event.key === '?') {
        event.preventDefault();
        toggleHelp();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [root, undo, toggleHelp]);
}

/** The shortcuts, as the page shows them (always in one line; the whole list with "?"). */
export function ShortcutsHelp({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <div className="flex flex-col gap-2 rounded-card border border-border bg-surface-muted p-3 text-sm">
      <p>
        Keyboard: <kbd>j</kbd>/<kbd>k</kbd> next/previous, <kbd>a</kbd> approve, <kbd>r</kbd> refuse, <kbd>u</kbd> undo,{' '}
        <kbd>?</kbd>{' '}
        <button type="button" className="underline" aria-expanded={open} onClick={onToggle}>
          {open ? 'hide the shortcuts' : 'all shortcuts'}
        </button>
      </p>
      {open ? (
        <dl aria-label="Keyboard shortcuts" className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          {SHORTCUTS.map(([key, what]) => (
            <div key={key} className="contents">
              <dt>
                <kbd className="rounded border border-border bg-surface px-1 font-mono">{key}</kbd>
              </dt>
              <dd>{what}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
