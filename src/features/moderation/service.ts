import 'server-only';
import { and, desc, eq, isNotNull, isNull, like, ne, sql } from 'drizzle-orm';
import { recordAudit } from '@/features/audit-log/service';
import { revalidateGirlProfile } from '@/features/girls/cache';
import { deletePrivateFiles, publishPhotoFiles } from '@/features/girls/photo-files';
import { publishPostFiles } from '@/features/girls/post-files';
import { deletePhotoFilesIfUnused } from '@/features/girls/photos-service';
import { publishScammerReport } from '@/features/scammers/service';
import { SCAMMERS_CACHE_TAG } from '@/features/scammers/queries';
import { SESSION_GIRLS_CACHE_TAG } from '@/features/session-girls/queries';
import { discardVerificationPicture } from '@/features/vetting/service';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { dropCacheTag } from '@/server/cache';
import { getDb, type Tx } from '@/server/db';
import {
  auditLog,
  girlPhotos,
  girls,
  posts,
  problemGirls,
  sessionGirlImages,
  sessionGirls,
  user,
} from '@/server/db/schema';
import { profileHref } from '@/features/girls/profile-href';
import { absoluteUrl } from '@/server/absolute-url';
import { AppError } from '@/server/http/app-error';
import { logger } from '@/server/logger';
import { sendMail } from '@/server/mail';
import type {
  GirlDecision,
  PhotoDecision,
  ScammerReportDecision,
  SessionGirlDecision,
  SessionGirlEmail,
  SessionGirlImageDecision,
  SessionGirlLegacyMatch,
  SessionGirlPictureDecision,
} from './schema';

// The moderators' decisions. Each checks admin:access, changes the record and writes its audit
// row in one transaction, then tells the person concerned by e-mail. Files are deleted after the
// commit (a rolled-back decision never loses a file).

/** Approve a pending Matside girl (she appears at once) or reject her: mailed the reason, then deleted. */
export async function decideGirl(actor: Actor, girlId: number, decision: GirlDecision): Promise<void> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const [pending] = await db
    .select({
      id: girls.id,
      stageName: girls.stageName,
      username: girls.username,
      email: girls.email,
      profileApproved: girls.profileApproved,
      profilePicApproved: girls.profilePicApproved,
      profilePicSecureUrl: girls.profilePicSecureUrl,
      profilePicPublicId: girls.profilePicPublicId,
      verificationPictureKey: girls.verificationPictureKey,
      accountEmail: user.email,
    })
    .from(girls)
    .leftJoin(user, eq(user.id, girls.userId))
    .where(
      and(eq(girls.id, girlId), eq(girls.matsideGirl, true), eq(girls.isScammer, false), isNull(girls.profileApproved)),
    )
    .limit(1);
  if (!pending) throw new AppError('not_found');
  const address = pending.accountEmail ?? pending.email;
  const before = {
    profileApproved: pending.profileApproved,
    profilePicApproved: pending.profilePicApproved,
    verificationPicture: pending.verificationPictureKey !== null,
  };

  if (decision.approved) {
    const approvedPictures: number[] = [];
    await db.transaction(async (tx) => {
      await tx
        .update(girls)
        .set({
          profileApproved: true,
          profilePicApproved: pending.profilePicApproved ?? true,
          verificationPictureKey: null,
          verificationPictureAt: null,
        })
        .where(and(eq(girls.id, girlId), isNull(girls.profileApproved)));
      // Her profile picture (sent with her sign-up) is approved with her.
      if (pending.profilePicPublicId) {
        await tx
          .update(girlPhotos)
          .set({ isProfilePic: false })
          .where(and(eq(girlPhotos.girlId, girlId), eq(girlPhotos.isProfilePic, true)));
        const pictures = await tx
          .update(girlPhotos)
          .set({ approved: true, approvedAt: new Date(), isProfilePic: true })
          .where(and(eq(girlPhotos.girlId, girlId), eq(girlPhotos.storageKey, pending.profilePicPublicId)))
          .returning({ id: girlPhotos.id });
        approvedPictures.push(...pictures.map((p) => p.id));
      }
      await recordAudit(tx, actor, {
        action: 'girl.approve',
        subjectTable: 'girls',
        subjectId: girlId,
        before,
        after: {
          profileApproved: true,
          profilePicApproved: pending.profilePicApproved ?? true,
          verificationPicture: false,
        },
        reason: decision.reason,
      });
    });
    for (const photoId of approvedPictures) await publishApprovedPhoto(photoId);
    // Her posts' media, private while she was pending, goes public with her (issue 22 item 3).
    await publishPostFiles(girlId);
    // Data minimisation: the picture served its purpose; the log keeps that it existed.
    await discardVerificationPicture(pending.verificationPictureKey);
    revalidateGirlProfile(girlId);
    if (address) {
      await tell(address, 'Your Matside profile is approved', [
        `Hello ${pending.stageName ?? pending.username ?? ''},`,
        '',
        'A moderator has approved your profile: it is now listed on Matside, and the timewaster tool is open to you.',
        `Your profile: ${absoluteUrl(profileHref(pending.stageName ?? ''))}`,
      ]);
    }
    return;
  }

  // Rejected: she is told why before her profile goes (spec: reject, then delete).
  if (address) {
    await tell(address, 'Your Matside profile was not approved', [
      `Hello ${pending.stageName ?? pending.username ?? ''},`,
      '',
      'A moderator has reviewed your profile and could not approve it. The reason:',
      '',
      decision.reason ?? '',
      '',
      'Your profile and its pictures have been deleted. You are welcome to sign up again.',
    ]);
  }
  await deleteGirlRecord(actor, girlId, { action: 'girl.reject', reason: decision.reason, before });
  await discardVerificationPicture(pending.verificationPictureKey);
}

