'use client';

import dynamic from 'next/dynamic';
import { useSession } from '@/components/session/session-context';

/** Not in the cached page's first-load JavaScript. */
const GirlReviewForm = dynamic(() => import('./girl-review-form').then((m) => m.GirlReviewForm), {
  ssr: false,
});

/** Only a signed-in guy can be eligible: for anyone else neither the code nor the question loads (decision 038). */
export function GirlReviewFormIsland({ girlId }: { girlId: number }) {
  const session = useSession();
  if (session.status !== 'signed-in' || session.session.guy_id === null) return null;
  return <GirlReviewForm girlId={girlId} />;
}
