// POST /ai/chat – one turn of the AI chat (streamed).
import { chatRoute } from '@/features/ai-chat/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = chatRoute;