/**
 * Deletes a girl's record with everything that hangs on it (photos, posts, travels, bookings…,
 * by the foreign keys), audited, then her files. Used by a rejection and by DELETE /api/v1/girls/{id}.
 */
export async function deleteGirlRecord(
  actor: Actor,
  girlId: number,
  audit: { action: string; reason?: string | null; before?: object },
): Promise<void> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const photos = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        stageName: girls.stageName,
        username: girls.username,
        profileApproved: girls.profileApproved,
        profilePicPublicId: girls.profilePicPublicId,
      })
      .from(girls)
      .where(eq(girls.id, girlId))
      .limit(1);
    if (!row) throw new AppError('not_found');
    const files = await tx
      .select({ storageKey: girlPhotos.storageKey, variants: girlPhotos.variants })
      .from(girlPhotos)
      .where(eq(girlPhotos.girlId, girlId));
    // Her posts' private media (she was never approved) is hers alone: deleted with her below.
    const postFiles = await tx
      .select({ storageKey: posts.storageKey, variants: posts.variants })
      .from(posts)
      .where(and(eq(posts.girlId, girlId), like(posts.storageKey, 'private/%')));
    await tx.delete(girls).where(eq(girls.id, girlId));
    await recordAudit(tx, actor, {
      action: audit.action,
      subjectTable: 'girls',
      subjectId: girlId,
      before: { ...row, photos: files.length, ...audit.before },
      after: { deleted: true },
      reason: audit.reason,
    });
    return { files, postFiles };
  });
  await deletePrivateFiles(photos.postFiles);
  for (const photo of photos.files) {
    await deletePhotoFilesIfUnused({ girlId, ...photo }).catch((error: unknown) =>
      logger.error({ err: error, girlId }, 'A deleted girl’s photo file could not be removed'),
    );
  }
  revalidateGirlProfile(girlId);
}

