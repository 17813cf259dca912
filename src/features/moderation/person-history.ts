import 'server-only';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { appeals, auditLog, timewasters } from '@/server/db/schema';
import type { PersonHistory } from './queue-items';

// The context beside a decision: for each girl a queue item is about, her
// history in one line — the moderators' earlier decisions about her (the newest named), her
// appeals and the reports she filed. Part of the section page's own read, not one per item.

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

/**
 * A girl's history as one JSON value, for a queue row that carries her `girls` row (the page's own
 * read, no statement of its own): her decisions, the newest and the counts as correlated subqueries
 * on their indexes (audit_log by target, appeals by appellant, timewasters by girl).
 */
export function historyJson(): SQL {
  // The outer row's columns by their full names: inside a subquery an unqualified "id" would be
  // the subquery's own.
  const girlId = sql.raw('"girls"."id"');
  const girlUserId = sql.raw('"girls"."user_id"');
  const decisionsOf = and(
    eq(auditLog.targetTable, 'girls'),
    sql`${auditLog.targetId} = ${girlId}::text`,
    inArray(auditLog.action, [...GIRL_DECISION_ACTIONS]),
  );
  const newest = (column: SQL) =>
    sql`(select ${column} from ${auditLog} where ${decisionsOf} order by ${auditLog.at} desc, ${auditLog.id} desc limit 1)`;
  return sql`json_build_object(
    'decisions', (select count(*)::int from ${auditLog} where ${decisionsOf}),
    'action', ${newest(sql`${auditLog.action}`)},
    'reason', ${newest(sql`${auditLog.reason}`)},
    'at', ${newest(sql`to_char(${auditLog.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`)},
    'appeals', (select count(*)::int from ${appeals} where ${appeals.appellantUserId} = ${girlUserId}),
    'reportsFiled', (select count(*)::int from ${timewasters} where ${timewasters.girlId} = ${girlId})
  )`;
}

/** What historyJson() read, as the queue shows it. */
export interface HistoryRow {
  decisions: number;
  action: string | null;
  reason: string | null;
  at: string | null;
  appeals: number;
  reportsFiled: number;
}

export function toPersonHistory(row: HistoryRow): PersonHistory {
  return {
    decisions: Number(row.decisions),
    last:
      row.action && row.at ? { what: DECISION_WORDS[row.action] ?? row.action, reason: row.reason, at: row.at } : null,
    appeals: Number(row.appeals),
    reportsFiled: Number(row.reportsFiled),
  };
}
