// A guy's review of a girl (spec §3 "Review of a girl", §6 flag guy-reviews-girl), used by the
// form on her profile and parsed again by POST /api/v1/girl/{girlId}/reviews.
import { z } from 'zod';

export const GIRL_REVIEW_LIMITS = { content: 4000 } as const;

export const GIRL_REVIEW_MESSAGES = {
  content: 'Please write review.',
  posted: 'Review posted. Thank You.',
  /** Not in the spec: why a signed-in guy may not review her yet. */
  notEligible: 'You can review a girl once she has marked a booking with you complete or confirmed your reference.',
} as const;

/** Not in the spec: shown above the form to a guy who reviewed her before (one review per girl). */
export function replacesReviewMessage(publishedOn: string): string {
  return `You reviewed her on ${publishedOn}. Posting again replaces that review.`;
}

/** POST /api/v1/girl/{girlId}/reviews: {data: {type: 'reviews', attributes: {content}}}. */
export const GirlReviewSchema = z.object({
  content: z
    .string({ error: GIRL_REVIEW_MESSAGES.content })
    .trim()
    .min(1, GIRL_REVIEW_MESSAGES.content)
    .max(GIRL_REVIEW_LIMITS.content, `Too long (max characters: ${GIRL_REVIEW_LIMITS.content})`),
});
export type GirlReviewValues = z.output<typeof GirlReviewSchema>;

/** The JSON:API type of GET /api/v1/girl/{girlId}/reviews/eligibility (its id: her girl id). */
export const REVIEW_ELIGIBILITY_TYPE = 'reviewEligibilities';

/** GET /api/v1/girl/{girlId}/reviews/eligibility: whether the form shows for this viewer. */
export interface ReviewEligibility {
  canReview: boolean;
  signedIn: boolean;
  /** For a signed-in guy who may not review her yet. */
  reason: string | null;
  /** His earlier review of her, which a new one replaces. */
  ownReview: { content: string; publishedAt: string } | null;
}
