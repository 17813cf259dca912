import { MapPin, MessageSquareText } from 'lucide-react';
import { toPictureData } from '@/lib/media';
import { Container } from '@/components/layout/container';
import { ProfileHeader, ProfilePortrait } from '@/components/profile/profile-header';
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
      <ProfileHeader
        portrait={<ProfilePortrait picture={picture} alt={`${girl.stageName}'s profile picture`} frame="portrait" />}
        eyebrow="Reviews"
        title={girl.stageName}
      >
        {location ? (
          <p className="flex items-center gap-1 text-muted-foreground">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {location}
          </p>
        ) : null}
        {girl.synopsis ? <p className="text-lg">{girl.synopsis}</p> : null}
      </ProfileHeader>
      <SectionCard id="review-text" title="Review">
        <p className="whitespace-pre-line user-text">
          {girl.review || 'No review summary yet: read the forum threads below.'}
        </p>
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
