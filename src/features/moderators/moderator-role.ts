import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { formatRoles, parseRoles, type UserRole } from '@/lib/enums/roles';
import type { Db } from '@/server/db';
import { session, user } from '@/server/db/schema';
import { recordAudit } from '@/features/audit-log/service';

export type ModeratorChange = 'add' | 'remove';

export type ModeratorChangeResult =
  { ok: true; changed: boolean; username: string | null; roles: UserRole[] } | { ok: false; message: string };

/** The CHECK on user.role keeps the list's shape. */
const holdsModerator = sql`${user.role} ~ '(^|,)moderator(,|$)'`;

/**
 * The operators' command, not a page, so no moderator can promote another. Audited with no actor;
 * the account's sessions end so the next request reads the new roles.
 */
export async function changeModeratorRole(
  db: Db,
  email: string,
  change: ModeratorChange,
): Promise<ModeratorChangeResult> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: user.id, username: user.username, role: user.role })
      .from(user)
      .where(eq(sql`lower(${user.email})`, address))
      .limit(1)
      .for('update');
    if (!account) return { ok: false, message: `No account has the e-mail address ${address}.` };

    const before = parseRoles(account.role);
    const isModerator = before.includes('moderator');
    if (change === 'add' ? isModerator : !isModerator) {
      return { ok: true, changed: false, username: account.username, roles: before };
    }
    const after = change === 'add' ? [...before, 'moderator' as const] : before.filter((r) => r !== 'moderator');
    if (change === 'remove') {
      if (after.length === 0) {
        return {
          ok: false,
          message: `${address} is only a moderator: without the role the account would have no profile. Ban the account instead.`,
        };
      }
      const [{ count }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(user)
        .where(holdsModerator);
      if (count <= 1) return { ok: false, message: `${address} is the last moderator: add another one first.` };
    }

    await tx
      .update(user)
      .set({ role: formatRoles(after) })
      .where(eq(user.id, account.id));
    await tx.delete(session).where(eq(session.userId, account.id));
    await recordAudit(
      tx,
      { userId: null },
      {
        action: change === 'add' ? 'moderator.add' : 'moderator.remove',
        subjectTable: 'user',
        subjectId: account.id,
        before: { roles: before },
        after: { roles: after },
        reason: 'npm run moderator',
      },
    );
    return { ok: true, changed: true, username: account.username, roles: after };
  });
}
