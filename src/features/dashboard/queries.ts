import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { listReferenceRequests } from '@/features/references/queries';
import { requirePermission } from '@/server/auth/permissions';
import { isEnabled } from '@/server/flags';
import type { Actor } from '@/server/auth/actor-types';
import { getDb } from '@/server/db';
import { auditLog, decisionNotices, girls, guys, user } from '@/server/db/schema';
import { reasonSentence } from '@/features/due-process/reason-codes';
import { hasSafetyAlerts } from '@/features/safety-alerts/queries';
import { hasOwnAppeals } from '@/features/appeals/queries';
import { hasRunningCheckIn } from '@/features/check-ins/queries';
import { hasDecisionNotices } from './notices-queries';
import type { ApprovalState, DashboardData, DashboardReads, GirlSummary, GuySummary } from './types';

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

/**
 * Every read is keyed by the actor's id, never a request value. The account, his and her row, and
 * whether she has safety alerts, notices, appeals or a check-in under way to show: one statement
 * (the page reads each of those lists only when there is something in it, decision 049).
 */
export async function getDashboard(actor: Actor): Promise<DashboardData & { has: DashboardReads }> {
  requirePermission(actor, 'dashboard:view');
  const db = await getDb();
  const [account] = await db
    .select({
      createdAt: user.createdAt,
      twoFactorEnabled: user.twoFactorEnabled,
      emailVerified: user.emailVerified,
      guyUsername: guys.username,
      guyAvatarUrl: guys.cloudinarySecureUrl,
      guyCity: guys.city,
      guyState: guys.state,
      guyCountry: guys.country,
      girlId: girls.id,
      stageName: girls.stageName,
      girlAvatarUrl: girls.profilePicSecureUrl,
      showProfile: girls.girlShowProfile,
      profileApproved: girls.profileApproved,
      verificationPictureAt: girls.verificationPictureAt,
      safetyAlerts: hasSafetyAlerts(girls),
      hasNotices: hasDecisionNotices(user.id),
      hasAppeals: hasOwnAppeals(user.id),
      hasCheckIn: hasRunningCheckIn(girls.id),
    })
    .from(user)
    .leftJoin(guys, eq(guys.userId, user.id))
    .leftJoin(girls, eq(girls.userId, user.id))
    .where(eq(user.id, actor.userId))
    .limit(1);

  let guy: GuySummary | null = null;
  if (actor.roles.includes('guy')) {
    guy = {
      username: account?.guyUsername ?? actor.username,
      avatarUrl: account?.guyAvatarUrl ?? actor.image,
      city: account?.guyCity ?? null,
      state: account?.guyState ?? null,
      country: account?.guyCountry ?? null,
      memberSince: (account?.createdAt ?? new Date()).toISOString(),
    };
  }

  let girl: GirlSummary | null = null;
  if (actor.roles.includes('girl') && account?.girlId != null) {
    const approval = approvalOf(account.profileApproved);
    girl = {
      girlId: account.girlId,
      stageName: account.stageName,
      avatarUrl: account.girlAvatarUrl,
      showProfile: account.showProfile ?? false,
      approval,
      verificationPictureAt: account.verificationPictureAt?.toISOString() ?? null,
      rejectionReason: approval === 'rejected' ? await lastRejectionReason(account.girlId, actor.userId) : null,
      safetyAlerts: account.safetyAlerts === true,
    };
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
    has: {
      notices: account?.hasNotices === true,
      appeals: account?.hasAppeals === true,
      checkIn: account?.hasCheckIn === true,
    },
  };
}
