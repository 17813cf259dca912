'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { apiJson, failureMessage } from '@/lib/api-client';
import { CLAIM_TOASTS, isDecidedItemKind, type DecidedItemKind, type ItemClaim } from '../item-kinds';
import { useItemScope } from './queue-shell';

// A queue item's claim (docs/decisions/040): "Claim" when nobody holds it, "Claimed by you" with
// Release, or "Claimed by <moderator>" with Take over. The queue puts each claimable item in a
// QueueItem with its claim; DecisionButtons shows the bar above its buttons, so no item component changes.

interface ClaimScopeValue {
  kind: DecidedItemKind;
  itemId: number;
  claim: ItemClaim | undefined;
}

/** The item's claim scope: null outside the queue (the ban dialog, the image tool) and for a kind not claimed. */
export function useClaimScope(): ClaimScopeValue | null {
  const item = useItemScope();
  if (!item || !isDecidedItemKind(item.section)) return null;
  return { kind: item.section, itemId: item.id, claim: item.claim };
}

export function ClaimBar() {
  const scope = useClaimScope();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  if (!scope) return null;
  const url = `/api/v1/admin/claims/${scope.kind}/${scope.itemId}`;
  const send = async (method: 'PUT' | 'DELETE', body: object | undefined, done: string) => {
    setBusy(true);
    try {
      await apiJson(url, { method, body });
      toast.success(done);
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setBusy(false);
      router.refresh();
    }
  };
  const { claim } = scope;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" aria-label="Claim" role="group">
      {claim ? (
        <span className={claim.mine ? 'text-muted-foreground' : 'font-medium text-warning-strong'}>
          {claim.mine ? 'Claimed by you' : `Claimed by ${claim.moderator}`}
        </span>
      ) : null}
      {!claim ? (
        <Button size="sm" variant="ghost" disabled={busy} onClick={() => send('PUT', {}, CLAIM_TOASTS.claimed)}>
          Claim
        </Button>
      ) : claim.mine ? (
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() => send('DELETE', undefined, CLAIM_TOASTS.released)}
        >
          Release
        </Button>
      ) : (
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() => send('PUT', { takeOver: true }, CLAIM_TOASTS.takenOver)}
        >
          Take over
        </Button>
      )}
    </div>
  );
}
