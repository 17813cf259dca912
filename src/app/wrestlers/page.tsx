import type { Metadata } from 'next';
import { connection } from 'next/server';
import { WrestlersPageWithLoading } from '@/features/girls/components/wrestlers-page';
import { listWrestlersCached } from '@/features/girls/wrestlers';
import { pageFromSearchParams } from './page-params';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const page = pageFromSearchParams(await searchParams);
  return {
    title: page > 1 ? `Wrestlers – page ${page}` : 'Wrestlers',
    description: 'Browse session wrestlers, grapplers and fighters on Matside: pictures, cities and profiles.',
    alternates: { canonical: page > 1 ? `/wrestlers?page=${page}` : '/wrestlers' },
  };
}

export default async function Wrestlers({ searchParams }: Props) {
  const page = pageFromSearchParams(await searchParams);
  // Read the database per request (cached), never at build time.
  await connection();
  return <WrestlersPageWithLoading data={listWrestlersCached(undefined, page)} />;
}
