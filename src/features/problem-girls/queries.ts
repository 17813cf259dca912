import 'server-only';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { publicPictureUrl } from '@/features/girls/card';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { containsPattern } from '@/lib/like-pattern';
import { getDb } from '@/server/db';
import { childRowsOf } from '@/server/db/child-rows';
import { problemGirlPhotos, problemGirlReportedUrls, problemGirls } from '@/server/db/schema';
import type { ProblemGirlDetail } from './types';
import { parseRecordId } from '@/lib/route-params';

/** Tag that problem-girl edits revalidate. */
export const PROBLEM_GIRLS_CACHE_TAG = 'problem-girls';

/** Crawled records are public only once a moderator reviewed them. */
export const publicProblemGirlCondition = eq(problemGirls.reviewed, true);

/** Only http(s) links become anchors; anything else is dropped. */
function webUrl(value: string | null): string | null {
  return value && /^https?:\/\//i.test(value.trim()) ? value.trim() : null;
}

/** The public page's record: reviewed ones only (`anyState` is for the moderators' read below). */
export async function getProblemGirl(id: number, { anyState = false } = {}): Promise<ProblemGirlDetail | null> {
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
      reviewed: problemGirls.reviewed,
    })
    .from(problemGirls)
    .where(anyState ? eq(problemGirls.id, id) : and(eq(problemGirls.id, id), publicProblemGirlCondition))
    .limit(1);
  if (!row) return null;
  const [photos, urls] = await Promise.all([
    childRowsOf(
      db,
      { id: problemGirlPhotos.id, url: problemGirlPhotos.secureUrl },
      problemGirlPhotos.problemGirlId,
      [id],
      asc(problemGirlPhotos.id),
    ),
    childRowsOf(
      db,
      { id: problemGirlReportedUrls.id, url: problemGirlReportedUrls.reportedUrl },
      problemGirlReportedUrls.problemGirlId,
      [id],
      asc(problemGirlReportedUrls.id),
    ),
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

/** Unreviewed ones too; never cached: the edit form starts from what is stored now. */
export async function getProblemGirlForModerators(actor: Actor, id: number): Promise<ProblemGirlDetail | null> {
  requirePermission(actor, 'admin:access');
  return getProblemGirl(id, { anyState: true });
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

export const getProblemGirlCached = unstable_cache((id: number) => getProblemGirl(id), ['problem-girls:by-id'], {
  tags: [PROBLEM_GIRLS_CACHE_TAG],
  revalidate: 300,
});

/** A row of the moderators' problem-girl list. */
export interface ProblemGirlListRow {
  id: number;
  name: string | null;
  username: string | null;
  headline: string | null;
  city: string | null;
  reviewed: boolean;
  crawled: boolean;
}

export const PROBLEM_GIRL_PAGE_SIZE = 25;

/** Every problem girl, newest first, filtered by name, username, headline or city; paged in SQL. */
export async function listProblemGirlsForModerators(
  actor: Actor,
  { q, page }: { q?: string; page: number },
): Promise<{ rows: ProblemGirlListRow[]; total: number }> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const term = q?.trim();
  const pattern = term ? containsPattern(term) : null;
  const where: SQL | undefined = pattern
    ? or(
        ilike(problemGirls.name, pattern),
        ilike(problemGirls.username, pattern),
        ilike(problemGirls.headline, pattern),
        ilike(problemGirls.city, pattern),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: problemGirls.id,
        name: problemGirls.name,
        username: problemGirls.username,
        headline: problemGirls.headline,
        city: problemGirls.city,
        reviewed: problemGirls.reviewed,
        crawledAt: problemGirls.crawledAt,
      })
      .from(problemGirls)
      .where(where)
      .orderBy(desc(problemGirls.id))
      .limit(PROBLEM_GIRL_PAGE_SIZE)
      .offset((page - 1) * PROBLEM_GIRL_PAGE_SIZE),
    db.select({ n: count() }).from(problemGirls).where(where),
  ]);
  return {
    rows: rows.map(({ crawledAt, ...row }) => ({ ...row, crawled: crawledAt !== null })),
    total: total?.n ?? 0,
  };
}
