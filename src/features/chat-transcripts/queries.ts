import 'server-only';
import { eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { isoTime, jsonRowsOf } from '@/server/db/json-rows';
import { aiChatConversations, aiChatMessages } from '@/server/db/schema';

// The callers decide which conversations the actor may see; this only reads the given ids.

export interface TranscriptMessage {
  role: 'user' | 'assistant';
  content: string;
  createdAt: string;
}

/**
 * A conversation's messages in order, as a JSON array ('[]' for none or a null id): the
 * transcript rides on its booking's or conversation's row instead of a read of its own
 * (decision 049).
 */
export const transcriptOf = (conversationId: SQLWrapper): SQL<TranscriptMessage[]> =>
  jsonRowsOf<TranscriptMessage>(
    { role: aiChatMessages.role, content: aiChatMessages.content, createdAt: isoTime(aiChatMessages.createdAt) },
    sql`${aiChatMessages}`,
    eq(aiChatMessages.conversationId, conversationId),
    sql`${aiChatMessages.id}`,
  );

export async function transcriptsOf(conversationIds: string[]): Promise<Map<string, TranscriptMessage[]>> {
  if (!conversationIds.length) return new Map();
  const db = await getDb();
  // Raw SQL: Drizzle's select from one table writes its columns without the table's name, and the
  // messages' own id would then stand for the conversation's.
  const { rows } = await db.execute<{ id: string; messages: TranscriptMessage[] }>(
    sql`select ${aiChatConversations.id} as "id", ${transcriptOf(aiChatConversations.id)} as "messages"
      from ${aiChatConversations} where ${inArray(aiChatConversations.id, conversationIds)}`,
  );
  return new Map(rows.map((row) => [row.id, row.messages]));
}
