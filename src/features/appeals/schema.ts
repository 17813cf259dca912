import { z } from 'zod';
import { APPEAL_WINDOW_DAYS } from '@/lib/appeal-window';
import { reasonFields, REASON_MESSAGES, type DecisionKind } from '@/features/due-process/reason-codes';

// Appeals against moderators' decisions (decision 039): the bodies, the limits and the texts.

/** The decisions a person can appeal: a rejected profile, a ban, a refused photo or profile picture. */
export const APPEALABLE_KINDS = ['girl', 'ban', 'photo', 'profile-picture'] as const satisfies readonly DecisionKind[];
export type AppealKind = (typeof APPEALABLE_KINDS)[number];
/** The kinds whose subject is a refused photo kept for its appeal (refused_photos). */
export const PHOTO_KINDS = ['photo', 'profile-picture'] as const satisfies readonly AppealKind[];

export { APPEAL_WINDOW_DAYS };
export const APPEAL_MESSAGE_MAX = 2_000;

export const APPEAL_TEXTS = {
  messageRequired: 'Please write your message.',
  messageTooLong: `Too long (max characters: ${APPEAL_MESSAGE_MAX})`,
  alreadyAppealed: 'You have already appealed this decision.',
  windowClosed: `The ${APPEAL_WINDOW_DAYS} days to appeal this decision have passed.`,
  ownDecision: 'You made the decision appealed: another moderator decides this appeal.',
  closed: 'This appeal has been decided.',
  noLongerStands: 'This decision no longer stands: there is nothing to reverse.',
  opened: 'Your appeal has been sent to the moderators.',
  sent: 'Message sent',
  upheld: 'Appeal upheld',
  denied: 'Appeal denied',
} as const;

/** Plain text: trimmed, required, at most APPEAL_MESSAGE_MAX characters. */
export const appealMessageText = z
  .string({ message: APPEAL_TEXTS.messageRequired })
  .trim()
  .min(1, APPEAL_TEXTS.messageRequired)
  .max(APPEAL_MESSAGE_MAX, APPEAL_TEXTS.messageTooLong);

/** POST /api/v1/appeals: appeal the decision a notice tells of, with a first message. */
export const OpenAppealSchema = z.object({
  noticeId: z
    .number({ message: 'noticeId must be a decision notice id' })
    .int('noticeId must be a decision notice id')
    .positive('noticeId must be a decision notice id')
    .max(2_147_483_647, 'noticeId must be a decision notice id'),
  message: appealMessageText,
});
export type OpenAppeal = z.output<typeof OpenAppealSchema>;

/** POST /api/v1/appeals/{id}/messages. */
export const AppealMessageSchema = z.object({ body: appealMessageText });
export type AppealMessageInput = z.output<typeof AppealMessageSchema>;

/** Deny needs a reason code that fits the decision (the service checks the fit). */
export const AppealDecisionSchema = z
  .object({ upheld: z.boolean({ message: 'upheld must be true or false' }), ...reasonFields })
  .superRefine((body, ctx) => {
    if (!body.upheld && !body.reasonCode)
      ctx.addIssue({ code: 'custom', message: REASON_MESSAGES.required, path: ['reasonCode'] });
    if (body.reasonCode === 'other' && !body.reason)
      ctx.addIssue({ code: 'custom', message: REASON_MESSAGES.otherNeedsText, path: ['reason'] });
  });
export type AppealDecision = z.output<typeof AppealDecisionSchema>;
