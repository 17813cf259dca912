'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ButtonSize } from '@/components/ui/button';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { DecisionKind } from '@/features/due-process/reason-codes';
import { ClaimBar, useClaimScope } from './item-claim';
import { ReasonFields, useReasonDraft, type DecisionReason } from '@/features/due-process/components/reason-fields';

/** A refusal that deletes something asks first: the dialog's title and question. */
export interface RejectConfirm {
  title: string;
  description: ReactNode;
  confirmLabel?: string;
}

/**
 * The queue's pair of decision buttons: the positive one first, then the refusal. The refusal
 * asks for a reason code (and a note, needed for "Other") before it is sent; one that deletes
 * (`confirmReject`) also opens a confirmation. Cancel leaves the item as it is.
 */
export function DecisionButtons({
  kind,
  onApprove,
  onReject,
  approveLabel = 'Approve',
  rejectLabel = 'Reject',
  confirmReject,
  noteLabel,
  size = 'sm',
}: {
  kind: DecisionKind;
  onApprove: () => unknown;
  onReject: (reason: DecisionReason) => unknown;
  approveLabel?: string;
  rejectLabel?: string;
  confirmReject?: RejectConfirm;
  noteLabel?: string;
  size?: ButtonSize;
}) {
  const claimScope = useClaimScope();
  const [rejecting, setRejecting] = useState(false);
  const reasonDraft = useReasonDraft();
  const group = useRef<HTMLDivElement>(null);
  // Refusing starts at the reason: its select takes focus (the button pressed is gone).
  useEffect(() => {
    if (rejecting) group.current?.querySelector<HTMLElement>('[role="combobox"]')?.focus();
  }, [rejecting]);

  if (!rejecting) {
    const buttons = (
      <div className="flex flex-wrap gap-2">
        <Button size={size} data-key-action="approve" onClick={onApprove}>
          {approveLabel}
        </Button>
        <Button size={size} variant="secondary" data-key-action="reject" onClick={() => setRejecting(true)}>
          {rejectLabel}
        </Button>
      </div>
    );
    // In the queue, the item's claim shows above its decision (a claim never blocks one).
    return claimScope ? (
      <div className="flex flex-col gap-2">
        <ClaimBar />
        {buttons}
      </div>
    ) : (
      buttons
    );
  }

  const send = (
    <Button
      size={size}
      variant="danger"
      onClick={
        confirmReject
          ? undefined
          : () => {
              const reason = reasonDraft.check();
              if (reason) return onReject(reason);
            }
      }
    >
      {`${rejectLabel}: send the reason`}
    </Button>
  );
  return (
    <div ref={group} role="group" aria-label="Reason for the refusal" className="flex w-full max-w-md flex-col gap-3">
      <ReasonFields kind={kind} {...reasonDraft.fields} noteLabel={noteLabel} />
      <div className="flex flex-wrap gap-2">
        {confirmReject ? (
          <ConfirmDialog
            title={confirmReject.title}
            description={confirmReject.description}
            confirmLabel={confirmReject.confirmLabel ?? 'Delete'}
            pendingLabel="Deleting..."
            onConfirm={async () => {
              const reason = reasonDraft.check();
              if (reason) await onReject(reason);
            }}
            trigger={send}
          />
        ) : (
          send
        )}
        <Button size={size} variant="ghost" onClick={() => setRejecting(false)}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
