// POST /api/v1/admin/girls/{id}/decision – a moderator's decision on one of the waiting girls.
import { girlDecisionRoute } from '@/features/moderation/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = girlDecisionRoute;
