// GET /api/v1/girls/{id} – one girl for the actor's audience; PATCH – edit her profile or profile picture
import { getGirlRoute, patchGirlRoute } from '@/features/girls/route-handlers';

export const dynamic = 'force-dynamic';

export const GET = getGirlRoute;
export const PATCH = patchGirlRoute;
