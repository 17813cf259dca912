// POST /ai/chat – one turn of the AI chat (streamed); a visitor's new chats are capped per
// address and day (features/chat-transcripts/visitor-cap.ts).
import { chatRoute } from '@/features/ai-chat/route-handlers';
import { withVisitorChatCap } from '@/features/chat-transcripts/visitor-cap';

export const dynamic = 'force-dynamic';

export const POST = withVisitorChatCap(chatRoute);
