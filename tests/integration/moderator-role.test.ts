import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changeModeratorRole } from '@/features/moderators/moderator-role';
import { getActorFromHeaders } from '@/server/auth/actor';
import { getDb } from '@/server/db';
import { auditLog, user } from '@/server/db/schema';
import { createGirl } from '../helpers/girls';
import { createGuy, createModerator } from '../helpers/people';

// The operators' command that makes and unmakes moderators: the role changes, the change is
// audited with before and after, the account's sessions end, and the two refusals hold.

async function roleOf(userId: string) {
  const db = await getDb();
  const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, userId));
  return row?.role;
}

async function lastAudit(action: string, userId: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, userId)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe('npm run moderator', () => {
  it('makes a guy a moderator, audited, and ends his sessions so the next request reads the role', async () => {
    await createModerator();
    const guy = await createGuy();
    const db = await getDb();
    const before = await getActorFromHeaders(new Headers({ cookie: guy.cookie }));
    expect(before.kind).toBe('guy');

    const result = await changeModeratorRole(db, ` ${guy.email.toUpperCase()} `, 'add');
    expect(result).toMatchObject({ ok: true, changed: true, roles: ['guy', 'moderator'] });
    expect(await roleOf(guy.userId)).toBe('guy,moderator');
    const audit = await lastAudit('moderator.add', guy.userId);
    expect(audit).toMatchObject({
      actorUserId: null,
      before: { roles: ['guy'] },
      after: { roles: ['guy', 'moderator'] },
    });
    expect((await getActorFromHeaders(new Headers({ cookie: guy.cookie }))).kind).toBe('visitor');

    const again = await changeModeratorRole(db, guy.email, 'add');
    expect(again).toMatchObject({ ok: true, changed: false });

    const removed = await changeModeratorRole(db, guy.email, 'remove');
    expect(removed).toMatchObject({ ok: true, changed: true, roles: ['guy'] });
    expect(await roleOf(guy.userId)).toBe('guy');
    expect(await lastAudit('moderator.remove', guy.userId)).toMatchObject({
      before: { roles: ['guy', 'moderator'] },
      after: { roles: ['guy'] },
    });
  });

  it('keeps a girl a girl when she becomes a moderator and when the role goes', async () => {
    await createModerator();
    const girl = await createGirl();
    const db = await getDb();
    expect(await changeModeratorRole(db, girl.email, 'add')).toMatchObject({ ok: true, roles: ['girl', 'moderator'] });
    expect(await changeModeratorRole(db, girl.email, 'remove')).toMatchObject({ ok: true, roles: ['girl'] });
  });

  it('refuses an unknown address, a moderator-only account, and taking the role from a guy who does not hold it', async () => {
    const db = await getDb();
    expect(await changeModeratorRole(db, 'nobody-here@matside.test', 'add')).toEqual({
      ok: false,
      message: 'No account has the e-mail address nobody-here@matside.test.',
    });
    await createModerator();
    const onlyModerator = await createModerator();
    const refused = await changeModeratorRole(db, onlyModerator.email, 'remove');
    expect(refused.ok).toBe(false);
    expect(refused).toMatchObject({ message: expect.stringContaining('Ban the account instead') });
    expect(await roleOf(onlyModerator.userId)).toBe('moderator');

    const guy = await createGuy();
    expect(await changeModeratorRole(db, guy.email, 'remove')).toMatchObject({ ok: true, changed: false });
    expect(await lastAudit('moderator.remove', guy.userId)).toBeUndefined();
  });

  it('refuses to take the role from the last moderator', async () => {
    const db = await getDb();
    const girl = await createGirl();
    await changeModeratorRole(db, girl.email, 'add');
    // Every other moderator of this test database loses the role; she is then the last one.
    await db.update(user).set({ role: 'guy' }).where(eq(user.role, 'moderator'));
    const refused = await changeModeratorRole(db, girl.email, 'remove');
    expect(refused).toEqual({
      ok: false,
      message: `${girl.email.toLowerCase()} is the last moderator: add another one first.`,
    });
    expect(await roleOf(girl.userId)).toBe('girl,moderator');
  });
});
