'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { PhotoField } from '@/components/photo-field';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { apiJson, failureMessage } from '@/lib/api-client';
import { VERIFICATION_PICTURE_REQUIRED } from '../schema';
import { ViewerTime } from '@/components/viewer-time';

export const VERIFICATION_RECEIVED = 'Verification picture received';

export function VerificationPictureForm({ girlId, sentAt }: { girlId: number; sentAt: string | null }) {
  const router = useRouter();
  const [image, setImage] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  async function send() {
    if (!image) return setError(VERIFICATION_PICTURE_REQUIRED);
    setSending(true);
    try {
      await apiJson(`/api/v1/girls/${girlId}/verification-picture`, { method: 'PUT', body: { image64: image } });
      toast.success(VERIFICATION_RECEIVED);
      setImage(null);
      setError(undefined);
      router.refresh();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-label="Verification picture" className="flex flex-col gap-3 border-t border-border pt-4">
      <h2 className="font-semibold">Verification picture</h2>
      <p className="text-sm text-muted-foreground">
        A photo of your face next to a paper that reads “Matside” and your username. Only moderators see it, and it is
        deleted once they have decided.
      </p>
      {sentAt ? (
        <p className="text-sm">
          Received <ViewerTime value={sentAt} />. You can send a new one.
        </p>
      ) : null}
      <PhotoField
        label="Verification picture"
        kind="photo"
        crop={false}
        value={image}
        onChange={(value) => setImage(value)}
        error={error}
        onError={(message) => toast.error(message)}
      />
      <div>
        <Button onClick={send} loading={sending} loadingText="Sending...">
          Send to the moderators
        </Button>
      </div>
    </section>
  );
}