/** Approve a photo of an approved girl (it shows on her profile), or reject it (it is deleted). */
export async function decidePhoto(actor: Actor, photoId: number, decision: PhotoDecision): Promise<void> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const photo = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: girlPhotos.id,
        girlId: girlPhotos.girlId,
        storageKey: girlPhotos.storageKey,
        variants: girlPhotos.variants,
        type: girlPhotos.type,
        createdAt: girlPhotos.createdAt,
        stageName: girls.stageName,
        address: sql<string | null>`coalesce(${user.email}, ${girls.email})`,
        /** Her new profile picture (not a gallery photo) when the girl's pending picture is this file. */
        isPendingProfilePicture: sql<boolean>`${girls.profilePicPublicId} = ${girlPhotos.storageKey} AND ${girls.profilePicApproved} IS NOT TRUE`,
      })
      .from(girlPhotos)
      .innerJoin(girls, eq(girls.id, girlPhotos.girlId))
      .leftJoin(user, eq(user.id, girls.userId))
      .where(and(eq(girlPhotos.id, photoId), eq(girlPhotos.approved, false)))
      .limit(1);
    if (!row) throw new AppError('not_found');
    const profilePicture = row.isPendingProfilePicture === true;
    if (decision.approved) {
      if (profilePicture) {
        // Her new profile picture takes the place of the one the public saw.
        await tx
          .update(girlPhotos)
          .set({ isProfilePic: false })
          .where(and(eq(girlPhotos.girlId, row.girlId), eq(girlPhotos.isProfilePic, true)));
        await tx.update(girls).set({ profilePicApproved: true }).where(eq(girls.id, row.girlId));
      }
      await tx
        .update(girlPhotos)
        .set({ approved: true, approvedAt: new Date(), ...(profilePicture ? { isProfilePic: true } : {}) })
        .where(eq(girlPhotos.id, photoId));
    } else {
      await tx.delete(girlPhotos).where(eq(girlPhotos.id, photoId));
      if (profilePicture) await restoreApprovedProfilePicture(tx, row.girlId);
    }
    await recordAudit(tx, actor, {
      action: decision.approved ? 'girl-photo.approve' : 'girl-photo.reject',
      subjectTable: 'girl_photos',
      subjectId: photoId,
      before: { approved: false, girlId: row.girlId, storageKey: row.storageKey, profilePicture },
      after: decision.approved ? { approved: true, profilePicture } : { deleted: true },
      reason: decision.reason,
    });
    return row;
  });
  if (decision.approved) await publishApprovedPhoto(photoId);
  else await deletePhotoFilesIfUnused(photo);
  revalidateGirlProfile(photo.girlId);
  if (!decision.approved && photo.address) {
    const what = photo.type === 'video' ? 'video' : 'photo';
    await tell(photo.address, `Your new ${what} was not approved`, [
      `Hello ${photo.stageName ?? ''},`,
      '',
      `A moderator has reviewed the ${what} you uploaded on ${photoDate(photo.createdAt)} and could not approve it, so it has been removed.`,
      ...(decision.reason ? ['', `The reason: ${decision.reason}`] : []),
      '',
      `You can upload another one from your profile: ${absoluteUrl('/edit-profile-female')}`,
    ]);
  }
}

/** A refused new profile picture: her record points at the last approved one again, or at none. */
async function restoreApprovedProfilePicture(tx: Tx, girlId: number): Promise<void> {
  const [approved] = await tx
    .select({ key: girlPhotos.storageKey, url: girlPhotos.secureUrl })
    .from(girlPhotos)
    .where(and(eq(girlPhotos.girlId, girlId), eq(girlPhotos.isProfilePic, true)))
    .limit(1);
  await tx
    .update(girls)
    .set(
      approved
        ? { profilePicSecureUrl: approved.url, profilePicPublicId: approved.key, profilePicApproved: true }
        : { profilePicSecureUrl: null, profilePicPublicId: null, profilePicFileName: null, profilePicApproved: null },
    )
    .where(eq(girls.id, girlId));
}

/**
 * An approved photo's file moves from its private key to a public one. A failure is logged: the
 * decision stands, and the data migration publishes what is left at the next start.
 */
async function publishApprovedPhoto(photoId: number): Promise<void> {
  await publishPhotoFiles(photoId).catch((error: unknown) =>
    logger.error({ err: error, photoId }, 'An approved photo could not be made public yet'),
  );
}

function photoDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Publish a scammer report (it appears on /scammers) or refuse it (it is deleted); the reporter is told. */
export async function decideScammerReport(
  actor: Actor,
  reportId: number,
  decision: ScammerReportDecision,
): Promise<void> {
  requirePermission(actor, 'admin:access');
  requirePermission(actor, 'scammer:moderate');
  const db = await getDb();
  const [report] = await db
    .select({ name: girls.name, reportedUsername: girls.reportedUsername, headline: girls.headline })
    .from(girls)
    .where(
      and(
        eq(girls.id, reportId),
        eq(girls.isScammer, true),
        isNull(girls.profileApproved),
        isNotNull(girls.reportedUsername),
      ),
    )
    .limit(1);
  if (!report) throw new AppError('not_found');
  const reporter = await reporterAddress(reportId);

  if (decision.publish) {
    await publishScammerReport(actor, reportId);
  } else {
    const files = await db.transaction(async (tx) => {
      const held = await tx
        .select({ storageKey: girlPhotos.storageKey, variants: girlPhotos.variants })
        .from(girlPhotos)
        .where(eq(girlPhotos.girlId, reportId));
      await tx.delete(girls).where(and(eq(girls.id, reportId), isNull(girls.profileApproved)));
      await recordAudit(tx, actor, {
        action: 'scammer.refuse',
        subjectTable: 'girls',
        subjectId: reportId,
        before: report,
        after: { deleted: true },
        reason: decision.reason,
      });
      return held;
    });
    await deletePrivateFiles(files);
  }
  dropCacheTag(SCAMMERS_CACHE_TAG);
  if (reporter) {
    await tell(
      reporter,
      decision.publish ? 'Your scammer report is published' : 'Your scammer report was not published',
      decision.publish
        ? [
            `Thank you for your report about ${report.reportedUsername}.`,
            '',
            `A moderator has checked it and published it: ${absoluteUrl(`/scammer/${encodeURIComponent(report.reportedUsername ?? '')}`)}`,
          ]
        : [
            `Thank you for your report about ${report.reportedUsername}.`,
            '',
            'A moderator has checked it and could not publish it.',
            ...(decision.reason ? ['', `The reason: ${decision.reason}`] : []),
          ],
    );
  }
}

