import 'server-only';
import { AiChatLinks } from '@/features/bookings/components/ai-chat-links';
import { BookButton } from '@/features/bookings/components/book-button';
import { FollowButton } from '@/features/follows/components/follow-button';
import { isFollowing } from '@/features/follows/service';
import { TipButton } from '@/features/tips/components/tip-button';
import { getActor } from '@/server/auth/actor';
import { isEnabled } from '@/server/flags';

export interface ProfileActionsProps {
  girlId: number;
  stageName: string;
}

/**
 * The viewer's buttons on a public profile: Follow, Book, Tip and the AI chat links behind their
 * flags. They depend on who is looking, so they are read per request while the profile's own data
 * stays cached.
 */
export async function ProfileActions({ girlId, stageName }: ProfileActionsProps) {
  const actor = await getActor();
  const viewerKind = actor.kind;
  const following = await isFollowing(actor, girlId);
  const props = { girlId, stageName, viewerKind };
  return (
    <>
      <FollowButton {...props} initialFollowing={following} />
      <BookButton {...props} />
      {/* Spec §6: the tip flow is behind tips-page (and the button behind the payment flag). */}
      {isEnabled('tips-page') ? <TipButton {...props} /> : null}
      <AiChatLinks stageName={stageName} viewerKind={viewerKind} />
    </>
  );
}
