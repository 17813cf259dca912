'use client';

import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ReasonFields, useReasonDraft } from '@/features/due-process/components/reason-fields';
import { apiJson } from '@/lib/api-client';
import { useViewerTimeZone } from '@/components/viewer-time';
import { formatZonedDateTime } from '@/lib/zoned-time';
import { UNBAN_AT_FUTURE } from '../schema';
import { ConfirmAction, ErrorAlert, useAdminMutation } from './admin-action';

/** An empty end date bans for good. */
export function BanControls({
  endpoint,
  who,
  banned,
  banExpires,
}: {
  endpoint: string;
  who: string;
  banned: boolean;
  banExpires: string | null;
}) {
  const mutation = useAdminMutation();
  const zone = useViewerTimeZone();
  // Empty: the dialog says an empty date bans for good, so it starts empty.
  const [unbanAt, setUnbanAt] = useState('');
  const reason = useReasonDraft(mutation.setError);

  if (banned) {
    return (
      <div className="flex flex-col gap-2">
        <ConfirmAction
          label="Unban"
          variant="secondary"
          title={`Unban ${who}?`}
          description={
            banExpires ? `The ban runs until ${formatZonedDateTime(banExpires, zone)}.` : 'The ban has no end date.'
          }
          confirmLabel="Unban"
          onConfirm={() => mutation.run(() => apiJson(endpoint, { method: 'DELETE' }), `${who} is unbanned.`)}
        >
          <ErrorAlert error={mutation.error} />
        </ConfirmAction>
      </div>
    );
  }
  return (
    <ConfirmAction
      label="Ban"
      title={`Ban ${who}?`}
      description="Their sign-in is refused and their sessions end now. Leave the date empty to ban for good."
      confirmLabel="Ban"
      onConfirm={() => {
        if (unbanAt && new Date(`${unbanAt}T00:00:00Z`).getTime() <= Date.now()) {
          mutation.setError(UNBAN_AT_FUTURE);
          return Promise.resolve(false);
        }
        const checked = reason.check();
        if (!checked) return Promise.resolve(false);
        return mutation.run(
          () => apiJson(endpoint, { method: 'POST', body: { unbanAt: unbanAt || null, ...checked } }),
          `${who} is banned.`,
        );
      }}
    >
      <FormField label="Unban at">
        <Input type="date" value={unbanAt} onChange={(event) => setUnbanAt(event.target.value)} />
      </FormField>
      <ReasonFields kind="ban" {...reason.fields} noteLabel="Note (sent with the reason)" />
      <ErrorAlert error={mutation.error} />
    </ConfirmAction>
  );
}
