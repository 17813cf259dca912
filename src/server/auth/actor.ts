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
 * The actor behind a request's cookies, in one SQL statement. Better Auth reads the session from
 * its signed cookie cache (auth.ts: no database read while the cache is fresh; no session cookie
 * at all is a visitor at once), then one query reads the account with her girls row and his guys
 * row, and only while the session row itself still exists and has not expired: a sign-out, a
 * "sign out everywhere", a password change or a ban that revoked the sessions counts on the very
 * next request, whatever the cookie cache still says (decision 049). A banned account is a
 * visitor, whatever sessions it still holds. Everything else (permissions, the header's viewer,
 * the profile buttons' kind) is derived from this value in server/auth.
 */
export async function getActorFromHeaders(headers: Headers): Promise<Actor> {
  // No session cookie, no session: a visitor's request (most requests) skips Better Auth's lookup.
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
  // A session that outlived a ban (made before it, or a ban written without revoking sessions)
  // opens nothing: the account acts as a visitor until the ban ends.
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

/** The current request's actor, once per render (React cache). Makes the page dynamic. */
export const getActor = cache(async (): Promise<Actor> => getActorFromHeaders(new Headers(await nextHeaders())));
