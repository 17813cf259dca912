// A girl's review of a client and her girls-only comment on him (spec §5 "Review form",
// "Girls-only comment"), used by the browser forms and parsed again by their endpoints.
import { z } from 'zod';
import { recordIdSchema } from '@/lib/route-params';
import { requiredText } from '@/lib/text-fields';

export const CLIENT_SAFETY_LIMITS = { review: 2000, comment: 2000 } as const;

export const CLIENT_SAFETY_MESSAGES = {
  review: 'Please write review.',
  thumb: 'Please vote thumbs up/thumbs down',
  comment: 'Please write girl only comment.',
  reviewPosted: 'Review posted. Thank You.',
  commentPosted: 'Girl only comment posted. Thank You.',
} as const;

/** Thumbs down is 1, thumbs up is 2 (spec §3 Thumb). */
export const THUMB_DOWN = 1;
export const THUMB_UP = 2;

/** POST /api/v1/guy-reviews: {guyId, comment, thumb}. One review per girl per guy: a second edits hers. */
export const GuyReviewSchema = z.object({
  guyId: recordIdSchema(),
  comment: requiredText(CLIENT_SAFETY_MESSAGES.review, CLIENT_SAFETY_LIMITS.review),
  thumb: z.literal([THUMB_DOWN, THUMB_UP], { error: CLIENT_SAFETY_MESSAGES.thumb }),
});
export type GuyReviewValues = z.output<typeof GuyReviewSchema>;

/** POST /api/v1/girls-only-comments: {guyId, comment}. */
export const GirlsOnlyCommentSchema = z.object({
  guyId: recordIdSchema(),
  comment: requiredText(CLIENT_SAFETY_MESSAGES.comment, CLIENT_SAFETY_LIMITS.comment),
});
export type GirlsOnlyCommentValues = z.output<typeof GirlsOnlyCommentSchema>;
