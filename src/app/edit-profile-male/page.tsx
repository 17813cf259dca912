import type { Metadata } from 'next';
import { EditProfileForm } from '@/features/guys/components/edit-profile-form';
import { GuyPageGate } from '@/features/guys/components/guy-page-gate';

export const metadata: Metadata = { title: 'Edit Profile' };

// /edit-profile-male – the signed-in guy's profile form (spec "Edit male profile").
export default function EditProfileMalePage() {
  return (
    <GuyPageGate title="Edit Profile" path="/edit-profile-male">
      {(profile, userId) => (
        // Only the fields the form edits reach the browser.
        <EditProfileForm
          userId={userId}
          initial={{
            allowSessionGirlsContact: profile.allowSessionGirlsContact,
            city: profile.city,
            state: profile.state,
            country: profile.country,
            aboutMe: profile.aboutMe,
            height: profile.height,
            weight: profile.weight,
            birthday: profile.birthday,
            cloudinarySecureUrl: profile.cloudinarySecureUrl,
          }}
        />
      )}
    </GuyPageGate>
  );
}
