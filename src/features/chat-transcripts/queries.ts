import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { aiChatConversations, aiChatMessages } from '@/server/db/schema';

// The callers decide which conversations the actor may see; this only reads the given ids.

export interface TranscriptMessage {
  role: 'user' | 'assistant';
  content: string;
  createdAt: string;
}

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

/** Pass only ids of bookings the actor may see. */
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
