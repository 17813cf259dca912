import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as chatRoute } from '@/app/ai/chat/route';
import { listFlaggedChats } from '@/features/ai-chat/queries';
import { purgeVisitorChats, VISITOR_CHAT_RETENTION_DAYS } from '@/features/chat-transcripts/purge';
import { VISITOR_CHATS_PER_DAY } from '@/features/chat-transcripts/visitor-cap';
import { getActorFromHeaders } from '@/server/auth/actor';
import { getDb } from '@/server/db';
import { aiChatConversations, aiChatMessages } from '@/server/db/schema';
import { JOB_HANDLERS } from '@/server/jobs/handlers';
import { SCHEDULES } from '@/server/jobs/queues';
import { chatRequest, readChatReply } from '../helpers/ai-chat';
import { createGirl, type TestGirl } from '../helpers/girls';
import { createGuy, createModerator, type Person } from '../helpers/people';

// Visitors' AI chats (decision 045): a daily cap of new chats per address, a purge after the
// retention period (a daily job), and the moderators' flagged list grouping visitors' chats per
// girl so a flood of them cannot push the others off it.

let girl: TestGirl;
let guy: Person;
let moderator: Person;

beforeAll(async () => {
  girl = await createGirl({ prefix: 'chatcap' });
  guy = await createGuy();
  moderator = await createModerator();
});

async function conversation(values: { userId?: string | null; flagged?: boolean; daysAgo: number }): Promise<string> {
  const db = await getDb();
  const id = crypto.randomUUID();
  const at = new Date(Date.now() - values.daysAgo * 86_400_000);
  await db.insert(aiChatConversations).values({
    id,
    mode: 'info',
    girlId: girl.girlId,
    userId: values.userId ?? null,
    engine: 'built-in',
    flaggedAt: values.flagged ? at : null,
    flagReason: values.flagged ? 'sexual-services' : null,
    createdAt: at,
    updatedAt: at,
  });
  await db.insert(aiChatMessages).values({ conversationId: id, role: 'user', content: 'hello' });
  return id;
}

async function exists(id: string): Promise<boolean> {
  const db = await getDb();
  return (
    (await db.select({ id: aiChatConversations.id }).from(aiChatConversations).where(eq(aiChatConversations.id, id)))
      .length > 0
  );
}

describe('visitors’ AI chats', () => {
  it(`one address opens at most ${VISITOR_CHATS_PER_DAY} chats a day; continuing one and signed-in chats are not counted`, async () => {
    const ip = `198.51.100.${Math.floor(Math.random() * 200) + 20}`;
    const body = { mode: 'info' as const, stageName: girl.stageName, message: 'What does she offer?' };
    let first: string | undefined;
    for (let i = 0; i < VISITOR_CHATS_PER_DAY; i += 1) {
      const reply = await readChatReply(await chatRoute(chatRequest(body, undefined, ip), undefined));
      expect(reply.status, `chat ${i + 1}`).toBe(200);
      first ??= reply.conversationId;
    }
    const refused = await chatRoute(chatRequest(body, undefined, ip), undefined);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // His open chat goes on; a signed-in guy from the same address is not counted here.
    expect((await chatRoute(chatRequest({ ...body, conversationId: first }, undefined, ip), undefined)).status).toBe(
      200,
    );
    expect((await chatRoute(chatRequest(body, guy.cookie, ip), undefined)).status).toBe(200);
    // Another address is not held back.
    expect((await chatRoute(chatRequest(body), undefined)).status).toBe(200);
  }, 60_000);

  it(`a daily job deletes visitors’ chats ${VISITOR_CHAT_RETENTION_DAYS} days after their last message, flagged ones after 90`, async () => {
    const old = await conversation({ daysAgo: VISITOR_CHAT_RETENTION_DAYS + 1 });
    const recent = await conversation({ daysAgo: VISITOR_CHAT_RETENTION_DAYS - 1 });
    const flaggedOld = await conversation({ flagged: true, daysAgo: VISITOR_CHAT_RETENTION_DAYS + 1 });
    const flaggedAncient = await conversation({ flagged: true, daysAgo: 91 });
    const signedIn = await conversation({ userId: guy.userId, daysAgo: 400 });
    expect(SCHEDULES['visitor-chats-purge']).toBeDefined();
    await JOB_HANDLERS['visitor-chats-purge'](undefined as never);
    expect(await Promise.all([old, recent, flaggedOld, flaggedAncient, signedIn].map(exists))).toEqual([
      false,
      true,
      true,
      false,
      true,
    ]);
    const db = await getDb();
    expect(await db.select().from(aiChatMessages).where(eq(aiChatMessages.conversationId, old))).toEqual([]);
    expect(await purgeVisitorChats()).toBe(0);
  });

  it('flagged visitors’ chats are one entry per girl on the moderators’ list; signed-in ones stay one by one', async () => {
    for (let i = 0; i < 60; i += 1) await conversation({ flagged: true, daysAgo: 0 });
    const his = await conversation({ userId: guy.userId, flagged: true, daysAgo: 1 });
    const chats = await listFlaggedChats(await getActorFromHeaders(new Headers({ cookie: moderator.cookie })));
    const hers = chats.filter((chat) => chat.girl.id === girl.girlId);
    const group = hers.find((chat) => chat.username === null);
    expect(group?.visitorChats).toBeGreaterThanOrEqual(60);
    expect(hers.filter((chat) => chat.username === null)).toHaveLength(1);
    expect(hers.map((chat) => chat.id)).toContain(his);
  });
});
