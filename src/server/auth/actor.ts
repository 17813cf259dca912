import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import { headers as nextHeaders } from 'next/headers';
import { cache } from 'react';
import { parseRoles } from '@/lib/enums/roles';
import { getDb } from '@/server/db';
import { oncePerDatabase } from '@/server/db/once-per-database';
import { girls, guys, session as sessionTable, user } from '@/server/db/schema';
import { accountInGoodStanding, accountPicture, accountUsername, vettedGirl } from './account-state';
import { VISITOR, actorKind, type Actor, type Role, type SignedInActor } from './actor-types';
import { sessionTokenFromHeaders } from './session-token';

export { VISITOR, actorKind, type Actor, type SignedInActor };

const actorStatement = oncePerDatabase((db) =>
  db
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
    .from(sessionTable)
    .innerJoin(user, eq(user.id, sessionTable.userId))
    .leftJoin(girls, eq(girls.userId, user.id))
    .leftJoin(guys, eq(guys.userId, user.id))
    .where(and(eq(sessionTable.token, sql.placeholder('token')), gt(sessionTable.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('actor'),
);

/**
 * The actor behind a request's cookies, in one statement: the signed session cookie's token (checked
 * without a database read), its live session row, the account and its ban. A sign-out or ban counts
 * at once, whatever the session's age (decision 049). Better Auth's own getSession, which also renews
 * the session's cookies, runs where a response can carry them: GET /session (route-handlers.ts).
 */
export async function getActorFromHeaders(headers: Headers): Promise<Actor> {
  const token = await sessionTokenFromHeaders(headers);
  if (!token) return VISITOR;
  const [row] = await actorStatement(await getDb()).execute({ token });
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
