'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useSession, viewerKindOf } from '@/components/session/session-context';
import { AiChatLinks } from '@/features/bookings/components/ai-chat-links';
import { BookButton } from '@/features/bookings/components/book-button';
import { FollowButton } from '@/features/follows/components/follow-button';
import { showsTipButton } from '@/features/profile-actions/props';
import { apiJson } from '@/lib/api-client';

// The tip dialog carries a form (zod, react-hook-form) and a dialog: loaded only for a signed-in
// viewer with the flag on, never in the profile's first load.
const TipButton = dynamic(() => import('@/features/tips/components/tip-button').then((m) => m.TipButton), {
  ssr: false,
});

export interface ProfileActionsIslandProps {
  girlId: number;
  stageName: string;
  /** Spec §6 tips-page (a global flag, decided on the server). */
  tipsEnabled: boolean;
}

/**
 * The viewer's buttons on a girl's cached profile (decision 022): Follow, Book, Tip and the AI chat
 * links. Who is looking comes from GET /session, a guy's Follow state from GET /follow?girl_id=.
 * Until both are known, an empty row of the buttons' height stands in, so nothing wrong flashes.
 */
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
