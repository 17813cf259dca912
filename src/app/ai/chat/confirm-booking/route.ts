// POST /ai/chat/confirm-booking – send the booking request the chat prepared.
import { confirmChatBookingRoute } from '@/features/ai-chat/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = confirmChatBookingRoute;
