import 'server-only';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { auditLog, user } from '@/server/db/schema';
import type { AuditLogFilter } from './schema';

export interface AuditLogRow {
  id: number;
  at: string;
  moderator: string | null;
  action: string;
  subject: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
}

export const AUDIT_PAGE_SIZE = 25;

export async function listAuditLog(
  actor: Actor,
  filter: AuditLogFilter,
): Promise<{ rows: AuditLogRow[]; total: number; moderators: string[]; actions: string[] }> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const conditions: SQL[] = [];
  if (filter.moderator) conditions.push(eq(user.username, filter.moderator.toLowerCase()));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.subject) {
    const [table, id] = filter.subject.split(':');
    conditions.push(
      id
        ? and(eq(auditLog.targetTable, table!), eq(auditLog.targetId, id))!
        : or(ilike(auditLog.targetTable, `${filter.subject}%`), eq(auditLog.targetId, filter.subject))!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total], moderators, actions] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        moderator: user.username,
        action: auditLog.action,
        targetTable: auditLog.targetTable,
        targetId: auditLog.targetId,
        before: auditLog.before,
        after: auditLog.after,
        reason: auditLog.reason,
      })
      .from(auditLog)
      .leftJoin(user, eq(user.id, auditLog.actorUserId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((filter.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).leftJoin(user, eq(user.id, auditLog.actorUserId)).where(where),
    db
      .selectDistinct({ username: user.username })
      .from(auditLog)
      .innerJoin(user, eq(user.id, auditLog.actorUserId))
      .orderBy(user.username),
    db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      moderator: r.moderator,
      action: r.action,
      subject: `${r.targetTable}:${r.targetId ?? ''}`,
      before: r.before ?? null,
      after: r.after ?? null,
      reason: r.reason,
    })),
    total: total?.n ?? 0,
    moderators: moderators.map((m) => m.username).filter((u): u is string => !!u),
    actions: actions.map((a) => a.action),
  };
}
