'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ApiError, apiJson } from '@/lib/api-client';
import {
  checkDraft,
  ReasonFields,
  type ReasonDraft,
  type ReasonErrors,
} from '@/features/due-process/components/reason-fields';
import { DUPLICATE_MESSAGES } from '../duplicate-schema';

/**
 * The admin table's "Merge into…" (docs/decisions/044): this entry goes, its rows move to the
 * entry whose id the moderator gives, with a reason code (duplicate, preset) for the audit row and
 * the reporter's receipt, and the version the table showed.
 */
export function AdminTimewasterMerge({
  id,
  version,
  onMerged,
}: {
  id: number;
  version: number;
  /** The merged entry leaves the table (the page is read again for the kept one's rows). */
  onMerged: (id: number) => void;
}) {
  const router = useRouter();
  const [intoId, setIntoId] = useState('');
  const [reason, setReason] = useState<ReasonDraft>({ reasonCode: 'duplicate', reason: '' });
  const [errors, setErrors] = useState<ReasonErrors & { intoId?: string }>({});

  async function merge(): Promise<boolean> {
    const checked = checkDraft(reason);
    const target = Number(intoId);
    const intoError = Number.isInteger(target) && target > 0 ? undefined : DUPLICATE_MESSAGES.intoRequired;
    if ('errors' in checked || intoError) {
      setErrors({ ...('errors' in checked ? checked.errors : {}), intoId: intoError });
      return false;
    }
    setErrors({});
    try {
      await apiJson(`/api/v1/timewasters/${id}/merge`, {
        method: 'POST',
        body: { intoId: target, ...checked.reason, version },
      });
      toast.success(DUPLICATE_MESSAGES.merged);
      onMerged(id);
      router.refresh();
      return true;
    } catch (error) {
      const detail = error instanceof ApiError ? error.message : undefined;
      if (error instanceof ApiError && error.errors.some((e) => e.source?.pointer === '/intoId'))
        setErrors({ intoId: detail });
      else toast.error(DUPLICATE_MESSAGES.mergeTitle, { description: detail });
      return false;
    }
  }

  return (
    <ConfirmDialog
      title={DUPLICATE_MESSAGES.mergeTitle}
      description={DUPLICATE_MESSAGES.mergeDescription(id)}
      confirmLabel={DUPLICATE_MESSAGES.mergeConfirm}
      pendingLabel="Merging..."
      onConfirm={merge}
      trigger={
        <Button size="sm" variant="ghost">
          {DUPLICATE_MESSAGES.mergeAction}
        </Button>
      }
    >
      <div className="flex flex-col gap-3">
        <FormField label={DUPLICATE_MESSAGES.mergeInto} error={errors.intoId} required>
          <Input
            inputMode="numeric"
            value={intoId}
            onChange={(event) => {
              setIntoId(event.target.value.trim());
              setErrors((shown) => ({ ...shown, intoId: undefined }));
            }}
          />
        </FormField>
        <ReasonFields kind="timewaster-report" draft={reason} onChange={setReason} errors={errors} />
      </div>
    </ConfirmDialog>
  );
}
