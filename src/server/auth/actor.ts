import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import { headers as nextHeaders } from 'next/headers';
import { cache } from 'react';
import { parseRoles } from '@/lib/enums/roles';
import { getDb } from '@/server/db';
import { girls, guys, session as sessionTable, user } from '@/server/db/schema';
import { accountInGoodStanding, accountPicture, accountUsername, vettedGirl } from './account-state';
import { VISITOR, actorKind, type Actor, type Role, type SignedInActor } from './actor-types';
import { getSessionCookie } from 'better-auth/cookies';
import { AUTH_COOKIE_PREFIX, getAuth } from './auth';

export { VISITOR, actorKind, type Actor, type SignedInActor };

/**
 * The actor behind a request's cookies, in one query. The session comes from Better Auth's signed
 * cookie cache, but the query checks the session row and the ban on every request, so a sign-out
 * or ban counts at once (decision 049).
 */
export async function getActorFromHeaders(headers: Headers): Promise<Actor> {
  if (!getSessionCookie(headers, { cookiePrefix: AUTH_COOKIE_PREFIX })) return VISITOR;
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers });
  if (!session) return VISITOR;
  const db = await getDb();
  const [row] = await db
    .select({
      id: user.id,
      username: accountUsername,
      email: user.email,
      name: user.name,
      image: accountPicture,
      role: user.role,
      emailVerified: user.emailVerified,
      girlId: girls.id,
      stageName: girls.stageName,
      vettedGirl,
      guyId: guys.id,
      inGoodStanding: accountInGoodStanding,
    })
    .from(user)
    .innerJoin(
      sessionTable,
      and(
        eq(sessionTable.id, session.session.id),
        eq(sessionTable.userId, user.id),
        gt(sessionTable.expiresAt, sql`now()`),
      ),
    )
    .leftJoin(girls, eq(girls.userId, user.id))
    .leftJoin(guys, eq(guys.userId, user.id))
    .where(eq(user.id, session.user.id))
    .limit(1);
  // A session that outlived a ban opens nothing.
  if (!row || row.inGoodStanding !== true) return VISITOR;
  const roles: readonly Role[] = parseRoles(row.role);
  const actor: SignedInActor = {
    kind: actorKind(roles),
    userId: row.id,
    username: row.username ?? '',
    email: row.email,
    name: row.name,
    image: row.image ?? null,
    roles,
    isModerator: roles.includes('moderator'),
    stageName: row.stageName ?? null,
    vettedGirl: row.girlId !== null && roles.includes('girl') && row.vettedGirl === true,
    emailVerified: row.emailVerified,
  };
  if (row.girlId !== null) actor.girlId = row.girlId;
  if (row.guyId !== null) actor.guyId = row.guyId;
  return actor;
}

export const getActor = cache(async (): Promise<Actor> => getActorFromHeaders(new Headers(await nextHeaders())));
