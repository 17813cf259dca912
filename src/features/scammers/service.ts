import 'server-only';
import { assertMayReport } from '@/features/reporting/suspensions';
import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { auditedUpdate, recordAudit } from '@/features/audit-log/service';
import { lockReporter, reportAlreadyWaiting } from '@/features/reporting/open-reports';
import { requirePermission } from '@/server/auth/permissions';
import type { Actor, SignedInActor } from '@/server/auth/actor';
import { dropCacheTag } from '@/server/cache';
import { getDb, type Tx } from '@/server/db';
import { publishPhotoFiles } from '@/features/girls/photo-files';
import { photoFileUrl } from '@/server/storage/photo-files';
import { auditLog, girlPhotos, girls } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { deleteSavedImage, saveImage64 } from '@/server/images';
import { logger } from '@/server/logger';
import { publicScammerCondition, SCAMMERS_CACHE_TAG } from './queries';
import type { ScammerReportValues, UnsetScammer } from './schema';

export const SCAMMER_ALREADY_LISTED = 'This username is already listed.';

export interface ReportedScammer {
  id: number;
  /** Always false: a report waits for a moderator before it is public. */
  approved: boolean;
}

/**
 * A pending girls row with is_scammer, out of every public page until published; the reporter is in
 * the audit log. The name waits in reported_username: a report reserves no name and reveals none.
 */
export async function reportScammer(actor: Actor, values: ScammerReportValues): Promise<ReportedScammer> {
  requirePermission(actor, 'scammer:report');
  const db = await getDb();
  await assertMayReport(db, actor);

  const key = values.username.toLowerCase();
  const [listed] = await db
    .select({ id: girls.id })
    .from(girls)
    .where(
      and(publicScammerCondition, or(eq(sql`lower(${girls.stageName})`, key), eq(sql`lower(${girls.username})`, key))),
    )
    .limit(1);
  if (listed)
    throw new AppError('conflict', SCAMMER_ALREADY_LISTED, { source: { pointer: '/data/attributes/username' } });

  // Private until published: a content-addressed URL would let anyone holding the picture probe it.
  const avatar = values.avatar
    ? await saveImage64(values.avatar, { kind: 'avatar', prefix: 'avatars/scammers', access: 'private' })
    : null;
  try {
    return await db.transaction(async (tx) => {
      await lockReporter(tx, actor);
      if (await hasWaitingReport(tx, actor, key)) throw reportAlreadyWaiting('username', 'username');
      const [row] = await tx
        .insert(girls)
        .values({
          name: values.name,
          reportedUsername: values.username,
          headline: values.headline,
          description: values.description,
          city: values.city,
          country: values.country,
          height: values.height,
          weight: values.weight,
          isScammer: true,
          matsideGirl: false,
          profileApproved: null,
          profilePicApproved: null,
          reportingTermsVersion: values.reportingTermsVersion,
        })
        .returning({ id: girls.id });
      const id = row!.id;
      if (avatar) {
        const [photo] = await tx
          .insert(girlPhotos)
          .values({
            girlId: id,
            type: 'image',
            storageKey: avatar.key,
            secureUrl: avatar.url,
            variants: avatar.variants,
            approved: false,
            width: avatar.width || null,
            height: avatar.height || null,
          })
          .returning({ id: girlPhotos.id });
        await tx
          .update(girls)
          .set({ profilePicSecureUrl: photoFileUrl(photo!.id), profilePicPublicId: avatar.key })
          .where(eq(girls.id, id));
      }
      // The audit row also remembers who reported it, to tell them when a moderator decides.
      await recordAudit(tx, actor, {
        action: 'scammer.report',
        subjectTable: 'girls',
        subjectId: id,
        after: {
          username: values.username,
          headline: values.headline,
          reportingTermsVersion: values.reportingTermsVersion,
        },
      });
      return { id, approved: false };
    });
  } catch (error) {
    if (avatar) await deleteSavedImage(avatar.variants).catch(() => undefined);
    throw error;
  }
}

