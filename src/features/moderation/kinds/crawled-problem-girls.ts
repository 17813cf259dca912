import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { problemGirls } from '@/server/db/schema';
import { isoTime } from '@/server/db/json-rows';
import { listingHistory, toPersonHistory, type HistoryRow } from '../person-history';
import type { PersonHistory } from '../queue-items';
import { defineKind } from './define';

/** A problem girl crawled from a forum (no username yet) that no moderator has looked at. */
export interface CrawledProblemGirl {
  id: number;
  name: string | null;
  pageTitle: string | null;
  crawledAt: string | null;
  /** The listing's history: decisions about it, its other records. */
  history: PersonHistory;
}

/** Marked reviewed without a reason: not a decided kind (no version, no claim). */
export const crawledProblemGirlsKind = defineKind<CrawledProblemGirl[]>({
  table: problemGirls,
  id: problemGirls.id,
  waiting: and(isNull(problemGirls.username), eq(problemGirls.reviewed, false)),
  from: sql`${problemGirls}`,
  fields: {
    id: problemGirls.id,
    name: problemGirls.name,
    pageTitle: problemGirls.pageTitle,
    crawledAt: isoTime(problemGirls.crawledAt),
    history: listingHistory(),
  },
  orderBy: sql`${problemGirls.id} asc`,
  read: (rows: (Omit<CrawledProblemGirl, 'history'> & { history: HistoryRow })[]) =>
    rows.map((row) => ({ ...row, history: toPersonHistory(row.history, 'listing') })),
  filterable: { created: problemGirls.createdAt, words: [problemGirls.name, problemGirls.pageTitle] },
  decisionKind: null,
});
