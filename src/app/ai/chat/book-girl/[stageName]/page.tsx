import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { bookingGreeting } from '@/features/ai-chat/booking-prompts';
import { toChatProfile } from '@/features/ai-chat/chat-profile';
import { ChatPage } from '@/features/ai-chat/components/chat-page';
import { ChatPanel } from '@/features/ai-chat/components/chat-panel';
import { loginHref } from '@/features/accounts/login-href';
import { getPublicProfileCached } from '@/features/girls/profile-queries';
import { segmentValue } from '@/lib/route-params';
import { getActor } from '@/server/auth/actor';
import { can } from '@/server/auth/permissions';
import { isEnabled } from '@/server/flags';
import { ForbiddenView } from '@/components/layout/forbidden-view';

export const metadata: Metadata = { title: 'Book with AI chat', robots: { index: false } };

// /ai/chat/book-girl/{stageName} – spec §2: signed-in guys, behind the flag.
export default async function BookGirlChatPage({ params }: { params: Promise<{ stageName: string }> }) {
  if (!isEnabled('ai-chat-book-girl-button')) notFound();
  const segment = (await params).stageName;
  const [actor, view] = await Promise.all([getActor(), getPublicProfileCached(segmentValue(segment))]);
  if (!view) notFound();
  if (actor.kind === 'visitor') redirect(loginHref(`/ai/chat/book-girl/${encodeURIComponent(view.stageName)}`));
  const profile = toChatProfile(view);
  return (
    <ChatPage title={`Book ${profile.stageName} with AI chat`} profile={profile} pictureUrl={view.pictureUrl}>
      {can(actor, 'booking:write') ? (
        <ChatPanel mode="book" stageName={profile.stageName} greeting={bookingGreeting(profile)} suggestions={[]} />
      ) : (
        <ForbiddenView />
      )}
    </ChatPage>
  );
}
