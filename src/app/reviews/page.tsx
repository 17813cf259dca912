import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ReviewsPage } from '@/features/reviews/components/reviews-page';
import { listReviewGirlsCached } from '@/features/reviews/queries';

export const metadata: Metadata = {
  title: 'Reviews',
  description:
    'Forum reviews of session wrestlers and fighters, collected on Matside with links to the original threads.',
  alternates: { canonical: '/reviews' },
};

export default async function Reviews() {
  // Read the database per request (cached), never at build time.
  await connection();
  return <ReviewsPage girls={await listReviewGirlsCached()} />;
}
