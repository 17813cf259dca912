import 'server-only';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { transcriptOf, type TranscriptMessage } from '@/features/chat-transcripts/queries';
import { hasPublicPage, publicGirlCondition } from '@/features/girls/queries';
import { can, requirePermission } from '@/server/auth/permissions';
import type { Actor } from '@/server/auth/actor-types';
import { getDb } from '@/server/db';
import { aiChatConversations, bookings, girls, guys, user, type Booking } from '@/server/db/schema';
import type { BookingStatus } from '@/lib/enums/booking-statuses';
import { AppError } from '@/server/http/app-error';
import { bookingTime, bookingTimeColumns } from './session-place';
import type { Place } from '@/server/places/time-zone';
import { screened, screeningOf, type ClientFigures, type TimewasterMatch } from './screening';

// Each side's bookings, as plain DTOs per audience: the girl's view carries the timewaster
// screening, the guy's view has no such field at all.

interface BookingDetails {
  id: number;
  dateTimeAvailable: string;
  /** IANA zone where the session happens (decision 026). */
  timeZone: string;
  /** "Fri 12-04-2026 7:00 PM CST": the session's time on its city's clock. */
  dateTimeText: string;
  /** The session's time has come: only then can a side mark it complete (setOwnBookingStatus). */
  sessionBegun: boolean;
  /** "She is in Chicago 5–9 Dec" when her travels placed her away from home then. */
  travelNote: string | null;
  sessionLocation: string | null;
  sessionLength: string;
  desiredSessionType: string;
  thingsToNotInclude: string | null;
  requestedAttire: string | null;
  detailsQuestions: string | null;
  detailsNotes: string | null;
  girlStatus: BookingStatus;
  guyStatus: BookingStatus;
  createdAt: string;
  updatedAt: string;
  /** The AI chat that produced the request, if any (empty for the booking form). */
  transcript: TranscriptMessage[];
}

export interface GirlBookingDto extends BookingDetails {
  guy: { id: number; username: string; name: string | null; city: string | null };
  /** Matches of his e-mail / phone in the timewaster database ([] = none). */
  timewasterMatches: TimewasterMatch[];
  /** What other girls say about him (reviews, girls-only comments, confirmed references); null without screening. */
  screening: ClientFigures | null;
}

export interface GuyBookingDto extends BookingDetails {
  /** listed: she has a public page to link to. */
  girl: { id: number; stageName: string | null; listed: boolean };
}

const details = {
  id: bookings.id,
  ...bookingTimeColumns,
  sessionLocation: bookings.sessionLocation,
  sessionLength: bookings.sessionLength,
  desiredSessionType: bookings.desiredSessionType,
  thingsToNotInclude: bookings.thingsToNotInclude,
  requestedAttire: bookings.requestedAttire,
  detailsQuestions: bookings.detailsQuestions,
  detailsNotes: bookings.detailsNotes,
  girlStatus: bookings.girlStatus,
  guyStatus: bookings.guyStatus,
  createdAt: bookings.createdAt,
  updatedAt: bookings.updatedAt,
  // Its AI chat's messages ride on the row (the booking has at most one chat: a unique index).
  transcript: transcriptOf(aiChatConversations.id),
};

type DetailsRow = Pick<Booking, Exclude<keyof typeof details, 'home' | 'transcript'>> & {
  home: Place;
  transcript: TranscriptMessage[];
};

