import 'server-only';
import { redirect } from 'next/navigation';
import { getActor } from '@/server/auth/actor';
import type { SignedInActor } from '@/server/auth/actor-types';
import { loginHref } from './login-href';

/**
 * The one gate of a signed-in page: a visitor is sent to the login page, which brings them back
 * to `path` (the page's own path with its query) after signing in. The page's queries and
 * services check permissions again; this only decides what to render.
 */
export async function signedInPageActor(path: string): Promise<SignedInActor> {
  const actor = await getActor();
  if (actor.kind === 'visitor') redirect(loginHref(path));
  return actor;
}
