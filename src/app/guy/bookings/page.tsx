import type { Metadata } from 'next';
import { GuyBookingList } from '@/features/bookings/components/booking-lists';
import { toBookingCardData } from '@/features/bookings/card-data';
import { pageOfGuyBookings } from '@/features/bookings/queries';
import { Pagination } from '@/components/ui/pagination';
import { pageParam } from '@/lib/page-param';
import { TravelPageShell as PageShell } from '@/features/travels/components/travel-page-shell';
import { signedInPageActor } from '@/features/accounts/page-access';
import { ForbiddenView } from '@/components/layout/forbidden-view';

export const metadata: Metadata = { title: 'My Bookings' };

export default async function GuyBookingsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await signedInPageActor('/guy/bookings');
  if (!actor.guyId) {
    return (
      <PageShell title="My Bookings">
        <ForbiddenView />
      </PageShell>
    );
  }
  const { bookings, page, hasNext } = await pageOfGuyBookings(actor, pageParam((await searchParams).page));
  return (
    <PageShell title="My Bookings" description="The booking requests you sent.">
      <GuyBookingList key={page} bookings={bookings.map(toBookingCardData)} />
      {page > 1 || hasNext ? (
        <Pagination page={page} hasNext={hasNext} getHref={(n) => `?page=${n}`} label="Booking pages" />
      ) : null}
    </PageShell>
  );
}
