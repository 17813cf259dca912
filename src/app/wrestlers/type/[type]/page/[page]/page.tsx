import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isWrestlerRegion } from '@/features/girls/wrestlers';
import { pageFromSegment } from '../../../../page-params';
import { WrestlersRoute, wrestlersMetadata } from '../../../../wrestlers-route';

// /wrestlers/type/{type}/page/{n} (and ?page={n}, rewritten here): cached on first request.
type Props = { params: Promise<{ type: string; page: string }> };

export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams(): Array<{ type: string; page: string }> {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { type, page } = await params;
  return isWrestlerRegion(type) ? wrestlersMetadata(type, pageFromSegment(page) ?? 1) : {};
}

export default async function WrestlersByRegionPage({ params }: Props) {
  const { type, page } = await params;
  if (!isWrestlerRegion(type)) notFound();
  return <WrestlersRoute region={type} page={pageFromSegment(page)} />;
}
