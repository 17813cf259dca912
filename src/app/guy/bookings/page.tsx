import type { Metadata } from 'next';
import { GuyBookingList } from '@/features/bookings/components/booking-lists';
import { listGuyBookings } from '@/features/bookings/queries';
import { TravelPageShell as PageShell } from '@/features/travels/components/travel-page-shell';
import { signedInPageActor } from '@/features/accounts/page-access';
import { ForbiddenView } from '@/components/layout/forbidden-view';

export const metadata: Metadata = { title: 'My Bookings' };

export default async function GuyBookingsPage() {
  const actor = await signedInPageActor('/guy/bookings');
  if (!actor.guyId) {
    return (
      <PageShell title="My Bookings">
        <ForbiddenView />
      </PageShell>
    );
  }
  const bookings = await listGuyBookings(actor);
  return (
    <PageShell title="My Bookings" description="The booking requests you sent.">
      <GuyBookingList bookings={bookings} />
    </PageShell>
  );
}
