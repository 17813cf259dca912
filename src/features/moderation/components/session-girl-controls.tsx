'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { apiJson, failureMessage } from '@/lib/api-client';
import { MODERATION_TOASTS } from '../toasts';
import { APPROVED } from './decide';
import { DecisionButtons } from './decision-buttons';
import { useQueueItem } from './queue-shell';
import type { DecisionReason } from '@/features/due-process/components/reason-fields';

// The client islands of the session girls' queue items (the items are server components).

/**
 * Spec "Legacy match": a profile that is not matched yet can be tied to its legacy-site id, which
 * turns on her new-girl notification and travel e-mails. The item stays for its approval.
 */
export function LegacyMatch({ girlId, legacyGirlId }: { girlId: number; legacyGirlId: number | null }) {
  const router = useRouter();
  const [legacyId, setLegacyId] = useState(legacyGirlId ? String(legacyGirlId) : '');
  const [matched, setMatched] = useState(legacyGirlId);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  if (matched !== null) return <span className="text-muted-foreground">Legacy profile {matched}</span>;
  const match = async () => {
    const id = Number(legacyId);
    if (!/^\d+$/.test(legacyId.trim()) || id <= 0) return setError('Legacy id must be a positive number');
    setError(undefined);
    setSaving(true);
    try {
      await apiJson(`/api/v1/admin/session-girls/${girlId}/legacy-match`, {
        method: 'POST',
        body: { legacyGirlId: id },
      });
      setMatched(id);
      toast.success(MODERATION_TOASTS.legacyMatched);
      router.refresh();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <FormField label="Legacy id" error={error}>
        <Input inputMode="numeric" className="w-32" value={legacyId} onChange={(e) => setLegacyId(e.target.value)} />
      </FormField>
      <Button size="sm" variant="secondary" loading={saving} onClick={match}>
        Match legacy id
      </Button>
    </div>
  );
}

/** Spec "Add email to scraped SessionGirl": Match with an address, or No match (set empty email). */
export function ScrapedEmailForm({ girlId, username }: { girlId: number; username: string }) {
  const { decide } = useQueueItem();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const url = `/api/v1/admin/session-girls/${girlId}/email`;
  const match = async () => {
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.trim())) return setError('Invalid email');
    await decide(url, { email: email.trim() }, MODERATION_TOASTS.emailAdded);
  };
  return (
    <>
      <FormField label={`E-mail of ${username}`} error={error} className="flex-1">
        <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={match}>
          Match
        </Button>
        <Button size="sm" variant="secondary" onClick={() => decide(url, { email: '' }, MODERATION_TOASTS.emailAdded)}>
          No match (set empty email)
        </Button>
      </div>
    </>
  );
}

/**
 * Spec "Sessiongirls profile picture approvals": Approve; Reject opens a picker of her gallery
 * with Cancel, and picking one approves it as her new picture.
 */
export function PictureDecision({ girlId, gallery }: { girlId: number; gallery: { id: number; url: string }[] }) {
  const { decide } = useQueueItem();
  const [picking, setPicking] = useState<DecisionReason | null>(null);
  const url = `/api/v1/admin/session-girls/${girlId}/picture`;
  if (!picking)
    return (
      <DecisionButtons
        kind="profile-picture"
        onApprove={() => decide(url, APPROVED.body, APPROVED.toast)}
        onReject={setPicking}
      />
    );
  return (
    <div role="group" aria-label="Pick a new picture from her gallery" className="flex flex-col gap-2">
      {gallery.length ? (
        <>
          <p className="text-muted-foreground">Pick a picture from her gallery to approve in its place.</p>
          <ul className="flex flex-wrap gap-2">
            {gallery.map((image, index) => (
              <li key={image.id}>
                <button
                  type="button"
                  aria-label={`Use gallery picture ${index + 1}`}
                  className="rounded-md outline-offset-2 focus-visible:outline-2 focus-visible:outline-accent"
                  onClick={() =>
                    decide(
                      url,
                      { approved: false, imageId: image.id, ...picking },
                      MODERATION_TOASTS.approvedWithSelected,
                    )
                  }
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- a stored picture */}
                  <img src={image.url} alt="" className="size-20 rounded-md object-cover hover:opacity-80" />
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-muted-foreground">No gallery pictures found.</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="ghost" onClick={() => setPicking(null)}>
          Cancel
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => decide(url, { approved: false, ...picking }, MODERATION_TOASTS.pictureRemoved)}
        >
          Reject without a new picture
        </Button>
      </div>
    </div>
  );
}
