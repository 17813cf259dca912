import 'server-only';
import { isNull, sql } from 'drizzle-orm';
import { sessionGirls } from '@/server/db/schema';
import { sessionGirlHistory, toPersonHistory, type HistoryRow } from '../person-history';
import type { PersonHistory } from '../queue-items';
import type { Filterable } from '../section-filters';
import { defineKind } from './define';

/** A scraped session girl waiting for a moderator (spec "Sessiongirls profile approvals" and "Add email"). */
export interface PendingSessionGirl {
  id: number;
  /** The row's version: a decision sends it back (docs/decisions/040). */
  version: number;
  username: string;
  name: string | null;
  pictureUrl: string | null;
  legacyGirlId: number | null;
  history: PersonHistory;
}

/** Her row as the page reads it: the history still as its JSON. */
export type SessionGirlRow = Omit<PendingSessionGirl, 'history'> & { history: HistoryRow };

/** Her rows as items: the history line about her (person-history.ts). */
export const readSessionGirls = (rows: SessionGirlRow[]): PendingSessionGirl[] =>
  rows.map((row) => ({ ...row, history: toPersonHistory(row.history, 'sessionGirl') }));

export const sessionGirlFields = {
  id: sessionGirls.id,
  version: sessionGirls.version,
  username: sessionGirls.username,
  name: sessionGirls.name,
  pictureUrl: sessionGirls.cloudinarySecureUrl,
  legacyGirlId: sessionGirls.legacyGirlId,
  history: sessionGirlHistory(),
};

/** A session girl's words: her username, her name, her e-mail. */
export const sessionGirlWords = [sessionGirls.username, sessionGirls.name, sessionGirls.email];
export const sessionGirlFilterable: Filterable = { created: sessionGirls.createdAt, words: sessionGirlWords };

/** Approved or refused on her row's own button (not held by the decision guard). */
export const sessionGirlsKind = defineKind<PendingSessionGirl[]>({
  table: sessionGirls,
  id: sessionGirls.id,
  waiting: isNull(sessionGirls.profileApproved),
  from: sql`${sessionGirls}`,
  fields: sessionGirlFields,
  orderBy: sql`${sessionGirls.id} asc`,
  read: readSessionGirls,
  filterable: sessionGirlFilterable,
  decisionKind: 'session-girl',
});
