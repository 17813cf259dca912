// GET /api/v1/girls – public girls (every girl record for moderators)
import { getGirlsRoute } from '@/features/girls/route-handlers';

export const dynamic = 'force-dynamic';

export const GET = getGirlsRoute;
