import type { MetadataRoute } from 'next';
import { buildRobots } from '@/features/seo/sitemap';
import { env } from '@/server/env';

export default function robots(): MetadataRoute.Robots {
  return buildRobots(env.APP_URL);
}
