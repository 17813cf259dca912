import 'server-only';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '@/features/audit-log/service';
import { tell } from '@/features/due-process/decision-mail';
import { recordNoticeToTell, type Notice } from '@/features/due-process/decision-notices';
import { decideGirl } from '@/features/moderation/girl-decisions';
import { auditReason, decidedCode } from '@/features/due-process/reason-codes';
import { subjectNoticeMail } from '@/features/due-process/receipts';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { girls } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import {
  GIRL_STANDING_ATTRIBUTES,
  GIRL_TOGGLE_ATTRIBUTES,
  isRefusal,
  type GirlStandingAttribute,
  type GirlToggle,
} from './schema';

// The /admin/manage-girls standing switches are decisions like the queue's (no back door around due
// process): reason code, audit, notice, e-mail; approval goes through the queue's own decideGirl.

/** What she reads: the notice's subject and the words of the e-mail for a yes and a no. */
const TOLD: Record<GirlStandingAttribute, { subject: string; accepted: string; refused: string }> = {
  profile_approved: { subject: 'Your profile', accepted: 'approved', refused: 'not approved' },
  profile_pic_approved: { subject: 'Your profile picture', accepted: 'approved', refused: 'not approved' },
  admin_show_profile: { subject: 'Your listing', accepted: 'shown again', refused: 'hidden by the moderators' },
  is_scammer: { subject: 'Your profile (scammer mark)', accepted: 'mark removed', refused: 'marked as a scammer' },
  banned: { subject: 'Your listing', accepted: 'listed again', refused: 'taken off the site' },
};

/** The audit action of each change: un-approving a live profile is a rejection (appealable). */
function auditAction(attribute: GirlStandingAttribute, refusal: boolean): string {
  if (attribute === 'profile_approved') return refusal ? 'girl.unapprove' : 'girl.approve';
  return `girl.${attribute.replaceAll('_', '-')}`;
}

export type StandingToggle = GirlToggle & { attribute: GirlStandingAttribute };

/** Sets one standing switch as a decision; a switch already at the value changes nothing. */
export async function setGirlStanding(actor: Actor, girlId: number, toggle: StandingToggle): Promise<void> {
  requirePermission(actor, 'admin:access');
  const column = GIRL_TOGGLE_ATTRIBUTES[toggle.attribute];
  const refusal = isRefusal(toggle.attribute, toggle.value);
  const reasonCode = decidedCode(toggle.reasonCode, !refusal);
  const db = await getDb();
  const [row] = await db
    .select({
      value: girls[column],
      profileApproved: girls.profileApproved,
      matsideGirl: girls.matsideGirl,
      isScammer: girls.isScammer,
    })
    .from(girls)
    .where(eq(girls.id, girlId))
    .limit(1);
  if (!row) throw new AppError('not_found');
  if (row.value === toggle.value) return;

  // Her profile's approval and rejection are the queue's own decision while she is a Matside girl.
  if (toggle.attribute === 'profile_approved' && row.matsideGirl && !row.isScammer) {
    const decision = { approved: toggle.value, reasonCode: toggle.reasonCode, reason: toggle.reason };
    if (toggle.value || row.profileApproved === null) {
      // A rejected profile goes back to pending first, as her resubmission or an upheld appeal does.
      if (row.profileApproved === false)
        await db
          .update(girls)
          .set({ profileApproved: null })
          .where(and(eq(girls.id, girlId), eq(girls.profileApproved, false)));
      await decideGirl(actor, girlId, decision);
      return;
    }
  }

  const told = TOLD[toggle.attribute];
  const notice: Notice = {
    kind: GIRL_STANDING_ATTRIBUTES[toggle.attribute].kind,
    role: 'subject',
    subject: told.subject,
    accepted: !refusal,
    reasonCode,
    reasonText: toggle.reason,
  };
  // A live profile un-approved is the queue's rejection: appealable (decision 039).
  if (toggle.attribute === 'profile_approved') notice.kind = 'girl';
  const to = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ value: girls[column], userId: girls.userId })
      .from(girls)
      .where(eq(girls.id, girlId))
      .for('update')
      .limit(1);
    if (!locked) throw new AppError('not_found');
    await tx
      .update(girls)
      .set({ [column]: toggle.value, updatedAt: new Date() })
      .where(eq(girls.id, girlId));
    await recordAudit(tx, actor, {
      action: auditAction(toggle.attribute, refusal),
      subjectTable: 'girls',
      subjectId: girlId,
      before: { [toggle.attribute]: locked.value },
      after: { [toggle.attribute]: toggle.value, reasonCode },
      reason: auditReason(reasonCode, toggle.reason),
    });
    return recordNoticeToTell(tx, locked.userId, notice);
  });
  if (to) await tell(to, subjectNoticeMail(notice, told));
}
