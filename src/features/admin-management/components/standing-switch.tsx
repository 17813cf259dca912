'use client';

import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Switch } from '@/components/ui/switch';
import { ReasonFields, useReasonDraft, type DecisionReason } from '@/features/due-process/components/reason-fields';
import type { DecisionKind } from '@/features/due-process/reason-codes';
import { ErrorAlert, useAdminMutation } from './admin-action';

/** A standing decision: confirmed, and a no asks for its reason code. */
export function StandingSwitch({
  checked,
  label,
  title,
  description,
  refusalKind,
  send,
  success,
  failure,
}: {
  checked: boolean;
  /** The switch's accessible name, e.g. "Approved for Anna". */
  label: string;
  title: ReactNode;
  description: ReactNode;
  /** The decision whose reason codes fit when the new value is a no; null for a yes. */
  refusalKind: DecisionKind | null;
  send: (reason: DecisionReason | null) => Promise<unknown>;
  success: string;
  failure: string;
}) {
  const [open, setOpen] = useState(false);
  const mutation = useAdminMutation();
  const reason = useReasonDraft(mutation.setError);
  const onConfirm = () => {
    const checkedReason = refusalKind ? reason.check() : null;
    if (refusalKind && !checkedReason) return Promise.resolve(false);
    return mutation.run(() => send(checkedReason), success, failure);
  };
  return (
    <>
      <Switch checked={checked} aria-label={label} onCheckedChange={() => setOpen(true)} />
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) mutation.setError(null);
        }}
        title={title}
        description={description}
        confirmLabel="Confirm"
        pendingLabel="Saving..."
        variant={refusalKind ? 'danger' : 'primary'}
        onConfirm={onConfirm}
      >
        {refusalKind ? <ReasonFields kind={refusalKind} {...reason.fields} /> : null}
        <ErrorAlert error={mutation.error} />
      </ConfirmDialog>
    </>
  );
}
