import 'server-only';
import { redirect } from 'next/navigation';
import { getActor } from '@/server/auth/actor';
import type { SignedInActor } from '@/server/auth/actor-types';
import { can } from '@/server/auth/permissions';
import { loginHref } from './login-href';

/** A visitor goes to the login page and back to `path`; services check permissions again. */
export async function signedInPageActor(path: string): Promise<SignedInActor> {
  const actor = await getActor();
  if (actor.kind === 'visitor') redirect(loginHref(path));
  return actor;
}

/**
 * The moderator an admin page is for: a visitor is sent to sign in, anyone else without
 * admin:access gets null (the page shows the Forbidden panel). The queries behind the page check
 * the permission again: this only picks what to render.
 */
export async function adminPageActor(path: string): Promise<SignedInActor | null> {
  const actor = await signedInPageActor(path);
  return can(actor, 'admin:access') ? actor : null;
}
