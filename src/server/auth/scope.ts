import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '@/server/http/app-error';
import type { Actor, SignedInActor } from './actor-types';
import { PERMISSIONS, can, requireActor, type Permission } from './permissions';

// "Own or any", written once (decision 014): the actor's permissions as SQL or as a read's audience.

export type ScopedArea = { [P in Permission]: P extends `${infer Area}:own` ? Area : never }[Permission];

export type OwnerKey = 'girlId' | 'guyId' | 'userId';
export type OwnerColumn = { [K in OwnerKey]: { [Key in K]: AnyPgColumn } }[OwnerKey];
export type OwnerRef = { girlId: number } | { guyId: number } | { userId: string };

export type Audience = 'public' | 'owner' | 'moderator';

function anyPermission(area: ScopedArea): Permission | null {
  const name = `${area}:any`;
  return (PERMISSIONS as readonly string[]).includes(name) ? (name as Permission) : null;
}

function ownPermission(area: ScopedArea): Permission {
  return `${area}:own` as Permission;
}

export function scopeLevel(actor: Actor, area: ScopedArea): 'any' | 'own' | null {
  const any = anyPermission(area);
  if (any && can(actor, any)) return 'any';
  return can(actor, ownPermission(area)) ? 'own' : null;
}

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

export function isOwner(actor: Actor, owner: OwnerRef): boolean {
  if (actor.kind === 'visitor') return false;
  const [key, id] = ownerEntry(owner);
  return actor[key] !== undefined && actor[key] === id;
}

/** `:any` gives no condition, `:own` the owner column = the actor's id (false without one). */
export function scopeOf(actor: Actor, area: ScopedArea, owner: OwnerColumn): SQL | undefined {
  if (requireScope(actor, area) === 'any') return undefined;
  const [key, column] = ownerEntry(owner);
  const id = (actor as SignedInActor)[key];
  return id === undefined ? sql`false` : eq(column as AnyPgColumn, id);
}

export function mayActOn(actor: Actor, area: ScopedArea, owner: OwnerRef): boolean {
  const level = scopeLevel(actor, area);
  return level === 'any' || (level === 'own' && isOwner(actor, owner));
}

/** For a request that names the owner; the write still carries scopeOf. */
export function requireActOn(actor: Actor, area: ScopedArea, owner: OwnerRef): asserts actor is SignedInActor {
  requireScope(actor, area);
  if (!mayActOn(actor, area, owner)) throw new AppError('forbidden');
}

export function audienceOf(actor: Actor, area: ScopedArea, owner: OwnerRef): Audience {
  const level = scopeLevel(actor, area);
  if (level === 'any') return 'moderator';
  if (level === 'own' && isOwner(actor, owner)) return 'owner';
  return 'public';
}
