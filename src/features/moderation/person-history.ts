import 'server-only';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db';
import { appeals, auditLog, girls, timewasters } from '@/server/db/schema';
import type { PersonHistory } from './queue-items';

// The context beside a decision: for each girl a queue item is about, her
// history in one line — the moderators' earlier decisions about her (the newest named), her
// appeals and the reports she filed. One read for a section's page, not one per item.

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
  // One statement for the page: a row per girl, her decisions, the newest and the counts as
  // correlated subqueries on their indexes (audit_log by target, appeals by appellant, timewasters
  // by girl).
  // The outer row's columns by their full names: Drizzle leaves columns unqualified in a query
  // over one table, and inside a subquery an unqualified "id" would be the subquery's own.
  const girlId = sql.raw('"girls"."id"');
  const girlUserId = sql.raw('"girls"."user_id"');
  const decisionsOf = and(
    eq(auditLog.targetTable, 'girls'),
    sql`${auditLog.targetId} = ${girlId}::text`,
    inArray(auditLog.action, [...GIRL_DECISION_ACTIONS]),
  );
  const newest = (column: SQL) =>
    sql`(select ${column} from ${auditLog} where ${decisionsOf} order by ${auditLog.at} desc, ${auditLog.id} desc limit 1)`;
  const rows = await db
    .select({
      girlId: girls.id,
      decisions: sql<number>`(select count(*)::int from ${auditLog} where ${decisionsOf})`.mapWith(Number),
      action: sql<string | null>`${newest(sql`${auditLog.action}`)}`,
      reason: sql<string | null>`${newest(sql`${auditLog.reason}`)}`,
      at: sql<
        string | null
      >`${newest(sql`to_char(${auditLog.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`)}`,
      appeals:
        sql<number>`(select count(*)::int from ${appeals} where ${appeals.appellantUserId} = ${girlUserId})`.mapWith(
          Number,
        ),
      reportsFiled:
        sql<number>`(select count(*)::int from ${timewasters} where ${timewasters.girlId} = ${girlId})`.mapWith(Number),
    })
    .from(girls)
    .where(inArray(girls.id, [...girlIds]));
  for (const id of girlIds) histories.set(id, { decisions: 0, last: null, appeals: 0, reportsFiled: 0 });
  for (const row of rows)
    histories.set(row.girlId, {
      decisions: row.decisions,
      last:
        row.action && row.at
          ? { what: DECISION_WORDS[row.action] ?? row.action, reason: row.reason, at: row.at }
          : null,
      appeals: row.appeals,
      reportsFiled: row.reportsFiled,
    });
  return histories;
}
