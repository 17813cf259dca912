// POST /api/v1/admin/problem-girls/{id}/reviewed – a crawled problem girl leaves the queue.
import { crawledReviewedRoute } from '@/features/moderation/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = crawledReviewedRoute;
