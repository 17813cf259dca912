import 'server-only';
import { createAccessControl } from 'better-auth/plugins/access';
import { defaultStatements } from 'better-auth/plugins/admin/access';

// Better Auth's admin-plugin roles. These gate only Better Auth's own admin endpoints (ban, list
// users, revoke sessions); the app's rules live in permissions.ts.
export const ac = createAccessControl(defaultStatements);

export const authRoles = {
  guy: ac.newRole({ user: [], session: [] }),
  girl: ac.newRole({ user: [], session: [] }),
  // Moderators ban and look users up; impersonation, deletion and password setting stay off:
  // nobody should be able to act as a provider or a client.
  moderator: ac.newRole({ user: ['list', 'get', 'ban', 'update'], session: ['list', 'revoke'] }),
};
