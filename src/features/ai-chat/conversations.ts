import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { BookGirlBodySchema, BookingRequestSchema, BOOKING_MESSAGES, toBookGirlBody } from '@/features/bookings/schema';
import { createBookingRequest } from '@/features/bookings/service';
import type { Actor, SignedInActor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { aiChatConversations, aiChatMessages } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { logger } from '@/server/logger';
import { bookingGreeting } from './booking-prompts';
import { INITIAL_BOOKING_STATE } from './booking-state';
import type { ChatProfile } from './chat-profile';
import type { ChatEngine, ChatHistoryMessage, ConversationState } from './engine';
import { getChatProfile } from './queries';
import { FLAG_REASON_SEXUAL_SERVICES, isSexualServicesRequest, SEXUAL_SERVICES_REFUSAL } from './safety';
import type { ChatRequest, ConfirmBooking } from './schema';

// Stored conversations: every message is kept (the chat's warning says so), a request for sexual
// services flags the conversation for moderators, and a confirmed booking chat is linked to its
// booking so its transcript is shown with it.

export interface PreparedTurn {
  conversationId: string;
  request: ChatRequest;
  profile: ChatProfile;
  history: ChatHistoryMessage[];
  state: ConversationState;
  /** Set when the message was refused (sexual services): the reply, no engine involved. */
  refusal: string | null;
}

/** Only the conversation's owner continues it: his user id, or for a visitor the unguessable id alone. */
function ownerCondition(actor: Actor) {
  return actor.kind === 'visitor' ? isNull(aiChatConversations.userId) : eq(aiChatConversations.userId, actor.userId);
}

async function appendMessage(conversationId: string, role: 'user' | 'assistant', content: string): Promise<void> {
  const db = await getDb();
  await db.insert(aiChatMessages).values({ conversationId, role, content });
}

/**
 * Checks who may chat here, opens (or continues) the conversation, stores his message and runs
 * the safety check. Throws 401/403/404/400 before any streaming starts.
 */
export async function prepareTurn(actor: Actor, request: ChatRequest, engine: ChatEngine): Promise<PreparedTurn> {
  if (request.mode === 'book') {
    requirePermission(actor, 'booking:write');
    if (!actor.guyId) throw new AppError('forbidden');
  }
  const profile = await getChatProfile(request.stageName);
  if (!profile) throw new AppError('not_found');
  const db = await getDb();

  let conversationId = request.conversationId;
  let state: ConversationState;
  let history: ChatHistoryMessage[] = [];
  if (conversationId) {
    const [row] = await db
      .select({ id: aiChatConversations.id, state: aiChatConversations.state })
      .from(aiChatConversations)
      .where(
        and(
          eq(aiChatConversations.id, conversationId),
          eq(aiChatConversations.girlId, profile.girlId),
          eq(aiChatConversations.mode, request.mode),
          ownerCondition(actor),
        ),
      )
      .limit(1);
    if (!row) throw new AppError('not_found');
    state = row.state as ConversationState;
    history = await db
      .select({ role: aiChatMessages.role, content: aiChatMessages.content })
      .from(aiChatMessages)
      .where(eq(aiChatMessages.conversationId, conversationId))
      .orderBy(asc(aiChatMessages.id));
  } else {
    conversationId = randomUUID();
    state = request.mode === 'book' ? { booking: INITIAL_BOOKING_STATE } : {};
    await db.insert(aiChatConversations).values({
      id: conversationId,
      mode: request.mode,
      girlId: profile.girlId,
      userId: actor.kind === 'visitor' ? null : actor.userId,
      engine: engine.name,
      state: state as Record<string, unknown>,
    });
    if (request.mode === 'book') {
      // The greeting the page showed is part of the transcript she will read.
      const greeting = bookingGreeting(profile);
      await appendMessage(conversationId, 'assistant', greeting);
      history = [{ role: 'assistant', content: greeting }];
    }
  }

  await appendMessage(conversationId, 'user', request.message);
  let refusal: string | null = null;
  if (isSexualServicesRequest(request.message)) {
    refusal = SEXUAL_SERVICES_REFUSAL;
    await db
      .update(aiChatConversations)
      .set({
        flaggedAt: sql`coalesce(${aiChatConversations.flaggedAt}, now())`,
        flagReason: FLAG_REASON_SEXUAL_SERVICES,
        updatedAt: new Date(),
      })
      .where(eq(aiChatConversations.id, conversationId));
    await appendMessage(conversationId, 'assistant', refusal);
    logger.warn({ conversationId, girlId: profile.girlId }, 'AI chat flagged: sexual services request');
  }
  return { conversationId, request, profile, history, state, refusal };
}

/** Stores the engine's answer and the dialog state after a turn. */
export async function finishTurn(conversationId: string, text: string, state: ConversationState): Promise<void> {
  if (text.trim()) await appendMessage(conversationId, 'assistant', text);
  const db = await getDb();
  await db
    .update(aiChatConversations)
    .set({ state: state as Record<string, unknown>, updatedAt: new Date() })
    .where(eq(aiChatConversations.id, conversationId));
}

/**
 * The guy's Confirm on the summary card: the draft stored with his conversation (never anything
 * the browser or a model sends now) goes through the booking service, for this chat's girl.
 * The draft is claimed first, so a double click sends one request.
 */
export async function confirmChatBooking(
  actor: SignedInActor,
  { conversationId }: ConfirmBooking,
): Promise<{ bookingId: number; message: string }> {
  requirePermission(actor, 'booking:write');
  if (!actor.guyId) throw new AppError('forbidden');
  const db = await getDb();
  const pending = sql`${aiChatConversations.state}->'booking'->>'asking'`;
  const [claimed] = await db
    .update(aiChatConversations)
    .set({
      state: sql`jsonb_set(${aiChatConversations.state}, '{booking,asking}', '"sending"')`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(aiChatConversations.id, conversationId),
        eq(aiChatConversations.userId, actor.userId),
        eq(aiChatConversations.mode, 'book'),
        isNull(aiChatConversations.bookingId),
        sql`${pending} = 'summary'`,
      ),
    )
    .returning({ girlId: aiChatConversations.girlId, state: aiChatConversations.state });
  if (!claimed) throw new AppError('not_found');
  const booking = (claimed.state as ConversationState).booking!;
  const release = () =>
    db
      .update(aiChatConversations)
      .set({ state: sql`jsonb_set(${aiChatConversations.state}, '{booking,asking}', '"summary"')` })
      .where(eq(aiChatConversations.id, conversationId));
  try {
    const values = BookingRequestSchema.parse(booking.values);
    const { id } = await createBookingRequest(actor, BookGirlBodySchema.parse(toBookGirlBody(values, claimed.girlId)));
    await db
      .update(aiChatConversations)
      .set({
        bookingId: id,
        state: { ...claimed.state, booking: { ...booking, asking: 'sent' } },
        updatedAt: new Date(),
      })
      .where(eq(aiChatConversations.id, conversationId));
    await appendMessage(conversationId, 'assistant', BOOKING_MESSAGES.sentPanel);
    return { bookingId: id, message: BOOKING_MESSAGES.sentPanel };
  } catch (error) {
    await release();
    throw error;
  }
}
