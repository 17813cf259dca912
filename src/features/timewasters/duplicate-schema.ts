// Duplicate reports and merged entries (docs/decisions/044): the texts, the body of the match
// check and the body of a moderator's merge. Pure: the form, the dialog and the endpoints share it.
import { z } from 'zod';
import { itemVersion } from '@/features/moderation/schema';
import { checkReason, reasonFields } from '@/features/due-process/reason-codes';
import { THUMB_TYPES } from '@/lib/enums/thumb-types';
import { optionalEmail, optionalPhone } from './schema';

export const DUPLICATE_MESSAGES = {
  offerTitle: 'This client is already in the database',
  offerText: 'Add your experience to this entry instead of reporting him again.',
  open: 'Open the entry',
  add: 'Add your experience to this entry',
  comment: 'Your experience',
  vote: 'Your vote',
  voteDown: 'Thumbs down',
  voteUp: 'Thumbs up',
  send: 'Add my experience',
  added: 'Your experience was added to the entry.',
  newEntry: 'Report a new entry anyway',
  /** The 409 of a report whose phone or e-mail is on an entry she can see, unless separateEntry. */
  conflict:
    'This client is already in the database. Add your experience to that entry, or confirm that this is a new entry.',
  contactRequired: 'Give a phone number or an e-mail address.',
  mergeTitle: 'Merge into another entry',
  mergeAction: 'Merge into…',
  mergeInto: 'Id of the entry to keep',
  mergeConfirm: 'Merge',
  mergeDescription: (id: number) =>
    `Entry ${id} is deleted; its phones, e-mails, photos, comments, votes and confirmations move to the entry you name.`,
  merged: 'Merged',
  intoItself: 'An entry cannot be merged into itself.',
  intoMissing: 'There is no entry with this id.',
  intoRequired: 'Give the id of the entry to keep.',
  /** The reporter's receipt when the moderator wrote nothing. */
  receiptText: 'Your report was added to an existing entry about the same client.',
} as const;

/** An entry a new report would duplicate: what she may see of it, never its reporter. */
export interface TimewasterMatchDto {
  id: number;
  name: string;
  city: string;
  country: string;
  /** Which of the new report's contacts the entry holds. */
  matchedBy: ('phone' | 'email')[];
}

/** POST /api/v1/timewaster-matches: the new report's phone and e-mail, normalised like the report's. */
export const TimewasterMatchSchema = z
  .object({ phoneNumber: optionalPhone, email: optionalEmail })
  .refine((body) => body.phoneNumber || body.email, {
    message: DUPLICATE_MESSAGES.contactRequired,
    path: ['phoneNumber'],
  });
export type TimewasterMatchValues = z.output<typeof TimewasterMatchSchema>;

/** POST /api/v1/timewasters/{id}/merge: the entry to keep, the reason code and the version seen. */
export const TimewasterMergeSchema = z
  .object({
    intoId: z
      .number({ message: DUPLICATE_MESSAGES.intoRequired })
      .int(DUPLICATE_MESSAGES.intoRequired)
      .positive(DUPLICATE_MESSAGES.intoRequired)
      .max(2_147_483_647, DUPLICATE_MESSAGES.intoMissing),
    ...reasonFields,
    ...itemVersion,
  })
  // A merge ends the merged entry as an entry of its own: a no, so it needs a code (duplicate).
  .superRefine(checkReason('timewaster-report', () => false));
export type TimewasterMergeValues = z.output<typeof TimewasterMergeSchema>;

/** The vote the "add your experience" form sends with the comment. */
export const EXPERIENCE_VOTES = [
  { value: THUMB_TYPES.DOWN, label: DUPLICATE_MESSAGES.voteDown },
  { value: THUMB_TYPES.UP, label: DUPLICATE_MESSAGES.voteUp },
] as const;
