import 'server-only';
import { redirect } from 'next/navigation';
import { getActor } from '@/server/auth/actor';
import type { SignedInActor } from '@/server/auth/actor-types';
import { loginHref } from './login-href';

/** A visitor goes to the login page and back to `path`; services check permissions again. */
export async function signedInPageActor(path: string): Promise<SignedInActor> {
  const actor = await getActor();
  if (actor.kind === 'visitor') redirect(loginHref(path));
  return actor;
}
