'use client';

import dynamic from 'next/dynamic';

// The reviews and girls-only comments sections carry their forms (schema, react-hook-form): they
// are shown only to signed-in viewers, after the cached page has loaded (decision 022), so they
// are not part of its first-load JavaScript.
export const LazyClientReviews = dynamic(() => import('./client-reviews').then((m) => m.ClientReviews), {
  ssr: false,
});
export const LazyGirlsOnlyComments = dynamic(() => import('./girls-only-comments').then((m) => m.GirlsOnlyComments), {
  ssr: false,
});
