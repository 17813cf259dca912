import 'server-only';
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import { bookings, guys, timewasterPhones, timewasters } from '@/server/db/schema';
import { openGuyPhone } from '@/server/guy-contacts';
import { normalizePhone, phoneDigits } from '@/lib/contact-normalize';
import type { SeedContext } from './context';
import { CANARY_TIMEWASTER } from './demo-accounts';
import type { SeededGirl } from './girls';
import { sealedPhoneColumns } from '@/server/sealed-contacts';

/**
 * So the demo shows a flagged booking request: the guy behind the demo girl's first booking from a
 * guy with a phone is put in the timewaster database (his phone added to one of her approved
 * reports; his phone, not his e-mail, so that no listed contact is also an account's clear
 * address). Runs after bookings and timewasters. The canary report is left alone: its values must
 * stay unique.
 */
export async function seedScreeningMatch(ctx: SeedContext, girls: readonly SeededGirl[]): Promise<void> {
  const demoGirl = girls[0]!;
  const [booking] = await ctx.tx
    .select({ phoneSealed: guys.phoneSealed })
    .from(bookings)
    .innerJoin(guys, eq(guys.id, bookings.guyId))
    .where(and(eq(bookings.girlId, demoGirl.id), isNotNull(guys.phoneSealed)))
    .orderBy(asc(bookings.id))
    .limit(1);
  const [report] = await ctx.tx
    .select({ id: timewasters.id, createdAt: timewasters.createdAt })
    .from(timewasters)
    .where(
      and(
        eq(timewasters.girlId, demoGirl.id),
        eq(timewasters.approved, true),
        ne(timewasters.name, CANARY_TIMEWASTER.name),
      ),
    )
    .orderBy(asc(timewasters.id))
    .limit(1);
  const phone = booking && openGuyPhone(booking.phoneSealed);
  if (!phone || !report) return;
  // Timestamps from the data, not the clock: the seed gives the same rows every run.
  await ctx.tx
    .insert(timewasterPhones)
    .values({
      timewasterId: report.id,
      ...sealedPhoneColumns(normalizePhone(phone) ?? phoneDigits(phone)),
      createdAt: report.createdAt,
    })
    .onConflictDoNothing();
}
