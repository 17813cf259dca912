'use client';

import { useEffect, useState } from 'react';
import { useSession } from '@/components/session/session-context';
import { apiJson } from '@/lib/api-client';
import type { PollResults } from '../results';
import { PollCard, type PollCardProps } from './poll-card';

type ViewerPoll = { data: { attributes: PollResults }; meta: { canVote: boolean } };

/** Public tallies from the server; the viewer's vote from the API. Until then the card keeps its size. */
export function PollIsland({ poll }: { poll: PollResults }) {
  const session = useSession();
  const [viewer, setViewer] = useState<PollCardProps | null>(null);
  const signedIn = session.status === 'signed-in';

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    apiJson<ViewerPoll>(`/api/v1/poll-votes?poll=${encodeURIComponent(poll.key)}`)
      .then((document) => ({
        poll: document.data.attributes,
        mode: document.meta.canVote ? ('vote' as const) : ('results' as const),
      }))
      // The public tallies still answer the question when the viewer's own call fails.
      .catch(() => ({ poll, mode: 'results' as const }))
      .then((next) => {
        if (live) setViewer(next);
      });
    return () => {
      live = false;
    };
  }, [signedIn, poll]);

  if (session.status === 'visitor') return <PollCard poll={poll} mode="sign-in" />;
  if (viewer) return <PollCard key={viewer.mode} {...viewer} />;
  return (
    <div aria-hidden="true" className="invisible" data-session="loading">
      <PollCard poll={poll} mode="results" />
    </div>
  );
}
