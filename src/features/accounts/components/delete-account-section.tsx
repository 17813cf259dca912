'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useReloadSession } from '@/components/session/session-context';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toaster';
import { apiFetch } from '@/lib/api-client';

// Spec §8 texts.
export const ACCOUNT_DELETED = 'Successfully deleted account';
export const ACCOUNT_DELETE_FAILED = 'Error deleting account.';

/** The account is gone already, so a failure here changes nothing. */
async function signOut() {
  await fetch('/api/auth/sign-out', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  }).catch(() => undefined);
}

/** The site's one account deletion (spec §4): on a 2xx log out, go to /, toast. */
export function DeleteAccountSection({ userId }: { userId: string }) {
  const router = useRouter();
  const reloadSession = useReloadSession();
  const [error, setError] = useState<string | null>(null);

  async function deleteAccount(): Promise<boolean> {
    try {
      await apiFetch(`/api/v1/my-profiles/${encodeURIComponent(userId)}`, { method: 'DELETE' });
    } catch {
      setError(ACCOUNT_DELETE_FAILED);
      toast.error(ACCOUNT_DELETE_FAILED);
      return false;
    }
    setError(null);
    await signOut();
    reloadSession();
    router.push('/');
    router.refresh();
    toast.success(ACCOUNT_DELETED);
    return true;
  }

  return (
    <section className="flex flex-col gap-4 rounded-card border border-danger/40 p-5" aria-labelledby="delete-account">
      <h2 id="delete-account" className="text-lg font-semibold">
        Delete account
      </h2>
      <p className="text-sm text-muted-foreground">
        Your profile is removed from the site and you can no longer sign in. This cannot be undone.
      </p>
      <div>
        <ConfirmDialog
          title="Delete account"
          description="Are you sure you want to delete your account? This cannot be undone."
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          onConfirm={deleteAccount}
          trigger={<Button variant="danger">Delete account</Button>}
        >
          {error ? <p className="text-sm font-medium text-danger-strong">{error}</p> : null}
        </ConfirmDialog>
      </div>
    </section>
  );
}
