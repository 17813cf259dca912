import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '@/features/audit-log/service';
import { revalidateGirlProfile } from '@/features/girls/cache';
import { syncGirlMediaVisibility } from '@/features/girls/media-visibility';
import { DASHBOARD_PATH } from '@/lib/girl-own-pages';
import { APPEAL_WINDOW_DAYS } from '@/lib/appeal-window';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import type { Tx } from '@/server/db';
import { girlPhotos, girls, refusedPhotos, user } from '@/server/db/schema';
import { absoluteUrl } from '@/server/absolute-url';
import { AppError } from '@/server/http/app-error';
import { decideHeldItem } from './decision-guard';
import { tell } from '@/features/due-process/decision-mail';
import { recordNotice } from '@/features/due-process/decision-notices';
import { auditReason, decidedCode, reasonSentence } from '@/features/due-process/reason-codes';
import type { PhotoDecision } from './schema';

// The moderators' decision on a new photo or video of an approved girl, audited; an approved
// photo's file moves from its private key to a public one when her profile is public. A refused one leaves the
// gallery and the queue but is kept, with its private files, in refused_photos for the appeal
// window (decision 039); a daily job deletes it afterwards (src/features/appeals/refused-photos.ts).

/**
 * Approve a photo of an approved girl (it shows on her profile), or reject it (it leaves her
 * photos and waits in refused_photos while she may appeal).
 */
export async function decidePhoto(actor: Actor, photoId: number, decision: PhotoDecision): Promise<void> {
  requirePermission(actor, 'admin:access');
  const reasonCode = decidedCode(decision.reasonCode, decision.approved);
  const photo = await decideHeldItem('photos', photoId, decision.version, async (tx) => {
    const [row] = await tx
      .select({
        id: girlPhotos.id,
        girlId: girlPhotos.girlId,
        storageKey: girlPhotos.storageKey,
        variants: girlPhotos.variants,
        type: girlPhotos.type,
        secureUrl: girlPhotos.secureUrl,
        width: girlPhotos.width,
        height: girlPhotos.height,
        createdAt: girlPhotos.createdAt,
        stageName: girls.stageName,
        userId: girls.userId,
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
    const what = profilePicture ? 'profile picture' : row.type === 'video' ? 'video' : 'photo';
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
    const noticeId = await recordNotice(tx, row.userId, {
      kind: profilePicture ? 'profile-picture' : 'photo',
      role: 'subject',
      subject: `Your new ${what} of ${photoDate(row.createdAt)}`,
      accepted: decision.approved,
      reasonCode,
      reasonText: decision.reason,
    });
    const [refused] = decision.approved
      ? []
      : await tx
          .insert(refusedPhotos)
          .values({
            girlId: row.girlId,
            type: row.type,
            storageKey: row.storageKey,
            secureUrl: row.secureUrl,
            variants: row.variants,
            width: row.width,
            height: row.height,
            uploadedAt: row.createdAt,
            profilePicture,
            refusedByUserId: actor.userId,
            noticeId,
          })
          .returning({ id: refusedPhotos.id });
    await recordAudit(tx, actor, {
      action: decision.approved ? 'girl-photo.approve' : 'girl-photo.reject',
      subjectTable: 'girl_photos',
      subjectId: photoId,
      before: { approved: false, girlId: row.girlId, storageKey: row.storageKey, profilePicture },
      after: decision.approved
        ? { approved: true, profilePicture, reasonCode }
        : { deleted: true, refusedPhotoId: refused!.id, reasonCode },
      reason: auditReason(reasonCode, decision.reason),
    });
    return { ...row, what, noticeId };
  });
  // Public only while her profile is: approved while she is hidden, banned or pending, it waits
  // private and goes public with her (media-visibility.ts).
  if (decision.approved) await syncGirlMediaVisibility(photo.girlId);
  revalidateGirlProfile(photo.girlId);
  if (!decision.approved && photo.address) {
    const { what } = photo;
    await tell(photo.address, {
      subject: `Your new ${what} was not approved`,
      lines: [
        `Hello ${photo.stageName ?? ''},`,
        '',
        `A moderator has reviewed the ${what} you uploaded on ${photoDate(photo.createdAt)} and could not approve it, so it has been removed.`,
        '',
        `The reason: ${reasonSentence(reasonCode, decision.reason)}`,
        '',
        `You can upload another one from your profile: ${absoluteUrl('/edit-profile-female')}`,
        ...(photo.noticeId === null
          ? []
          : [
              '',
              `If you think this decision is wrong, you can appeal it from your dashboard within ${APPEAL_WINDOW_DAYS} days: ${absoluteUrl(DASHBOARD_PATH)}`,
            ]),
      ],
    });
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

function photoDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}
