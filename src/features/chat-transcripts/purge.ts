import 'server-only';
import { and, isNull, lt, or, sql, isNotNull } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { aiChatConversations } from '@/server/db/schema';

// Decision 045: a visitor's chat is kept for moderation and safety only as long as that needs.

export const VISITOR_CHAT_RETENTION_DAYS = 30;
/** Time for a moderator to read it. */
export const FLAGGED_VISITOR_CHAT_RETENTION_DAYS = 90;

/** The daily job; idempotent. */
export async function purgeVisitorChats(): Promise<number> {
  const db = await getDb();
  const older = (days: number) => lt(aiChatConversations.updatedAt, sql`now() - make_interval(days => ${days})`);
  const gone = await db
    .delete(aiChatConversations)
    .where(
      and(
        isNull(aiChatConversations.userId),
        isNull(aiChatConversations.bookingId),
        or(
          and(isNull(aiChatConversations.flaggedAt), older(VISITOR_CHAT_RETENTION_DAYS)),
          and(isNotNull(aiChatConversations.flaggedAt), older(FLAGGED_VISITOR_CHAT_RETENTION_DAYS)),
        ),
      ),
    )
    .returning({ id: aiChatConversations.id });
  return gone.length;
}
