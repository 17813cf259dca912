import 'server-only';
import { and, asc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { bookings, girls as girlsTable, guys, safetyAlerts, timewasters, travels } from '@/server/db/schema';
import { refreshGuyContacts, sealGuyPhone } from '@/server/guy-contacts';
import { insertAccounts } from './accounts';
import { insertRows, type SeedContext } from './context';
import { CANARY_TIMEWASTER, EXPIRY_EXAMPLES } from './demo-accounts';
import type { SeededGirl } from './girls';
import { daysFromNow } from './random';
import { ALERT_E2E_GIRL, ALERT_E2E_GUY, ALERT_E2E_REPORTER } from './safety-alerts-data';

// Safety alerts (docs/decisions/043) for three vetted girls who are not demo logins (the
// journeys read demo_girl's dashboard): already mailed, two still unseen, one seen. The seeded
// entries were approved days ago (seedTimewasters): none is new to the daily job.

export async function seedSafetyAlerts(ctx: SeedContext, girls: readonly SeededGirl[]): Promise<void> {
  const alerted = girls.filter((g) => g.state === 'visible').slice(2, 5);
  const entries = await ctx.tx
    .select({ id: timewasters.id, girlId: timewasters.girlId })
    .from(timewasters)
    .where(
      and(
        eq(timewasters.approved, true),
        isNotNull(timewasters.girlId),
        ne(timewasters.name, CANARY_TIMEWASTER.name),
        ne(timewasters.name, EXPIRY_EXAMPLES.expired),
      ),
    )
    .orderBy(asc(timewasters.id))
    .limit(10);
  const ids = alerted.map((g) => g.id);
  const [theirBookings, theirTravels] = await Promise.all([
    ctx.tx
      .select({ id: bookings.id, girlId: bookings.girlId })
      .from(bookings)
      .where(inArray(bookings.girlId, ids))
      .orderBy(asc(bookings.id)),
    ctx.tx
      .select({ id: travels.id, girlId: travels.girlId })
      .from(travels)
      .where(inArray(travels.girlId, ids))
      .orderBy(asc(travels.id)),
  ]);
  const rows = alerted.map((girl, index) => {
    const entry = entries.filter((e) => e.girlId !== girl.id)[index]!;
    const booking = theirBookings.find((b) => b.girlId === girl.id);
    const travel = theirTravels.find((t) => t.girlId === girl.id);
    const at = daysFromNow(-(index + 1), 14);
    return {
      girlId: girl.id,
      timewasterId: entry.id,
      matchedBy: booking || !travel ? ('booking' as const) : ('travel' as const),
      bookingId: booking?.id ?? null,
      travelId: booking ? null : (travel?.id ?? null),
      createdAt: at,
      emailedAt: at,
      seenAt: index === 2 ? daysFromNow(0, 9) : null,
    };
  });
  await insertRows(ctx, 'safety_alerts', safetyAlerts, rows);
}

/** The e2e's girl, her reporting colleague and the guy who asked her for a session ten days ago. */
export async function seedSafetyAlertAccounts(ctx: SeedContext): Promise<void> {
  const created = daysFromNow(-120);
  const ids = await insertAccounts(ctx, [
    { ...pick(ALERT_E2E_GIRL), roles: ['girl'], createdAt: created },
    { ...pick(ALERT_E2E_REPORTER), roles: ['girl'], createdAt: created },
    { ...pick(ALERT_E2E_GUY), roles: ['guy'], createdAt: created },
  ]);
  const [girlId] = await insertRows(
    ctx,
    'girls',
    girlsTable,
    [ALERT_E2E_GIRL, ALERT_E2E_REPORTER].map((g) => ({
      userId: ids.get(g.username)!,
      name: g.name,
      username: g.username,
      stageName: g.stageName,
      email: g.email,
      city: 'Las Vegas',
      state: 'NV',
      country: 'United States',
      matsideGirl: true,
      profileApproved: true,
      profilePicApproved: true,
      girlShowProfile: false,
      createdAt: created,
      updatedAt: created,
    })),
  );
  const [guyId] = await insertRows(ctx, 'guys', guys, [
    {
      userId: ids.get(ALERT_E2E_GUY.username)!,
      username: ALERT_E2E_GUY.username,
      name: ALERT_E2E_GUY.name,
      email: ALERT_E2E_GUY.email,
      phoneSealed: sealGuyPhone(ALERT_E2E_GUY.phone),
      city: 'Las Vegas',
      state: 'NV',
      country: 'United States',
      firstLogin: false,
      createdAt: created,
      updatedAt: created,
    },
  ]);
  await refreshGuyContacts(ctx.tx, [guyId!]);
  await insertRows(ctx, 'bookings', bookings, [
    {
      girlId: girlId!,
      guyId: guyId!,
      dateTimeAvailable: daysFromNow(12, 19),
      timeZone: 'America/Los_Angeles',
      sessionLocation: 'Las Vegas',
      sessionLength: '1 hour',
      desiredSessionType: 'Safety alert e2e: submission wrestling',
      createdAt: daysFromNow(-10),
      updatedAt: daysFromNow(-10),
    },
  ]);
}

function pick(account: { username: string; email: string; name: string }) {
  return { username: account.username, email: account.email, name: account.name };
}
