import 'server-only';
import { eq } from 'drizzle-orm';
import { headers as nextHeaders } from 'next/headers';
import { cache } from 'react';
import { parseRoles } from '@/lib/enums/roles';
import { getDb } from '@/server/db';
import { girls, guys } from '@/server/db/schema';
import { VISITOR, actorKind, type Actor, type Role, type SignedInActor } from './actor-types';
import { getAuth } from './auth';

export { VISITOR, actorKind, type Actor, type Role, type SignedInActor };

/**
 * The actor behind a request's cookies: Better Auth checks the session in the database (no
 * cookie cache, so a sign-out or ban counts at once), then the girl/guy profile ids are added.
 */
export async function getActorFromHeaders(headers: Headers): Promise<Actor> {
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers });
  if (!session) return VISITOR;
  const { user } = session;
  const roles: readonly Role[] = parseRoles(user.role);
  const db = await getDb();
  const [girl] = await db.select({ id: girls.id }).from(girls).where(eq(girls.userId, user.id)).limit(1);
  const [guy] = await db.select({ id: guys.id }).from(guys).where(eq(guys.userId, user.id)).limit(1);
  const actor: SignedInActor = {
    kind: actorKind(roles),
    userId: user.id,
    username: user.displayUsername ?? user.username ?? '',
    email: user.email,
    name: user.name,
    image: user.image ?? null,
    roles,
    isModerator: roles.includes('moderator'),
    emailVerified: user.emailVerified,
  };
  if (girl) actor.girlId = girl.id;
  if (guy) actor.guyId = guy.id;
  return actor;
}

/** The current request's actor, once per render (React cache). Makes the page dynamic. */
export const getActor = cache(async (): Promise<Actor> => getActorFromHeaders(new Headers(await nextHeaders())));
