import { pageMetadata } from '@/features/seo/share-metadata';
import { ReviewDetail } from '@/features/reviews/components/review-detail';
import { reviewHref } from '@/features/reviews/components/reviews-page';
import { getGirlReviewsCached, getReviewGirlByStageNameCached } from '@/features/reviews/queries';
import { isEnabled } from '@/server/flags';
import { noStaticParams, recordPage } from '@/lib/record-page';
import { segmentValue } from '@/lib/route-params';

type Props = { params: Promise<{ stage_name: string }> };

// Cached: rendered on first request, then kept until a write drops its tags (decision 022).
export const revalidate = 300;
export const dynamicParams = true;
export const generateStaticParams = noStaticParams;

const page = recordPage(
  ({ stage_name }: { stage_name: string }) => getReviewGirlByStageNameCached(segmentValue(stage_name)),
  (girl) =>
    pageMetadata({
      title: `${girl.stageName} reviews`,
      description: girl.synopsis ?? `Forum reviews of ${girl.stageName}, with links to the original threads.`,
      path: reviewHref(girl.stageName),
    }),
);
export const generateMetadata = page.generateMetadata;

export default async function ReviewPage({ params }: Props) {
  const girl = await page.load(params);
  const reviews = (await getGirlReviewsCached(girl.id)) ?? [];
  return <ReviewDetail girl={girl} reviews={reviews} reviewFormEnabled={isEnabled('guy-reviews-girl')} />;
}
