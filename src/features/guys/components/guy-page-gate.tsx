import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { signedInPageActor } from '@/features/accounts/page-access';
import type { SignedInActor } from '@/server/auth/actor';
import { can } from '@/server/auth/permissions';
import { getOwnGuyProfile, type OwnGuyProfile } from '../queries';
import { ForbiddenView } from '@/components/layout/forbidden-view';

/**
 * Guys-only pages: a visitor goes to sign in and comes back to `path`, another kind of account
 * sees the Forbidden panel, a guy without a profile goes to the registration variant. `read` picks
 * what of his profile the page needs (his whole own profile unless given).
 */
export async function GuyPageGate<Profile = OwnGuyProfile>({
  title,
  path,
  read = getOwnGuyProfile as (actor: SignedInActor) => Promise<Profile | null>,
  children,
}: {
  title: string;
  path: string;
  read?: (actor: SignedInActor) => Promise<Profile | null>;
  children: (profile: Profile, userId: string) => ReactNode;
}) {
  const actor = await signedInPageActor(path);
  let body: ReactNode;
  if (!can(actor, 'guy-profile:write:own')) {
    body = <ForbiddenView />;
  } else {
    const profile = await read(actor);
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
