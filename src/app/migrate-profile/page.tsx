import type { Metadata } from 'next';
import { MigrateProfileForm } from '@/features/legacy-migration/components/migrate-profile-form';

export const metadata: Metadata = { title: 'Migrate legacy profile' };

export default function MigrateProfilePage() {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-8 sm:py-12">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">Migrate legacy profile</h1>
        <p className="text-muted-foreground">
          Had an account on our old site? Enter its e-mail address. We send that address a link to choose your new
          password.
        </p>
      </div>
      <MigrateProfileForm />
    </div>
  );
}
