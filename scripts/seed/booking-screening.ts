import 'server-only';
import { and, asc, eq, ne } from 'drizzle-orm';
import { bookings, guys, timewasterEmails, timewasters, user } from '@/server/db/schema';
import type { SeedContext } from './context';
import { CANARY_TIMEWASTER } from './demo-accounts';
import type { SeededGirl } from './girls';
import { sealedEmailColumns } from '@/server/sealed-contacts';

/**
 * So the demo shows a flagged booking request: the guy behind the demo girl's first booking is
 * put in the timewaster database (his e-mail added to one of her approved reports). Runs after
 * bookings and timewasters. The canary report is left alone: its values must stay unique.
 */
export async function seedScreeningMatch(ctx: SeedContext, girls: readonly SeededGirl[]): Promise<void> {
  const demoGirl = girls[0]!;
  const [booking] = await ctx.tx
    .select({ email: user.email })
    .from(bookings)
    .innerJoin(guys, eq(guys.id, bookings.guyId))
    .innerJoin(user, eq(user.id, guys.userId))
    .where(eq(bookings.girlId, demoGirl.id))
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
  if (!booking || !report) return;
  // Timestamps from the data, not the clock: the seed gives the same rows every run.
  await ctx.tx
    .insert(timewasterEmails)
    .values({
      timewasterId: report.id,
      ...sealedEmailColumns(booking.email.toLowerCase()),
      createdAt: report.createdAt,
    })
    .onConflictDoNothing();
}
