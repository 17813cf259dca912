import 'server-only';
import { desc } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { getDb } from '@/server/db';
import { newsFeed } from '@/server/db/schema';
import { toNewsCard } from './card-info';
import type { NewsCardData } from './types';

export async function listLatestNews(limit = 6): Promise<NewsCardData[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: newsFeed.id, cardInfo: newsFeed.cardInfo, createdAt: newsFeed.createdAt })
    .from(newsFeed)
    .orderBy(desc(newsFeed.createdAt), desc(newsFeed.id))
    .limit(limit);
  return rows.map(toNewsCard).filter((card): card is NewsCardData => card !== null);
}

export const NEWS_CACHE_TAG = 'news';

/** The feed changes rarely and the home is hot. */
export const listLatestNewsCached = unstable_cache(listLatestNews, ['news:latest'], {
  tags: [NEWS_CACHE_TAG],
  revalidate: 300,
});
