import type { Metadata } from 'next';
import { GirlBookingList } from '@/features/bookings/components/booking-lists';
import { toBookingCardData } from '@/features/bookings/card-data';
import { pageOfGirlBookings } from '@/features/bookings/queries';
import { Pagination } from '@/components/ui/pagination';
import { pageParam } from '@/lib/page-param';
import { TravelPageShell as PageShell } from '@/features/travels/components/travel-page-shell';
import { signedInPageActor } from '@/features/accounts/page-access';
import { ForbiddenView } from '@/components/layout/forbidden-view';
import { NEW_CHECK_IN_PATH } from '@/features/check-ins/components/safety-card';
import { isEnabled } from '@/server/flags';

export const metadata: Metadata = { title: 'My Bookings' };

export default async function GirlBookingsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await signedInPageActor('/girl/bookings');
  if (!actor.girlId) {
    return (
      <PageShell title="My Bookings">
        <ForbiddenView />
      </PageShell>
    );
  }
  const { bookings, page, hasNext } = await pageOfGirlBookings(actor, pageParam((await searchParams).page));
  return (
    <PageShell
      title="My Bookings"
      description="Booking requests from clients. Requests from someone in the timewaster database are flagged."
    >
      <GirlBookingList
        key={page}
        bookings={bookings.map(toBookingCardData)}
        checkInPath={isEnabled('check-ins') ? NEW_CHECK_IN_PATH : undefined}
      />
      {page > 1 || hasNext ? (
        <Pagination page={page} hasNext={hasNext} getHref={(n) => `?page=${n}`} label="Booking pages" />
      ) : null}
    </PageShell>
  );
}
