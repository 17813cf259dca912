import 'server-only';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { recordAudit } from '@/features/audit-log/service';
import { revalidateGirlProfile } from '@/features/girls/cache';
import { deletePhotoFilesIfUnused } from '@/features/girls/photos-service';
import { publishApprovedGirl, publishApprovedPhoto } from '@/features/girls/private-media';
import { publishScammerReport } from '@/features/scammers/service';
import { SCAMMERS_CACHE_TAG } from '@/features/scammers/queries';
import { SESSION_GIRLS_CACHE_TAG } from '@/features/session-girls/queries';
import { discardVerificationPicture } from '@/features/vetting/service';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { dropCacheTag } from '@/server/cache';
import { getDb } from '@/server/db';
import { auditLog, girlPhotos, girls, problemGirls, sessionGirls, user } from '@/server/db/schema';
import { env } from '@/server/env';
import { AppError } from '@/server/http/app-error';
import { logger } from '@/server/logger';
import { sendMail } from '@/server/mail';
import type {
  GirlDecision,
  PhotoDecision,
  ScammerReportDecision,
  SessionGirlDecision,
  SessionGirlEmail,
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
    // Data minimisation: the picture served its purpose; the log keeps that it existed.
    await discardVerificationPicture(pending.verificationPictureKey);
    await publishApprovedGirl(girlId);
    revalidateGirlProfile(girlId);
    if (address) {
      await tell(address, 'Your Matside profile is approved', [
        `Hello ${pending.stageName ?? pending.username ?? ''},`,
        '',
        'A moderator has approved your profile: it is now listed on Matside, and the timewaster tool is open to you.',
        `Your profile: ${env.APP_URL}/profile/${encodeURIComponent(pending.stageName ?? '')}`,
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
    await tx.delete(girls).where(eq(girls.id, girlId));
    await recordAudit(tx, actor, {
      action: audit.action,
      subjectTable: 'girls',
      subjectId: girlId,
      before: { ...row, photos: files.length, ...audit.before },
      after: { deleted: true },
      reason: audit.reason,
    });
    return files;
  });
  for (const photo of photos) {
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
      })
      .from(girlPhotos)
      .where(and(eq(girlPhotos.id, photoId), eq(girlPhotos.approved, false)))
      .limit(1);
    if (!row) throw new AppError('not_found');
    if (decision.approved) {
      await tx.update(girlPhotos).set({ approved: true, approvedAt: new Date() }).where(eq(girlPhotos.id, photoId));
    } else {
      await tx.delete(girlPhotos).where(eq(girlPhotos.id, photoId));
    }
    await recordAudit(tx, actor, {
      action: decision.approved ? 'girl-photo.approve' : 'girl-photo.reject',
      subjectTable: 'girl_photos',
      subjectId: photoId,
      before: { approved: false, girlId: row.girlId, storageKey: row.storageKey },
      after: decision.approved ? { approved: true } : { deleted: true },
    });
    return row;
  });
  if (!decision.approved) await deletePhotoFilesIfUnused(photo);
  else await publishApprovedPhoto(photoId);
  revalidateGirlProfile(photo.girlId);
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
    await db.transaction(async (tx) => {
      await tx.delete(girls).where(and(eq(girls.id, reportId), isNull(girls.profileApproved)));
      await recordAudit(tx, actor, {
        action: 'scammer.refuse',
        subjectTable: 'girls',
        subjectId: reportId,
        before: report,
        after: { deleted: true },
        reason: decision.reason,
      });
    });
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
            `A moderator has checked it and published it: ${env.APP_URL}/scammer/${encodeURIComponent(report.reportedUsername ?? '')}`,
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
