'use client';

import dynamic from 'next/dynamic';
import { useSession } from '@/components/session/session-context';

/**
 * The review form (schema, react-hook-form) loaded after the cached page, not in its first-load
 * JavaScript; it asks its eligibility itself and renders nothing until the answer says so.
 */
const GirlReviewForm = dynamic(() => import('./girl-review-form').then((m) => m.GirlReviewForm), {
  ssr: false,
});

/**
 * Only a signed-in guy can be eligible (everyone else's answer is "no form, no reason"), so for
 * visitors, girls and moderators without a guy profile neither the form's code (zod,
 * react-hook-form) nor GET …/reviews/eligibility is loaded (docs/decisions/038-main-thread-work.md).
 */
export function GirlReviewFormIsland({ girlId }: { girlId: number }) {
  const session = useSession();
  if (session.status !== 'signed-in' || session.session.guy_id === null) return null;
  return <GirlReviewForm girlId={girlId} />;
}
