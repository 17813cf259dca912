import 'server-only';
import { and, isNull, lt, or, sql, isNotNull } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { aiChatConversations } from '@/server/db/schema';

// How long a visitor's AI chat is kept (decision 045). A visitor has no account to see his chats
// again and nobody answers for them; they are kept for moderation and safety (the chat's warning
// says so) as long as that needs. Signed-in people's chats stay with their accounts and bookings.

/** Days after its last message that a visitor's unflagged chat is deleted. */
export const VISITOR_CHAT_RETENTION_DAYS = 30;
/** Days a flagged visitor chat is kept: time for a moderator to read it. */
export const FLAGGED_VISITOR_CHAT_RETENTION_DAYS = 90;

/**
 * The daily job: deletes visitors' conversations past their retention (messages go with them, by
 * the foreign key). Idempotent. Answers how many went.
 */
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
