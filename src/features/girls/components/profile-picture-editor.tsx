'use client';

import { useState } from 'react';
import { PhotoField } from '@/components/photo-field';
import { Alert } from '@/components/ui/alert';
import { toast } from '@/components/ui/toaster';
import { ApiError, apiJson } from '@/lib/api-client';
import { UPLOAD_MESSAGES } from '@/lib/uploads';

/** The new picture waits for a moderator; the approved one stays public meanwhile. */
export function ProfilePictureEditor({
  girlId,
  currentUrl,
  pendingUrl,
}: {
  girlId: number;
  currentUrl: string | null;
  pendingUrl: string | null;
}) {
  const [value, setValue] = useState<string | null>(pendingUrl ?? currentUrl);
  const [pending, setPending] = useState(!!pendingUrl);
  const [saving, setSaving] = useState(false);

  async function onChange(image64: string | null) {
    if (!image64) return setValue(pendingUrl ?? currentUrl);
    setSaving(true);
    try {
      const body = { data: { id: String(girlId), type: 'photos', attributes: { image64 } } };
      const saved = await apiJson<{ data: { attributes: { secureUrl: string; approved: boolean } } }>(
        `/api/v1/girls/${girlId}`,
        { method: 'PATCH', body },
      );
      setValue(saved.data.attributes.secureUrl);
      setPending(!saved.data.attributes.approved);
    } catch (error) {
      toast.error('File Upload Error (#001)', {
        description: error instanceof ApiError ? error.detail : UPLOAD_MESSAGES.uploadFailed,
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <PhotoField
        label="Profile picture"
        value={value}
        onChange={onChange}
        disabled={saving}
        onError={(message) => toast.error(message)}
      />
      {pending ? (
        <Alert severity="info">
          Your new profile picture is waiting for a moderator’s approval. Visitors see your approved picture until then.
        </Alert>
      ) : null}
    </div>
  );
}
