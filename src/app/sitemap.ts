import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { buildSitemapCached } from '@/features/seo/sitemap';

// Built per request from the cached public lists, never at build time (no database then).
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  return buildSitemapCached();
}
