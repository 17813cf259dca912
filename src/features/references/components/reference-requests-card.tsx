'use client';

import { Check, X } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { toast } from '@/components/ui/toaster';
import { apiJson, failureMessage } from '@/lib/api-client';
import type { ReferenceDecision } from '../schema';
import type { ReferenceRequest } from '../types';
import { ViewerTime } from '@/components/viewer-time';

/** Beyond the spec (decision 020); an answered request leaves the card. */
export function ReferenceRequestsCard({ requests }: { requests: ReferenceRequest[] }) {
  const [rows, setRows] = useState(requests);
  const [busy, setBusy] = useState<number | null>(null);
  if (rows.length === 0) return null;

  async function answer(id: number, decision: ReferenceDecision['decision']) {
    setBusy(id);
    try {
      const { message } = await apiJson<{ message: string }>(`/api/v1/unverified-references/${id}/decision`, {
        method: 'POST',
        body: { decision },
      });
      setRows((current) => current.filter((r) => r.id !== id));
      toast.success(message);
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setBusy(null);
    }
  }

  return (
    <SectionCard id="reference-requests" title="Did you see this client?">
      <ul className="flex flex-col divide-y divide-border">
        {rows.map((r) => (
          <li key={r.id} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
            <p className="text-sm">
              <Link href={`/client/${encodeURIComponent(r.guyUsername)}`} className="font-medium hover:underline">
                {r.guyUsername}
              </Link>
              {r.guyCity ? <span className="text-muted-foreground"> · {r.guyCity}</span> : null} says he had a session
              with you{r.guyIdentifier ? <> (as &ldquo;{r.guyIdentifier}&rdquo;)</> : null}.
            </p>
            <p className="text-xs text-muted-foreground">
              Added <ViewerTime value={r.createdAt} date />
            </p>
            <div className="flex gap-2">
              <Button
                size="sm"
                disabled={busy === r.id}
                onClick={() => void answer(r.id, 'confirm')}
                aria-label={`Confirm ${r.guyUsername}`}
              >
                <Check aria-hidden="true" className="size-4" />
                Confirm
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={busy === r.id}
                onClick={() => void answer(r.id, 'deny')}
                aria-label={`Deny ${r.guyUsername}`}
              >
                <X aria-hidden="true" className="size-4" />
                Deny
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
