// "I had this experience too": a vetted girl's confirmation of a timewaster entry, with the day it
// happened (docs/decisions/041). Shared by the card's dialog and the endpoint.
import { z } from 'zod';
import { zonedDay } from '@/lib/zoned-time';

export const CONFIRMATION_MESSAGES = {
  button: 'I had this experience too',
  dateLabel: 'When did it happen?',
  dateRequired: 'Please enter the date of your experience.',
  dateInFuture: 'The date cannot be in the future.',
  dateTooOld: 'The date cannot be more than 10 years ago.',
  confirmed: 'Thank you. The entry is renewed.',
  already: 'You have already confirmed this entry.',
  notApproved: 'A moderator has not approved this report yet.',
} as const;

/** How far back an experience may go: older ones say nothing about the client today. */
export const EXPERIENCE_YEARS = 10;

/**
 * The days an experience date may take (yyyy-MM-dd), whatever zone the girl is in: up to today
 * where the day starts first (UTC+14), back to ten years before today where it starts last
 * (UTC-12). A date carries no zone, so the server cannot tell "tomorrow" from "today in Sydney".
 */
export function experienceDayBounds(now: Date = new Date()): { earliest: string; latest: string } {
  const latest = zonedDay(now, 'Pacific/Kiritimati');
  const lastToStart = zonedDay(now, 'Etc/GMT+12');
  const earliest = `${String(Number(lastToStart.slice(0, 4)) - EXPERIENCE_YEARS).padStart(4, '0')}${lastToStart.slice(4)}`;
  return { earliest, latest };
}

function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** What is wrong with an experience date, or null. */
export function experienceDateProblem(text: string, now: Date = new Date()): string | null {
  if (!isCalendarDay(text)) return CONFIRMATION_MESSAGES.dateRequired;
  const { earliest, latest } = experienceDayBounds(now);
  if (text > latest) return CONFIRMATION_MESSAGES.dateInFuture;
  if (text < earliest) return CONFIRMATION_MESSAGES.dateTooOld;
  return null;
}

export const TimewasterConfirmationSchema = z.object({
  experienceDate: z
    .string({ error: CONFIRMATION_MESSAGES.dateRequired })
    .trim()
    .superRefine((text, ctx) => {
      const problem = experienceDateProblem(text);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
export type TimewasterConfirmationValues = z.output<typeof TimewasterConfirmationSchema>;
