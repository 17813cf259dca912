import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { girls, timewasters } from '@/server/db/schema';
import { isoTime } from '@/server/db/json-rows';
import { girlHistory, toPersonHistory, type HistoryRow } from '../person-history';
import type { PersonHistory } from '../queue-items';
import { defineKind } from './define';

/** A girl's timewaster report waiting for approval (only its author sees it until then). */
export interface PendingTimewasterReport {
  id: number;
  /** The row's version: a decision sends it back (docs/decisions/040). */
  version: number;
  name: string;
  clientType: string;
  comment: string;
  city: string;
  state: string | null;
  country: string;
  /** The reporting girl's stage name, or null when her account is gone. */
  reporter: string | null;
  createdAt: string;
  /** The reporting girl's history. */
  history: PersonHistory;
}

export const timewasterReportsKind = defineKind<PendingTimewasterReport[]>({
  table: timewasters,
  id: timewasters.id,
  waiting: eq(timewasters.approved, false),
  from: sql`${timewasters} left join ${girls} on ${girls.id} = ${timewasters.girlId}`,
  fields: {
    id: timewasters.id,
    version: timewasters.version,
    name: timewasters.name,
    clientType: timewasters.clientType,
    comment: timewasters.comment,
    city: timewasters.city,
    state: timewasters.state,
    country: timewasters.country,
    reporter: girls.stageName,
    createdAt: isoTime(timewasters.createdAt),
    history: girlHistory(),
  },
  orderBy: sql`${timewasters.id} asc`,
  read: (rows: (Omit<PendingTimewasterReport, 'history'> & { history: HistoryRow })[]) =>
    rows.map((row) => ({ ...row, history: toPersonHistory(row.history, 'girl') })),
  filterable: {
    created: timewasters.createdAt,
    words: [
      timewasters.name,
      timewasters.clientType,
      timewasters.comment,
      timewasters.city,
      timewasters.state,
      timewasters.country,
      girls.stageName,
    ],
  },
  decided: {
    version: timewasters.version,
    subjectTable: 'timewasters',
    actions: ['timewaster.approve', 'timewaster.delete', 'timewaster.merge'],
  },
  decisionKind: 'timewaster-report',
});
