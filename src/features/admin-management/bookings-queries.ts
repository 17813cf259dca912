import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { TablePage, TableState } from '@/components/ui/server-table-state';
import { bookingTime, bookingTimeColumns } from '@/features/bookings/session-place';
import { screened, screeningOf, type ClientFigures } from '@/features/bookings/screening';
import { transcriptOf, type TranscriptMessage } from '@/features/chat-transcripts/queries';
import type { BookingStatus } from '@/lib/enums/booking-statuses';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { aiChatConversations, bookings, girls, guys } from '@/server/db/schema';
import { cappedPageOf, offsetOf, orderOf, sortKeysOf, textFilter, totalCount } from './table-sql';

// /admin/manage-bookings, with the AI chat that produced each booking.

const sortable = {
  id: bookings.id,
  girl: girls.stageName,
  guy: guys.username,
  girlStatus: bookings.girlStatus,
  guyStatus: bookings.guyStatus,
  dateTimeAvailable: bookings.dateTimeAvailable,
  updatedAt: bookings.updatedAt,
};
export const BOOKING_SORTS = sortKeysOf(sortable);

export interface ManagedBookingRow {
  id: number;
  girlId: number;
  girl: string | null;
  guyId: number;
  guy: string;
  girlStatus: BookingStatus;
  guyStatus: BookingStatus;
  dateTimeAvailable: string;
  /** "Fri 12-04-2026 7:00 PM CST": on the session city's clock (decision 026). */
  dateTimeText: string;
  travelNote: string | null;
  sessionLength: string;
  desiredSessionType: string;
  createdAt: string;
  updatedAt: string;
  /** The AI chat that produced the request; null for the booking form. */
  transcript: TranscriptMessage[] | null;
  /** The screening the girl sees beside the request (all girls' words counted here). */
  screening: ClientFigures & { timewasterMatch: boolean };
}

/** A booking with both parties: the filter reads their names, so the count joins them too. */
function withParties<T extends PgSelect>(query: T) {
  return query.innerJoin(girls, eq(girls.id, bookings.girlId)).innerJoin(guys, eq(guys.id, bookings.guyId));
}

export async function listManagedBookings(actor: Actor, state: TableState): Promise<TablePage<ManagedBookingRow>> {
  requirePermission(actor, 'booking:manage:any');
  requirePermission(actor, 'ai-chat:read:any');
  requirePermission(actor, 'booking:screening:read');
  const db = await getDb();
  const where = and(
    textFilter(state.q, [girls.stageName, girls.username, guys.username, bookings.girlStatus, bookings.guyStatus]),
  );
  const order = orderOf(state, sortable, bookings.id);
  const guysOfThePage = withParties(db.select({ guyId: bookings.guyId }).from(bookings).$dynamic())
    .where(where)
    .orderBy(...order)
    .limit(state.size)
    .offset(offsetOf(state));
  const page = await cappedPageOf(
    withParties(
      db
        .select({
          id: bookings.id,
          girlId: bookings.girlId,
          girl: girls.stageName,
          guyId: bookings.guyId,
          guy: guys.username,
          girlStatus: bookings.girlStatus,
          guyStatus: bookings.guyStatus,
          ...bookingTimeColumns,
          sessionLength: bookings.sessionLength,
          desiredSessionType: bookings.desiredSessionType,
          createdAt: bookings.createdAt,
          updatedAt: bookings.updatedAt,
          // The chat rides on the row, the screening of the page's guys joins it (decision 056): one statement.
          transcript: sql<TranscriptMessage[] | null>`case when ${aiChatConversations.id} is null then null
            else ${transcriptOf(aiChatConversations.id)} end`,
          figures: screened.figures,
          timewasterMatch: sql<boolean>`json_array_length(${screened.matches}) > 0`,
        })
        .from(bookings)
        .$dynamic(),
    )
      .leftJoin(aiChatConversations, eq(aiChatConversations.bookingId, bookings.id))
      .leftJoin(screeningOf(guysOfThePage, null), eq(screened.guyId, guys.id))
      .where(where)
      .orderBy(...order)
      .limit(state.size)
      .offset(offsetOf(state)),
    // Capped. Without a filter the count reads bookings alone (both foreign keys are non-null).
    (limit) => {
      const matching = where
        ? withParties(
            db
              .select({ one: sql`1` })
              .from(bookings)
              .$dynamic(),
          ).where(where)
        : db
            .select({ one: sql`1` })
            .from(bookings)
            .$dynamic();
      return db.select(totalCount()).from(matching.limit(limit).as('matching'));
    },
  );
  return {
    total: page.total,
    totalCapped: page.totalCapped,
    rows: page.rows.map(({ timeZone, home, figures, timewasterMatch, ...row }) => ({
      ...row,
      dateTimeAvailable: row.dateTimeAvailable.toISOString(),
      dateTimeText: bookingTime(row.dateTimeAvailable, timeZone, home).dateTimeText,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      screening: { ...figures, timewasterMatch },
    })),
  };
}
