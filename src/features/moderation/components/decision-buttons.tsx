'use client';

import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { ButtonSize } from '@/components/ui/button';
import { Button } from '@/components/ui/button';
import type { DecisionKind } from '@/features/due-process/reason-codes';
import type { DecisionReason } from '@/features/due-process/components/reason-fields';
import { loadAtFirstInput } from '@/lib/first-input';
import { ClaimBar, useClaimScope } from './item-claim';

const loadRefusal = () => import('./refusal');

/** The refusal's fields and buttons, out of the queue's first load (refusal.tsx). */
export const Refusal = lazy(loadRefusal);

/**
 * Fetches the refusal's code ahead of the first refusal, at the moderator's first key, press or focus
 * on the page (again at the next one if that fetch failed), so a refusal seldom waits for its reason
 * select. QueueShell calls it in an effect; the returned function stops it.
 */
export function preloadRefusal(): () => void {
  return loadAtFirstInput(loadRefusal);
}

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

  return (
    <Suspense fallback={null}>
      <Refusal
        kind={kind}
        sendLabel={`${rejectLabel}: send the reason`}
        noteLabel={noteLabel}
        confirm={confirmReject}
        size={size}
        onSend={onReject}
        onCancel={() => setRejecting(false)}
      />
    </Suspense>
  );
}
