// AI chat conversations about a girl (spec §2 /ai/chat/get-info and /ai/chat/book-girl). Every
// conversation is stored for moderation and safety (the chat's warning says so); a booking
// chat's transcript stays with the booking it produced.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { bookings } from './bookings';
import { createdAt, updatedAt } from './columns';
import { girlOwned } from './girls';

export const AI_CHAT_MODES = ['info', 'book'] as const;
export type AiChatMode = (typeof AI_CHAT_MODES)[number];
export const AI_CHAT_ROLES = ['user', 'assistant'] as const;
export type AiChatRole = (typeof AI_CHAT_ROLES)[number];

export const aiChatConversations = pgTable(
  'ai_chat_conversations',
  {
    /** A random UUID: for a visitor it is the only key to the conversation, so never sequential. */
    id: text('id').primaryKey(),
    mode: text('mode', { enum: AI_CHAT_MODES }).notNull(),
    girlId: girlOwned(),
    /** Null for a visitor. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** Which engine answered ('built-in' or 'openai-compatible'). */
    engine: text('engine').notNull(),
    /** The booking dialog's collected answers and pending draft (server-side, never the client's word). */
    state: jsonb('state').$type<Record<string, unknown>>().notNull().default({}),
    /** Set when a message asked for sexual services; moderators see these chats. */
    flaggedAt: timestamp('flagged_at', { withTimezone: true }),
    flagReason: text('flag_reason'),
    /** The booking request this chat produced (its transcript is shown with the booking). */
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('ai_chat_conversations_mode_check', sql`${t.mode} IN ('info', 'book')`),
    index('ai_chat_conversations_girl_id_idx').on(t.girlId),
    index('ai_chat_conversations_user_id_idx').on(t.userId),
    index('ai_chat_conversations_flagged_at_idx')
      .on(t.flaggedAt)
      .where(sql`${t.flaggedAt} IS NOT NULL`),
    uniqueIndex('ai_chat_conversations_booking_id_idx').on(t.bookingId),
  ],
);

export const aiChatMessages = pgTable(
  'ai_chat_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => aiChatConversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: AI_CHAT_ROLES }).notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('ai_chat_messages_role_check', sql`${t.role} IN ('user', 'assistant')`),
    index('ai_chat_messages_conversation_id_idx').on(t.conversationId, t.id),
  ],
);

export type AiChatConversation = typeof aiChatConversations.$inferSelect;
export type AiChatMessage = typeof aiChatMessages.$inferSelect;
