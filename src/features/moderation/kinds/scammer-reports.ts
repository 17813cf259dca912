import 'server-only';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { girls } from '@/server/db/schema';
import { isoTime } from '@/server/db/json-rows';
import { scammerReportHistory, toPersonHistory, type HistoryRow } from '../person-history';
import type { PersonHistory } from '../queue-items';
import { defineKind } from './define';

export interface PendingScammerReport {
  id: number;
  /** The row's version: a decision sends it back (docs/decisions/040). */
  version: number;
  name: string | null;
  reportedUsername: string | null;
  headline: string | null;
  description: string | null;
  city: string | null;
  country: string | null;
  pictureUrl: string | null;
  createdAt: string;
  /** Earlier decisions about the reported name, and the reporter's standing. */
  history: PersonHistory;
}

export const scammerReportsKind = defineKind<PendingScammerReport[]>({
  table: girls,
  id: girls.id,
  waiting: and(eq(girls.isScammer, true), isNull(girls.profileApproved), isNotNull(girls.reportedUsername)),
  from: sql`${girls}`,
  fields: {
    id: girls.id,
    version: girls.version,
    name: girls.name,
    reportedUsername: girls.reportedUsername,
    headline: girls.headline,
    description: girls.description,
    city: girls.city,
    country: girls.country,
    pictureUrl: girls.profilePicSecureUrl,
    createdAt: isoTime(girls.createdAt),
    history: scammerReportHistory(),
  },
  orderBy: sql`${girls.createdAt} asc, ${girls.id} asc`,
  read: (rows: (Omit<PendingScammerReport, 'history'> & { history: HistoryRow })[]) =>
    rows.map((row) => ({ ...row, history: toPersonHistory(row.history, 'reporter') })),
  filterable: {
    created: girls.createdAt,
    words: [girls.name, girls.reportedUsername, girls.headline, girls.description, girls.city, girls.country],
  },
  decided: {
    version: girls.version,
    subjectTable: 'girls',
    actions: ['scammer.publish', 'scammer.refuse'],
    girl: girls.id,
  },
  decisionKind: 'scammer-report',
});