function toDetails({ home, ...row }: DetailsRow): BookingDetails {
  return {
    ...row,
    ...bookingTime(row.dateTimeAvailable, row.timeZone, home),
    dateTimeAvailable: row.dateTimeAvailable.toISOString(),
    sessionBegun: row.dateTimeAvailable.getTime() <= Date.now(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** No limit: the API's list (GET /api/v1/bookings) still answers every booking. */
const ALL = Number.MAX_SAFE_INTEGER;

/**
 * Her and his bookings pages show this many, newest first: a booking's card is as tall as a screen,
 * and each one rendered is a page's cost (decision 049: 50 cards took ~90 ms at scale).
 */
export const BOOKINGS_PAGE = 25;

/** One page of a side's bookings, and whether an older page follows. */
export interface BookingsPage<Dto> {
  bookings: Dto[];
  page: number;
  hasNext: boolean;
}

/** The rows of page `page` (1-based): one more than shown, to know whether a next page exists. */
const rangeOf = (page: number) => ({ limit: BOOKINGS_PAGE + 1, offset: (page - 1) * BOOKINGS_PAGE });

function pageOf<Dto>(rows: Dto[], page: number): BookingsPage<Dto> {
  return { bookings: rows.slice(0, BOOKINGS_PAGE), page, hasNext: rows.length > BOOKINGS_PAGE };
}

/** A page of her bookings (her bookings page: a big site's girl has thousands). */
export async function pageOfGirlBookings(actor: Actor, page = 1): Promise<BookingsPage<GirlBookingDto>> {
  return pageOf(await listGirlBookings(actor, rangeOf(page)), page);
}

/** A page of his bookings. */
export async function pageOfGuyBookings(actor: Actor, page = 1): Promise<BookingsPage<GuyBookingDto>> {
  return pageOf(await listGuyBookings(actor, rangeOf(page)), page);
}

interface Range {
  limit: number;
  offset: number;
}

/** The signed-in girl's bookings she has not deleted, newest first, with the screening: all, or a range. */
export async function listGirlBookings(actor: Actor, range?: Range): Promise<GirlBookingDto[]> {
  requirePermission(actor, 'booking:manage:own');
  if (!actor.girlId) throw new AppError('forbidden');
  const db = await getDb();
  const hers = and(eq(bookings.girlId, actor.girlId), ne(bookings.girlStatus, 'deleted'));
  const newestFirst = [desc(bookings.createdAt), desc(bookings.id)];
  const limit = range?.limit ?? ALL;
  const offset = range?.offset ?? 0;
  // What screening shows her beside each request (decision 049: one statement for the page); without
  // 'booking:screening:read' the same fields, empty.
  const screens = can(actor, 'booking:screening:read');
  const query = db
    .select({
      ...details,
      timewasterMatches: screens ? screened.matches : sql<TimewasterMatch[]>`'[]'::json`,
      screening: screens ? screened.figures : sql<ClientFigures | null>`null`,
      guyId: guys.id,
      guyUsername: guys.username,
      guyName: guys.name,
      guyCity: guys.city,
    })
    .from(bookings)
    .innerJoin(guys, eq(guys.id, bookings.guyId))
    .innerJoin(girls, eq(girls.id, bookings.girlId))
    .leftJoin(aiChatConversations, eq(aiChatConversations.bookingId, bookings.id))
    .where(hers)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset)
    .$dynamic();
  if (screens) {
    const guysOfThePage = db
      .select({ guyId: bookings.guyId })
      .from(bookings)
      .where(hers)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset);
    query.leftJoin(screeningOf(guysOfThePage, actor.girlId), eq(screened.guyId, guys.id));
  }
  const rows = await query;
  return rows.map(({ guyId, guyUsername, guyName, guyCity, timewasterMatches, screening, ...row }) => ({
    ...toDetails(row),
    guy: { id: guyId, username: guyUsername, name: guyName, city: guyCity },
    timewasterMatches,
    screening,
  }));
}

/** The signed-in guy's bookings he has not deleted, newest first: all, or a range. No screening data. */
export async function listGuyBookings(actor: Actor, range?: Range): Promise<GuyBookingDto[]> {
  requirePermission(actor, 'booking:manage:own');
  if (!actor.guyId) throw new AppError('forbidden');
  const db = await getDb();
  const rows = await db
    .select({
      ...details,
      girlId: girls.id,
      girlStageName: girls.stageName,
      girlListed: hasPublicPage(bookings.girlId),
    })
    .from(bookings)
    .innerJoin(girls, eq(girls.id, bookings.girlId))
    .leftJoin(aiChatConversations, eq(aiChatConversations.bookingId, bookings.id))
    .where(and(eq(bookings.guyId, actor.guyId), ne(bookings.guyStatus, 'deleted')))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(range?.limit ?? ALL)
    .offset(range?.offset ?? 0);
  return rows.map(({ girlId, girlStageName, girlListed, ...row }) => ({
    ...toDetails(row),
    girl: { id: girlId, stageName: girlStageName, listed: girlListed },
  }));
}

/** The public girl a booking page is for (case-insensitive stage name), or null. */
export async function getBookableGirl(stageName: string): Promise<{ id: number; stageName: string } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: girls.id, stageName: girls.stageName })
    .from(girls)
    .leftJoin(user, eq(user.id, girls.userId))
    .where(and(publicGirlCondition, sql`lower(${girls.stageName}) = lower(${stageName})`))
    .limit(1);
  return row?.stageName ? { id: row.id, stageName: row.stageName } : null;
}
