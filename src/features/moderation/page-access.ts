import 'server-only';
import { signedInPageActor } from '@/features/accounts/page-access';
import type { SignedInActor } from '@/server/auth/actor-types';
import { can } from '@/server/auth/permissions';

/**
 * The moderator an admin page is for: a visitor is sent to sign in, anyone else without
 * admin:access gets null (the page shows the Forbidden panel). The queries behind the page check
 * the permission again: this only picks what to render.
 */
export async function adminPageActor(path: string): Promise<SignedInActor | null> {
  const actor = await signedInPageActor(path);
  return can(actor, 'admin:access') ? actor : null;
}
