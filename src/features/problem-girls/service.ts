import 'server-only';
import { count, eq } from 'drizzle-orm';
import { auditedDelete, auditedUpdate, recordAudit } from '@/features/audit-log/service';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { dropCacheTag } from '@/server/cache';
import { getDb } from '@/server/db';
import { problemGirlPhotos, problemGirlReportedUrls, problemGirls } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { saveImage64, type SavedImage } from '@/server/images';
import { logger } from '@/server/logger';
import { getStorage } from '@/server/storage';
import { PROBLEM_GIRLS_CACHE_TAG } from './queries';
import type { ProblemGirlValues, ReportedUrlValues } from './schema';

// The moderators' edits of problem girls (spec §4, §8): audited, caches dropped, files removed
// after the commit when nothing else points at them.

/** Where the moderators' pictures of problem girls are saved. */
const PICTURE_PREFIX = 'avatars/problem-girls';

/** The record's columns a moderator edits, as the audit log and the form name them. */
const editable = {
  pageTitle: problemGirls.pageTitle,
  messageThread: problemGirls.messageThread,
  reasonWhy: problemGirls.reasonWhy,
  name: problemGirls.name,
  username: problemGirls.username,
  headline: problemGirls.headline,
  dateOfAnalysis: problemGirls.dateOfAnalysis,
  profileUrl: problemGirls.profileUrl,
  city: problemGirls.city,
  country: problemGirls.country,
  picture: problemGirls.cloudinarySecureUrl,
};

function columnsOf(values: ProblemGirlValues, picture: SavedImage | null) {
  return {
    pageTitle: values.pageTitle,
    messageThread: values.messageThread,
    reasonWhy: values.reasonWhy,
    name: values.name,
    username: values.username,
    headline: values.headline,
    ...(values.dateOfAnalysis !== undefined ? { dateOfAnalysis: values.dateOfAnalysis } : {}),
    profileUrl: values.profileUrl,
    city: values.city,
    country: values.country,
    ...(picture
      ? { cloudinarySecureUrl: picture.url, cloudinaryUrl: picture.url, cloudinaryPublicId: picture.key }
      : {}),
  };
}

/** A new picture (a data URL) goes through the image pipeline; anything else keeps the stored one. */
async function savePicture(image64: string | null | undefined): Promise<SavedImage | null> {
  if (!image64 || !image64.startsWith('data:')) return null;
  return saveImage64(image64, { kind: 'avatar', prefix: PICTURE_PREFIX });
}

/** AddProblemGirl: a record entered by a moderator is public at once (it needs no review). */
export async function addProblemGirl(actor: Actor, values: ProblemGirlValues): Promise<{ id: number }> {
  requirePermission(actor, 'admin:access');
  const picture = await savePicture(values.image64);
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(problemGirls)
      .values({ ...columnsOf(values, picture), reviewed: true })
      .returning({ id: problemGirls.id });
    await recordAudit(tx, actor, {
      action: 'problem-girl.add',
      subjectTable: 'problem_girls',
      subjectId: row!.id,
      before: null,
      after: { ...withoutImage(values), picture: picture?.url ?? null },
    });
    return row!.id;
  });
  dropCacheTag(PROBLEM_GIRLS_CACHE_TAG);
  return { id };
}

/** An edited crawled record counts as reviewed and becomes public. */
export async function updateProblemGirl(actor: Actor, id: number, values: ProblemGirlValues): Promise<void> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const [exists] = await db.select({ id: problemGirls.id }).from(problemGirls).where(eq(problemGirls.id, id));
  if (!exists) throw new AppError('not_found');
  const picture = await savePicture(values.image64);
  const replacedKey = await db.transaction(async (tx) => {
    const { before } = await auditedUpdate(tx, actor, {
      table: problemGirls,
      where: eq(problemGirls.id, id),
      subjectId: id,
      columns: editable,
      unrecorded: { pictureKey: problemGirls.cloudinaryPublicId },
      set: { ...columnsOf(values, picture), reviewed: true },
      action: 'problem-girl.update',
    });
    return picture && before.pictureKey !== picture.key ? before.pictureKey : null;
  });
  if (replacedKey) await deleteFileIfUnused(replacedKey);
  dropCacheTag(PROBLEM_GIRLS_CACHE_TAG);
}

