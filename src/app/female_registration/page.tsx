import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { GirlSignupForm } from '@/features/girls/components/girl-signup-form';
import { isEnabled } from '@/server/flags';

export const metadata: Metadata = { title: 'Girls Signup' };

export default function FemaleRegistrationPage() {
  if (!isEnabled('registration-girls')) notFound();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">Girls Signup</h1>
        <p className="text-muted-foreground">
          Create your Matside profile. After you verify your e-mail, our moderators review your profile before it is
          shown to visitors.
        </p>
      </div>
      <GirlSignupForm />
    </div>
  );
}
