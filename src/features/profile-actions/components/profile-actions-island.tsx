'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useSession, viewerKindOf } from '@/components/session/session-context';
import { AiChatLinks } from '@/features/bookings/components/ai-chat-links';
import { BookButton } from '@/features/bookings/components/book-button';
import { FollowButton } from '@/features/follows/components/follow-button';
import { showsTipButton } from '@/features/profile-actions/props';
import { apiJson } from '@/lib/api-client';

// Loaded only for a signed-in viewer with the flag on.
const TipButton = dynamic(() => import('@/features/tips/components/tip-button').then((m) => m.TipButton), {
  ssr: false,
});

export interface ProfileActionsIslandProps {
  girlId: number;
  stageName: string;
  tipsEnabled: boolean;
}

/** Decision 022: who is looking comes from GET /session; until then an empty row holds the place. */
export function ProfileActionsIsland({ girlId, stageName, tipsEnabled }: ProfileActionsIslandProps) {
  const session = useSession();
  const viewerKind = viewerKindOf(session);
  const [following, setFollowing] = useState<boolean | null>(null);

  useEffect(() => {
    if (viewerKind !== 'guy') return;
    let live = true;
    apiJson<{ follow: { following: boolean } }>(`/follow?girl_id=${girlId}`)
      .then((document) => document.follow.following)
      .catch(() => false)
      .then((value) => {
        if (live) setFollowing(value);
      });
    return () => {
      live = false;
    };
  }, [viewerKind, girlId]);

  if (viewerKind === null || (viewerKind === 'guy' && following === null)) {
    return <span aria-hidden="true" data-session="loading" className="inline-block h-10 w-48" />;
  }
  const props = { girlId, stageName, viewerKind };
  return (
    <>
      <FollowButton {...props} initialFollowing={following ?? false} />
      <BookButton {...props} />
      {showsTipButton(session, girlId, tipsEnabled) ? <TipButton {...props} /> : null}
      <AiChatLinks stageName={stageName} viewerKind={viewerKind} />
    </>
  );
}
