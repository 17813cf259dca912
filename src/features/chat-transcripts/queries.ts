import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { aiChatConversations, aiChatMessages } from '@/server/db/schema';

// The messages of AI chat conversations, read by the chat's moderator queue and by the bookings a
// chat produced. Both callers decide which conversations or bookings the actor may see (in their
// WHERE); this module only reads the messages of the ids it is given.

export interface TranscriptMessage {
  role: 'user' | 'assistant';
  content: string;
  createdAt: string;
}

/** Conversation id → its messages, oldest first. */
export async function transcriptsOf(conversationIds: string[]): Promise<Map<string, TranscriptMessage[]>> {
  const byConversation = new Map<string, TranscriptMessage[]>();
  if (!conversationIds.length) return byConversation;
  const db = await getDb();
  const rows = await db
    .select({
      conversationId: aiChatMessages.conversationId,
      role: aiChatMessages.role,
      content: aiChatMessages.content,
      createdAt: aiChatMessages.createdAt,
    })
    .from(aiChatMessages)
    .where(inArray(aiChatMessages.conversationId, conversationIds))
    .orderBy(asc(aiChatMessages.id));
  for (const row of rows) {
    const list = byConversation.get(row.conversationId) ?? [];
    list.push({ role: row.role, content: row.content, createdAt: row.createdAt.toISOString() });
    byConversation.set(row.conversationId, list);
  }
  return byConversation;
}

/**
 * Booking id → the transcript of the chat that produced it. Pass only ids of bookings the actor
 * may see: the bookings queries select them with the actor's scope in the WHERE.
 */
export async function transcriptsOfBookings(bookingIds: number[]): Promise<Map<number, TranscriptMessage[]>> {
  const result = new Map<number, TranscriptMessage[]>();
  if (!bookingIds.length) return result;
  const db = await getDb();
  const rows = await db
    .select({ id: aiChatConversations.id, bookingId: aiChatConversations.bookingId })
    .from(aiChatConversations)
    .where(inArray(aiChatConversations.bookingId, bookingIds));
  const messages = await transcriptsOf(rows.map((r) => r.id));
  for (const row of rows) if (row.bookingId !== null) result.set(row.bookingId, messages.get(row.id) ?? []);
  return result;
}
