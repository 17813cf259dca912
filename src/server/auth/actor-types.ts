// The Actor and everything derived from it (permissions, the header's viewer, the profile
// buttons' viewer kind): pure, so permissions and unit tests need no session or database.
import type { UserRole, UserType } from '@/lib/enums/roles';

export type Role = UserRole;

export type SignedInActor = {
  /** 'moderator' whenever the roles include it, else 'girl' or 'guy' (see actorKind). */
  kind: 'guy' | 'girl' | 'moderator';
  userId: string;
  /** From our rows (accountUsername in account-state.ts), never Better Auth's displayUsername. */
  username: string;
  email: string;
  name: string;
  /** Her or his profile picture (accountPicture), never Better Auth's user.image. */
  image: string | null;
  roles: readonly Role[];
  isModerator: boolean;
  girlId?: number;
  guyId?: number;
  /** Her girls row's stage name (the header's "View My Profile"), null without one. */
  stageName: string | null;
  /**
   * A girl whose profile a moderator approved (`profile_approved = true`), not banned (listing or
   * account) and not deleted: the timewaster tool opens to her (see permissionsOf).
   */
  vettedGirl: boolean;
  emailVerified: boolean;
};

export type Actor = { kind: 'visitor' } | SignedInActor;

/** Who is looking, as display code needs it: the actor's kind (a girl who moderates is 'moderator'). */
export type ViewerKind = Actor['kind'];

export const VISITOR: Actor = Object.freeze({ kind: 'visitor' });

/**
 * 'moderator' whenever the roles include it (a girl who moderates acts with the moderator's
 * menus and her own girl permissions, see permissionsOf), else 'girl' or 'guy'. An account with
 * no known role (a corrupted row) is treated as a guy, the role with the fewest private rights.
 */
export function actorKind(roles: readonly Role[]): SignedInActor['kind'] {
  if (roles.includes('moderator')) return 'moderator';
  if (roles.includes('girl')) return 'girl';
  return 'guy';
}

/** The profile the account keeps ('girl' or 'guy'), whatever else it is; null for a moderator only. */
export function userTypeOf(actor: SignedInActor): UserType | null {
  if (actor.roles.includes('girl')) return 'girl';
  if (actor.roles.includes('guy')) return 'guy';
  return null;
}

/** What the site header needs about the signed-in user (display only, never a gate). */
export interface Viewer {
  kind: SignedInActor['kind'];
  username: string;
  /** The profile the account keeps: picks the girl's or the guy's menu (a moderator may keep one). */
  userType: UserType | null;
  isModerator: boolean;
  /** A girl's stage name, for "View My Profile" (/profile/{stageName}). */
  stageName: string | null;
  /** A girl's record id, for her Post link (/profile-2/{girlId}); null for anyone else. */
  girlId?: number | null;
  /** Avatar picture URL for the user menu. */
  avatarUrl: string | null;
}
