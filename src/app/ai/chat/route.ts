// POST /ai/chat – one streamed turn of the AI chat; visitors' new chats are capped (visitor-cap.ts).
import { chatRoute } from '@/features/ai-chat/route-handlers';
import { withVisitorChatCap } from '@/features/chat-transcripts/visitor-cap';

export const dynamic = 'force-dynamic';

export const POST = withVisitorChatCap(chatRoute);
