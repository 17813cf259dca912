'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

// Gmail's undo for the queue: a decision is held in the page for UNDO_SECONDS,
// not sent; Undo puts the item back and nothing reaches the server. It is sent when the time
// passes, when the moderator decides the next item, and when she or he leaves the page.

export const UNDO_SECONDS = 5;

export interface HeldDecision {
  /** What the bar says: "Approved", "Rejected", "Approved 3 photos". */
  label: string;
  /** Puts the items back (Undo). */
  restore: () => void;
  /** Sends it (keepalive: it may run while the page unloads); true when the server took it. */
  send: () => Promise<boolean>;
}

export function useHeldDecision() {
  const current = useRef<HeldDecision | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [held, setHeld] = useState<HeldDecision | null>(null);

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
    void decision.send();
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

  return { held, hold, undo };
}
