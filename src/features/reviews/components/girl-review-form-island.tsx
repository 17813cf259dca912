'use client';

import dynamic from 'next/dynamic';

/**
 * The review form (schema, react-hook-form) loaded after the cached page, not in its first-load
 * JavaScript; it asks its eligibility itself and renders nothing until the answer says so.
 */
export const GirlReviewFormIsland = dynamic(() => import('./girl-review-form').then((m) => m.GirlReviewForm), {
  ssr: false,
});
