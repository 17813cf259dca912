'use client';

import { useRouter } from 'next/navigation';
import { useReloadSession } from '@/components/session/session-context';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toaster';
import { ApiError, apiFetch, apiJson } from '@/lib/api-client';
import { GUY_USERS_TYPE } from '../schema';
import { CheckboxField } from '@/components/form/checkbox-field';

// Spec section 8 "Account and visibility" texts.
export const ACCOUNT_DELETED = 'Successfully deleted account';
export const ACCOUNT_DELETE_FAILED = 'Error deleting account.';
export const PREFERENCES_SAVED = 'Preferences saved';
export const PREFERENCES_FAILED = 'Error Updating (#004)';

export interface GuySettingsProps {
  userId: string;
  emailMeAboutNewGirlsInYourArea: boolean;
  userShowProfile: boolean;
}

/** Ends the Better Auth session; the account is gone already, so a failure here changes nothing. */
async function signOut() {
  await fetch('/api/auth/sign-out', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  }).catch(() => undefined);
}

export function GuySettings({ userId, emailMeAboutNewGirlsInYourArea, userShowProfile }: GuySettingsProps) {
  const router = useRouter();
  const reloadSession = useReloadSession();
  const [emails, setEmails] = useState(emailMeAboutNewGirlsInYourArea);
  const [showProfile, setShowProfile] = useState(userShowProfile);
  const [saving, setSaving] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const path = `/api/v1/guy-users/${encodeURIComponent(userId)}`;

  async function savePreferences() {
    setSaving(true);
    try {
      await apiJson(path, {
        method: 'PATCH',
        body: {
          data: {
            type: GUY_USERS_TYPE,
            id: userId,
            attributes: { emailMeAboutNewGirlsInYourArea: emails, userShowProfile: showProfile },
          },
        },
      });
      toast.success(PREFERENCES_SAVED);
    } catch (error) {
      toast.error(PREFERENCES_FAILED, { description: error instanceof ApiError ? error.message : undefined });
    } finally {
      setSaving(false);
    }
  }

  // Spec section 4 "Account deletion": on a 2xx clear the error, log out, go to /, toast.
  async function deleteAccount(): Promise<boolean> {
    try {
      await apiFetch(`/api/v1/my-profiles/${encodeURIComponent(userId)}`, { method: 'DELETE' });
    } catch {
      setDeleteError(ACCOUNT_DELETE_FAILED);
      toast.error(ACCOUNT_DELETE_FAILED);
      return false;
    }
    setDeleteError(null);
    await signOut();
    reloadSession();
    router.push('/');
    router.refresh();
    toast.success(ACCOUNT_DELETED);
    return true;
  }

  return (
    <div className="flex flex-col gap-10">
      <section className="flex flex-col gap-4" aria-labelledby="preferences">
        <h2 id="preferences" className="text-lg font-semibold">
          Preferences
        </h2>
        <CheckboxField label="Email me about new girls in your area" checked={emails} onChange={setEmails} />
        <CheckboxField
          label="Show my profile to others"
          description="Off: your profile page says 'This account is set to private.'"
          checked={showProfile}
          onChange={setShowProfile}
        />
        <div>
          <Button type="button" variant="secondary" onClick={savePreferences} loading={saving} loadingText="Saving...">
            Save preferences
          </Button>
        </div>
      </section>

      <section
        className="flex flex-col gap-4 rounded-card border border-danger/40 p-5"
        aria-labelledby="delete-account"
      >
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
            {deleteError ? <p className="text-sm font-medium text-danger-strong">{deleteError}</p> : null}
          </ConfirmDialog>
        </div>
      </section>
    </div>
  );
}
