'use client';

import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ReasonFields, useReasonDraft, type DecisionReason } from '@/features/due-process/components/reason-fields';

/** Decision 037; loaded on demand for moderators. */
export function CommentDelete({ onConfirm }: { onConfirm: (reason: DecisionReason) => Promise<boolean> }) {
  const reason = useReasonDraft();
  return (
    <ConfirmDialog
      title="Delete comment"
      description="The comment is removed for everyone. The audit log keeps it, and its author is told why."
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      variant="danger"
      onConfirm={() => {
        const checked = reason.check();
        return checked ? onConfirm(checked) : false;
      }}
      trigger={
        <Button type="button" size="sm" variant="ghost" aria-label="Delete comment">
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      }
    >
      <ReasonFields kind="comment" {...reason.fields} />
    </ConfirmDialog>
  );
}