/** Who filed a scammer report: the account of its 'scammer.report' audit row. */
async function reporterAddress(reportId: number): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ email: user.email })
    .from(auditLog)
    .innerJoin(user, eq(user.id, auditLog.actorUserId))
    .where(
      and(
        eq(auditLog.action, 'scammer.report'),
        eq(auditLog.targetTable, 'girls'),
        eq(auditLog.targetId, String(reportId)),
      ),
    )
    .orderBy(desc(auditLog.at))
    .limit(1);
  return row?.email ?? null;
}

/** A decision's e-mail: a failure is logged, never undoes the decision. */
async function tell(to: string, subject: string, lines: string[]): Promise<void> {
  try {
    await sendMail({ to, subject, text: [...lines, '', '— The Matside moderators'].join('\n') });
  } catch (error) {
    logger.error({ err: error, subject }, 'A moderation e-mail could not be sent');
  }
}

/**
 * A scraped session girl's profile: approve (approving a legacy profile also sets
 * send_new_girl_notification, spec "Profile approval") or reject (approval false).
 */
export async function decideSessionGirl(actor: Actor, id: number, decision: SessionGirlDecision): Promise<void> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ profileApproved: sessionGirls.profileApproved, legacyGirlId: sessionGirls.legacyGirlId })
      .from(sessionGirls)
      .where(and(eq(sessionGirls.id, id), isNull(sessionGirls.profileApproved)))
      .limit(1);
    if (!before) throw new AppError('not_found');
    const after = {
      profileApproved: decision.approved,
      ...(decision.approved && before.legacyGirlId !== null ? { sendNewGirlNotification: true } : {}),
    };
    await tx.update(sessionGirls).set(after).where(eq(sessionGirls.id, id));
    await recordAudit(tx, actor, {
      action: decision.approved ? 'session-girl.approve' : 'session-girl.reject',
      subjectTable: 'session_girls',
      subjectId: id,
      before,
      after,
    });
  });
  dropCacheTag(SESSION_GIRLS_CACHE_TAG);
}

/** Spec "Add email to scraped SessionGirl": Match with an address, or '' for no match. */
export async function setSessionGirlEmail(actor: Actor, id: number, body: SessionGirlEmail): Promise<void> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ email: sessionGirls.email })
      .from(sessionGirls)
      .where(and(eq(sessionGirls.id, id), isNull(sessionGirls.email)))
      .limit(1);
    if (!before) throw new AppError('not_found');
    await tx.update(sessionGirls).set({ email: body.email }).where(eq(sessionGirls.id, id));
    await recordAudit(tx, actor, {
      action: body.email ? 'session-girl.email-match' : 'session-girl.email-none',
      subjectTable: 'session_girls',
      subjectId: id,
      before,
      after: { email: body.email },
    });
  });
}

/** A crawled problem girl a moderator has looked at leaves the "New Problem Girls Crawled" section. */
export async function markCrawledProblemGirlReviewed(actor: Actor, id: number): Promise<void> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(problemGirls)
      .set({ reviewed: true })
      .where(and(eq(problemGirls.id, id), isNull(problemGirls.username), eq(problemGirls.reviewed, false)))
      .returning({ id: problemGirls.id });
    if (!row) throw new AppError('not_found');
    await recordAudit(tx, actor, {
      action: 'problem-girl.reviewed',
      subjectTable: 'problem_girls',
      subjectId: id,
      before: { reviewed: false },
      after: { reviewed: true },
    });
  });
}

/**
 * Spec "Profile picture": approve a session girl's pending picture; or reject it and approve one
 * of her gallery images in its place ('Approved with selected picture'); or reject it with no
 * replacement (she is shown without a picture).
 */
