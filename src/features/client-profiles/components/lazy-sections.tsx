'use client';

import dynamic from 'next/dynamic';

// Their forms load only for signed-in viewers, after the cached page (decision 022).
export const LazyClientReviews = dynamic(() => import('./client-reviews').then((m) => m.ClientReviews), {
  ssr: false,
});
export const LazyGirlsOnlyComments = dynamic(() => import('./girls-only-comments').then((m) => m.GirlsOnlyComments), {
  ssr: false,
});
