import 'server-only';
import type { MetadataRoute } from 'next';
import { unstable_cache } from 'next/cache';
import { GIRLS_CACHE_TAG } from '@/features/girls/queries';
import { listPublicGirlStageNames } from '@/features/girls/wrestlers';
import { listProblemGirlIds, PROBLEM_GIRLS_CACHE_TAG } from '@/features/problem-girls/queries';
import { listReviewStageNames, REVIEWS_CACHE_TAG } from '@/features/reviews/queries';
import { listScammers, SCAMMERS_CACHE_TAG } from '@/features/scammers/queries';
import { listSessionGirlUsernames, SESSION_GIRLS_CACHE_TAG } from '@/features/session-girls/queries';
import { absoluteUrl } from '@/server/absolute-url';

// From the same "public" conditions as the pages: a hidden girl is never announced.

export const STATIC_PATHS = [
  '/',
  '/wrestlers',
  '/wrestlers/type/us',
  '/wrestlers/type/international',
  '/reviews',
  '/scammers',
  '/advanced_search',
  '/contact',
  '/terms-and-conditions',
  '/privacy-policy',
];

const segment = (value: string | number) => encodeURIComponent(String(value));

export async function buildSitemap(): Promise<MetadataRoute.Sitemap> {
  const [girls, scammers, reviews, problemGirls, sessionGirls] = await Promise.all([
    listPublicGirlStageNames(),
    listScammers(),
    listReviewStageNames(),
    listProblemGirlIds(),
    listSessionGirlUsernames(),
  ]);
  const paths = [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...girls.map((g) => ({
      path: `/profile/${segment(g.stageName)}`,
      lastModified: new Date(g.updatedAt).toISOString(),
    })),
    ...scammers.map((s) => ({ path: `/scammer/${segment(s.stageName)}` })),
    ...reviews.map((stageName) => ({ path: `/review/${segment(stageName)}` })),
    ...problemGirls.map((id) => ({ path: `/problem-girl/${segment(id)}` })),
    ...sessionGirls.map((username) => ({ path: `/sessiongirls/${segment(username)}` })),
  ];
  return paths.map(({ path, ...rest }) => ({ url: absoluteUrl(path), ...rest }));
}

export const buildSitemapCached = unstable_cache(buildSitemap, ['seo:sitemap'], {
  tags: [GIRLS_CACHE_TAG, SCAMMERS_CACHE_TAG, REVIEWS_CACHE_TAG, PROBLEM_GIRLS_CACHE_TAG, SESSION_GIRLS_CACHE_TAG],
  revalidate: 3600,
});
