import 'server-only';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/server/db';
import { decisionNotices, girls, guys } from '@/server/db/schema';
import type { DecisionKind, ReasonCodeId } from './reason-codes';

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

/** The account of a girl's record, if she has one. */
export async function girlUserId(tx: Tx, girlId: number | null): Promise<string | null> {
  if (girlId === null) return null;
  const [row] = await tx.select({ userId: girls.userId }).from(girls).where(eq(girls.id, girlId)).limit(1);
  return row?.userId ?? null;
}

/** The account of a guy's record. */
export async function guyUserId(tx: Tx, guyId: number | null): Promise<string | null> {
  if (guyId === null) return null;
  const [row] = await tx.select({ userId: guys.userId }).from(guys).where(eq(guys.id, guyId)).limit(1);
  return row?.userId ?? null;
}
