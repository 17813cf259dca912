import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import {
  appeals,
  auditLog,
  guys,
  girls,
  problemGirls,
  sessionGirlImages,
  sessionGirlReports,
  timewasters,
} from '@/server/db/schema';
import type { HistoryCount, PersonHistory } from './queue-items';

// The context beside a decision: for the person a queue item is about (a girl, a session girl, a
// crawled listing, a report's reporter), her history in one line — the moderators' earlier
// decisions (the newest named), and what the schema counts of her past (appeals, reports). Part of
// the section page's own read (correlated subqueries on the row), not one read per item.
// Which person each kind's line is about: docs/decisions/051-moderators-day.md, session 20.

/** The outer row's column by its full name: inside a subquery an unqualified "id" would be the subquery's own. */
const outer = (table: string, column: string) => sql.raw(`"${table}"."${column}"`);

/** The audit actions that are a moderator's decision about each person's record, by the audit's subject table. */
export const DECISION_ACTIONS = {
  girls: [
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
  ],
  session_girls: [
    'session-girl.approve',
    'session-girl.reject',
    'session-girl.picture-approve',
    'session-girl.picture-replace',
    'session-girl.picture-reject',
    'session-girl.email-match',
    'session-girl.email-none',
    'session-girl.legacy-match',
    'session-girl.update',
  ],
  problem_girls: ['problem-girl.reviewed', 'problem-girl.update'],
  /** A scammer report's decisions, about any report of the same reported name. */
  scammer: ['scammer.publish', 'scammer.refuse'],
} as const;

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
  'session-girl.approve': 'approved',
  'session-girl.reject': 'rejected',
  'session-girl.picture-approve': 'picture approved',
  'session-girl.picture-replace': 'picture replaced',
  'session-girl.picture-reject': 'picture rejected',
  'session-girl.email-match': 'e-mail matched',
  'session-girl.email-none': 'no e-mail match',
  'session-girl.legacy-match': 'matched with the legacy site',
  'session-girl.update': 'edited',
  'problem-girl.reviewed': 'marked reviewed',
  'problem-girl.update': 'edited',
  'scammer.publish': 'published',
  'scammer.refuse': 'refused',
};

/** Where each person's line links, and the link's words. */
const RECORD_LINKS = {
  girl: 'Open her record',
  sessionGirl: 'Open her record',
  listing: 'Open the record',
  reporter: 'Open the reporter’s record',
} as const;
type Person = keyof typeof RECORD_LINKS;

/**
 * One person's history as one JSON value: her decisions in the audit log (`decisionsOf`, a condition
 * on audit_log), the newest of them, the counts the line shows, and the address of her record.
 */
function historyObject(decisionsOf: SQL, counts: Partial<Record<HistoryCount, SQL>>, href: SQL): SQL {
  const countPairs = Object.entries(counts).map(([key, count]) => sql`${sql.raw(`'${key}'`)}, ${count}`);
  // The newest decision's action, reason and time in one subquery (null when there is none).
  return sql`json_build_object(
    'decisions', (select count(*)::int from ${auditLog} where ${decisionsOf}),
    'last', (select json_build_object(
        'action', ${auditLog.action},
        'reason', ${auditLog.reason},
        'at', to_char(${auditLog.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
      from ${auditLog} where ${decisionsOf} order by ${auditLog.at} desc, ${auditLog.id} desc limit 1),
    'href', ${href},
    'counts', json_build_object(${sql.join(countPairs, sql`, `)})
  )`;
}

/** The audit rows about one record: its subject table, its id and the actions that decide it. */
const decisionsAbout = (table: keyof typeof DECISION_ACTIONS, id: SQL) =>
  sql`${auditLog.targetTable} = ${table} and ${auditLog.targetId} = ${id}::text and ${auditLog.action} in (${sql.join(
    DECISION_ACTIONS[table].map((action) => sql`${action}`),
    sql`, `,
  )})`;

/**
 * A girl's history, for a row that carries her `girls` row (a new girl, a new photo, the reporting
 * girl of a timewaster report or change): her decisions, her appeals and the reports she filed, on
 * their indexes (audit_log by target, appeals by appellant, timewasters by girl). No girl (a
 * deleted account): zeros and no link.
 */
export function girlHistory(): SQL {
  const girlId = outer('girls', 'id');
  return historyObject(
    decisionsAbout('girls', girlId),
    {
      appeals: sql`(select count(*)::int from ${appeals} where ${appeals.appellantUserId} = ${outer('girls', 'user_id')})`,
      reportsFiled: sql`(select count(*)::int from ${timewasters} where ${timewasters.girlId} = ${girlId})`,
    },
    sql`'/admin/manage-girls/' || ${girlId}`,
  );
}

