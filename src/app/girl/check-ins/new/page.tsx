import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ForbiddenView } from '@/components/layout/forbidden-view';
import { signedInPageActor } from '@/features/accounts/page-access';
import { isCheckInGirl } from '@/features/check-ins/access';
import { CheckInForm } from '@/features/check-ins/components/check-in-form';
import { bookingPrefill, hasActiveContact, type CheckInPrefill } from '@/features/check-ins/queries';
import { TravelPageShell as PageShell } from '@/features/travels/components/travel-page-shell';
import { parseRecordId } from '@/lib/route-params';
import { isEnabled } from '@/server/flags';
import { isAppError } from '@/server/http/app-error';

export const metadata: Metadata = { title: 'Start a check-in', robots: { index: false } };

const NO_BOOKING: CheckInPrefill = { bookingId: null, place: '', client: null, endsAt: '', timeZone: null };

// /girl/check-ins/new[?booking=ID] – start a check-in (decision 048), prefilled from one of her bookings.
export default async function NewCheckInPage({ searchParams }: { searchParams: Promise<{ booking?: string }> }) {
  if (!isEnabled('check-ins')) notFound();
  const { booking } = await searchParams;
  const path = booking ? `/girl/check-ins/new?booking=${encodeURIComponent(booking)}` : '/girl/check-ins/new';
  const actor = await signedInPageActor(path);
  if (!isCheckInGirl(actor)) {
    return (
      <PageShell title="Start a check-in">
        <ForbiddenView />
      </PageShell>
    );
  }
  const bookingId = booking ? parseRecordId(booking) : null;
  if (booking && bookingId === null) notFound();
  const [prefill, hasContacts] = await Promise.all([
    bookingId === null
      ? NO_BOOKING
      : bookingPrefill(actor, bookingId).catch((error: unknown) => {
          if (isAppError(error) && error.status === 404) notFound();
          throw error;
        }),
    hasActiveContact(actor),
  ]);
  return (
    <PageShell
      title="Start a check-in"
      description={
        bookingId === null
          ? 'For a session without a booking. Nothing is sent unless you choose “Tell them now”, or miss the check-in.'
          : 'From your booking. Nothing is sent unless you choose “Tell them now”, or miss the check-in.'
      }
    >
      <CheckInForm prefill={prefill} hasContacts={hasContacts} />
    </PageShell>
  );
}
