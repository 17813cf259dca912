import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { publicPictureUrl } from '@/features/girls/card';
import { getDb } from '@/server/db';
import { problemGirlPhotos, problemGirlReportedUrls, problemGirls } from '@/server/db/schema';
import type { ProblemGirlDetail } from './types';
import { parseRecordId } from '@/lib/route-params';

/** Tag that problem-girl edits revalidate. */
export const PROBLEM_GIRLS_CACHE_TAG = 'problem-girls';

/**
 * Crawled records wait in the moderation queue ("New Problem Girls Crawled") until a moderator has
 * reviewed them: only reviewed ones are public.
 */
export const publicProblemGirlCondition = eq(problemGirls.reviewed, true);

/** Only http(s) links become anchors; anything else is dropped. */
function webUrl(value: string | null): string | null {
  return value && /^https?:\/\//i.test(value.trim()) ? value.trim() : null;
}

export async function getProblemGirl(id: number): Promise<ProblemGirlDetail | null> {
  if (parseRecordId(id) === null) return null;
  const db = await getDb();
  // Explicit columns: dob, guy_id (the reporter) and girl_id stay on the server.
  const [row] = await db
    .select({
      id: problemGirls.id,
      username: problemGirls.username,
      name: problemGirls.name,
      headline: problemGirls.headline,
      description: problemGirls.description,
      city: problemGirls.city,
      country: problemGirls.country,
      height: problemGirls.height,
      weight: problemGirls.weight,
      profileUrl: problemGirls.profileUrl,
      reasonWhy: problemGirls.reasonWhy,
      dateOfAnalysis: problemGirls.dateOfAnalysis,
      pageTitle: problemGirls.pageTitle,
      messageThread: problemGirls.messageThread,
      picture: problemGirls.cloudinarySecureUrl,
    })
    .from(problemGirls)
    .where(and(eq(problemGirls.id, id), publicProblemGirlCondition))
    .limit(1);
  if (!row) return null;
  const [photos, urls] = await Promise.all([
    db
      .select({ id: problemGirlPhotos.id, url: problemGirlPhotos.secureUrl })
      .from(problemGirlPhotos)
      .where(eq(problemGirlPhotos.problemGirlId, id))
      .orderBy(asc(problemGirlPhotos.id)),
    db
      .select({ id: problemGirlReportedUrls.id, url: problemGirlReportedUrls.reportedUrl })
      .from(problemGirlReportedUrls)
      .where(eq(problemGirlReportedUrls.problemGirlId, id))
      .orderBy(asc(problemGirlReportedUrls.id)),
  ]);
  return {
    ...row,
    profileUrl: webUrl(row.profileUrl),
    picture: publicPictureUrl(row.picture),
    photos: photos.flatMap((p) => {
      const url = publicPictureUrl(p.url);
      return url ? [{ id: p.id, url }] : [];
    }),
    reportedUrls: urls.map((u) => ({ id: u.id, url: u.url })),
  };
}

/** Ids of the public problem-girl pages, for the sitemap. */
export async function listProblemGirlIds(): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: problemGirls.id })
    .from(problemGirls)
    .where(publicProblemGirlCondition)
    .orderBy(asc(problemGirls.id));
  return rows.map((r) => r.id);
}

export const getProblemGirlCached = unstable_cache(getProblemGirl, ['problem-girls:by-id'], {
  tags: [PROBLEM_GIRLS_CACHE_TAG],
  revalidate: 300,
});
