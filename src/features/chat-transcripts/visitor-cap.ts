import 'server-only';
import { getActorFromHeaders } from '@/server/auth/actor';
import { clientIp } from '@/server/http/client-ip';
import { createDatabaseRateLimiter } from '@/server/http/database-rate-limiter';
import { enforceRateLimit } from '@/server/http/rate-limit';
import { errorResponse } from '@/server/http/route-handler';

// Decision 045: every chat is stored and may reach the moderators, so one address is capped.

export const VISITOR_CHATS_PER_DAY = 20;
const DAY_MS = 24 * 60 * 60_000;

const visitorChats = createDatabaseRateLimiter({ limit: VISITOR_CHATS_PER_DAY, windowMs: DAY_MS });

async function startsConversation(request: Request): Promise<boolean> {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => null);
  return !(body !== null && typeof body === 'object' && 'conversationId' in body && body.conversationId);
}

/** Signed-in people are not counted here. */
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
