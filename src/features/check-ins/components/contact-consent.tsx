'use client';

import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { apiJson, failureMessage } from '@/lib/api-client';

export const CONSENT_ACTIVE = 'You are her trusted contact. Thank you.';
export const CONSENT_STOPPED = 'You are no longer her trusted contact.';

/** The consent link's buttons: agree, or stop (the same link, at any time). */
export function ContactConsent({
  token,
  stageName,
  initialActive,
}: {
  token: string;
  stageName: string;
  initialActive: boolean;
}) {
  const [active, setActive] = useState(initialActive);
  const [pending, startTransition] = useTransition();

  function set(next: boolean) {
    startTransition(async () => {
      try {
        await apiJson(`/api/v1/trusted-contact-consents/${token}`, {
          method: 'PATCH',
          body: { data: { type: 'trustedContactConsents', attributes: { active: next } } },
        });
        setActive(next);
        toast.success(next ? CONSENT_ACTIVE : CONSENT_STOPPED);
      } catch (error) {
        toast.error(failureMessage(error));
      }
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="font-medium">
        {active ? `You are ${stageName}’s trusted contact.` : `You are not ${stageName}’s trusted contact.`}
      </p>
      {active ? (
        <Button size="lg" variant="secondary" disabled={pending} onClick={() => set(false)}>
          Stop being her trusted contact
        </Button>
      ) : (
        <Button size="lg" disabled={pending} onClick={() => set(true)}>
          I agree to be her trusted contact
        </Button>
      )}
    </div>
  );
}
