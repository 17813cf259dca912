// POST /api/v1/admin/girl-photos/{id}/decision – a moderator's decision on one of the waiting girl photos.
import { photoDecisionRoute } from '@/features/moderation/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = photoDecisionRoute;
