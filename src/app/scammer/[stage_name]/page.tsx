import { pageMetadata } from '@/features/seo/share-metadata';
import { CommentsSection } from '@/features/comments/components/comments-section';
import { ScammerDetail } from '@/features/scammers/components/scammer-detail';
import { scammerHref } from '@/features/scammers/components/scammer-card';
import { getScammerByStageNameCached } from '@/features/scammers/queries';
import { noStaticParams, recordPage } from '@/lib/record-page';
import { segmentValue } from '@/lib/route-params';

type Props = { params: Promise<{ stage_name: string }> };

// Cached: rendered on first request, then kept until a write drops its tags (decision 022).
export const revalidate = 300;
export const dynamicParams = true;
export const generateStaticParams = noStaticParams;

const page = recordPage(
  ({ stage_name }: { stage_name: string }) => getScammerByStageNameCached(segmentValue(stage_name)),
  (scammer) =>
    pageMetadata({
      title: `Scammer: ${scammer.stageName}`,
      description: scammer.headline
        ? `Scammer! ${scammer.headline}`
        : `${scammer.stageName} is listed as a scammer on Matside.`,
      path: scammerHref(scammer.stageName),
    }),
);
export const generateMetadata = page.generateMetadata;

export default async function ScammerPage({ params }: Props) {
  const scammer = await page.load(params);
  return (
    <ScammerDetail
      scammer={scammer}
      comments={<CommentsSection thread="scammer" subjectId={scammer.id} returnTo={scammerHref(scammer.stageName)} />}
    />
  );
}
