import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { listReferenceRequests } from '@/features/references/queries';
import { requirePermission } from '@/server/auth/permissions';
import { isEnabled } from '@/server/flags';
import type { Actor } from '@/server/auth/actor-types';
import { getDb } from '@/server/db';
import { auditLog, decisionNotices, girls, guys, user } from '@/server/db/schema';
import { reasonSentence } from '@/features/due-process/reason-codes';
import type { ApprovalState, DashboardData, GirlSummary, GuySummary } from './types';

function approvalOf(profileApproved: boolean | null): ApprovalState {
  if (profileApproved === null) return 'pending';
  return profileApproved ? 'approved' : 'rejected';
}

/** As she was told it (her notice, decision 037; the audit text for older rejections). */
async function lastRejectionReason(girlId: number, userId: string): Promise<string | null> {
  const db = await getDb();
  const [notice] = await db
    .select({ code: decisionNotices.reasonCode, text: decisionNotices.reasonText })
    .from(decisionNotices)
    .where(
      and(
        eq(decisionNotices.recipientUserId, userId),
        eq(decisionNotices.kind, 'girl'),
        eq(decisionNotices.accepted, false),
      ),
    )
    .orderBy(desc(decisionNotices.createdAt), desc(decisionNotices.id))
    .limit(1);
  if (notice) return reasonSentence(notice.code, notice.text);
  const [row] = await db
    .select({ reason: auditLog.reason })
    .from(auditLog)
    .where(
      and(eq(auditLog.action, 'girl.reject'), eq(auditLog.targetTable, 'girls'), eq(auditLog.targetId, String(girlId))),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  return row?.reason ?? null;
}

/** Every read is keyed by the actor's id, never a request value. */
export async function getDashboard(actor: Actor): Promise<DashboardData> {
  requirePermission(actor, 'dashboard:view');
  const db = await getDb();
  const [account] = await db
    .select({ createdAt: user.createdAt, twoFactorEnabled: user.twoFactorEnabled, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, actor.userId))
    .limit(1);

  let guy: GuySummary | null = null;
  if (actor.roles.includes('guy')) {
    const [row] = await db
      .select({
        username: guys.username,
        avatarUrl: guys.cloudinarySecureUrl,
        city: guys.city,
        state: guys.state,
        country: guys.country,
      })
      .from(guys)
      .where(eq(guys.userId, actor.userId))
      .limit(1);
    guy = {
      username: row?.username ?? actor.username,
      avatarUrl: row?.avatarUrl ?? actor.image,
      city: row?.city ?? null,
      state: row?.state ?? null,
      country: row?.country ?? null,
      memberSince: (account?.createdAt ?? new Date()).toISOString(),
    };
  }

  let girl: GirlSummary | null = null;
  if (actor.roles.includes('girl')) {
    const [row] = await db
      .select({
        id: girls.id,
        stageName: girls.stageName,
        avatarUrl: girls.profilePicSecureUrl,
        showProfile: girls.girlShowProfile,
        profileApproved: girls.profileApproved,
        verificationPictureAt: girls.verificationPictureAt,
      })
      .from(girls)
      .where(eq(girls.userId, actor.userId))
      .limit(1);
    if (row) {
      const approval = approvalOf(row.profileApproved);
      girl = {
        girlId: row.id,
        stageName: row.stageName,
        avatarUrl: row.avatarUrl,
        showProfile: row.showProfile,
        approval,
        verificationPictureAt: row.verificationPictureAt?.toISOString() ?? null,
        rejectionReason: approval === 'rejected' ? await lastRejectionReason(row.id, actor.userId) : null,
      };
    }
  }

  return {
    kind: actor.kind,
    username: actor.username,
    isModerator: actor.isModerator,
    emailVerified: account?.emailVerified ?? actor.emailVerified,
    twoFactorEnabled: account?.twoFactorEnabled ?? false,
    twoFactorRecommended: actor.roles.includes('girl') || actor.isModerator,
    guy,
    girl,
    referenceRequests: isEnabled('guy-unverified-references') ? await listReferenceRequests(actor) : [],
  };
}
