import 'server-only';
import { and, eq, isNull, like, not } from 'drizzle-orm';
import { recordAudit } from '@/features/audit-log/service';
import { revalidateGirlProfile } from '@/features/girls/cache';
import { syncGirlMediaVisibility } from '@/features/girls/media-visibility';
import { deletePrivateFiles } from '@/features/girls/photo-files';
import { deletePhotoFilesIfUnused } from '@/features/girls/photos-service';
import { discardVerificationPicture } from '@/features/vetting/service';
import type { Actor } from '@/server/auth/actor-types';
import { ACCOUNT_DELETED_BY_MODERATOR } from '@/server/auth/constants';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { girlPhotos, girls, posts, session, user } from '@/server/db/schema';
import { absoluteUrl } from '@/server/absolute-url';
import { AppError } from '@/server/http/app-error';
import { logger } from '@/server/logger';
import { getStorage } from '@/server/storage';
import { decideHeldItem, notDecidable } from './decision-guard';
import { tell } from '@/features/due-process/decision-mail';
import { girlApprovedMail, girlRejectedMail } from './girl-decision-mail';
import { recordDeletion, recordNotice } from '@/features/due-process/decision-notices';
import { leaveEveryQueue } from './leave-queues';
import { subjectNoticeMail } from '@/features/due-process/receipts';
import { auditReason, decidedCode, reasonSentence } from '@/features/due-process/reason-codes';
import type { DeletionReason } from '@/features/due-process/reason-codes';
import type { GirlDecision } from './schema';

/** The e-mail's words of a deletion by a moderator. */
export const DELETED_WORDS = { accepted: 'kept', refused: 'deleted with your account' };

// The moderators' decisions on a Matside girl's profile: approve or reject a pending girl, delete
// a girl's record. Each checks admin:access, changes the record and writes its audit row (before
// and after) in one transaction, then tells her by e-mail. Files are deleted after the commit (a
// rolled-back decision never loses a file).

/**
 * Approve a pending Matside girl (she appears at once) or reject her: not approved, mailed the
 * reason and what she can do (fix and resubmit, or delete her account).
 */
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
      userId: girls.userId,
    })
    .from(girls)
    .leftJoin(user, eq(user.id, girls.userId))
    .where(
      and(eq(girls.id, girlId), eq(girls.matsideGirl, true), eq(girls.isScammer, false), isNull(girls.profileApproved)),
    )
    .limit(1);
  if (!pending) throw await notDecidable('girls', girlId);
  const address = pending.accountEmail ?? pending.email;
  const name = pending.stageName ?? pending.username ?? '';
  const reasonCode = decidedCode(decision.reasonCode, decision.approved);
  const notice = {
    kind: 'girl',
    role: 'subject',
    subject: 'Your profile',
    accepted: decision.approved,
    reasonCode,
    reasonText: decision.reason,
  } as const;
  const before = {
    profileApproved: pending.profileApproved,
    profilePicApproved: pending.profilePicApproved,
    verificationPicture: pending.verificationPictureKey !== null,
  };

  if (decision.approved) {
    await decideHeldItem('girls', girlId, decision.version, async (tx) => {
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
        await tx
          .update(girlPhotos)
          .set({ approved: true, approvedAt: new Date(), isProfilePic: true })
          .where(and(eq(girlPhotos.girlId, girlId), eq(girlPhotos.storageKey, pending.profilePicPublicId)));
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
          reasonCode,
        },
        reason: auditReason(reasonCode, decision.reason),
      });
      await recordNotice(tx, pending.userId, notice);
    });
    // Her approved pictures and posts' media, private while she was pending, go public with her
    // unless she is hidden or banned meanwhile (then when she is shown).
    await syncGirlMediaVisibility(girlId);
    // Data minimisation: the picture served its purpose; the log keeps that it existed.
    await discardVerificationPicture(pending.verificationPictureKey);
    revalidateGirlProfile(girlId);
    if (address)
      await tell(
        address,
        girlApprovedMail({
          name,
          stageName: pending.stageName,
          url: absoluteUrl,
          reason: reasonSentence(reasonCode, decision.reason),
        }),
      );
    return;
  }

  // Rejected: her record stays, marked not approved, so she can fix and resubmit it or delete her
  // account (decision 028; the spec deleted it at once). The reason is audited and e-mailed.
  await decideHeldItem('girls', girlId, decision.version, async (tx) => {
    const [rejected] = await tx
      .update(girls)
      .set({ profileApproved: false, verificationPictureKey: null, verificationPictureAt: null })
      .where(and(eq(girls.id, girlId), isNull(girls.profileApproved)))
      .returning({ id: girls.id });
    if (!rejected) throw new AppError('not_found');
    await recordAudit(tx, actor, {
      action: 'girl.reject',
      subjectTable: 'girls',
      subjectId: girlId,
      before,
      after: { profileApproved: false, verificationPicture: false, reasonCode },
      reason: auditReason(reasonCode, decision.reason),
    });
    await recordNotice(tx, pending.userId, notice);
  });
  await discardVerificationPicture(pending.verificationPictureKey);
  revalidateGirlProfile(girlId);
  if (address)
    await tell(
      address,
      girlRejectedMail({
        name,
        stageName: pending.stageName,
        url: absoluteUrl,
        reason: reasonSentence(reasonCode, decision.reason),
      }),
    );
}

