'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { DeleteAccountSection } from '@/features/accounts/components/delete-account-section';
import { ApiError, apiJson } from '@/lib/api-client';
import { GUY_USERS_TYPE } from '../schema';
import { CheckboxField } from '@/components/form/checkbox-field';

export const PREFERENCES_SAVED = 'Preferences saved';
export const PREFERENCES_FAILED = 'Error Updating (#004)';

export interface GuySettingsProps {
  userId: string;
  emailMeAboutNewGirlsInYourArea: boolean;
  userShowProfile: boolean;
}

export function GuySettings({ userId, emailMeAboutNewGirlsInYourArea, userShowProfile }: GuySettingsProps) {
  const [emails, setEmails] = useState(emailMeAboutNewGirlsInYourArea);
  const [showProfile, setShowProfile] = useState(userShowProfile);
  const [saving, setSaving] = useState(false);
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

      <DeleteAccountSection userId={userId} />
    </div>
  );
}