/** Its reporter is the actor of its 'scammer.report' audit row. */
async function hasWaitingReport(tx: Tx, actor: SignedInActor, usernameKey: string): Promise<boolean> {
  const [waiting] = await tx
    .select({ id: girls.id })
    .from(girls)
    .innerJoin(
      auditLog,
      and(
        eq(auditLog.action, 'scammer.report'),
        eq(auditLog.targetTable, 'girls'),
        eq(auditLog.targetId, sql`${girls.id}::text`),
      ),
    )
    .where(
      and(
        eq(girls.isScammer, true),
        isNull(girls.profileApproved),
        eq(sql`lower(${girls.reportedUsername})`, usernameKey),
        eq(auditLog.actorUserId, actor.userId),
      ),
    )
    .limit(1);
  return waiting !== undefined;
}

/** The reported name becomes the public URL key; a name held elsewhere is a 409 to resolve. */
export async function publishScammerReport(
  tx: Tx,
  actor: Actor,
  girlId: number,
  decided: { reasonCode?: string | null; reason?: string | null },
): Promise<void> {
  requirePermission(actor, 'scammer:moderate');
  const [before] = await tx
    .select({ reportedUsername: girls.reportedUsername, profileApproved: girls.profileApproved })
    .from(girls)
    .where(
      and(
        eq(girls.id, girlId),
        eq(girls.isScammer, true),
        isNull(girls.profileApproved),
        isNotNull(girls.reportedUsername),
      ),
    )
    .limit(1);
  if (!before) throw new AppError('not_found');
  try {
    await tx
      .update(girls)
      .set({
        stageName: before.reportedUsername,
        username: before.reportedUsername,
        reportedUsername: null,
        profileApproved: true,
      })
      .where(and(eq(girls.id, girlId), isNull(girls.profileApproved)));
  } catch (error) {
    if (
      (error as { code?: unknown; cause?: { code?: unknown } }).code === '23505' ||
      (error as { cause?: { code?: unknown } }).cause?.code === '23505'
    ) {
      throw new AppError('conflict', SCAMMER_ALREADY_LISTED, { cause: error });
    }
    throw error;
  }
  // Its picture is published with it: approved, her profile picture, then moved public below.
  await tx
    .update(girlPhotos)
    .set({ approved: true, approvedAt: new Date(), isProfilePic: true })
    .where(and(eq(girlPhotos.girlId, girlId), eq(girlPhotos.approved, false)));
  await recordAudit(tx, actor, {
    action: 'scammer.publish',
    subjectTable: 'girls',
    subjectId: girlId,
    before,
    after: {
      stageName: before.reportedUsername,
      username: before.reportedUsername,
      profileApproved: true,
      ...(decided.reasonCode ? { reasonCode: decided.reasonCode } : {}),
    },
    reason: decided.reason,
  });
}

/** After the publication's commit: the report's picture moves to public storage. */
export async function publishScammerPictures(girlId: number): Promise<void> {
  const db = await getDb();
  const photos = await db.select({ id: girlPhotos.id }).from(girlPhotos).where(eq(girlPhotos.girlId, girlId));
  for (const photo of photos) {
    await publishPhotoFiles(photo.id).catch((error: unknown) =>
      logger.error(
        { err: error, photoId: photo.id },
        'A published scammer report’s picture could not be made public yet',
      ),
    );
  }
}

/** Spec "Unset Scammer": the record stays; the comment goes to the audit log. */
export async function unsetScammer(actor: Actor, body: UnsetScammer): Promise<void> {
  requirePermission(actor, 'scammer:moderate');
  const db = await getDb();
  await db.transaction((tx) =>
    auditedUpdate(tx, actor, {
      table: girls,
      where: and(eq(girls.id, body.girl_id), eq(girls.isScammer, true))!,
      subjectId: body.girl_id,
      columns: { isScammer: girls.isScammer, stageName: girls.stageName, username: girls.username },
      set: { isScammer: false },
      action: 'scammer.unset',
      reason: body.comment,
    }),
  );
  dropCacheTag(SCAMMERS_CACHE_TAG);
}
