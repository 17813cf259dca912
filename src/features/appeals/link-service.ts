import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { reasonSentence } from '@/features/due-process/reason-codes';
import { noticeIdOfToken, tokenSignedFor } from '@/server/appeal-links';
import { getDb } from '@/server/db';
import { appealMessages, appeals, decisionNotices, refusedPhotos } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { appealColumns, appealMessageColumns, toAppealDto, toMessageDto, type AppealDto } from './dto';
import { appealableNotice, refusedPhotoOfNotice, withinWindow } from './queries';
import { APPEAL_WINDOW_DAYS, type AppealMessageInput } from './schema';
import { openAppealAs, writeAsAppellant } from './service';

// /appeal/<token> acts as the notice's account for that appeal only (decision 039); any bad token
// is a 404 and no session is made.

export interface AppealLinkView {
  subject: string;
  reason: string;
  decidedAt: string;
  appealUntil: string;
  /** The window is open and no appeal was sent: the form opens one. */
  canOpen: boolean;
  appeal: AppealDto | null;
}

async function noticeOfToken(token: string) {
  const noticeId = noticeIdOfToken(token);
  if (noticeId === null) throw new AppError('not_found');
  const db = await getDb();
  const [notice] = await db
    .select({
      id: decisionNotices.id,
      userId: decisionNotices.recipientUserId,
      subject: decisionNotices.subject,
      reasonCode: decisionNotices.reasonCode,
      reasonText: decisionNotices.reasonText,
      createdAt: decisionNotices.createdAt,
      inWindow: withinWindow,
    })
    .from(decisionNotices)
    .where(eq(decisionNotices.id, noticeId))
    .limit(1);
  if (!notice || !tokenSignedFor(token, notice.id, notice.userId)) throw new AppError('not_found');
  const [appealable] = await db
    .select({ id: decisionNotices.id })
    .from(decisionNotices)
    .where(and(eq(decisionNotices.id, noticeId), appealableNotice(notice.userId)))
    .limit(1);
  if (!appealable) throw new AppError('not_found');
  return notice;
}

/** What the appeal page shows: the decision, and the appeal with its thread once sent. */
export async function appealLinkView(token: string): Promise<AppealLinkView> {
  const notice = await noticeOfToken(token);
  const db = await getDb();
  const [row] = await db
    .select(appealColumns)
    .from(appeals)
    .innerJoin(decisionNotices, eq(decisionNotices.id, appeals.noticeId))
    .leftJoin(refusedPhotos, refusedPhotoOfNotice)
    .where(eq(appeals.noticeId, notice.id))
    .limit(1);
  const messages = row
    ? (
        await db
          .select(appealMessageColumns)
          .from(appealMessages)
          .where(eq(appealMessages.appealId, row.id))
          .orderBy(asc(appealMessages.createdAt), asc(appealMessages.id))
      ).map((message) => toMessageDto(message, notice.userId))
    : [];
  return {
    subject: notice.subject,
    reason: reasonSentence(notice.reasonCode, notice.reasonText),
    decidedAt: notice.createdAt.toISOString(),
    appealUntil: new Date(notice.createdAt.getTime() + APPEAL_WINDOW_DAYS * 86_400_000).toISOString(),
    canOpen: !row && Boolean(notice.inWindow),
    appeal: row ? toAppealDto(row, messages) : null,
  };
}

/** The link's one write: opens the appeal with this message, or adds it to the open appeal. */
export async function writeByAppealLink(token: string, input: AppealMessageInput): Promise<void> {
  const notice = await noticeOfToken(token);
  const db = await getDb();
  const [appeal] = await db.select({ id: appeals.id }).from(appeals).where(eq(appeals.noticeId, notice.id)).limit(1);
  const person = { userId: notice.userId };
  if (appeal) await writeAsAppellant(person, appeal.id, input);
  else await openAppealAs(person, { noticeId: notice.id, message: input.body });
}
