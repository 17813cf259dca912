'use client';

import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** A moderator's Delete on one comment, with its confirmation (loaded on demand for moderators). */
export function CommentDelete({ onConfirm }: { onConfirm: () => Promise<boolean> }) {
  return (
    <ConfirmDialog
      title="Delete comment"
      description="The comment is removed for everyone. The audit log keeps it."
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      variant="danger"
      onConfirm={onConfirm}
      trigger={
        <Button type="button" size="sm" variant="ghost" aria-label="Delete comment">
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      }
    />
  );
}
