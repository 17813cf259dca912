// GET /api/v1/search – the girl search for the site search box and Load More (spec §7 search filter)
import { searchGirlsRoute } from '@/features/search/route-handlers';

export const dynamic = 'force-dynamic';

export const GET = searchGirlsRoute;
