// POST /api/v1/admin/decisions – a moderator decides many pictures or photos of the queue at once.
import { bulkDecisionRoute } from '@/features/moderation/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = bulkDecisionRoute;
