'use client';

import { Button } from '@/components/ui/button';
import { UNDO_SECONDS } from './use-held-decision';

/** The held decision and its Undo ("u"), for UNDO_SECONDS after each decision. */
export function UndoBar({ held, onUndo }: { held: string | null; onUndo: () => void }) {
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-4 z-40 mx-auto flex w-fit max-w-[calc(100%-2rem)] items-center gap-3 rounded-card border border-border bg-surface px-4 py-2 text-sm shadow-lg empty:hidden"
    >
      {held ? (
        <>
          <span>
            {held} – sent in {UNDO_SECONDS} s
          </span>
          <Button size="sm" variant="secondary" onClick={onUndo}>
            Undo (u)
          </Button>
        </>
      ) : null}
    </div>
  );
}
