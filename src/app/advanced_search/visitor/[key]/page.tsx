import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { GirlsSearchPage } from '@/features/search/components/girls-search-page';
import { searchFilterOptionsCached } from '@/features/search/queries';
import { visitorSearchPageFilter } from '@/features/search/visitor-page';
import { VISITOR } from '@/server/auth/actor-types';

// A visitor's search, cached per search (decision 036). Reads no cookie or header; tagged reads drop
// it on writes, and it lives at most 300 s (Next reads `revalidate` as a literal).

export const metadata: Metadata = {
  title: 'Girls Search',
  description: 'Search session wrestlers by name, city, state, country, age, height, weight and physique.',
};

export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams(): { key: string }[] {
  return [];
}

export default async function VisitorSearchPage({ params }: { params: Promise<{ key: string }> }) {
  const requested = visitorSearchPageFilter((await params).key);
  if (!requested) notFound();
  return <GirlsSearchPage actor={VISITOR} requested={requested} options={await searchFilterOptionsCached()} cached />;
}
