import { confirmChatBookingRoute } from '@/features/ai-chat/route-handlers';

// POST /ai/chat/confirm-booking – send the booking request the chat prepared.
export const POST = confirmChatBookingRoute;
