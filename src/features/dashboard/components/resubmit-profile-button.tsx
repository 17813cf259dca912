'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { apiFetch, failureMessage } from '@/lib/api-client';

export const RESUBMITTED_MESSAGE = 'Your profile is back with our moderators.';

/** A not-approved girl sends her fixed profile back to the moderators; the dashboard then shows it pending. */
export function ResubmitProfileButton({ girlId }: { girlId: number }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function resubmit() {
    setBusy(true);
    try {
      await apiFetch(`/api/v1/girls/${girlId}/resubmission`, { method: 'POST' });
      toast.success(RESUBMITTED_MESSAGE);
      router.refresh();
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button onClick={resubmit} loading={busy} loadingText="Sending...">
      Resubmit for review
    </Button>
  );
}
