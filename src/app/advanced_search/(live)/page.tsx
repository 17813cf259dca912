import type { Metadata } from 'next';
import { GirlsSearchPage } from '@/features/search/components/girls-search-page';
import { searchFilterOptionsCached } from '@/features/search/queries';
import { SEARCH_PAGE_SIZE, parseSearchFilter, type RawSearchParams } from '@/features/search/schema';
import { getActor } from '@/server/auth/actor';

export const metadata: Metadata = {
  title: 'Girls Search',
  description: 'Search session wrestlers by name, city, state, country, age, height, weight and physique.',
};

// Per request for the signed-in and for searches the visitors' page does not keep (decision 036).
// Its loading.tsx is its alone: the cached page is served whole (decision 038).
export default async function AdvancedSearchPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const requested = { ...parseSearchFilter(await searchParams), limit: SEARCH_PAGE_SIZE, offset: 0 };
  const [actor, options] = await Promise.all([getActor(), searchFilterOptionsCached()]);
  return <GirlsSearchPage actor={actor} requested={requested} options={options} />;
}
