import type { Metadata } from 'next';
import { pageMetadata } from '@/features/seo/share-metadata';
import { notFound } from 'next/navigation';
import { ReviewDetail } from '@/features/reviews/components/review-detail';
import { reviewHref } from '@/features/reviews/components/reviews-page';
import { getGirlReviewsCached, getReviewGirlByStageNameCached } from '@/features/reviews/queries';
import { isEnabled } from '@/server/flags';
import { segmentValue } from '@/lib/route-params';

type Props = { params: Promise<{ stage_name: string }> };

// Cached: rendered on first request, then kept until a write drops its tags (decision 022).
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams(): Array<Record<string, string>> {
  return [];
}

async function load(params: Props['params']) {
  const { stage_name: stageName } = await params;
  return getReviewGirlByStageNameCached(segmentValue(stageName));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const girl = await load(params);
  if (!girl) return { title: 'Not found - 404' };
  return pageMetadata({
    title: `${girl.stageName} reviews`,
    description: girl.synopsis ?? `Forum reviews of ${girl.stageName}, with links to the original threads.`,
    path: reviewHref(girl.stageName),
  });
}

export default async function ReviewPage({ params }: Props) {
  const girl = await load(params);
  if (!girl) notFound();
  const reviews = (await getGirlReviewsCached(girl.id)) ?? [];
  return <ReviewDetail girl={girl} reviews={reviews} reviewFormEnabled={isEnabled('guy-reviews-girl')} />;
}
