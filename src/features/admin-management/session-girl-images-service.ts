import 'server-only';
import { eq } from 'drizzle-orm';
import { auditedUpdate } from '@/features/audit-log/service';
import { SESSION_GIRLS_CACHE_TAG } from '@/features/session-girls/queries';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { dropCacheTag } from '@/server/cache';
import { getDb } from '@/server/db';
import { sessionGirlImages } from '@/server/db/schema';
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
  await db.transaction((tx) =>
    auditedUpdate(tx, actor, {
      table: sessionGirlImages,
      where: eq(sessionGirlImages.id, imageId),
      subjectId: imageId,
      columns: {
        sessionGirlId: sessionGirlImages.sessionGirlId,
        jenApproved: sessionGirlImages.jenApproved,
        explicit: sessionGirlImages.explicit,
        explicitNudity: sessionGirlImages.explicitNudity,
      },
      set: changes,
      noted: { reasonCode },
      action: 'session-girl-image.update',
      reason: auditReason(reasonCode, reason),
    }),
  );
  dropCacheTag(SESSION_GIRLS_CACHE_TAG);
}
