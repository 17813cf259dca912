import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { WrestlersPageWithLoading, wrestlersTitle } from '@/features/girls/components/wrestlers-page';
import { isWrestlerRegion, listWrestlersCached } from '@/features/girls/wrestlers';
import { pageFromSearchParams } from '../../page-params';

type Props = {
  params: Promise<{ type: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const DESCRIPTIONS = {
  us: 'Session wrestlers based in the United States, on Matside.',
  international: 'Session wrestlers based outside the United States, on Matside.',
} as const;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { type } = await params;
  if (!isWrestlerRegion(type)) return {};
  const page = pageFromSearchParams(await searchParams);
  const title = wrestlersTitle(type);
  return {
    title: page > 1 ? `${title} – page ${page}` : title,
    description: DESCRIPTIONS[type],
    alternates: { canonical: `/wrestlers/type/${type}${page > 1 ? `?page=${page}` : ''}` },
  };
}

export default async function WrestlersByRegion({ params, searchParams }: Props) {
  const { type } = await params;
  if (!isWrestlerRegion(type)) notFound();
  const page = pageFromSearchParams(await searchParams);
  await connection();
  return <WrestlersPageWithLoading region={type} data={listWrestlersCached(type, page)} />;
}
