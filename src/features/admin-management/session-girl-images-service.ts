import 'server-only';
import { eq } from 'drizzle-orm';
import { recordAudit } from '@/features/audit-log/service';
import { SESSION_GIRLS_CACHE_TAG } from '@/features/session-girls/queries';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { dropCacheTag } from '@/server/cache';
import { getDb } from '@/server/db';
import { sessionGirlImages } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { auditReason, decidedCode } from '@/features/due-process/reason-codes';
import type { SessionGirlImagePatch } from './schema';

// Only approved, non-explicit images are public, so every change drops the session-girl pages.

export async function updateSessionGirlImage(
  actor: Actor,
  imageId: number,
  patch: SessionGirlImagePatch,
): Promise<void> {
  requirePermission(actor, 'admin:access');
  const { reasonCode: given, reason, ...marks } = patch;
  const changes = Object.fromEntries(Object.entries(marks).filter(([, value]) => value !== undefined));
  // Decision 037: the code is in the audit row; an approval or a mark without one "meets the rules".
  const reasonCode = decidedCode(given, patch.jenApproved !== false);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        sessionGirlId: sessionGirlImages.sessionGirlId,
        jenApproved: sessionGirlImages.jenApproved,
        explicit: sessionGirlImages.explicit,
        explicitNudity: sessionGirlImages.explicitNudity,
      })
      .from(sessionGirlImages)
      .where(eq(sessionGirlImages.id, imageId))
      .limit(1);
    if (!before) throw new AppError('not_found');
    await tx.update(sessionGirlImages).set(changes).where(eq(sessionGirlImages.id, imageId));
    await recordAudit(tx, actor, {
      action: 'session-girl-image.update',
      subjectTable: 'session_girl_images',
      subjectId: imageId,
      before,
      after: { ...before, ...changes, reasonCode },
      reason: auditReason(reasonCode, reason),
    });
  });
  dropCacheTag(SESSION_GIRLS_CACHE_TAG);
}
