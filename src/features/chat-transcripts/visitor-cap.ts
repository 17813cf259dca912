import 'server-only';
import { getActorFromHeaders } from '@/server/auth/actor';
import { clientIp } from '@/server/http/client-ip';
import { createDatabaseRateLimiter } from '@/server/http/database-rate-limiter';
import { enforceRateLimit } from '@/server/http/rate-limit';
import { errorResponse } from '@/server/http/route-handler';

// A visitor may open this many AI chats a day from one address (decision 045): every chat is
// stored, and a flagged one lands on the moderators' dashboard, so without a cap one person could
// fill both. Counted in the database (every instance shares it); continuing a chat is not counted.

export const VISITOR_CHATS_PER_DAY = 20;
const DAY_MS = 24 * 60 * 60_000;

const visitorChats = createDatabaseRateLimiter({ limit: VISITOR_CHATS_PER_DAY, windowMs: DAY_MS });

/** Whether the chat request starts a new conversation (no conversationId in its JSON body). */
async function startsConversation(request: Request): Promise<boolean> {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => null);
  return !(body !== null && typeof body === 'object' && 'conversationId' in body && body.conversationId);
}

/**
 * POST /ai/chat with the visitors' daily cap in front: a visitor's new conversation past the cap is
 * answered 429 (with Retry-After) before the chat runs; signed-in people are not counted here.
 */
export function withVisitorChatCap<C>(
  handler: (request: Request, context: C) => Promise<Response>,
): (request: Request, context: C) => Promise<Response> {
  return async (request, context) => {
    try {
      if ((await startsConversation(request)) && (await getActorFromHeaders(request.headers)).kind === 'visitor') {
        await enforceRateLimit(visitorChats, `visitor-chat:${clientIp(request)}`);
      }
    } catch (error) {
      return errorResponse(error, request);
    }
    return handler(request, context);
  };
}
