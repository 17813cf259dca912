import 'server-only';
import { eq } from 'drizzle-orm';
import { recordAudit, type AuditEntry } from '@/features/audit-log/service';
import type { SignedInActor } from '@/server/auth/actor-types';
import type { Tx } from '@/server/db';
import { decisionNotices, guys, user } from '@/server/db/schema';
import { auditReason, type DecisionKind, type ReasonCodeId } from './reason-codes';

// The dashboard entries of moderators' decisions (decision 037): one row for the person a decision
// is about and one for whoever reported it, written in the decision's transaction. The moderator
// is never named: the row has no column for her or him.

export interface Notice {
  kind: DecisionKind;
  role: 'subject' | 'reporter';
  /** What was decided on, as the recipient reads it: "your profile", "your report about jon99". */
  subject: string;
  accepted: boolean;
  reasonCode: ReasonCodeId | null;
  reasonText?: string | null;
}

/**
 * Writes the notice and answers its id (what an appeal points at); a decision about someone
 * without an account has nobody to tell (null).
 */
export async function recordNotice(
  tx: Tx,
  recipientUserId: string | null | undefined,
  notice: Notice,
): Promise<number | null> {
  if (!recipientUserId) return null;
  const [written] = await tx
    .insert(decisionNotices)
    .values({
      recipientUserId,
      kind: notice.kind,
      role: notice.role,
      subject: notice.subject,
      accepted: notice.accepted,
      reasonCode: notice.reasonCode,
      reasonText: notice.reasonText?.trim() || null,
    })
    .returning({ id: decisionNotices.id });
  return written!.id;
}

/** The account of a guy's record. */
export async function guyUserId(tx: Tx, guyId: number | null): Promise<string | null> {
  if (guyId === null) return null;
  const [row] = await tx.select({ userId: guys.userId }).from(guys).where(eq(guys.id, guyId)).limit(1);
  return row?.userId ?? null;
}

/** A moderator's reason for a refusal: the code, and what she or he wrote. */
export interface RefusalReason {
  reasonCode?: ReasonCodeId | null;
  reason?: string | null;
}

/** The notice of a refusal (a deletion, a ban, a suspension), with the moderator's reason. */
export function refusalNotice(
  kind: DecisionKind,
  role: Notice['role'],
  subject: string,
  { reasonCode, reason }: RefusalReason,
): Notice {
  return { kind, role, subject, accepted: false, reasonCode: reasonCode ?? null, reasonText: reason };
}

/** Writes the notice and answers the recipient's e-mail address, to tell her or him after the commit. */
export async function recordNoticeToTell(
  tx: Tx,
  recipientUserId: string | null | undefined,
  notice: Notice,
): Promise<string | null> {
  await recordNotice(tx, recipientUserId, notice);
  if (!recipientUserId) return null;
  const [row] = await tx.select({ email: user.email }).from(user).where(eq(user.id, recipientUserId)).limit(1);
  return row?.email ?? null;
}

/**
 * A moderator deletes a row with a reason (decision 037), inside the deletion's transaction: the
 * audit row keeps what the row said and the code, and the person it concerns gets a refusal
 * notice. Answers the notice and the address to mail it to after the commit.
 */
export async function recordDeletion(
  tx: Tx,
  actor: Pick<SignedInActor, 'userId'>,
  deleted: Pick<AuditEntry, 'action' | 'subjectTable' | 'subjectId' | 'before'>,
  reason: RefusalReason,
  told: { userId: string | null; kind: DecisionKind; role: Notice['role']; subject: string },
): Promise<{ to: string | null; notice: Notice }> {
  await recordAudit(tx, actor, {
    ...deleted,
    after: { deleted: true, reasonCode: reason.reasonCode },
    reason: auditReason(reason.reasonCode, reason.reason),
  });
  const notice = refusalNotice(told.kind, told.role, told.subject, reason);
  return { to: await recordNoticeToTell(tx, told.userId, notice), notice };
}
