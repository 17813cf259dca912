import 'server-only';
import type { UserRole } from '@/lib/enums/roles';
import { AppError } from '@/server/http/app-error';
import type { Actor } from './actor-types';

// The one role → permission table (docs/decisions/003). A permission enters the table with the
// first code that checks it. Scoped reads and writes go through scope.ts (docs/decisions/014).
// `:own` permissions only say the role may act on its own records; the service enforces ownership
// in its WHERE clause. `:any` lets moderators act on everyone's.

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
  // Seeing that a booking's guy matches the timewaster database: the girl (before she answers)
  // and moderators, never the guy himself.
  'booking:screening:read',
  // What girls know about a client (girls' reviews of guys, girls-only comments): vetted girls
  // and moderators read it; vetted girls write it. Never the guy, never a girl nobody vetted.
  'client-safety:read',
  'client-safety:write',
  // Stored AI chats: moderators read every one (flagged chats, booking transcripts).
  'ai-chat:read:any',
  'follow:write',
  'scammer:report',
  // Publishing or refusing scammer reports (the moderation queue).
  'scammer:moderate',
  // The moderators' area (/admin).
  'admin:access',
  // Community: a guy reports a session girl; guys and girls vote in polls; anyone
  // signed in comments; moderators delete comments.
  'session-girl:report',
  'poll:vote',
  'comment:write',
  'comment:delete:any',
  // The guy side: a guy adds references to his own profile and reviews girls (where he
  // had a session); a vetted girl confirms or denies the references that name her.
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
    // Moderators read every guy's private fields (and notes) and may correct any guy's profile.
    'guy-profile:read:any',
    'guy-profile:write:any',
    // Moderators read every girl's record (hidden ones and the `notes` field included) and edit
    // any girl's profile (the moderator-only fields too), pictures and posts.
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

/**
 * The timewaster tool (read, report, comment, vote, photos) opens to a girl only once a moderator
 * has approved her profile and while she is neither banned nor deleted (actor.vettedGirl): girl
 * sign-up is open, so the role alone proves nothing.
 */
// Booking screening shows whether a guy matches the timewaster database: timewaster data too.
export const VETTED_GIRL_PERMISSIONS: readonly Permission[] = [
  'timewaster:read',
  'timewaster:write:own',
  'booking:screening:read',
  'client-safety:read',
  'client-safety:write',
  'reference:decide:own',
];

/** Everything the actor's roles grant (the union for a girl who is also a moderator). */
export function permissionsOf(actor: Actor): ReadonlySet<Permission> {
  if (actor.kind === 'visitor') return new Set();
  const granted = actor.roles.flatMap((role) => ROLE_PERMISSIONS[role]);
  if (actor.roles.includes('girl') && actor.vettedGirl) granted.push(...VETTED_GIRL_PERMISSIONS);
  return new Set(granted);
}

/** Display and routing decisions only; services call requirePermission. */
export function can(actor: Actor, permission: Permission): boolean {
  return permissionsOf(actor).has(permission);
}

/** 401 with the spec's text unless someone is signed in. */
export function requireActor(actor: Actor): asserts actor is Exclude<Actor, { kind: 'visitor' }> {
  if (actor.kind === 'visitor') throw new AppError('unauthorized');
}

/** 401 for a visitor, 403 for a signed-in user whose roles lack the permission. */
export function requirePermission(
  actor: Actor,
  permission: Permission,
): asserts actor is Exclude<Actor, { kind: 'visitor' }> {
  requireActor(actor);
  if (!can(actor, permission)) throw new AppError('forbidden');
}
