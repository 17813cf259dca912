/**
 * Account roles. A user holds one or more of these, stored by Better Auth's admin plugin as a
 * comma-separated list (a moderator may also be a girl or a guy: 'girl,moderator').
 */
export const USER_ROLES = ['guy', 'girl', 'moderator'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Matches the shape of a stored role list; the CHECK on user.role also forbids guy with girl. */
export const USER_ROLE_LIST_PATTERN = /^(guy|girl|moderator)(,(guy|girl|moderator))*$/;

/** True for a list the database accepts: known roles only, and never both guy and girl. */
export function isValidRoleList(stored: string): boolean {
  if (!USER_ROLE_LIST_PATTERN.test(stored)) return false;
  const roles = stored.split(',');
  return !(roles.includes('guy') && roles.includes('girl'));
}

export function isUserRole(value: string): value is UserRole {
  return (USER_ROLES as readonly string[]).includes(value);
}

/** Splits a stored role list ('girl,moderator') into known roles; unknown words are dropped. */
export function parseRoles(stored: string | null | undefined): UserRole[] {
  if (!stored) return [];
  return [
    ...new Set(
      stored
        .split(',')
        .map((r) => r.trim())
        .filter(isUserRole),
    ),
  ];
}

export function formatRoles(roles: readonly UserRole[]): string {
  return [...new Set(roles)].join(',');
}

/** Logged-in user's usertype and its gender code (spec §3 "Logged-in user"). */
export const USER_TYPES = ['girl', 'guy'] as const;
export type UserType = (typeof USER_TYPES)[number];
