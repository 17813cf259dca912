import { z } from 'zod';
import { isValidTimeZone } from '@/lib/zoned-time';

// The chat's request bodies. The browser sends only its new message: the history, the booking
// answers and the girl come from the server's stored conversation.

export const CHAT_MESSAGE_MAX = 2000;

export const ChatRequestSchema = z.object({
  mode: z.enum(['info', 'book'], { message: 'Invalid value' }),
  stageName: z.string({ message: 'Required' }).trim().min(1, 'Required').max(200),
  conversationId: z.string().uuid('Invalid value').optional(),
  message: z
    .string({ message: 'Required' })
    .trim()
    .min(1, 'Required')
    .max(CHAT_MESSAGE_MAX, `Too long (max characters: ${CHAT_MESSAGE_MAX})`),
  /** The browser's UTC offset in minutes east (e.g. -300 for New York in winter). */
  offsetMinutes: z.number().int().min(-840).max(840).default(0),
  /** The browser's IANA zone ("America/New_York"); an unknown one is ignored for the offset. */
  timeZone: z
    .string()
    .max(64)
    .optional()
    .transform((zone) => (zone && isValidTimeZone(zone) ? zone : undefined)),
});
export type ChatRequest = z.output<typeof ChatRequestSchema>;

export const ConfirmBookingSchema = z.object({
  conversationId: z.string({ message: 'Required' }).uuid('Invalid value'),
});
export type ConfirmBooking = z.output<typeof ConfirmBookingSchema>;

/** The data part that carries the summary card (type `data-booking-draft` in the UI stream). */
export interface BookingDraftData {
  values: Record<string, string>;
  timeZone?: string;
  /** The time as shown where the session happens ("Fri 12-04-2026 7:00 PM CST"). */
  timeLabel?: string;
}
