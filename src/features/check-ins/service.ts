import 'server-only';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { screenGuy } from '@/features/bookings/screening';
import { isValidTimeZone, wallTimeToInstant } from '@/lib/zoned-time';
import type { Actor } from '@/server/auth/actor-types';
import { can } from '@/server/auth/permissions';
import { getDb, type Tx } from '@/server/db';
import { bookings, checkIns, type CheckInScreening } from '@/server/db/schema';
import { env } from '@/server/env';
import { AppError } from '@/server/http/app-error';
import { jobQueueReady, queueJob } from '@/server/jobs';
import { requireCheckInGirl, type CheckInGirl } from './access';
import { deliverNotices } from './channels';
import { alertClaimed } from './deadlines';
import { activeContacts, loadFacts } from './facts';
import { safeNotice, startedNotice } from './notices';
import { checkInOf, type CheckInDto } from './queries';
import { CHECK_IN_MESSAGES, type CheckInPatch, type CheckInStartValues } from './schema';

// Her check-ins (decision 048). Each deadline is a job queued in the transaction that sets it. Not
// moderator actions, so not audited.

/** A time entered for the current minute is still "now": the form has minutes only. */
const PAST_TOLERANCE_MS = 60_000;

function deadlineOf(endsAt: Date, graceMinutes: number): Date {
  return new Date(endsAt.getTime() + graceMinutes * env.CHECK_IN_GRACE_UNIT_SECONDS * 1000);
}

function endInstant(wallTime: string, timeZone: string, pointer: string): Date {
  const instant = wallTimeToInstant(wallTime, timeZone);
  if (!instant) throw new AppError('validation', CHECK_IN_MESSAGES.endsAt, { source: { pointer } });
  if (instant.getTime() < Date.now() - PAST_TOLERANCE_MS)
    throw new AppError('validation', CHECK_IN_MESSAGES.endsInPast, { source: { pointer } });
  return instant;
}

/** What screening showed her about a booking's client, as counts (vetted girls only, like the booking list). */
async function screeningCounts(actor: CheckInGirl, guyId: number): Promise<CheckInScreening | null> {
  if (!can(actor, 'booking:screening:read')) return null;
  const { matches, figures } = await screenGuy(guyId, actor.girlId);
  return { timewasterMatches: new Set(matches.map((m) => m.timewasterId)).size, ...figures };
}

async function queueDeadline(tx: Tx, checkInId: number, deadline: Date): Promise<void> {
  await queueJob('check-in-deadlines', { checkInId }, { tx, startAfter: deadline });
}

export async function startCheckIn(actor: Actor, values: CheckInStartValues): Promise<CheckInDto> {
  requireCheckInGirl(actor);
  const db = await getDb();
  let guyId: number | null = null;
  let timeZone = values.timeZone && isValidTimeZone(values.timeZone) ? values.timeZone : 'UTC';
  if (values.bookingId) {
    const [booking] = await db
      .select({ guyId: bookings.guyId, timeZone: bookings.timeZone })
      .from(bookings)
      .where(
        and(eq(bookings.id, values.bookingId), eq(bookings.girlId, actor.girlId), ne(bookings.girlStatus, 'deleted')),
      )
      .limit(1);
    if (!booking) throw new AppError('not_found');
    guyId = booking.guyId;
    timeZone = booking.timeZone ?? timeZone;
  }
  const endsAt = endInstant(values.endsAt, timeZone, '/data/attributes/endsAt');
  const screening = guyId === null ? null : await screeningCounts(actor, guyId);
  await jobQueueReady();
  const id = await db.transaction(async (tx) => {
    const contacts = (await activeContacts(tx, [actor.girlId])).get(actor.girlId) ?? [];
    if (contacts.length === 0) throw new AppError('conflict', CHECK_IN_MESSAGES.noContacts);
    const [open] = await tx
      .select({ id: checkIns.id })
      .from(checkIns)
      .where(and(eq(checkIns.girlId, actor.girlId), inArray(checkIns.state, ['running', 'alerted'])))
      .limit(1);
    if (open) throw new AppError('conflict', CHECK_IN_MESSAGES.running);
    const deadlineAt = deadlineOf(endsAt, values.graceMinutes);
    const [row] = await tx
      .insert(checkIns)
      .values({
        girlId: actor.girlId,
        bookingId: values.bookingId ?? null,
        guyId,
        clientName: guyId === null ? values.clientName : null,
        place: values.place,
        timeZone,
        endsAt,
        graceMinutes: values.graceMinutes,
        deadlineAt,
        screening,
      })
      .returning({ id: checkIns.id });
    await queueDeadline(tx, row!.id, deadlineAt);
    if (values.tellNow) {
      const facts = (await loadFacts(tx, [row!.id])).get(row!.id)!.facts;
      await deliverNotices(
        contacts.map((to) => ({ to, notice: startedNotice(facts) })),
        tx,
      );
    }
    return row!.id;
  });
  return (await checkInOf(actor, id))!;
}

