import 'server-only';
import type { UserRole } from '@/lib/enums/roles';
import { AppError } from '@/server/http/app-error';
import type { Actor } from './actor-types';

// The one role → permission table (decision 003); scoped access goes through scope.ts (decision
// 014). `:own` only says the role may act on its own records; the service's WHERE enforces it.

export const PERMISSIONS = [
  'dashboard:view',
  'guy-profile:read:own',
  'guy-profile:write:own',
  'guy-profile:read:any',
  'guy-profile:write:any',
  'girl-profile:read:own',
  'girl-profile:read:any',
  'girl-profile:write:own',
  'girl-profile:write:any',
  'girl-photo:write:own',
  'girl-photo:write:any',
  'post:write:own',
  'post:write:any',
  'girl-visibility:write:own',
  'profile:delete:own',
  'timewaster:read',
  'timewaster:write:own',
  'timewaster:write:any',
  'travel:write:own',
  'travel:write:any',
  'booking:write',
  'booking:manage:own',
  'booking:manage:any',
  // Never the guy himself.
  'booking:screening:read',
  // Never the guy, never an unvetted girl.
  'client-safety:read',
  'client-safety:write',
  'ai-chat:read:any',
  'follow:write',
  'scammer:report',
  'scammer:moderate',
  'admin:access',
  'session-girl:report',
  'poll:vote',
  'comment:write',
  'comment:delete:any',
  'reference:write:own',
  'reference:decide:own',
  'girl-review:write',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const SIGNED_IN: readonly Permission[] = [
  'dashboard:view',
  // Spec §2 Scammer detail: any signed-in user may report one; a moderator publishes it.
  'scammer:report',
  'profile:delete:own',
  'comment:write',
];

export const ROLE_PERMISSIONS: Readonly<Record<UserRole, readonly Permission[]>> = {
  guy: [
    ...SIGNED_IN,
    'guy-profile:read:own',
    'guy-profile:write:own',
    'booking:write',
    'booking:manage:own',
    'follow:write',
    'session-girl:report',
    'poll:vote',
    'reference:write:own',
    'girl-review:write',
  ],
  girl: [
    ...SIGNED_IN,
    'girl-profile:read:own',
    'girl-profile:write:own',
    'girl-photo:write:own',
    'post:write:own',
    'girl-visibility:write:own',
    'travel:write:own',
    'booking:manage:own',
    'poll:vote',
  ],
  moderator: [
    ...SIGNED_IN,
    'guy-profile:read:any',
    'guy-profile:write:any',
    'girl-profile:read:any',
    'girl-profile:write:any',
    'girl-photo:write:any',
    'post:write:any',
    'timewaster:read',
    'timewaster:write:any',
    'travel:write:any',
    'booking:manage:any',
    'booking:screening:read',
    'client-safety:read',
    'ai-chat:read:any',
    'scammer:moderate',
    'admin:access',
    'comment:delete:any',
  ],
};

/** Opens only once a moderator approved her profile: girl sign-up is open, so the role proves nothing. */
export const VETTED_GIRL_PERMISSIONS: readonly Permission[] = [
  'timewaster:read',
  'timewaster:write:own',
  'booking:screening:read',
  'client-safety:read',
  'client-safety:write',
  'reference:decide:own',
];

export function permissionsOf(actor: Actor): ReadonlySet<Permission> {
  if (actor.kind === 'visitor') return new Set();
  const granted = actor.roles.flatMap((role) => ROLE_PERMISSIONS[role]);
  if (actor.roles.includes('girl') && actor.vettedGirl) granted.push(...VETTED_GIRL_PERMISSIONS);
  return new Set(granted);
}

export function can(actor: Actor, permission: Permission): boolean {
  return permissionsOf(actor).has(permission);
}

/** 401 with the spec's text for a visitor. */
export function requireActor(actor: Actor): asserts actor is Exclude<Actor, { kind: 'visitor' }> {
  if (actor.kind === 'visitor') throw new AppError('unauthorized');
}

export function requirePermission(
  actor: Actor,
  permission: Permission,
): asserts actor is Exclude<Actor, { kind: 'visitor' }> {
  requireActor(actor);
  if (!can(actor, permission)) throw new AppError('forbidden');
}
