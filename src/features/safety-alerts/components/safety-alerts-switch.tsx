'use client';

import { useId, useState, useTransition } from 'react';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toaster';
import { apiFetch, failureMessage } from '@/lib/api-client';

export const SAFETY_ALERTS_ON = 'Safety alerts are on.';
export const SAFETY_ALERTS_OFF = 'Safety alerts are off.';

/** Her settings' "Safety alerts" switch: optimistic, back to the old state on failure. */
export function SafetyAlertsSwitch({ initialEnabled }: { initialEnabled: boolean }) {
  const [enabled, setEnabled] = useState(initialEnabled);
  const [pending, startTransition] = useTransition();
  const labelId = useId();

  function onCheckedChange(next: boolean) {
    const previous = enabled;
    setEnabled(next);
    startTransition(async () => {
      try {
        await apiFetch('/api/v1/safety-alert-settings', {
          method: 'PATCH',
          body: { data: { type: 'safetyAlertSettings', attributes: { enabled: next } } },
        });
        toast.success(next ? SAFETY_ALERTS_ON : SAFETY_ALERTS_OFF);
      } catch (error) {
        setEnabled(previous);
        toast.error(failureMessage(error));
      }
    });
  }

  return (
    <div className="flex items-center justify-between gap-4">
      <div className="flex flex-col">
        <span id={labelId} className="text-sm font-medium">
          Safety alerts
        </span>
        <span className="text-sm text-muted-foreground">
          An e-mail a day at most and a list on your dashboard when a newly approved timewaster entry matches a guy who
          sent you a booking request in the last 90 days, or a city you travel to in the next 30 days.
        </span>
      </div>
      <Switch aria-labelledby={labelId} checked={enabled} disabled={pending} onCheckedChange={onCheckedChange} />
    </div>
  );
}
