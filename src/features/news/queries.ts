import 'server-only';
import { desc } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { newsFeed } from '@/server/db/schema';
import { toNewsCard } from './card-info';
import type { NewsCardData } from './types';

/** The latest news feed cards (public). */
export async function listLatestNews(limit = 6): Promise<NewsCardData[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: newsFeed.id, cardInfo: newsFeed.cardInfo, createdAt: newsFeed.createdAt })
    .from(newsFeed)
    .orderBy(desc(newsFeed.createdAt), desc(newsFeed.id))
    .limit(limit);
  return rows.map(toNewsCard).filter((card): card is NewsCardData => card !== null);
}
