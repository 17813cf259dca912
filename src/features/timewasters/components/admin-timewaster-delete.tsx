'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toaster';
import { apiFetch } from '@/lib/api-client';
import {
  checkDraft,
  EMPTY_REASON,
  ReasonFields,
  type ReasonDraft,
  type ReasonErrors,
} from '@/features/due-process/components/reason-fields';
import { TIMEWASTER_MESSAGES } from '../schema';

/**
 * The admin table's Delete: a moderator's deletion of an entry is a decision about it (decision
 * 037), so the dialog asks for the reason code the reporting girl is told.
 */
export function AdminTimewasterDelete({ id, onDeleted }: { id: number; onDeleted: (id: number) => void }) {
  const [reason, setReason] = useState<ReasonDraft>(EMPTY_REASON);
  const [errors, setErrors] = useState<ReasonErrors>({});

  async function remove(): Promise<boolean> {
    const checked = checkDraft(reason);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return false;
    }
    setErrors({});
    const query = new URLSearchParams({ reasonCode: checked.reason.reasonCode });
    if (checked.reason.reason) query.set('reason', checked.reason.reason);
    try {
      const response = await apiFetch(`/api/v1/timewasters/${id}?${query}`, { method: 'DELETE' });
      if (!response.ok) throw new Error('nothing deleted');
      toast.success(TIMEWASTER_MESSAGES.deleted);
      onDeleted(id);
      return true;
    } catch {
      toast.error(TIMEWASTER_MESSAGES.deleteFailed, { description: TIMEWASTER_MESSAGES.deleteFailedDetail });
      return false;
    }
  }

  return (
    <ConfirmDialog
      title="Delete timewaster"
      description={TIMEWASTER_MESSAGES.deleteConfirm(id)}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      onConfirm={remove}
      trigger={
        <Button size="sm" variant="danger">
          Delete
        </Button>
      }
    >
      <ReasonFields kind="timewaster-report" draft={reason} onChange={setReason} errors={errors} />
    </ConfirmDialog>
  );
}
