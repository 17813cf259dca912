import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { reasonSentence } from '@/features/due-process/reason-codes';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { decisionNotices } from '@/server/db/schema';

/** One moderator decision as its recipient reads it on the dashboard; no moderator is named. */
export interface DecisionNoticeEntry {
  id: number;
  /** What was decided: 'girl' (her profile), 'photo', 'scammer-report'… (reason-codes.ts). */
  kind: string;
  role: 'subject' | 'reporter';
  subject: string;
  accepted: boolean;
  /** The reason's label, with the moderator's note: "Picture not clear", "Other: …". */
  reason: string;
  at: string;
}

export const NOTICES_SHOWN = 20;

/** The signed-in person's own decision notices, newest first (keyed by her or his user id only). */
export async function listDecisionNotices(actor: Actor): Promise<DecisionNoticeEntry[]> {
  requirePermission(actor, 'dashboard:view');
  const db = await getDb();
  const rows = await db
    .select({
      id: decisionNotices.id,
      kind: decisionNotices.kind,
      role: decisionNotices.role,
      subject: decisionNotices.subject,
      accepted: decisionNotices.accepted,
      reasonCode: decisionNotices.reasonCode,
      reasonText: decisionNotices.reasonText,
      createdAt: decisionNotices.createdAt,
    })
    .from(decisionNotices)
    .where(eq(decisionNotices.recipientUserId, actor.userId))
    .orderBy(desc(decisionNotices.createdAt), desc(decisionNotices.id))
    .limit(NOTICES_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    role: row.role === 'reporter' ? 'reporter' : 'subject',
    subject: row.subject,
    accepted: row.accepted,
    reason: reasonSentence(row.reasonCode, row.reasonText),
    at: row.createdAt.toISOString(),
  }));
}
