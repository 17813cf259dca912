import 'server-only';
import { isNull, sql } from 'drizzle-orm';
import { guys, sessionGirlReports, sessionGirls } from '@/server/db/schema';
import { isoTime } from '@/server/db/json-rows';
import { reportedSessionGirlHistory, toPersonHistory, type HistoryRow } from '../person-history';
import type { PersonHistory } from '../queue-items';
import { defineKind } from './define';
import { sessionGirlWords } from './session-girls';

/** A guy's report on a session girl, waiting until a moderator marks it handled or deletes it. */
export interface PendingSessionGirlReport {
  id: number;
  /** The row's version: a decision sends it back (docs/decisions/040). */
  version: number;
  category: string;
  comment: string | null;
  sessionGirl: { id: number; username: string };
  /** The reporting guy's username, null once his account is gone. */
  reporter: string | null;
  createdAt: string;
  /** The reported session girl's history (the other reports about her). */
  history: PersonHistory;
}

type SessionGirlReportRow = Omit<PendingSessionGirlReport, 'sessionGirl' | 'history'> & {
  sessionGirlId: number;
  sessionGirlUsername: string;
  history: HistoryRow;
};

export const sessionGirlReportsKind = defineKind<PendingSessionGirlReport[]>({
  table: sessionGirlReports,
  id: sessionGirlReports.id,
  waiting: isNull(sessionGirlReports.handledAt),
  from: sql`${sessionGirlReports}
    inner join ${sessionGirls} on ${sessionGirls.id} = ${sessionGirlReports.sessionGirlId}
    left join ${guys} on ${guys.id} = ${sessionGirlReports.guyUserId}`,
  fields: {
    id: sessionGirlReports.id,
    version: sessionGirlReports.version,
    category: sessionGirlReports.category,
    comment: sessionGirlReports.comment,
    sessionGirlId: sessionGirls.id,
    sessionGirlUsername: sessionGirls.username,
    reporter: guys.username,
    createdAt: isoTime(sessionGirlReports.createdAt),
    history: reportedSessionGirlHistory(),
  },
  orderBy: sql`${sessionGirlReports.id} asc`,
  read: (rows: SessionGirlReportRow[]) =>
    rows.map(({ sessionGirlId, sessionGirlUsername, history, ...r }) => ({
      ...r,
      sessionGirl: { id: sessionGirlId, username: sessionGirlUsername },
      history: toPersonHistory(history, 'sessionGirl'),
    })),
  filterable: {
    created: sessionGirlReports.createdAt,
    words: [sessionGirlReports.category, sessionGirlReports.comment, ...sessionGirlWords, guys.username],
  },
  decided: {
    version: sessionGirlReports.version,
    subjectTable: 'session_girl_reports',
    actions: ['session-girl-report.handled', 'session-girl-report.delete'],
  },
  decisionKind: 'session-girl-report',
});
