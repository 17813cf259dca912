// The Actor and what derives from it: pure, so permissions and unit tests need no session.
import type { UserRole, UserType } from '@/lib/enums/roles';

export type Role = UserRole;

export type SignedInActor = {
  kind: 'guy' | 'girl' | 'moderator';
  userId: string;
  /** From our rows (accountUsername), never Better Auth's displayUsername. */
  username: string;
  email: string;
  name: string;
  /** accountPicture, never Better Auth's user.image. */
  image: string | null;
  roles: readonly Role[];
  isModerator: boolean;
  girlId?: number;
  guyId?: number;
  stageName: string | null;
  /** Approved, not banned and not deleted: the timewaster tool opens to her. */
  vettedGirl: boolean;
  emailVerified: boolean;
};

export type Actor = { kind: 'visitor' } | SignedInActor;

export type ViewerKind = Actor['kind'];

export const VISITOR: Actor = Object.freeze({ kind: 'visitor' });

/**
 * A girl who moderates acts as 'moderator' (with her girl permissions too). An unknown role counts
 * as a guy, the role with the fewest private rights.
 */
export function actorKind(roles: readonly Role[]): SignedInActor['kind'] {
  if (roles.includes('moderator')) return 'moderator';
  if (roles.includes('girl')) return 'girl';
  return 'guy';
}

export function userTypeOf(actor: SignedInActor): UserType | null {
  if (actor.roles.includes('girl')) return 'girl';
  if (actor.roles.includes('guy')) return 'guy';
  return null;
}

export interface Viewer {
  kind: SignedInActor['kind'];
  username: string;
  userType: UserType | null;
  isModerator: boolean;
  stageName: string | null;
  girlId?: number | null;
  avatarUrl: string | null;
}
