/** Stored by Better Auth's admin plugin comma-separated ('girl,moderator'). */
export const USER_ROLES = ['guy', 'girl', 'moderator'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_ROLE_LIST_PATTERN = /^(guy|girl|moderator)(,(guy|girl|moderator))*$/;

/** Known roles only, never both guy and girl. */
export function isValidRoleList(stored: string): boolean {
  if (!USER_ROLE_LIST_PATTERN.test(stored)) return false;
  const roles = stored.split(',');
  return !(roles.includes('guy') && roles.includes('girl'));
}

export function isUserRole(value: string): value is UserRole {
  return (USER_ROLES as readonly string[]).includes(value);
}

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

export const USER_TYPES = ['girl', 'guy'] as const;
export type UserType = (typeof USER_TYPES)[number];
