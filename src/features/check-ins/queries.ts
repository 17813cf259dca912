import 'server-only';
import { and, desc, eq, gt, inArray, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { formatZonedDateTime, toWallTime } from '@/lib/zoned-time';
import type { Actor } from '@/server/auth/actor-types';
import { getDb } from '@/server/db';
import {
  bookings,
  checkInAlerts,
  checkIns,
  girls,
  guys,
  trustedContacts,
  type CheckInAlertKind,
  type CheckInState,
} from '@/server/db/schema';
import { isEnabled } from '@/server/flags';
import { AppError } from '@/server/http/app-error';
import { isCheckInGirl, requireCheckInGirl } from './access';
import { factsOf } from './facts';
import type { CheckInFacts } from './notices';
import { sessionMinutes } from './session-length';
import { tokenHashOf } from './tokens';

// Reads of check-ins (docs/decisions/048): hers by her girl id, a contact's by the link's token
// (that one check-in, nothing else). No read exists for a client or a moderator.

export interface CheckInDto {
  id: number;
  state: CheckInState;
  place: string;
  client: string;
  timeZone: string;
  endsAt: string;
  deadlineAt: string;
  /** "Fri 12-04-2026 7:00 PM CST" on the session's clock. */
  endsAtText: string;
  deadlineText: string;
  /** The end as a datetime-local value on the session's clock, to start an extension from. */
  endsAtWall: string;
  graceMinutes: number;
}

const herColumns = {
  id: checkIns.id,
  state: checkIns.state,
  place: checkIns.place,
  clientName: checkIns.clientName,
  guyUsername: guys.username,
  timeZone: checkIns.timeZone,
  endsAt: checkIns.endsAt,
  deadlineAt: checkIns.deadlineAt,
  graceMinutes: checkIns.graceMinutes,
};

type HerRow = {
  id: number;
  state: CheckInState;
  place: string;
  clientName: string | null;
  guyUsername: string | null;
  timeZone: string;
  endsAt: Date;
  deadlineAt: Date;
  graceMinutes: number;
};

function toDto(row: HerRow): CheckInDto {
  return {
    id: row.id,
    state: row.state,
    place: row.place,
    client: row.guyUsername ?? row.clientName ?? '',
    timeZone: row.timeZone,
    endsAt: row.endsAt.toISOString(),
    deadlineAt: row.deadlineAt.toISOString(),
    endsAtText: formatZonedDateTime(row.endsAt, row.timeZone),
    deadlineText: formatZonedDateTime(row.deadlineAt, row.timeZone),
    endsAtWall: toWallTime(row.endsAt, row.timeZone),
    graceMinutes: row.graceMinutes,
  };
}

/** One of her check-ins; null when it is not hers or does not exist. */
export async function checkInOf(actor: Actor, id: number): Promise<CheckInDto | null> {
  requireCheckInGirl(actor);
  const db = await getDb();
  const [row] = await db
    .select(herColumns)
    .from(checkIns)
    .leftJoin(guys, eq(guys.id, checkIns.guyId))
    .where(and(eq(checkIns.id, id), eq(checkIns.girlId, actor.girlId)))
    .limit(1);
  return row ? toDto(row) : null;
}

export interface SafetyCardData {
  /** Her check-in still open: running, or alerted and waiting for "I'm safe". */
  checkIn: CheckInDto | null;
}

/** The states of a check-in that is still under way: the card shows it and its actions. */
const RUNNING: CheckInState[] = ['running', 'alerted'];

/**
 * Whether the girl row `girlId` has a check-in under way, as a condition for a statement that
 * already reads her row: her dashboard skips the check-in's own read on the days she has none.
 */
export function hasRunningCheckIn(girlId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${checkIns} WHERE ${checkIns.girlId} = ${girlId} AND ${inArray(checkIns.state, RUNNING)})`;
}

/**
 * The dashboard's Safety card: null for anyone but a girl, or while the feature is off. One query,
 * none when her dashboard's own read found no check-in under way (`running`: hasRunningCheckIn).
 */
export async function dashboardCheckIn(actor: Actor, running = true): Promise<SafetyCardData | null> {
  if (!isEnabled('check-ins') || !isCheckInGirl(actor)) return null;
  if (!running) return { checkIn: null };
  const db = await getDb();
  const [row] = await db
    .select(herColumns)
    .from(checkIns)
    .leftJoin(guys, eq(guys.id, checkIns.guyId))
    .where(and(eq(checkIns.girlId, actor.girlId), inArray(checkIns.state, RUNNING)))
    .orderBy(desc(checkIns.id))
    .limit(1);
  return { checkIn: row ? toDto(row) : null };
}

export interface CheckInPrefill {
  bookingId: number | null;
  place: string;
  client: string | null;
  endsAt: string;
  timeZone: string | null;
}

/** The form's values from one of her bookings (not deleted): place, client, end = time + length. */
export async function bookingPrefill(actor: Actor, bookingId: number): Promise<CheckInPrefill> {
  requireCheckInGirl(actor);
  const db = await getDb();
  const [row] = await db
    .select({
      place: bookings.sessionLocation,
      at: bookings.dateTimeAvailable,
      length: bookings.sessionLength,
      timeZone: bookings.timeZone,
      client: guys.username,
    })
    .from(bookings)
    .innerJoin(guys, eq(guys.id, bookings.guyId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.girlId, actor.girlId), ne(bookings.girlStatus, 'deleted')))
    .limit(1);
  if (!row) throw new AppError('not_found');
  const zone = row.timeZone ?? 'UTC';
  const end = new Date(row.at.getTime() + sessionMinutes(row.length) * 60_000);
  return { bookingId, place: row.place ?? '', client: row.client, endsAt: toWallTime(end, zone), timeZone: zone };
}

/** Whether she has an active contact (the form says so before she fills it in). */
export async function hasActiveContact(actor: Actor): Promise<boolean> {
  requireCheckInGirl(actor);
  const db = await getDb();
  const [row] = await db
    .select({ id: trustedContacts.id })
    .from(trustedContacts)
    .where(and(eq(trustedContacts.girlId, actor.girlId), eq(trustedContacts.state, 'active')))
    .limit(1);
  return row !== undefined;
}

export interface AlertPageDto {
  kind: CheckInAlertKind;
  safe: boolean;
  facts: CheckInFacts;
}

/** The contact's alert page: that one check-in's facts, while the link has not expired. */
export async function alertPage(token: string): Promise<AlertPageDto | null> {
  const hash = tokenHashOf(token);
  if (!hash) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      kind: checkInAlerts.kind,
      id: checkIns.id,
      girl_id: checkIns.girlId,
      stage_name: girls.stageName,
      place: checkIns.place,
      client_name: checkIns.clientName,
      guy_username: guys.username,
      time_zone: checkIns.timeZone,
      ends_at: checkIns.endsAt,
      deadline_at: checkIns.deadlineAt,
      last_activity_at: checkIns.lastActivityAt,
      screening: checkIns.screening,
      state: checkIns.state,
    })
    .from(checkInAlerts)
    .innerJoin(checkIns, eq(checkIns.id, checkInAlerts.checkInId))
    .innerJoin(girls, eq(girls.id, checkIns.girlId))
    .leftJoin(guys, eq(guys.id, checkIns.guyId))
    .where(and(eq(checkInAlerts.tokenHash, hash), gt(checkInAlerts.expiresAt, sql`now()`)))
    .limit(1);
  if (!row) return null;
  return { kind: row.kind, safe: row.state === 'safe', facts: factsOf(row) };
}
