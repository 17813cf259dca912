import { z } from 'zod';
import { checkReason, reasonFields } from '@/features/due-process/reason-codes';
import { itemVersion } from '@/features/moderation/schema';
import { reportingConsent } from '@/features/reporting/schema';
import { requiredText } from '@/lib/text-fields';

// Spec §2, §3. The spec names no categories or messages: ours, in its style.

export const SESSION_GIRL_REPORT_CATEGORIES = [
  'Scammer',
  'No-show',
  'Fake profile or stolen pictures',
  'Unsafe behavior',
  'Other',
] as const;

export const SESSION_GIRL_REPORT_LIMITS = { username: 100, comment: 2_000 } as const;

export const SESSION_GIRL_REPORT_MESSAGES = {
  username: 'Username is required',
  category: 'Please select a category.',
  comment: 'Please write a comment.',
  notFound: 'User not found.',
  saved: 'Successfully saved.',
  savedDescription: 'A moderator will look at your report.',
} as const;

export const SessionGirlReportSchema = z.object({
  username: requiredText(SESSION_GIRL_REPORT_MESSAGES.username, SESSION_GIRL_REPORT_LIMITS.username),
  category: z.enum(SESSION_GIRL_REPORT_CATEGORIES, { error: SESSION_GIRL_REPORT_MESSAGES.category }),
  comment: requiredText(SESSION_GIRL_REPORT_MESSAGES.comment, SESSION_GIRL_REPORT_LIMITS.comment),
  ...reportingConsent,
});
export type SessionGirlReportInput = z.input<typeof SessionGirlReportSchema>;
export type SessionGirlReportValues = z.output<typeof SessionGirlReportSchema>;

// Handled: acted on and kept; delete: removed (the reporter is told either way).
export const SessionGirlReportDecisionSchema = z
  .object({
    action: z.enum(['handled', 'delete'], { error: "action must be 'handled' or 'delete'" }),
    ...reasonFields,
    ...itemVersion,
  })
  .superRefine(checkReason('session-girl-report', (body) => body.action === 'handled'));
export type SessionGirlReportDecision = z.output<typeof SessionGirlReportDecisionSchema>;
