import 'server-only';
import { and, eq, lte } from 'drizzle-orm';
import { recordAudit } from '@/features/audit-log/service';
import { publicGirlCondition } from '@/features/girls/queries';
import { formatZonedDateTimeFor } from '@/lib/zoned-time';
import { requirePermission } from '@/server/auth/permissions';
import type { Actor } from '@/server/auth/actor-types';
import { getDb } from '@/server/db';
import { isEnabled } from '@/server/flags';
import { bookings, girls, user } from '@/server/db/schema';
import { absoluteUrl } from '@/server/absolute-url';
import { AppError } from '@/server/http/app-error';
import { logger } from '@/server/logger';
import { queueMail } from '@/server/jobs';
import type { MailMessage } from '@/server/mail';
import { BOOKING_MESSAGES, sessionTimeIssue, type BookGirlValues, type BookingStatusValues } from './schema';
import { resolveSessionTime } from './session-place';

// Booking requests (spec §3, §4 "Booking lifecycle", §7 POST /book_girl). Each party has its own
// status; an admin delete sets both to deleted; every change stamps updated_at.

export interface BookingDeps {
  sendMail?: (message: MailMessage) => Promise<unknown>;
}

export async function createBookingRequest(
  actor: Actor,
  values: BookGirlValues,
  deps: BookingDeps = {},
): Promise<{ id: number }> {
  requirePermission(actor, 'booking:write');
  if (!actor.guyId) throw new AppError('forbidden');
  const db = await getDb();
  const [girl] = await db
    .select({ id: girls.id, stageName: girls.stageName, girlEmail: girls.email, accountEmail: user.email })
    .from(girls)
    .leftJoin(user, eq(user.id, girls.userId))
    .where(and(eq(girls.id, values.girl_id), publicGirlCondition))
    .limit(1);
  if (!girl) throw new AppError('not_found');
  const when = await resolveSessionTime(girl.id, values.date_time_available);
  if (!when) throw new AppError('not_found');
  // The schema checks an instant; a wall time is only an instant once her place is known.
  const timeIssue = sessionTimeIssue(when.instant);
  if (timeIssue) throw new AppError('validation', timeIssue, { source: { pointer: '/date_time_available' } });

  const [row] = await db
    .insert(bookings)
    .values({
      girlId: girl.id,
      guyId: actor.guyId,
      dateTimeAvailable: when.instant,
      timeZone: when.place.timeZone,
      travelNote: when.note,
      sessionLocation: values.session_location || null,
      sessionLength: values.session_length,
      desiredSessionType: values.desired_session_type,
      thingsToNotInclude: values.things_to_not_include || null,
      requestedAttire: values.requested_attire || null,
      detailsQuestions: values.details_questions || null,
      detailsNotes: values.details_notes || null,
      // Spec §6 session-interests-in-book-a-girl: without the flag the form has no such choice.
      servicesInterests: isEnabled('session-interests-in-book-a-girl') && values.services_interests,
    })
    .returning({ id: bookings.id });

  const to = girl.girlEmail?.trim() || girl.accountEmail;
  if (to) {
    // The request is stored whatever happens to the mail; she also sees it on /girl/bookings.
    await (deps.sendMail ?? queueMail)(
      bookingRequestMail(
        to,
        actor.username,
        formatZonedDateTimeFor(when.instant, when.place.timeZone, when.homeTimeZone, when.place.city),
        when.note,
      ),
    ).catch((error: unknown) => logger.error({ err: String(error), bookingId: row!.id }, 'Booking e-mail not sent'));
  }
  return { id: row!.id };
}

/**
 * The girl's notification. Only who and when: the details, and any timewaster warning, are read
 * on the site behind her login rather than sitting in a mailbox.
 */
function bookingRequestMail(to: string, guyUsername: string, when: string, travelNote: string | null): MailMessage {
  const url = absoluteUrl('/girl/bookings');
  return {
    to,
    subject: `New booking request from ${guyUsername}`,
    text: [
      `${guyUsername} sent you a booking request for ${when}.`,
      ...(travelNote ? [`${travelNote}.`] : []),
      '',
      `Read it and answer on Matside: ${url}`,
      '',
    ].join('\n'),
  };
}

export type BookingSide = 'girl' | 'guy';

/** A party sets its own status to complete or deleted; the other party's status is untouched. */
export async function setOwnBookingStatus(
  actor: Actor,
  bookingId: number,
  { status }: BookingStatusValues,
): Promise<{ side: BookingSide; status: 'complete' | 'deleted' }> {
  requirePermission(actor, 'booking:manage:own');
  const db = await getDb();
  const now = new Date();
  // A session is complete only once its time has come; deleting is allowed at any time.
  const begun = status === 'complete' ? lte(bookings.dateTimeAvailable, now) : undefined;
  const sides = [
    ['girl', actor.girlId, bookings.girlId, 'girlStatus'],
    ['guy', actor.guyId, bookings.guyId, 'guyStatus'],
  ] as const;
  for (const [side, ownId, column, field] of sides) {
    if (!ownId) continue;
    const mine = and(eq(bookings.id, bookingId), eq(column, ownId));
    const updated = await db
      .update(bookings)
      .set({ [field]: status, updatedAt: now })
      .where(and(mine, begun))
      .returning({ id: bookings.id });
    if (updated.length) return { side, status };
    const [exists] = await db.select({ id: bookings.id }).from(bookings).where(mine).limit(1);
    if (exists) throw new AppError('conflict', BOOKING_MESSAGES.notBegun);
  }
  // Someone else's booking: not found, so ids cannot be probed.
  throw new AppError('not_found');
}

/** Moderators' AdminDeleteBooking: both statuses become deleted (audited with both before). */
export async function adminDeleteBooking(actor: Actor, bookingId: number): Promise<void> {
  requirePermission(actor, 'booking:manage:any');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ girlStatus: bookings.girlStatus, guyStatus: bookings.guyStatus })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .limit(1);
    if (!before) throw new AppError('not_found');
    await tx
      .update(bookings)
      .set({ girlStatus: 'deleted', guyStatus: 'deleted', updatedAt: new Date() })
      .where(eq(bookings.id, bookingId));
    await recordAudit(tx, actor, {
      action: 'booking.admin-delete',
      subjectTable: 'bookings',
      subjectId: bookingId,
      before,
      after: { girlStatus: 'deleted', guyStatus: 'deleted' },
    });
  });
}
