import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { SEXUAL_SERVICES_REFUSAL, FLAG_REASON_SEXUAL_SERVICES } from '@/features/ai-chat/safety';
import { aiChatConversations, aiChatMessages, bookings } from '@/server/db/schema';
import type { SeedContext } from './context';
import type { SeededGirl } from './girls';
import type { SeededGuy } from './guys';
import { daysFromNow } from './random';

// Two stored AI chats so the demo shows both uses of the table: the transcript of a booking chat
// (demo guy → demo girl, linked to one of their bookings) and a visitor's chat flagged for a
// sexual-services request (the moderators' "Flagged AI chats"). Fixed ids and timestamps from the
// data: the seed gives the same rows every run. Runs after bookings.

const BOOKING_CHAT_ID = '5eed0000-0000-4000-8000-000000000001';
const FLAGGED_CHAT_ID = '5eed0000-0000-4000-8000-000000000002';
const MINUTE = 60_000;

export async function seedAiChats(
  ctx: SeedContext,
  girls: readonly SeededGirl[],
  guys: readonly SeededGuy[],
): Promise<void> {
  const demoGirl = girls[0]!;
  const demoGuy = guys[0]!;
  const [booking] = await ctx.tx
    .select({
      id: bookings.id,
      createdAt: bookings.createdAt,
      sessionLength: bookings.sessionLength,
      desiredSessionType: bookings.desiredSessionType,
    })
    .from(bookings)
    .where(and(eq(bookings.girlId, demoGirl.id), eq(bookings.guyId, demoGuy.id)))
    .orderBy(asc(bookings.id))
    .limit(1);
  const other = girls.find((g, i) => i > 1 && g.visible)!;
  const flaggedAt = daysFromNow(-1, 14);

  const conversations: (typeof aiChatConversations.$inferInsert)[] = [
    {
      id: FLAGGED_CHAT_ID,
      mode: 'info',
      girlId: other.id,
      userId: null,
      engine: 'built-in',
      state: {},
      flaggedAt,
      flagReason: FLAG_REASON_SEXUAL_SERVICES,
      createdAt: flaggedAt,
      updatedAt: flaggedAt,
    },
  ];
  const messages: (typeof aiChatMessages.$inferInsert)[] = [
    {
      conversationId: FLAGGED_CHAT_ID,
      role: 'user',
      content: 'Is a happy ending included after the match?',
      createdAt: flaggedAt,
    },
    { conversationId: FLAGGED_CHAT_ID, role: 'assistant', content: SEXUAL_SERVICES_REFUSAL, createdAt: flaggedAt },
  ];
  if (booking) {
    const at = (minutesBefore: number) => new Date(booking.createdAt.getTime() - minutesBefore * MINUTE);
    conversations.push({
      id: BOOKING_CHAT_ID,
      mode: 'book',
      girlId: demoGirl.id,
      userId: demoGuy.userId,
      engine: 'built-in',
      state: { booking: { asking: 'sent' } },
      bookingId: booking.id,
      createdAt: at(6),
      updatedAt: booking.createdAt,
    });
    const lines: ['user' | 'assistant', string][] = [
      [
        'assistant',
        `Hi! I'll help you send ${demoGirl.stageName} a booking request. When would you like the session? Give a date and time, for example "next Friday at 3pm".`,
      ],
      ['user', 'Saturday afternoon, 2pm'],
      ['assistant', 'How long should the session be? For example "1 hour" or "90 minutes".'],
      ['user', booking.sessionLength],
      ['assistant', 'What type of session would you like?'],
      ['user', booking.desiredSessionType],
      [
        'assistant',
        'Here is your booking request. Check it, then press Confirm to send it, or Edit to change an answer.',
      ],
      ['assistant', 'Successfully sent booking request.'],
    ];
    lines.forEach(([role, content], i) =>
      messages.push({ conversationId: BOOKING_CHAT_ID, role, content, createdAt: at(6 - (6 * i) / lines.length) }),
    );
  }
  await ctx.tx.insert(aiChatConversations).values(conversations);
  await ctx.tx.insert(aiChatMessages).values(messages);
  ctx.counts.add('ai_chat_conversations', conversations.length);
  ctx.counts.add('ai_chat_messages', messages.length);
}
