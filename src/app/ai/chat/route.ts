import { createChatRoute } from '@/features/ai-chat/route-handlers';

// POST /ai/chat – one turn of the AI chat (streamed).
export const POST = createChatRoute();
