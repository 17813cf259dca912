'use client';

import { AuthorAvatar } from '@/components/media/author-avatar';
import type { GirlReview } from '../types';
import { ViewerTime } from '@/components/viewer-time';

/** Spec §3 "Review of a girl". A client component so the RSC payload carries props, not trees (decision 038). */
export function GirlReviewList({ reviews }: { reviews: GirlReview[] }) {
  if (reviews.length === 0) return <p className="text-sm text-muted-foreground">No reviews yet.</p>;
  return (
    <ul aria-label="Reviews from clients" className="flex flex-col gap-4">
      {reviews.map((review) => (
        <li key={review.id} className="flex flex-col gap-1.5">
          <div className="flex items-center gap-2 text-sm">
            <AuthorAvatar picture={review.author.avatar} />
            <span className="font-medium">{review.author.name}</span>
            <span className="text-muted-foreground">
              <ViewerTime value={review.publishedAt} date />
              {review.editedAt ? (
                <>
                  {' · edited '}
                  <ViewerTime value={review.editedAt} date />
                </>
              ) : null}
            </span>
          </div>
          <p className="text-sm whitespace-pre-line user-text">{review.content}</p>
        </li>
      ))}
    </ul>
  );
}