/**
 * Deletes a girl's record with everything that hangs on it (photos, posts, travels, bookings…,
 * by the foreign keys), then her files: DELETE /api/v1/girls/{id}?reasonCode=…&reason=…. A
 * moderator's decision like the queue's: the audit row keeps what the row said and the code, her
 * account is closed as a deleted one (its sign-in says so, decision 028), she leaves every queue in
 * the same transaction (leave-queues.ts), and she is told why on the dashboard notice and by e-mail.
 * Nothing is left to reverse, so there is no appeal.
 */
export async function deleteGirlRecord(actor: Actor, girlId: number, reason: DeletionReason): Promise<void> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const photos = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        stageName: girls.stageName,
        username: girls.username,
        profileApproved: girls.profileApproved,
        profilePicPublicId: girls.profilePicPublicId,
        userId: girls.userId,
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
    // Her public post files and her share card leave /media with her too (decision 045).
    const publicPostFiles = await tx
      .select({ storageKey: posts.storageKey, variants: posts.variants })
      .from(posts)
      .where(and(eq(posts.girlId, girlId), not(like(posts.storageKey, 'private/%'))));
    const [card] = await tx.select({ key: girls.shareCardKey }).from(girls).where(eq(girls.id, girlId));
    const { userId, ...kept } = row;
    if (userId) {
      await leaveEveryQueue(tx, userId, [girlId]);
      await tx
        .update(user)
        .set({ banned: true, banExpires: null, banReason: ACCOUNT_DELETED_BY_MODERATOR })
        .where(eq(user.id, userId));
      await tx.delete(session).where(eq(session.userId, userId));
    }
    const told = await recordDeletion(
      tx,
      actor,
      { action: 'girl.delete', subjectTable: 'girls', subjectId: girlId, before: { ...kept, photos: files.length } },
      reason,
      { userId, kind: 'account', role: 'subject', subject: 'Your profile' },
    );
    await tx.delete(girls).where(eq(girls.id, girlId));
    return {
      files: [...files, ...publicPostFiles.filter((file): file is (typeof files)[number] => file.storageKey !== null)],
      postFiles,
      shareCardKey: card?.key ?? null,
      told,
    };
  });
  if (photos.told.to) await tell(photos.told.to, subjectNoticeMail(photos.told.notice, DELETED_WORDS));
  await deletePrivateFiles(photos.postFiles);
  if (photos.shareCardKey) await getStorage().delete(photos.shareCardKey);
  for (const photo of photos.files) {
    await deletePhotoFilesIfUnused({ girlId, ...photo }).catch((error: unknown) =>
      logger.error({ err: error, girlId }, 'A deleted girl’s photo file could not be removed'),
    );
  }
  revalidateGirlProfile(girlId);
}
