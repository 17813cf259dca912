'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

// Gmail's undo for the queue: a decision is held in the page for UNDO_SECONDS,
// not sent; Undo puts the item back and nothing reaches the server. It is sent when the time
// passes, when the moderator decides the next item, and when she or he leaves the page.

export const UNDO_SECONDS = 5;

export interface HeldDecision {
  /** What the bar says: "Approved", "Rejected", "Approved 3 photos". */
  label: string;
  /** The items it removed from the page (their section and ids), kept out of a refreshed queue. */
  items: { section: string; id: number }[];
  /** Puts the items back (Undo). */
  restore: () => void;
  /** Sends it (keepalive: it may run while the page unloads); true when the server took it. */
  send: () => Promise<boolean>;
}

export function useHeldDecision() {
  const current = useRef<HeldDecision | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [held, setHeld] = useState<HeldDecision | null>(null);
  // Items whose decision was sent from this page. A refresh the server rendered before such a
  // decision was committed still lists the item, and may arrive after the item left the held
  // window: without this the decided item came back, and focus landed on the wrong item.
  const sent = useRef(new Set<string>());

  const clear = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    current.current = null;
    setHeld(null);
  };

  /** Sends the held decision now, if any. */
  const flush = useCallback(() => {
    const decision = current.current;
    clear();
    if (!decision) return;
    const keys = decision.items.map((item) => `${item.section}:${item.id}`);
    for (const key of keys) sent.current.add(key);
    // Not taken: the server's queue may show the item again, as it is now.
    void decision.send().then((taken) => {
      if (!taken) for (const key of keys) sent.current.delete(key);
    });
  }, []);

  const hold = useCallback(
    (decision: HeldDecision) => {
      flush();
      current.current = decision;
      setHeld(decision);
      timer.current = setTimeout(flush, UNDO_SECONDS * 1000);
    },
    [flush],
  );

  /** Undoes the held decision; false when none is held. */
  const undo = useCallback((): boolean => {
    const decision = current.current;
    clear();
    if (!decision) return false;
    decision.restore();
    return true;
  }, []);

  // Leaving the page (a link, closing the tab) sends what is held.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  /** Whether an item was decided here, held or sent (a refreshed queue must not show it again). */
  const isDecidedHere = useCallback(
    (section: string, id: number) =>
      sent.current.has(`${section}:${id}`) ||
      !!current.current?.items.some((item) => item.section === section && item.id === id),
    [],
  );

  return { held, hold, undo, flush, isDecidedHere };
}