/** Extend, "I'm safe" or "Help now" on one of her check-ins. */
export async function updateCheckIn(actor: Actor, id: number, patch: CheckInPatch): Promise<CheckInDto> {
  requireCheckInGirl(actor);
  const db = await getDb();
  const mine = and(eq(checkIns.id, id), eq(checkIns.girlId, actor.girlId));
  const [current] = await db
    .select({ state: checkIns.state, timeZone: checkIns.timeZone, graceMinutes: checkIns.graceMinutes })
    .from(checkIns)
    .where(mine)
    .limit(1);
  if (!current) throw new AppError('not_found');
  if (current.state === 'safe') throw new AppError('conflict', CHECK_IN_MESSAGES.over);
  await jobQueueReady();
  await db.transaction(async (tx) => {
    if (patch.action === 'extend') {
      const endsAt = endInstant(patch.endsAt, current.timeZone, '/data/attributes/endsAt');
      const deadlineAt = deadlineOf(endsAt, current.graceMinutes);
      // Only before the deadline passed: once it has, the alert is (being) sent.
      const [moved] = await tx
        .update(checkIns)
        .set({ endsAt, deadlineAt, round: sql`${checkIns.round} + 1`, lastActivityAt: sql`now()` })
        .where(and(mine, eq(checkIns.state, 'running'), sql`${checkIns.deadlineAt} > now()`))
        .returning({ id: checkIns.id });
      if (!moved) throw new AppError('conflict', CHECK_IN_MESSAGES.alreadyPassed);
      await queueDeadline(tx, id, deadlineAt);
    } else if (patch.action === 'help') {
      await alertClaimed(
        tx,
        sql`
          UPDATE check_ins SET state = 'alerted', round = round + 1, ended_at = now(), last_activity_at = now()
          WHERE id = ${id} AND girl_id = ${actor.girlId} AND state IN ('running', 'alerted')
          RETURNING id, round, now() AS due_at`,
        'urgent',
      );
    } else {
      const { rows } = await tx.execute<{ alerted: boolean }>(sql`
        UPDATE check_ins SET state = 'safe', ended_at = now(), last_activity_at = now()
        WHERE id = ${id} AND girl_id = ${actor.girlId} AND state IN ('running', 'alerted')
        RETURNING EXISTS (SELECT 1 FROM check_in_alerts WHERE check_in_id = ${id}) AS alerted`);
      if (rows.length === 0) throw new AppError('conflict', CHECK_IN_MESSAGES.over);
      if (rows[0]!.alerted) {
        const stageName = (await loadFacts(tx, [id])).get(id)!.facts.stageName;
        const contacts = (await activeContacts(tx, [actor.girlId])).get(actor.girlId) ?? [];
        await deliverNotices(
          contacts.map((to) => ({ to, notice: safeNotice(stageName) })),
          tx,
        );
      }
    }
  });
  return (await checkInOf(actor, id))!;
}
