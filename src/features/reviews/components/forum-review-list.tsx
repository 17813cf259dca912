import { ExternalLink } from 'lucide-react';
import type { ForumReviewLink } from '../types';
import { ViewerTime } from '@/components/viewer-time';

/** Links to the forum threads, with their titles and dates. */
export function ForumReviewList({ reviews, limit }: { reviews: readonly ForumReviewLink[]; limit?: number }) {
  const shown = limit ? reviews.slice(0, limit) : reviews;
  return (
    <ul className="flex flex-col gap-2">
      {shown.map((review) => (
        <li key={review.id} className="flex flex-col gap-0.5 text-sm">
          <a
            href={review.url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="relative z-10 inline-flex items-start gap-1 font-medium text-accent-strong hover:underline"
          >
            <span className="line-clamp-2 user-text">{review.title}</span>
            <ExternalLink aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          </a>
          <time dateTime={review.createdAt} className="text-xs text-muted-foreground">
            <ViewerTime value={review.createdAt} date />
          </time>
        </li>
      ))}
      {limit && reviews.length > limit ? (
        <li className="text-xs text-muted-foreground">+ {reviews.length - limit} more</li>
      ) : null}
    </ul>
  );
}
