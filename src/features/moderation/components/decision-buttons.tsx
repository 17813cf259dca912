import type { ReactNode } from 'react';
import type { ButtonSize } from '@/components/ui/button';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** A refusal that deletes something asks first: the dialog's title and question. */
export interface RejectConfirm {
  title: string;
  description: ReactNode;
  confirmLabel?: string;
}

/**
 * The queue's pair of decision buttons: the positive one first, then the refusal. A refusal that
 * deletes (`confirmReject`) opens a confirmation; Cancel leaves the item as it is.
 */
export function DecisionButtons({
  onApprove,
  onReject,
  approveLabel = 'Approve',
  rejectLabel = 'Reject',
  confirmReject,
  size = 'sm',
}: {
  onApprove: () => unknown;
  onReject: () => unknown;
  approveLabel?: string;
  rejectLabel?: string;
  confirmReject?: RejectConfirm;
  size?: ButtonSize;
}) {
  const reject = (
    <Button size={size} variant="secondary" onClick={confirmReject ? undefined : onReject}>
      {rejectLabel}
    </Button>
  );
  return (
    <div className="flex flex-wrap gap-2">
      <Button size={size} onClick={onApprove}>
        {approveLabel}
      </Button>
      {confirmReject ? (
        <ConfirmDialog
          title={confirmReject.title}
          description={confirmReject.description}
          confirmLabel={confirmReject.confirmLabel ?? 'Delete'}
          pendingLabel="Deleting..."
          onConfirm={async () => {
            await onReject();
          }}
          trigger={reject}
        />
      ) : (
        reject
      )}
    </div>
  );
}