export async function decideSessionGirlPicture(
  actor: Actor,
  id: number,
  decision: SessionGirlPictureDecision,
): Promise<void> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        profilePicApproved: sessionGirls.profilePicApproved,
        cloudinarySecureUrl: sessionGirls.cloudinarySecureUrl,
        cloudinaryPublicId: sessionGirls.cloudinaryPublicId,
      })
      .from(sessionGirls)
      .where(pendingSessionGirlPicture(id))
      .limit(1);
    if (!before) throw new AppError('not_found');
    let after: Partial<typeof before>;
    if (decision.approved) after = { profilePicApproved: true };
    else if (decision.imageId) {
      const [image] = await tx
        .select({ url: sessionGirlImages.cloudinarySecureUrl, publicId: sessionGirlImages.cloudinaryPublicId })
        .from(sessionGirlImages)
        .where(
          and(
            eq(sessionGirlImages.id, decision.imageId),
            eq(sessionGirlImages.sessionGirlId, id),
            eq(sessionGirlImages.imageType, 'gallery'),
            ne(sessionGirlImages.jenApproved, false),
          ),
        )
        .limit(1);
      if (!image) throw new AppError('not_found');
      after = { profilePicApproved: true, cloudinarySecureUrl: image.url, cloudinaryPublicId: image.publicId };
    } else after = { profilePicApproved: false };
    await tx.update(sessionGirls).set(after).where(eq(sessionGirls.id, id));
    await recordAudit(tx, actor, {
      action: decision.approved
        ? 'session-girl.picture-approve'
        : decision.imageId
          ? 'session-girl.picture-replace'
          : 'session-girl.picture-reject',
      subjectTable: 'session_girls',
      subjectId: id,
      before,
      after: { ...after, ...(decision.imageId ? { imageId: decision.imageId } : {}) },
    });
  });
  dropCacheTag(SESSION_GIRLS_CACHE_TAG);
}

/** The queue's condition for section 1: a picture no moderator has decided on yet. */
function pendingSessionGirlPicture(id: number) {
  return and(
    eq(sessionGirls.id, id),
    isNull(sessionGirls.profilePicApproved),
    isNotNull(sessionGirls.cloudinarySecureUrl),
  );
}

/** Spec "Explicit images": a pending session-girl image (jen_approved null) becomes true or false. */
export async function decideSessionGirlImage(
  actor: Actor,
  imageId: number,
  decision: SessionGirlImageDecision,
): Promise<void> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(sessionGirlImages)
      .set({ jenApproved: decision.approved })
      .where(and(eq(sessionGirlImages.id, imageId), isNull(sessionGirlImages.jenApproved)))
      .returning({
        sessionGirlId: sessionGirlImages.sessionGirlId,
        explicit: sessionGirlImages.explicit,
        explicitNudity: sessionGirlImages.explicitNudity,
      });
    if (!row) throw new AppError('not_found');
    await recordAudit(tx, actor, {
      action: decision.approved ? 'session-girl-image.approve' : 'session-girl-image.reject',
      subjectTable: 'session_girl_images',
      subjectId: imageId,
      before: { ...row, jenApproved: null },
      after: { jenApproved: decision.approved },
    });
  });
  dropCacheTag(SESSION_GIRLS_CACHE_TAG);
}

/**
 * Spec "Legacy match": matching a session girl to her legacy-site id turns on the new-girl
 * notification and the travel e-mails of her legacy followers.
 */
export async function matchSessionGirlToLegacy(actor: Actor, id: number, body: SessionGirlLegacyMatch): Promise<void> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        legacyGirlId: sessionGirls.legacyGirlId,
        sendNewGirlNotification: sessionGirls.sendNewGirlNotification,
        sendTravelEmails: sessionGirls.sendTravelEmails,
      })
      .from(sessionGirls)
      .where(eq(sessionGirls.id, id))
      .limit(1);
    if (!before) throw new AppError('not_found');
    const after = { legacyGirlId: body.legacyGirlId, sendNewGirlNotification: true, sendTravelEmails: true };
    await tx.update(sessionGirls).set(after).where(eq(sessionGirls.id, id));
    await recordAudit(tx, actor, {
      action: 'session-girl.legacy-match',
      subjectTable: 'session_girls',
      subjectId: id,
      before,
      after,
    });
  });
  dropCacheTag(SESSION_GIRLS_CACHE_TAG);
}
