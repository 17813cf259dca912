import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { signedInPageActor } from '@/features/accounts/page-access';
import { can } from '@/server/auth/permissions';
import { getOwnGuyProfile, type OwnGuyProfile } from '../queries';
import { ForbiddenView } from '@/components/layout/forbidden-view';

/**
 * Guys-only pages: a visitor goes to sign in and comes back to `path`, another kind of account
 * sees the Forbidden panel, a guy without a profile goes to the registration variant.
 */
export async function GuyPageGate({
  title,
  path,
  children,
}: {
  title: string;
  path: string;
  children: (profile: OwnGuyProfile, userId: string) => ReactNode;
}) {
  const actor = await signedInPageActor(path);
  let body: ReactNode;
  if (!can(actor, 'guy-profile:write:own')) {
    body = <ForbiddenView />;
  } else {
    const profile = await getOwnGuyProfile(actor);
    if (!profile) redirect('/male_registration');
    body = children(profile, actor.userId);
  }
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      {body}
    </div>
  );
}
