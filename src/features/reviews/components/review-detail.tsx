import { MapPin, MessageSquareText, UserRound } from 'lucide-react';
import { ResponsiveImage } from '@/components/media/responsive-image';
import { toPictureData } from '@/lib/media';
import { Container } from '@/components/layout/container';
import { SectionCard } from '@/components/ui/section-card';
import { EmptyState } from '@/components/ui/empty-state';
import { girlLocation } from '@/features/girls/components/girl-card';
import type { GirlReview, ReviewGirlDetail } from '../types';
import { GirlReviewsSection } from './girl-reviews-section';
import { ForumReviewList } from './forum-review-list';

/** /review/{stage_name}: picture, synopsis, review text and the forum threads. */
export function ReviewDetail({
  girl,
  reviews,
  reviewFormEnabled,
}: {
  girl: ReviewGirlDetail;
  /** Guys' reviews of her on the site (spec §3 Review of a girl). */
  reviews: GirlReview[];
  reviewFormEnabled: boolean;
}) {
  const location = girlLocation(girl);
  const picture = girl.picture ?? toPictureData(girl.pictureUrl, null, { fallbackSize: { width: 400, height: 500 } });
  return (
    <Container className="flex max-w-4xl flex-col gap-6 py-8 sm:py-10">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <div className="relative aspect-[4/5] w-40 shrink-0 overflow-hidden rounded-card border border-border bg-surface-muted sm:w-48">
          {picture ? (
            <ResponsiveImage
              picture={picture}
              alt={`${girl.stageName}'s profile picture`}
              sizes="(min-width: 640px) 192px, 160px"
              priority
              className="absolute inset-0 size-full object-cover"
            />
          ) : (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 p-2 text-center text-muted-foreground">
              <UserRound aria-hidden="true" className="size-10 opacity-50" />
              <p className="text-xs">Profile has no picture.</p>
            </div>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <p className="text-sm font-medium tracking-wide text-muted-foreground uppercase">Reviews</p>
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{girl.stageName}</h1>
          {location ? (
            <p className="flex items-center gap-1 text-muted-foreground">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {location}
            </p>
          ) : null}
          {girl.synopsis ? <p className="text-lg">{girl.synopsis}</p> : null}
        </div>
      </div>
      <SectionCard id="review-text" title="Review">
        <p className="whitespace-pre-line">{girl.review || 'No review summary yet: read the forum threads below.'}</p>
      </SectionCard>
      <GirlReviewsSection girlId={girl.id} reviews={reviews} formEnabled={reviewFormEnabled} />
      <SectionCard id="forum-reviews" title="Forum reviews">
        {girl.forumReviews.length === 0 ? (
          <EmptyState icon={MessageSquareText} title="No reviews yet." />
        ) : (
          <ForumReviewList reviews={girl.forumReviews} />
        )}
      </SectionCard>
    </Container>
  );
}
