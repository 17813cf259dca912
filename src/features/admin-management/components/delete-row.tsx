'use client';

import { apiJson } from '@/lib/api-client';
import { ReasonFields, useReasonDraft } from '@/features/due-process/components/reason-fields';
import type { DecisionKind } from '@/features/due-process/reason-codes';
import { ConfirmAction, ErrorAlert, useAdminMutation } from './admin-action';

/** A decision about someone's writing (`reasonKind`, decision 037) asks for its reason code. */
export function DeleteRow({
  endpoint,
  what,
  success,
  label = 'Delete',
  reasonKind,
}: {
  endpoint: string;
  /** e.g. 'the vote 12' – the dialog asks 'Are you sure you want to delete the vote 12?' */
  what: string;
  success: string;
  label?: string;
  reasonKind?: DecisionKind;
}) {
  const mutation = useAdminMutation();
  const reason = useReasonDraft(mutation.setError);
  const onConfirm = () => {
    if (!reasonKind) return mutation.run(() => apiJson(endpoint, { method: 'DELETE' }), success);
    const checked = reason.check();
    if (!checked) return Promise.resolve(false);
    const query = new URLSearchParams({ reasonCode: checked.reasonCode });
    if (checked.reason) query.set('reason', checked.reason);
    return mutation.run(() => apiJson(`${endpoint}?${query}`, { method: 'DELETE' }), success);
  };
  return (
    <ConfirmAction
      label={label}
      title="Confirm Deletion"
      description={`Are you sure you want to delete ${what}?`}
      confirmLabel="Delete"
      onConfirm={onConfirm}
    >
      {reasonKind ? <ReasonFields kind={reasonKind} {...reason.fields} /> : null}
      <ErrorAlert error={mutation.error} />
    </ConfirmAction>
  );
}
