import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/features/seo/share-metadata';
import { WrestlersPage, wrestlersPageHref, wrestlersTitle } from '@/features/girls/components/wrestlers-page';
import { listWrestlersCached, wrestlerPageCountCached, type WrestlerRegion } from '@/features/girls/wrestlers';
import type { ListLastPage } from '@/components/layout/past-the-end-not-found';

// Cached per region and page (decision 022). Page n lives at …/page/{n}: a page that reads
// searchParams cannot be cached. `?page=n` is rewritten there, but links must not use it (the
// router's prefetch drops the query and could show page 1 under page 2's URL).

const DESCRIPTIONS = {
  all: 'Browse session wrestlers, grapplers and fighters on Matside: pictures, cities and profiles.',
  us: 'Session wrestlers based in the United States, on Matside.',
  international: 'Session wrestlers based outside the United States, on Matside.',
} as const;

/** Each list's last real page, for the 404 of a page past its end. */
export async function wrestlersLastPages(regions: ReadonlyArray<WrestlerRegion | undefined>): Promise<ListLastPage[]> {
  return Promise.all(
    regions.map(async (region) => {
      const lastPage = await wrestlerPageCountCached(region);
      return { base: wrestlersPageHref(region, 1), lastPage, href: wrestlersPageHref(region, lastPage) };
    }),
  );
}

export function wrestlersMetadata(region: WrestlerRegion | undefined, page: number): Metadata {
  const title = region ? wrestlersTitle(region) : 'Wrestlers';
  return pageMetadata({
    title: page > 1 ? `${title} – page ${page}` : title,
    description: DESCRIPTIONS[region ?? 'all'],
    path: wrestlersPageHref(region, page),
  });
}

/**
 * A missing page is a 404 before anything renders (404s are not cached). No Suspense boundary: the
 * cached page is served whole, and React's hidden-segment reveal delayed the LCP by 430 ms
 * (react/react#37014, decision 038).
 */
export async function WrestlersRoute({ region, page }: { region: WrestlerRegion | undefined; page: number | null }) {
  if (page === null) notFound();
  if (page > 1 && page > (await wrestlerPageCountCached(region))) notFound();
  return <WrestlersPage region={region} data={await listWrestlersCached(region, page)} />;
}
