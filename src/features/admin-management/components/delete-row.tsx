'use client';

import { apiJson } from '@/lib/api-client';
import { ConfirmAction, ErrorAlert, useAdminMutation } from './admin-action';

/** A row's Delete button: confirmed in a dialog, then DELETE `endpoint` and the page reloads. */
export function DeleteRow({
  endpoint,
  what,
  success,
  label = 'Delete',
}: {
  endpoint: string;
  /** e.g. 'the vote 12' – the dialog asks 'Are you sure you want to delete the vote 12?' */
  what: string;
  success: string;
  label?: string;
}) {
  const mutation = useAdminMutation();
  return (
    <ConfirmAction
      label={label}
      title="Confirm Deletion"
      description={`Are you sure you want to delete ${what}?`}
      confirmLabel="Delete"
      onConfirm={() => mutation.run(() => apiJson(endpoint, { method: 'DELETE' }), success)}
    >
      <ErrorAlert error={mutation.error} />
    </ConfirmAction>
  );
}
