'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { apiFetch, failureMessage } from '@/lib/api-client';

/** Takes one alert off her dashboard (PATCH seen: true); the page then shows the rest. */
export function MarkSeenButton({ id }: { id: number }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function markSeen() {
    setBusy(true);
    try {
      await apiFetch(`/api/v1/safety-alerts/${id}`, {
        method: 'PATCH',
        body: { data: { type: 'safetyAlerts', attributes: { seen: true } } },
      });
      router.refresh();
    } catch (error) {
      toast.error(failureMessage(error));
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" size="sm" onClick={markSeen} loading={busy}>
      Mark as seen
    </Button>
  );
}
