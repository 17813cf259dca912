import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AiChatLinks } from '@/features/bookings/components/ai-chat-links';
import { BookingForm } from '@/features/bookings/components/booking-form';
import { getBookableGirl } from '@/features/bookings/queries';
import { bookingPlaces } from '@/features/bookings/session-place';
import { FollowButton } from '@/features/follows/components/follow-button';
import { isFollowing } from '@/features/follows/service';
import { TipButton } from '@/features/tips/components/tip-button';
import { segmentValue } from '@/lib/route-params';
import { getActor } from '@/server/auth/actor';
import { isEnabled } from '@/server/flags';

export const metadata: Metadata = { title: 'Book a session', robots: { index: false } };

/** The booking form for one girl (the profile page's Book button leads here). */
export default async function BookGirlPage({ params }: { params: Promise<{ stageName: string }> }) {
  const stageName = segmentValue((await params).stageName);
  const [actor, girl] = await Promise.all([getActor(), getBookableGirl(stageName)]);
  if (!girl) notFound();
  const viewerKind = actor.kind;
  const [following, places] = await Promise.all([
    isFollowing(actor, girl.id),
    viewerKind === 'guy' ? bookingPlaces(girl.id) : null,
  ]);
  const props = { girlId: girl.id, stageName: girl.stageName, viewerKind };
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12">
      <div className="flex flex-col gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">Book {girl.stageName}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <FollowButton {...props} initialFollowing={following} />
          {isEnabled('tips-page') ? <TipButton {...props} /> : null}
          <AiChatLinks stageName={girl.stageName} viewerKind={viewerKind} />
        </div>
      </div>
      <BookingForm {...props} places={places ?? undefined} />
    </div>
  );
}
