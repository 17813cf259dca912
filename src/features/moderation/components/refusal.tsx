'use client';

import { useEffect, useRef } from 'react';
import { Button, type ButtonSize } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { DecisionKind } from '@/features/due-process/reason-codes';
import { ReasonFields, useReasonDraft, type DecisionReason } from '@/features/due-process/components/reason-fields';
import type { RejectConfirm } from './decision-buttons';

/**
 * A refusal being given: the reason select (it takes focus when the refusal opens), the note, the
 * button that sends it (asking first when `confirm` is set) and Cancel. Loaded on the first refusal
 * (decision-buttons.tsx, bulk-bar.tsx): the reason list and Radix's alert dialog are not in the
 * queue's first load (decision 051, session 18).
 */
export default function Refusal({
  kind,
  sendLabel,
  noteLabel,
  confirm,
  size = 'sm',
  onSend,
  onCancel,
}: {
  kind: DecisionKind;
  sendLabel: string;
  noteLabel?: string;
  confirm?: RejectConfirm;
  size?: ButtonSize;
  onSend: (reason: DecisionReason) => unknown;
  onCancel: () => void;
}) {
  const reasonDraft = useReasonDraft();
  const group = useRef<HTMLDivElement>(null);
  // Refusing starts at the reason: its select takes focus (the button pressed is gone).
  useEffect(() => {
    group.current?.querySelector<HTMLElement>('[role="combobox"]')?.focus();
  }, []);

  const send = (
    <Button
      size={size}
      variant="danger"
      onClick={
        confirm
          ? undefined
          : () => {
              const reason = reasonDraft.check();
              if (reason) return onSend(reason);
            }
      }
    >
      {sendLabel}
    </Button>
  );
  return (
    <div ref={group} role="group" aria-label="Reason for the refusal" className="flex w-full max-w-md flex-col gap-3">
      <ReasonFields kind={kind} {...reasonDraft.fields} noteLabel={noteLabel} />
      <div className="flex flex-wrap gap-2">
        {confirm ? (
          <ConfirmDialog
            title={confirm.title}
            description={confirm.description}
            confirmLabel={confirm.confirmLabel ?? 'Delete'}
            pendingLabel="Deleting..."
            onConfirm={async () => {
              const reason = reasonDraft.check();
              if (reason) await onSend(reason);
            }}
            trigger={send}
          />
        ) : (
          send
        )}
        <Button size={size} variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
