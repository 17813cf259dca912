// GET /api/v1/girl-media/{girlId}/{file} – a girl's picture awaiting approval: the girl herself and moderators only
import { privateGirlMediaRoute } from '@/features/girls/route-handlers';

export const dynamic = 'force-dynamic';

export const GET = privateGirlMediaRoute;
