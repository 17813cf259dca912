import 'server-only';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Actor } from '@/server/auth/actor-types';
import { accountInGoodStanding } from '@/server/auth/account-state';
import { can } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { guys, unverifiedReferences, user } from '@/server/db/schema';
import type { MyReference, ProfileReference, ReferenceRequest } from './types';

// Reads of unverified references, one per audience (his own list, his public profile, her requests).

export function withWriter<T extends PgSelect>(query: T) {
  return query.innerJoin(guys, eq(guys.id, unverifiedReferences.guyUserId));
}

export async function listMyReferences(actor: Actor): Promise<MyReference[]> {
  if (actor.kind === 'visitor' || !actor.guyId || !can(actor, 'reference:write:own')) return [];
  const db = await getDb();
  const rows = await db
    .select({
      id: unverifiedReferences.id,
      girlUsername: unverifiedReferences.girlUsername,
      girlUrl: unverifiedReferences.girlUrl,
      guyIdentifier: unverifiedReferences.guyIdentifier,
      status: unverifiedReferences.status,
      girlId: unverifiedReferences.girlId,
      createdAt: unverifiedReferences.createdAt,
    })
    .from(unverifiedReferences)
    .where(eq(unverifiedReferences.guyUserId, actor.guyId))
    .orderBy(desc(unverifiedReferences.createdAt), desc(unverifiedReferences.id));
  return rows.map(({ girlId, ...r }) => ({ ...r, girlNamed: girlId !== null, createdAt: r.createdAt.toISOString() }));
}

/** Only http(s) or a path on this site becomes a link. */
function safeLink(url: string): string | null {
  if (/^https?:\/\//i.test(url)) return url;
  return /^\/[^/\\]/.test(url) ? url : null;
}

export async function listProfileReferences(guyId: number): Promise<ProfileReference[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: unverifiedReferences.id,
      girlUsername: unverifiedReferences.girlUsername,
      girlUrl: unverifiedReferences.girlUrl,
      status: unverifiedReferences.status,
      createdAt: unverifiedReferences.createdAt,
    })
    .from(unverifiedReferences)
    .where(and(eq(unverifiedReferences.guyUserId, guyId), ne(unverifiedReferences.status, 'denied')))
    .orderBy(desc(unverifiedReferences.createdAt), desc(unverifiedReferences.id));
  return rows.map((r) => ({
    id: r.id,
    girlUsername: r.girlUsername,
    girlUrl: safeLink(r.girlUrl),
    confirmed: r.status === 'confirmed',
    createdAt: r.createdAt.toISOString(),
  }));
}

/** From guys still in good standing. */
export async function listReferenceRequests(actor: Actor): Promise<ReferenceRequest[]> {
  if (actor.kind === 'visitor' || !actor.girlId || !can(actor, 'reference:decide:own')) return [];
  const db = await getDb();
  const rows = await withWriter(
    db
      .select({
        id: unverifiedReferences.id,
        guyUsername: guys.username,
        guyName: guys.name,
        guyCity: guys.city,
        guyIdentifier: unverifiedReferences.guyIdentifier,
        createdAt: unverifiedReferences.createdAt,
      })
      .from(unverifiedReferences)
      .$dynamic(),
  )
    .innerJoin(user, eq(user.id, guys.userId))
    .where(
      and(
        eq(unverifiedReferences.girlId, actor.girlId),
        eq(unverifiedReferences.status, 'pending'),
        eq(guys.softDeleted, false),
        accountInGoodStanding,
      ),
    )
    .orderBy(desc(unverifiedReferences.createdAt), desc(unverifiedReferences.id))
    .limit(50);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
