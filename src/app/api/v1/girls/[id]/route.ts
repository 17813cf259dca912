// GET /api/v1/girls/{id} – one girl for the actor's audience; PATCH – edit her profile or profile
// picture; DELETE – a moderator deletes her with her photos and files.
import { getGirlRoute, patchGirlRoute } from '@/features/girls/route-handlers';
import { deleteGirlRoute } from '@/features/moderation/route-handlers';

export const dynamic = 'force-dynamic';

export const GET = getGirlRoute;
export const PATCH = patchGirlRoute;
export const DELETE = deleteGirlRoute;
