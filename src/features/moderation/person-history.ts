import 'server-only';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/server/db';
import { appeals, auditLog, girls, timewasters } from '@/server/db/schema';
import type { PersonHistory } from './queue-items';

// The context beside a decision: for each girl a queue item is about, her
// history in one line — the moderators' earlier decisions about her (the newest named), her
// appeals and the reports she filed. Three grouped reads for the whole page, not one per item.

/** The audit actions that are a moderator's decision about a girl's record. */
export const GIRL_DECISION_ACTIONS = [
  'girl.approve',
  'girl.reject',
  'girl.unapprove',
  'girl.ban',
  'girl.unban',
  'girl.admin-show-profile',
  'girl.is-scammer',
  'girl.banned',
  'girl.profile-pic-approved',
  'girl.report-suspend',
  'girl.report-unsuspend',
] as const;

/** How a decision reads in the line: "rejected", "banned". */
export const DECISION_WORDS: Record<string, string> = {
  'girl.approve': 'approved',
  'girl.reject': 'rejected',
  'girl.unapprove': 'un-approved',
  'girl.ban': 'banned',
  'girl.unban': 'unbanned',
  'girl.admin-show-profile': 'shown or hidden',
  'girl.is-scammer': 'scammer mark changed',
  'girl.banned': 'listing taken off or back',
  'girl.profile-pic-approved': 'picture decided',
  'girl.report-suspend': 'reporting suspended',
  'girl.report-unsuspend': 'reporting restored',
};

export async function girlHistories(db: Db, girlIds: readonly number[]): Promise<Map<number, PersonHistory>> {
  const histories = new Map<number, PersonHistory>();
  if (girlIds.length === 0) return histories;
  for (const id of girlIds) histories.set(id, { decisions: 0, last: null, appeals: 0, reportsFiled: 0 });
  const [decisions, appealed, reports] = await Promise.all([
    db
      .select({ targetId: auditLog.targetId, action: auditLog.action, reason: auditLog.reason, at: auditLog.at })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.targetTable, 'girls'),
          inArray(
            auditLog.targetId,
            girlIds.map((id) => String(id)),
          ),
          inArray(auditLog.action, [...GIRL_DECISION_ACTIONS]),
        ),
      )
      .orderBy(desc(auditLog.at), desc(auditLog.id)),
    db
      .select({ girlId: girls.id, n: count() })
      .from(appeals)
      .innerJoin(girls, eq(girls.userId, appeals.appellantUserId))
      .where(inArray(girls.id, [...girlIds]))
      .groupBy(girls.id),
    db
      .select({ girlId: timewasters.girlId, n: count() })
      .from(timewasters)
      .where(inArray(timewasters.girlId, [...girlIds]))
      .groupBy(timewasters.girlId),
  ]);
  for (const row of decisions) {
    const history = histories.get(Number(row.targetId));
    if (!history) continue;
    history.decisions += 1;
    history.last ??= { what: DECISION_WORDS[row.action] ?? row.action, reason: row.reason, at: row.at.toISOString() };
  }
  for (const row of appealed) histories.get(row.girlId)!.appeals = row.n;
  for (const row of reports) if (row.girlId !== null) histories.get(row.girlId)!.reportsFiled = row.n;
  return histories;
}
