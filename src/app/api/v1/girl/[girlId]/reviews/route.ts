// GET /api/v1/girl/{girlId}/reviews – guys' reviews of a public girl
import { listGirlReviewsRoute } from '@/features/reviews/route-handlers';

export const dynamic = 'force-dynamic';

export const GET = listGirlReviewsRoute;
