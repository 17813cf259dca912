import type { Metadata } from 'next';
import { pageMetadata } from '@/features/seo/share-metadata';
import { ReviewsPage } from '@/features/reviews/components/reviews-page';
import { listReviewGirlsCached } from '@/features/reviews/queries';
import { isBuildShell } from '@/server/build-phase';

export const metadata: Metadata = pageMetadata({
  title: 'Reviews',
  description:
    'Forum reviews of session wrestlers and fighters, collected on Matside with links to the original threads.',
  path: '/reviews',
});

// Cached (decision 022): tag 'reviews'. The build renders an empty shell the server drops at start.
export const revalidate = 300;

export default async function Reviews() {
  if (await isBuildShell()) return null;
  return <ReviewsPage girls={await listReviewGirlsCached()} />;
}
