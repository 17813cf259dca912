import 'server-only';
import { refuseTakenLegacyId } from '@/features/admin-management/session-girls-service';
import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { recordAudit } from '@/features/audit-log/service';
import { SESSION_GIRLS_CACHE_TAG } from '@/features/session-girls/queries';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { dropCacheTag } from '@/server/cache';
import { getDb } from '@/server/db';
import { sessionGirlImages, sessionGirls } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import type {
  SessionGirlDecision,
  SessionGirlEmail,
  SessionGirlImageDecision,
  SessionGirlLegacyMatch,
  SessionGirlPictureDecision,
} from './schema';
import { auditReason, decidedCode, type ReasonCodeId } from '@/features/due-process/reason-codes';
import { decideHeldItem } from './decision-guard';

// The moderators' decisions on scraped session girls (spec section 9): her profile, her e-mail
// match, her profile picture, her explicit images and her legacy-site match. Each checks
// admin:access and changes the record with its audit row in one transaction; the public pages'
// cache is dropped after. A scraped girl has no account: the reason code is in the audit row.

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
      ...decidedWith(decision, decision.approved, after),
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
  await decideHeldItem('sessionGirlPictures', id, decision.version, async (tx) => {
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
      ...decidedWith(decision, decision.approved || !!decision.imageId, {
        ...after,
        ...(decision.imageId ? { imageId: decision.imageId } : {}),
      }),
    });
  });
  dropCacheTag(SESSION_GIRLS_CACHE_TAG);
}

/** The audit row's after and reason, with the decision's reason code. */
function decidedWith(decision: { reasonCode?: ReasonCodeId; reason?: string }, approved: boolean, after: object) {
  const reasonCode = decidedCode(decision.reasonCode, approved);
  return { after: { ...after, reasonCode }, reason: auditReason(reasonCode, decision.reason) };
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
  await decideHeldItem('sessionGirlImages', imageId, decision.version, async (tx) => {
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
      ...decidedWith(decision, decision.approved, { jenApproved: decision.approved }),
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
    await refuseTakenLegacyId(tx, id, body.legacyGirlId);
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