/**
 * A session girl's history, for a row that carries her `session_girls` row: the moderators' decisions
 * about her record, her images refused and the guys' reports about her (a report's item counts the
 * others: `report`, the item's own report). Her record is the audit log's page for her row (she has
 * no account, so no appeals, and no admin page of her own).
 */
export function sessionGirlHistory(report?: SQL): SQL {
  const id = outer('session_girls', 'id');
  const reports = sql`(select count(*)::int from ${sessionGirlReports} as others
    where others.session_girl_id = ${id}${report ? sql` and others.id <> ${report}` : sql``})`;
  return historyObject(
    decisionsAbout('session_girls', id),
    {
      imagesRefused: sql`(select count(*)::int from ${sessionGirlImages}
        where ${sessionGirlImages.sessionGirlId} = ${id} and ${sessionGirlImages.jenApproved} = false)`,
      [report ? 'otherReportsAbout' : 'reportsAbout']: reports,
    },
    sql`'/admin/audit-log?subject=session_girls:' || ${id}`,
  );
}

/** A session girl report's row: her history beside the other reports about her. */
export const reportedSessionGirlHistory = () => sessionGirlHistory(outer('session_girl_reports', 'id'));

/**
 * A crawled problem girl: the decisions about the same listing (her record, and any other record of
 * the same profile address: a listing crawled again), and how many other records that listing has.
 */
export function listingHistory(): SQL {
  const id = outer('problem_girls', 'id');
  const url = outer('problem_girls', 'profile_url');
  const sameListing = sql`(select same.id::text from ${problemGirls} as same where same.id = ${id} or same.profile_url = ${url})`;
  return historyObject(
    sql`${auditLog.targetTable} = 'problem_girls' and ${auditLog.targetId} in ${sameListing} and ${auditLog.action} in (${sql.join(
      DECISION_ACTIONS.problem_girls.map((action) => sql`${action}`),
      sql`, `,
    )})`,
    {
      otherRecords: sql`(select count(*)::int from ${problemGirls} as same where same.profile_url = ${url} and same.id <> ${id})`,
    },
    sql`'/admin/problem-girls/' || ${id}`,
  );
}

/**
 * A scammer report (its row is the reported `girls` row): the moderators' earlier decisions about
 * reports of the same name (a refused report's row is gone, its audit row keeps the name), and the
 * reporter's standing: how many scammer reports she or he filed, linking to her or his record.
 */
export function scammerReportHistory(): SQL {
  const id = outer('girls', 'id');
  const name = sql`lower(${outer('girls', 'reported_username')})`;
  const reporter = sql`(select ${auditLog.actorUserId} from ${auditLog}
    where ${auditLog.action} = 'scammer.report' and ${auditLog.targetTable} = 'girls' and ${auditLog.targetId} = ${id}::text
    order by ${auditLog.at} desc limit 1)`;
  const reporterGirl = sql`(select reporter_girl.id from ${girls} as reporter_girl where reporter_girl.user_id = ${reporter})`;
  const reporterGuy = sql`(select ${guys.id} from ${guys} where ${guys.userId} = ${reporter})`;
  return historyObject(
    sql`${auditLog.action} in (${sql.join(
      DECISION_ACTIONS.scammer.map((action) => sql`${action}`),
      sql`, `,
    )}) and ${auditLog.targetTable} = 'girls' and lower(${auditLog.before}->>'reportedUsername') = ${name}`,
    {
      reporterReports: sql`(select count(*)::int from ${auditLog}
        where ${auditLog.action} = 'scammer.report' and ${auditLog.actorUserId} = ${reporter})`,
    },
    sql`coalesce('/admin/manage-girls/' || ${reporterGirl}, '/admin/manage-guys/' || ${reporterGuy})`,
  );
}

/** What a history object read, as the queue shows it. */
export interface HistoryRow {
  decisions: number;
  last: { action: string; reason: string | null; at: string } | null;
  href: string | null;
  counts: Partial<Record<HistoryCount, number>>;
}

export function toPersonHistory(row: HistoryRow, person: Person): PersonHistory {
  const { last } = row;
  return {
    decisions: Number(row.decisions),
    last: last ? { what: DECISION_WORDS[last.action] ?? last.action, reason: last.reason, at: last.at } : null,
    counts: Object.fromEntries(Object.entries(row.counts).map(([key, n]) => [key, Number(n)])),
    record: row.href ? { href: row.href, label: RECORD_LINKS[person] } : null,
  };
}
