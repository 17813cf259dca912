// The Actor and how its kind follows from the roles: pure, so permissions and unit tests need no
// session or database.
import type { UserRole } from '@/lib/enums/roles';

export type Role = UserRole;

export type SignedInActor = {
  kind: 'guy' | 'girl' | 'moderator';
  userId: string;
  username: string;
  email: string;
  name: string;
  image: string | null;
  roles: readonly Role[];
  isModerator: boolean;
  girlId?: number;
  guyId?: number;
  emailVerified: boolean;
};

export type Actor = { kind: 'visitor' } | SignedInActor;

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
