import 'server-only';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { transcriptsOf, type TranscriptMessage } from '@/features/chat-transcripts/queries';
import { findPublicGirlId, loadPublicProfile } from '@/features/girls/profile-queries';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { aiChatConversations, girls, user } from '@/server/db/schema';
import { visibleConversations } from './access';
import { toChatProfile, type ChatProfile } from './chat-profile';

export interface FlaggedChatDto {
  id: string;
  mode: 'info' | 'book';
  girl: { id: number; stageName: string | null };
  /** The signed-in author, or null for a visitor. */
  username: string | null;
  flaggedAt: string;
  flagReason: string | null;
  messages: TranscriptMessage[];
}

/** The chat's view of a visible girl (public profile only), or null. */
export async function getChatProfile(stageName: string): Promise<ChatProfile | null> {
  const id = await findPublicGirlId(stageName.trim());
  if (id === null) return null;
  const view = await loadPublicProfile(id);
  return view ? toChatProfile(view) : null;
}

/** Moderators' queue of chats flagged for a sexual-services request, newest first. */
export async function listFlaggedChats(actor: Actor, limit = 50): Promise<FlaggedChatDto[]> {
  requirePermission(actor, 'ai-chat:read:any');
  const db = await getDb();
  const rows = await db
    .select({
      id: aiChatConversations.id,
      mode: aiChatConversations.mode,
      girlId: girls.id,
      stageName: girls.stageName,
      username: user.username,
      flaggedAt: aiChatConversations.flaggedAt,
      flagReason: aiChatConversations.flagReason,
    })
    .from(aiChatConversations)
    .innerJoin(girls, eq(girls.id, aiChatConversations.girlId))
    .leftJoin(user, eq(user.id, aiChatConversations.userId))
    .where(and(isNotNull(aiChatConversations.flaggedAt), visibleConversations(actor)))
    .orderBy(desc(aiChatConversations.flaggedAt))
    .limit(limit);
  const messages = await transcriptsOf(rows.map((r) => r.id));
  return rows.map((r) => ({
    id: r.id,
    mode: r.mode,
    girl: { id: r.girlId, stageName: r.stageName },
    username: r.username,
    flaggedAt: r.flaggedAt!.toISOString(),
    flagReason: r.flagReason,
    messages: messages.get(r.id) ?? [],
  }));
}
