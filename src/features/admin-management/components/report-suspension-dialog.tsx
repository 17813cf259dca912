'use client';

import { ReasonFields, useReasonDraft } from '@/features/due-process/components/reason-fields';
import { apiJson } from '@/lib/api-client';
import { ConfirmAction, ErrorAlert, useAdminMutation } from './admin-action';

/** Decision 042; the reason is shown to the person on every report form. */
export function ReportSuspensionControls({
  endpoint,
  who,
  suspended,
}: {
  endpoint: string;
  who: string;
  suspended: boolean;
}) {
  const mutation = useAdminMutation();
  const reason = useReasonDraft(mutation.setError);

  if (suspended) {
    return (
      <ConfirmAction
        label="Allow reports"
        variant="secondary"
        title={`Let ${who} report again?`}
        description="Their report forms work again at once."
        confirmLabel="Allow reports"
        onConfirm={() => mutation.run(() => apiJson(endpoint, { method: 'DELETE' }), `${who} may report again.`)}
      >
        <ErrorAlert error={mutation.error} />
      </ConfirmAction>
    );
  }
  return (
    <ConfirmAction
      label="Suspend reporting"
      variant="secondary"
      title={`Suspend ${who}'s right to report?`}
      description="Every report form shows them the reason instead of the form until you lift it."
      confirmLabel="Suspend reporting"
      onConfirm={() => {
        const checked = reason.check();
        if (!checked) return Promise.resolve(false);
        return mutation.run(() => apiJson(endpoint, { method: 'POST', body: checked }), `${who} can no longer report.`);
      }}
    >
      <ReasonFields kind="report-suspension" {...reason.fields} noteLabel="Note (shown with the reason)" />
      <ErrorAlert error={mutation.error} />
    </ConfirmAction>
  );
}
