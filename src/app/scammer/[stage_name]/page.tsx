import type { Metadata } from 'next';
import { pageMetadata } from '@/features/seo/share-metadata';
import { notFound } from 'next/navigation';
import { CommentsSection } from '@/features/comments/components/comments-section';
import { ScammerDetail } from '@/features/scammers/components/scammer-detail';
import { scammerHref } from '@/features/scammers/components/scammer-card';
import { getScammerByStageNameCached } from '@/features/scammers/queries';
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
  return getScammerByStageNameCached(segmentValue(stageName));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const scammer = await load(params);
  if (!scammer) return { title: 'Not found - 404' };
  return pageMetadata({
    title: `Scammer: ${scammer.stageName}`,
    description: scammer.headline
      ? `Scammer! ${scammer.headline}`
      : `${scammer.stageName} is listed as a scammer on Matside.`,
    path: scammerHref(scammer.stageName),
  });
}

export default async function ScammerPage({ params }: Props) {
  const scammer = await load(params);
  if (!scammer) notFound();
  return (
    <ScammerDetail
      scammer={scammer}
      comments={<CommentsSection thread="scammer" subjectId={scammer.id} returnTo={scammerHref(scammer.stageName)} />}
    />
  );
}
