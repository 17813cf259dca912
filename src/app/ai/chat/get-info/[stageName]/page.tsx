import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { toChatProfile } from '@/features/ai-chat/chat-profile';
import { ChatPage } from '@/features/ai-chat/components/chat-page';
import { ChatPanel } from '@/features/ai-chat/components/chat-panel';
import { suggestedQuestions } from '@/features/ai-chat/info-answers';
import { getPublicProfileCached } from '@/features/girls/profile-queries';
import { segmentValue } from '@/lib/route-params';
import { isEnabled } from '@/server/flags';

export const metadata: Metadata = { title: 'Ask AI', robots: { index: false } };

// /ai/chat/get-info/{stageName} – spec §2: for visitors (anyone), behind the flag.
export default async function GetInfoChatPage({ params }: { params: Promise<{ stageName: string }> }) {
  if (!isEnabled('ai-chat-book-girl-button')) notFound();
  const view = await getPublicProfileCached(segmentValue((await params).stageName));
  if (!view) notFound();
  const profile = toChatProfile(view);
  return (
    <ChatPage title={`Ask AI about ${profile.stageName}`} profile={profile} pictureUrl={view.pictureUrl}>
      <ChatPanel
        mode="info"
        stageName={profile.stageName}
        greeting={`Hi! I answer questions about ${profile.stageName} from her public profile: services, travels, stats and how to book her.`}
        suggestions={suggestedQuestions(profile)}
      />
    </ChatPage>
  );
}
