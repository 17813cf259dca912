import { Link } from '@/components/ui/link';
import { SectionCard } from '@/components/ui/section-card';
import type { GirlReview } from '../types';
import { GirlReviewFormIsland as GirlReviewForm } from './girl-review-form-island';
import { GirlReviewList } from './girl-review-list';

export function GirlReviewsSection({
  girlId,
  reviews,
  formEnabled,
  reviewPageHref,
}: {
  girlId: number;
  reviews: GirlReview[];
  /** The flag guy-reviews-girl: while off, no form (and the endpoints answer 404). */
  formEnabled: boolean;
  /** Her /review/{stage_name} page, linked from her profile when she has reviews. */
  reviewPageHref?: string;
}) {
  return (
    <SectionCard
      id="girl-reviews"
      title="Reviews"
      action={
        reviewPageHref && reviews.length > 0 ? (
          <Link href={reviewPageHref} className="text-sm font-medium text-accent-strong hover:underline">
            All reviews
          </Link>
        ) : null
      }
    >
      <div className="flex flex-col gap-5">
        {formEnabled ? <GirlReviewForm girlId={girlId} /> : null}
        <GirlReviewList reviews={reviews} />
      </div>
    </SectionCard>
  );
}
