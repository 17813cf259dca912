import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { GuyRegistrationForm } from '@/features/registration/components/guy-registration-form';
import { getActor } from '@/server/auth/actor';
import { can } from '@/server/auth/permissions';
import { isEnabled } from '@/server/flags';
import { ForbiddenView } from '@/components/layout/forbidden-view';

export const metadata: Metadata = { title: 'Guys Signup' };

// /male_registration – spec §2, behind registration-guys; a signed-in guy without a profile gets the
// variant without username and password.
export default async function MaleRegistrationPage() {
  if (!isEnabled('registration-guys')) notFound();
  const actor = await getActor();
  if (actor.kind !== 'visitor' && actor.guyId !== undefined) redirect('/edit-profile-male');
  const signedIn = actor.kind !== 'visitor';

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{signedIn ? 'Complete your profile' : 'Guys Signup'}</h1>
        <p className="text-muted-foreground">
          {signedIn
            ? 'Your account has no profile yet. Tell the girls a little about yourself.'
            : 'Create your account to book girls, follow them and keep a profile with your interests.'}
        </p>
      </div>
      {signedIn && !can(actor, 'guy-profile:write:own') ? (
        <ForbiddenView />
      ) : (
        <GuyRegistrationForm variant={signedIn ? 'signed-in' : 'visitor'} defaultName={signedIn ? actor.name : ''} />
      )}
    </div>
  );
}
