import 'server-only';
import { and, desc, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AppealableDecision } from '@/features/appeals/dto';
import {
  APPEALABLE_SHOWN,
  appealableNow,
  refusedPhotoOfNotice,
  toAppealableDecision,
} from '@/features/appeals/queries';
import { reasonSentence } from '@/features/due-process/reason-codes';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { appeals, decisionNotices, refusedPhotos } from '@/server/db/schema';

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
  return (await listDashboardNotices(actor)).notices;
}

/**
 * Whether the account `userId` was sent any decision notice, as a condition for a statement that
 * already reads the account: the dashboard reads its notices only when there are some.
 */
export function hasDecisionNotices(userId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${decisionNotices} WHERE ${decisionNotices.recipientUserId} = ${userId})`;
}

/**
 * Her or his newest notices and the decisions still appealable (listAppealableDecisions), in one
 * statement: the dashboard's two cards read the same rows. None when the dashboard's own read found
 * no notice for her or him (`found`: hasDecisionNotices), and then no statement.
 */
export async function listDashboardNotices(
  actor: Actor,
  found = true,
): Promise<{ notices: DecisionNoticeEntry[]; appealable: AppealableDecision[] }> {
  requirePermission(actor, 'dashboard:view');
  if (!found) return { notices: [], appealable: [] };
  const db = await getDb();
  const newestFirst = [desc(decisionNotices.createdAt), desc(decisionNotices.id)];
  const newest = db
    .select({ id: decisionNotices.id })
    .from(decisionNotices)
    .where(eq(decisionNotices.recipientUserId, actor.userId))
    .orderBy(...newestFirst)
    .limit(NOTICES_SHOWN);
  const rows = await db
    .select({
      noticeId: decisionNotices.id,
      kind: decisionNotices.kind,
      role: decisionNotices.role,
      subject: decisionNotices.subject,
      accepted: decisionNotices.accepted,
      reasonCode: decisionNotices.reasonCode,
      reasonText: decisionNotices.reasonText,
      createdAt: decisionNotices.createdAt,
      refusedPhotoId: refusedPhotos.id,
      refusedPhotoType: refusedPhotos.type,
      shown: sql<boolean>`${inArray(decisionNotices.id, newest)}`,
      appealable: sql<boolean>`${appealableNow(actor.userId)}`,
    })
    .from(decisionNotices)
    .leftJoin(appeals, eq(appeals.noticeId, decisionNotices.id))
    .leftJoin(refusedPhotos, refusedPhotoOfNotice)
    .where(
      and(
        eq(decisionNotices.recipientUserId, actor.userId),
        or(inArray(decisionNotices.id, newest), appealableNow(actor.userId)),
      ),
    )
    .orderBy(...newestFirst);
  return {
    notices: rows.filter((row) => row.shown).map(toNoticeEntry),
    appealable: rows
      .filter((row) => row.appealable)
      .slice(0, APPEALABLE_SHOWN)
      .map(toAppealableDecision),
  };
}

function toNoticeEntry(row: {
  noticeId: number;
  kind: string;
  role: string;
  subject: string;
  accepted: boolean;
  reasonCode: string | null;
  reasonText: string | null;
  createdAt: Date;
}): DecisionNoticeEntry {
  return {
    id: row.noticeId,
    kind: row.kind,
    role: row.role === 'reporter' ? 'reporter' : 'subject',
    subject: row.subject,
    accepted: row.accepted,
    reason: reasonSentence(row.reasonCode, row.reasonText),
    at: row.createdAt.toISOString(),
  };
}
