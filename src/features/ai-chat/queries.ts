import 'server-only';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { transcriptsOf, type TranscriptMessage } from '@/features/chat-transcripts/queries';
import { findPublicGirlId, loadPublicProfile } from '@/features/girls/profile-queries';
import { hasPublicPage } from '@/features/girls/queries';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { aiChatConversations, girls, user } from '@/server/db/schema';
import { visibleConversations } from './access';
import { toChatProfile, type ChatProfile } from './chat-profile';

export interface FlaggedChatDto {
  id: string;
  mode: 'info' | 'book';
  /** listed: she has a public page to link to. */
  girl: { id: number; stageName: string | null; listed: boolean };
  /** The signed-in author, or null for a visitor. */
  username: string | null;
  /**
   * Visitors' flagged chats come grouped, one entry per girl (decision 045): how many there are;
   * the entry is the newest of them. Absent for a signed-in author's chat.
   */
  visitorChats?: number;
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

/**
 * Moderators' queue of chats flagged for a sexual-services request, newest first: a signed-in
 * author's chats one by one, visitors' chats one entry per girl with their number (decision 045),
 * so a visitor opening chat after chat cannot push the others off the list.
 */
export async function listFlaggedChats(actor: Actor, limit = 50): Promise<FlaggedChatDto[]> {
  requirePermission(actor, 'ai-chat:read:any');
  const db = await getDb();
  const columns = {
    id: aiChatConversations.id,
    mode: aiChatConversations.mode,
    girlId: girls.id,
    stageName: girls.stageName,
    listed: hasPublicPage(aiChatConversations.girlId),
    username: user.username,
    flaggedAt: aiChatConversations.flaggedAt,
    flagReason: aiChatConversations.flagReason,
  };
  const flagged = and(isNotNull(aiChatConversations.flaggedAt), visibleConversations(actor));
  const [signedIn, visitors] = await Promise.all([
    db
      .select(columns)
      .from(aiChatConversations)
      .innerJoin(girls, eq(girls.id, aiChatConversations.girlId))
      .innerJoin(user, eq(user.id, aiChatConversations.userId))
      .where(flagged)
      .orderBy(desc(aiChatConversations.flaggedAt))
      .limit(limit),
    // The newest flagged visitor chat per girl, with how many she has.
    db
      .selectDistinctOn([aiChatConversations.girlId], {
        ...columns,
        visitorChats: sql<number>`count(*) over (partition by ${aiChatConversations.girlId})`.mapWith(Number),
      })
      .from(aiChatConversations)
      .innerJoin(girls, eq(girls.id, aiChatConversations.girlId))
      .leftJoin(user, eq(user.id, aiChatConversations.userId))
      .where(and(flagged, isNull(aiChatConversations.userId)))
      .orderBy(aiChatConversations.girlId, desc(aiChatConversations.flaggedAt)),
  ]);
  const rows: ((typeof signedIn)[number] & { visitorChats?: number })[] = [...signedIn, ...visitors]
    .sort((a, b) => b.flaggedAt!.getTime() - a.flaggedAt!.getTime())
    .slice(0, limit);
  const messages = await transcriptsOf(rows.map((r) => r.id));
  return rows.map((r) => ({
    id: r.id,
    mode: r.mode,
    girl: { id: r.girlId, stageName: r.stageName, listed: r.listed },
    username: r.username,
    ...(r.visitorChats === undefined ? {} : { visitorChats: r.visitorChats }),
    flaggedAt: r.flaggedAt!.toISOString(),
    flagReason: r.flagReason,
    messages: messages.get(r.id) ?? [],
  }));
}
