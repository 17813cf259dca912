import 'server-only';
import { createUIMessageStream, createUIMessageStreamResponse } from 'ai';
import { bookingRateLimit } from '@/features/bookings/rate-limit';
import { ERROR_MESSAGES } from '@/lib/errors/messages';
import { clientIp } from '@/server/http/client-ip';
import { createDatabaseRateLimiter } from '@/server/http/database-rate-limiter';
import { anyone, endpoint, jsonBody, permitted, type RouteRateLimit } from '@/server/http/endpoint';
import { NO_STORE } from '@/server/http/route-handler';
import { describeError } from '@/server/http/safe-log';
import { logger } from '@/server/logger';
import type { Actor } from '@/server/auth/actor-types';
import { confirmChatBooking, finishTurn, prepareTurn } from './conversations';
import type { ChatEngine } from './engine';
import { configuredEngine } from './engine-select';
import { ChatRequestSchema, ConfirmBookingSchema, type BookingDraftData } from './schema';

/** A person chats at reading speed; 30 messages a minute each, 60 from one address. */
const chatLimits: RouteRateLimit<Actor>[] = [
  {
    limiter: createDatabaseRateLimiter({ limit: 60, windowMs: 60_000 }),
    key: ({ request }) => `ai-chat:address:${clientIp(request)}`,
  },
  {
    limiter: createDatabaseRateLimiter({ limit: 30, windowMs: 60_000 }),
    key: ({ actor }) => (actor.kind === 'visitor' ? null : `ai-chat:user:${actor.userId}`),
  },
];

/** Spec §2: both chat paths sit behind the ai-chat-book-girl-button flag; off, they do not exist. */
const CHAT_FLAG = 'ai-chat-book-girl-button';

export interface ChatRouteOptions {
  /** Tests pass an engine; the app uses the configured one (AI_BASE_URL or the built-in engine). */
  engine?: () => ChatEngine;
}

// POST /ai/chat – one chat turn: {mode, stageName, conversationId?, message, offsetMinutes};
// answers with the AI SDK's UI message stream (text, a `data-conversation` part with the
// conversation id, and a `data-booking-draft` part when the summary card is due).
export function createChatRoute({ engine = configuredEngine }: ChatRouteOptions = {}) {
  return endpoint(
    {
      flag: CHAT_FLAG,
      actor: anyone,
      rateLimit: chatLimits,
      body: jsonBody(ChatRequestSchema, { maxBytes: 16 * 1024 }),
    },
    async ({ request, actor, body }) => {
      const chosen = engine();
      const turn = await prepareTurn(actor, body, chosen);

      const stream = createUIMessageStream({
        execute: async ({ writer }) => {
          writer.write({ type: 'start' });
          writer.write({ type: 'data-conversation', data: { id: turn.conversationId }, transient: true });
          const textId = 'answer';
          let open = false;
          const text = (delta: string) => {
            if (!open) writer.write({ type: 'text-start', id: textId });
            open = true;
            writer.write({ type: 'text-delta', id: textId, delta });
          };
          let draft: BookingDraftData | null = null;
          if (turn.refusal) {
            text(turn.refusal);
            writer.write({ type: 'data-flagged', data: { flagged: true } });
          } else {
            const result = await chosen.reply(
              {
                mode: turn.request.mode,
                profile: turn.profile,
                history: turn.history,
                message: turn.request.message,
                state: turn.state,
                dates: {
                  now: new Date(),
                  offsetMinutes: turn.request.offsetMinutes,
                  timeZone: turn.request.timeZone,
                },
                signal: request.signal,
              },
              { text, draft: (d) => (draft = d) },
            );
            await finishTurn(turn.conversationId, result.text, result.state);
          }
          if (open) writer.write({ type: 'text-end', id: textId });
          if (draft) writer.write({ type: 'data-booking-draft', data: draft });
          writer.write({ type: 'finish' });
        },
        onError: (error) => {
          logger.error({ err: describeError(error), path: '/ai/chat' }, 'AI chat turn failed');
          return ERROR_MESSAGES.unknown;
        },
      });
      return createUIMessageStreamResponse({ stream, headers: { 'Cache-Control': NO_STORE } });
    },
  );
}

/** The app's chat route, with the configured engine. */
export const chatRoute = createChatRoute();

// POST /ai/chat/confirm-booking – the guy's Confirm on the summary card: {conversationId}.
// Sends the stored draft through the booking service (same rules, rate limit, screening, mail).
export const confirmChatBookingRoute = endpoint(
  {
    flag: CHAT_FLAG,
    actor: permitted('booking:write'),
    rateLimit: bookingRateLimit,
    body: jsonBody(ConfirmBookingSchema, { maxBytes: 4 * 1024 }),
  },
  async ({ actor, body }) => {
    const result = await confirmChatBooking(actor, body);
    return Response.json({ booking: { id: result.bookingId }, message: result.message }, { status: 201 });
  },
);
