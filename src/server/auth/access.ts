import 'server-only';
import { createAccessControl } from 'better-auth/plugins/access';
import { defaultStatements } from 'better-auth/plugins/admin/access';

// Better Auth's admin-plugin roles gate only its own endpoints; the app's rules are permissions.ts.
export const ac = createAccessControl(defaultStatements);

export const authRoles = {
  guy: ac.newRole({ user: [], session: [] }),
  girl: ac.newRole({ user: [], session: [] }),
  // No impersonation: nobody may act as a provider or a client.
  moderator: ac.newRole({ user: ['list', 'get', 'ban', 'update'], session: ['list', 'revoke'] }),
};
