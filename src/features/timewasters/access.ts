import 'server-only';
import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Actor, SignedInActor } from '@/server/auth/actor-types';
import { can } from '@/server/auth/permissions';
import { scopeOf } from '@/server/auth/scope';
import { timewasters } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';

// The gate of the whole feature. Visitors and guys get the same 404 as a missing id, never a 401
// or 403: a status that differed would tell them the tool (or a record) exists.

/** The 404 of a missing record, as an error to throw (next/navigation notFound() is for pages). */
export function missingRecord(): AppError {
  return new AppError('not_found');
}

export function requireTimewasterReader(actor: Actor): asserts actor is SignedInActor {
  if (!can(actor, 'timewaster:read')) throw missingRecord();
}

/** Moderators act on everyone's records (and every such change is audited). */
export function isTimewasterModerator(actor: Actor): boolean {
  return can(actor, 'timewaster:write:any');
}

/** Entries that have not expired (docs/decisions/041); the expires_at index serves it. */
export function liveTimewasters(): SQL {
  return or(isNull(timewasters.expiresAt), gt(timewasters.expiresAt, sql`now()`))!;
}

/** Approved reports that have not expired, plus the actor's own; moderators see all. */
export function visibleTimewasters(actor: SignedInActor): SQL {
  if (isTimewasterModerator(actor)) return sql`true`;
  const own = actor.girlId === undefined ? sql`false` : eq(timewasters.girlId, actor.girlId);
  return or(and(eq(timewasters.approved, true), liveTimewasters()), own)!;
}

/**
 * What a search or a screening finds: the visible entries, without expired ones (her own expired
 * report stays on My Timewasters); moderators find every entry, expired ones marked.
 */
export function searchableTimewasters(actor: SignedInActor): SQL {
  if (isTimewasterModerator(actor)) return sql`true`;
  return and(visibleTimewasters(actor), liveTimewasters())!;
}

/** Her own reports, or everyone's for a moderator: the owner in the WHERE of a read or write. */
export function ownedTimewasters(actor: SignedInActor): SQL | undefined {
  return scopeOf(actor, 'timewaster:write', { girlId: timewasters.girlId });
}

/** A girl who may write, with her girl id (votes and comments are per girl). */
export function requireWritingGirl(actor: SignedInActor): asserts actor is SignedInActor & { girlId: number } {
  if (actor.girlId === undefined || !can(actor, 'timewaster:write:own')) throw new AppError('forbidden');
}
