import 'server-only';
import { and, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DecisionKind } from '@/features/due-process/reason-codes';
import { ACCOUNT_DELETED_BAN_REASON, ACCOUNT_DELETED_BY_MODERATOR } from '@/server/auth/constants';
import type { Db } from '@/server/db';
import { user } from '@/server/db/schema';
import type { Waiting } from '../queue-items';
import { pageAsJson } from '../section-page';
import type { Filterable } from '../section-filters';

// One moderation kind's facts (decision 054): what waits, how it is listed, counted, filtered,
// held for a decision and found in the audit log. Each kind is a file of this folder; index.ts
// lists them and derives what the queue's reads (queries.ts), the decision guard and the claims use.

/** The record's account (if any) is not a deleted one: no longer waiting once deleted (leave-queues.ts). */
export function accountNotDeleted(userId: PgColumn): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM ${user} WHERE ${user.id} = ${userId} AND ${inArray(user.banReason, [
    ACCOUNT_DELETED_BAN_REASON,
    ACCOUNT_DELETED_BY_MODERATOR,
  ])})`;
}

/** The filters' condition on a kind's rows (section-filters.ts), or undefined for none. */
type Filter = SQL | undefined;

/** A kind a moderator decides on with the version she saw, and claims (docs/decisions/040). */
export interface Decided {
  version: PgColumn;
  /** The audit log's subject table of the item's decisions. */
  subjectTable: string;
  /** The audit actions that decide it. */
  actions: readonly string[];
  /** The girl the item is hers (girls.id or a column naming it): a deleted account's claims end. */
  girl?: PgColumn;
}

interface KindFacts {
  /** The item's own table: the decision guard holds its row, the claim checks it. */
  table: PgTable;
  id: PgColumn;
  /** Still waiting for a moderator: the list, the count, the guard and the claim read this one condition. */
  waiting: Waiting;
  /** A condition on the list's joins for the item to be shown (the photos of approved girls only). */
  shown?: SQL;
  /** The table and joins the list, its count when shown or filtered, and the filters read. */
  from: SQL;
  /** What the filters read of its rows. */
  filterable: Filterable;
  /** Its decisions are held and claimed (decision-guard.ts, claims.ts); absent for a kind of form fills. */
  decided?: Decided;
  /** The decision kind its reason codes come from (due-process/reason-codes.ts), or null when no reason is given. */
  decisionKind: DecisionKind | null;
}

/** A kind listed in the grouped read (queries.ts): its page is a JSON array of its rows' fields. */
export interface PagedKind<Items> extends KindFacts {
  /** The row's fields as JSON keys (plain identifiers). */
  fields: Record<string, SQLWrapper>;
  /** Its order, oldest first; ends with a unique column. */
  orderBy: SQL;
  /** The page's rows (JSON) as items; the rows are the items as they are when absent. */
  read?: (rows: never[]) => Items;
}

/** A kind listed by a read of its own (its rows need more than SQL). */
export interface ListedKind<Items> extends KindFacts {
  /** QUEUE_PAGE items from `offset` on that match `where`, oldest first. */
  list: (db: Db, where: SQL | undefined, offset: number) => Promise<Items>;
}

export type Kind<Items> = PagedKind<Items> | ListedKind<Items>;

/** A kind's definition, its items' type kept for the queue's type. */
export const defineKind = <Items>(kind: Kind<Items>): Kind<Items> => kind;

/** The rows a kind lists: waiting, shown and matching the filters. */
export const listedWhere = (kind: KindFacts, filter: Filter): SQL | undefined => and(kind.waiting, kind.shown, filter);

/**
 * How many wait (and match), as a scalar subquery: queries.ts counts every kind in one statement.
 * Unfiltered, it reads the table alone unless the shown condition needs the joins; filtered, it
 * reads the joins (a search may look in a joined row: the girl of a photo, the reporter of a report).
 */
export function countOf(kind: KindFacts, filter: Filter): SQL {
  if (filter || kind.shown) return sql`(select count(*)::int from ${kind.from} where ${listedWhere(kind, filter)})`;
  return sql`(select count(*)::int from ${kind.table} where ${kind.waiting ?? sql`true`})`;
}

/** QUEUE_PAGE items from `offset` on, oldest first, as a JSON array: part of the grouped read. */
export const pageOf = (kind: PagedKind<unknown>, offset: number, filter: Filter): SQL =>
  pageAsJson({ fields: kind.fields, from: kind.from, where: listedWhere(kind, filter), orderBy: kind.orderBy }, offset);