/** Deletes a problem girl with her reported URLs and photos (by the foreign keys), then her files. */
export async function deleteProblemGirl(actor: Actor, id: number): Promise<void> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const files = await db.transaction(async (tx) => {
    const photos = await tx
      .select({ key: problemGirlPhotos.storageKey })
      .from(problemGirlPhotos)
      .where(eq(problemGirlPhotos.problemGirlId, id));
    const [urls] = await tx
      .select({ n: count() })
      .from(problemGirlReportedUrls)
      .where(eq(problemGirlReportedUrls.problemGirlId, id));
    const { pictureKey } = await auditedDelete(tx, actor, {
      table: problemGirls,
      where: eq(problemGirls.id, id),
      subjectId: id,
      columns: editable,
      unrecorded: { pictureKey: problemGirls.cloudinaryPublicId },
      noted: { photos: photos.length, reportedUrls: urls?.n ?? 0 },
      action: 'problem-girl.delete',
    });
    return [pictureKey, ...photos.map((p) => p.key)].filter((key): key is string => !!key);
  });
  for (const key of files) await deleteFileIfUnused(key);
  dropCacheTag(PROBLEM_GIRLS_CACHE_TAG);
}

/** Adds a reported URL to a problem girl. */
export async function addReportedUrl(actor: Actor, problemGirlId: number, values: ReportedUrlValues) {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [girl] = await tx
      .select({ id: problemGirls.id })
      .from(problemGirls)
      .where(eq(problemGirls.id, problemGirlId));
    if (!girl) throw new AppError('not_found');
    const [inserted] = await tx
      .insert(problemGirlReportedUrls)
      .values({ problemGirlId, reportedUrl: values.url })
      .returning({ id: problemGirlReportedUrls.id, url: problemGirlReportedUrls.reportedUrl });
    await recordAudit(tx, actor, {
      action: 'problem-girl.url-add',
      subjectTable: 'problem_girl_reported_urls',
      subjectId: inserted!.id,
      before: null,
      after: { problemGirlId, url: values.url },
    });
    return inserted!;
  });
  dropCacheTag(PROBLEM_GIRLS_CACHE_TAG);
  return row;
}

/** Edits a reported URL. */
export async function updateReportedUrl(actor: Actor, urlId: number, values: ReportedUrlValues): Promise<void> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  await db.transaction((tx) =>
    auditedUpdate(tx, actor, {
      table: problemGirlReportedUrls,
      where: eq(problemGirlReportedUrls.id, urlId),
      subjectId: urlId,
      columns: { problemGirlId: problemGirlReportedUrls.problemGirlId, url: problemGirlReportedUrls.reportedUrl },
      set: { reportedUrl: values.url },
      action: 'problem-girl.url-update',
    }),
  );
  dropCacheTag(PROBLEM_GIRLS_CACHE_TAG);
}

/** Deletes a reported URL. */
export async function deleteReportedUrl(actor: Actor, urlId: number): Promise<void> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  await db.transaction((tx) =>
    auditedDelete(tx, actor, {
      table: problemGirlReportedUrls,
      where: eq(problemGirlReportedUrls.id, urlId),
      subjectId: urlId,
      columns: { problemGirlId: problemGirlReportedUrls.problemGirlId, url: problemGirlReportedUrls.reportedUrl },
      action: 'problem-girl.url-delete',
    }),
  );
  dropCacheTag(PROBLEM_GIRLS_CACHE_TAG);
}

function withoutImage({ image64: _image64, ...values }: ProblemGirlValues) {
  return values;
}

/** Content-addressed keys can be shared: only files this feature saved and nothing points at go. */
async function deleteFileIfUnused(key: string): Promise<void> {
  if (!key.startsWith(`${PICTURE_PREFIX}/`)) return;
  const db = await getDb();
  const [[pictures], [photos]] = await Promise.all([
    db.select({ n: count() }).from(problemGirls).where(eq(problemGirls.cloudinaryPublicId, key)),
    db.select({ n: count() }).from(problemGirlPhotos).where(eq(problemGirlPhotos.storageKey, key)),
  ]);
  if ((pictures?.n ?? 0) + (photos?.n ?? 0) > 0) return;
  await getStorage()
    .delete(key)
    .catch((error: unknown) => logger.error({ err: error, key }, 'A problem girl’s file could not be removed'));
}
