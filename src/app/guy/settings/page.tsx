import type { Metadata } from 'next';
import { GuyPageGate } from '@/features/guys/components/guy-page-gate';
import { GuySettings } from '@/features/guys/components/guy-settings';
import { getOwnGuySettings } from '@/features/guys/queries';

export const metadata: Metadata = { title: 'Settings' };

// /guy/settings – e-mail preference and account deletion.
export default function GuySettingsPage() {
  return (
    <GuyPageGate title="Settings" path="/guy/settings" read={getOwnGuySettings}>
      {(profile, userId) => (
        <GuySettings
          userId={userId}
          emailMeAboutNewGirlsInYourArea={profile.emailMeAboutNewGirlsInYourArea}
          userShowProfile={profile.userShowProfile}
        />
      )}
    </GuyPageGate>
  );
}
