import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '@/server/http/app-error';
import type { Actor, SignedInActor } from './actor-types';
import { PERMISSIONS, can, requireActor, type Permission } from './permissions';

// The "own or any" decision, written once (docs/decisions/014). A feature names an area such as
// 'travel:write' and the column that holds the owner; these helpers turn the actor's permissions
// into the SQL that pins a query to what she may touch, or into the audience of a read.

/** Areas with an `:own` permission ('travel:write', 'girl-photo:write', 'guy-profile:read', …). */
export type ScopedArea = { [P in Permission]: P extends `${infer Area}:own` ? Area : never }[Permission];

/** The actor's id a record's owner column is compared with. */
export type OwnerKey = 'girlId' | 'guyId' | 'userId';
/** The owner column of a table, by the actor id it holds: `{ girlId: travels.girlId }`. */
export type OwnerColumn = { [K in OwnerKey]: { [Key in K]: AnyPgColumn } }[OwnerKey];
/** A known owner: `{ girlId: 12 }`, `{ userId: 'u_…' }`. */
export type OwnerRef = { girlId: number } | { guyId: number } | { userId: string };

/** Who reads a record: everyone (public fields), its owner, or a moderator (every field). */
export type Audience = 'public' | 'owner' | 'moderator';

function anyPermission(area: ScopedArea): Permission | null {
  const name = `${area}:any`;
  return (PERMISSIONS as readonly string[]).includes(name) ? (name as Permission) : null;
}

function ownPermission(area: ScopedArea): Permission {
  return `${area}:own` as Permission;
}

/** 'any' (everyone's records), 'own' (her own only) or null (none) for the area. */
export function scopeLevel(actor: Actor, area: ScopedArea): 'any' | 'own' | null {
  const any = anyPermission(area);
  if (any && can(actor, any)) return 'any';
  return can(actor, ownPermission(area)) ? 'own' : null;
}

/** 401 for a visitor, 403 without the area's `:own` or `:any`; the level otherwise. */
export function requireScope(actor: Actor, area: ScopedArea): 'any' | 'own' {
  requireActor(actor);
  const level = scopeLevel(actor, area);
  if (!level) throw new AppError('forbidden');
  return level;
}

function ownerEntry(owner: OwnerColumn | OwnerRef): [OwnerKey, unknown] {
  const [entry] = Object.entries(owner) as Array<[OwnerKey, unknown]>;
  return entry!;
}

/** Whether the record's owner is the actor herself. */
export function isOwner(actor: Actor, owner: OwnerRef): boolean {
  if (actor.kind === 'visitor') return false;
  const [key, id] = ownerEntry(owner);
  return actor[key] !== undefined && actor[key] === id;
}

/**
 * The WHERE condition of a read or write in the area: none for `:any`, the owner column = the
 * actor's own id for `:own` (false when she has no such row), 401/403 otherwise.
 *
 *   await db.delete(travels).where(and(eq(travels.id, id), scopeOf(actor, 'travel:write', { girlId: travels.girlId })));
 */
export function scopeOf(actor: Actor, area: ScopedArea, owner: OwnerColumn): SQL | undefined {
  if (requireScope(actor, area) === 'any') return undefined;
  const [key, column] = ownerEntry(owner);
  const id = (actor as SignedInActor)[key];
  return id === undefined ? sql`false` : eq(column as AnyPgColumn, id);
}

/** May the actor act on records of this owner? (Display, or a check before the scoped query.) */
export function mayActOn(actor: Actor, area: ScopedArea, owner: OwnerRef): boolean {
  const level = scopeLevel(actor, area);
  return level === 'any' || (level === 'own' && isOwner(actor, owner));
}

/**
 * For a request that names the owner itself (`/girls/{girlId}`, `/guy-users/{userId}`): 401 for a
 * visitor, 403 unless she may act on that owner's records. The write still carries scopeOf.
 */
export function requireActOn(actor: Actor, area: ScopedArea, owner: OwnerRef): asserts actor is SignedInActor {
  requireScope(actor, area);
  if (!mayActOn(actor, area, owner)) throw new AppError('forbidden');
}

/** The audience of a read: 'moderator' with `:any`, 'owner' for her own with `:own`, else 'public'. */
export function audienceOf(actor: Actor, area: ScopedArea, owner: OwnerRef): Audience {
  const level = scopeLevel(actor, area);
  if (level === 'any') return 'moderator';
  if (level === 'own' && isOwner(actor, owner)) return 'owner';
  return 'public';
}
