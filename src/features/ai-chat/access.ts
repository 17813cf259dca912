import 'server-only';
import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '@/server/auth/actor-types';
import { can } from '@/server/auth/permissions';
import { aiChatConversations } from '@/server/db/schema';

// Who may read a stored conversation, as SQL for the WHERE: moderators every one; a girl the
// transcripts of booking chats that became her bookings; a signed-in guy (or girl) his own.
// Visitors read nothing back (their chat lives in their browser tab only).
export function visibleConversations(actor: Actor): SQL {
  if (actor.kind === 'visitor') return sql`false`;
  if (can(actor, 'ai-chat:read:any')) return sql`true`;
  const own = eq(aiChatConversations.userId, actor.userId);
  if (actor.girlId === undefined) return own;
  return sql`(${own} or ${and(eq(aiChatConversations.girlId, actor.girlId), isNotNull(aiChatConversations.bookingId))})`;
}
