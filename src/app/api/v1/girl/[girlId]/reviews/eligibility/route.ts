// GET /api/v1/girl/{girlId}/reviews/eligibility – whether this viewer may review her ({canReview})
import { girlReviewEligibilityRoute } from '@/features/reviews/route-handlers';

export const dynamic = 'force-dynamic';

export const GET = girlReviewEligibilityRoute;
