// GET /api/v1/girl/{girlId}/reviews – guys' reviews of a public girl
// POST /api/v1/girl/{girlId}/reviews – a guy who had a session with her reviews her
import { listGirlReviewsRoute, postGirlReviewRoute } from '@/features/reviews/route-handlers';

export const dynamic = 'force-dynamic';

export const GET = listGirlReviewsRoute;
export const POST = postGirlReviewRoute;
